import { color, duration, fontSize, space, zIndexBase } from '../shared/theme/css.js';
export const styles = /* css */ `
:host {
  display: contents;
  --_fg: var(--sq-lightbox-color, #fff);
  --_bg: var(--sq-lightbox-background, #000);
  --_opacity: var(--sq-lightbox-overlay-opacity, 0.95);
  --_control-size: var(--sq-lightbox-control-size, 44px);
}
.lightbox {
  position: fixed;
  inset: 0;
  z-index: ${zIndexBase};
  color: var(--_fg);
  font: inherit;
  animation: sq-fade-in var(--_fade) ease both;
}
.lightbox.light {
  --_fg: var(--sq-lightbox-color, ${color('gray', 900)});
  --_bg: var(--sq-lightbox-background, #fff);
}
.lightbox.closing {
  animation: sq-fade-out var(--_fade) ease both;
  pointer-events: none;
}
.overlay {
  position: absolute;
  inset: 0;
  background: var(--_bg);
  opacity: var(--_opacity);
}
.stage {
  position: absolute;
  inset: 0;
  touch-action: none;
  user-select: none;
}
.image {
  position: absolute;
  display: block;
  object-fit: contain;
  cursor: pointer;
}
/* The thumbnail the page already has, under the full image until that has loaded. */
.placeholder { pointer-events: none; }
.control {
  position: absolute;
  z-index: 1;
  display: grid;
  place-items: center;
  width: var(--_control-size);
  height: var(--_control-size);
  padding: 0;
  border: 0;
  border-radius: 50%;
  color: inherit;
  background: color-mix(in srgb, var(--_bg) 60%, transparent);
  cursor: pointer;
}
.control:focus-visible {
  outline: 2px solid currentColor;
  outline-offset: 2px;
}
.control.disabled { opacity: 0.35; cursor: default; }
.close { top: ${space(1)}; right: ${space(1)}; }
.previous, .next { top: 50%; margin-top: calc(var(--_control-size) / -2); }
.previous { left: ${space(1)}; }
.next { right: ${space(1)}; }
.caption-toggle { bottom: ${space(1)}; right: ${space(1)}; }
.caption {
  position: absolute;
  left: 0;
  right: 0;
  bottom: 0;
  box-sizing: border-box;
  max-height: 40%;
  overflow: auto;
  padding: ${space(2)} calc(var(--_control-size) + ${space(3)});
  text-align: center;
  font-size: var(--sq-lightbox-caption-font-size, ${fontSize(5)});
  line-height: 1.5;
  background: color-mix(in srgb, var(--_bg) 70%, transparent);
  transition: opacity ${duration(300)} ease;
}
/* Faded out, then hidden; it still describes the image through aria-describedby. */
.caption.hidden {
  opacity: 0;
  visibility: hidden;
  transition: opacity ${duration(300)} ease, visibility 0s linear ${duration(300)};
}
.visually-hidden {
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
}
@keyframes sq-fade-in { from { opacity: 0; } }
@keyframes sq-fade-out { to { opacity: 0; } }
@media (prefers-reduced-motion: reduce) {
  .lightbox, .lightbox.closing { animation: none; }
  .caption { transition: none; }
}
@media (forced-colors: active) {
  .control { border: 1px solid ButtonText; }
}
`;
