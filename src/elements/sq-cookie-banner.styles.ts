import { color, duration, fontSize, radius, space, zIndexBase } from '../shared/theme/css.js';
export const styles = /* css */ `
:host {
  display: contents;
  --_fg: var(--sq-cookie-banner-color, #fff);
  --_bg: var(--sq-cookie-banner-background, ${color('gray', 900)});
  --_accent: var(--sq-cookie-banner-accent, #fff);
  --_accent-fg: var(--sq-cookie-banner-accent-color, #1f2023);
}
.banner {
  box-sizing: border-box;
  position: fixed;
  z-index: ${zIndexBase};
  display: flex;
  align-items: center;
  gap: ${space(3)};
  padding: ${space(3)} ${space(4)};
  color: var(--_fg);
  background: var(--_bg);
  font: inherit;
  font-size: var(--sq-cookie-banner-font-size, ${fontSize(5)});
  line-height: 1.5;
  box-shadow: 0 2px 16px rgb(0 0 0 / 0.2);
  animation: sq-enter ${duration(300)} ease-out;
}
.banner:focus { outline: none; }
.light {
  --_fg: var(--sq-cookie-banner-color, ${color('gray', 900)});
  --_bg: var(--sq-cookie-banner-background, #fff);
  --_accent: var(--sq-cookie-banner-accent, ${color('gray', 900)});
  --_accent-fg: var(--sq-cookie-banner-accent-color, #fff);
}
.bar { left: 0; right: 0; }
.bar.top { top: 0; }
/* Above what the window keeps clear at its bottom (the back end's exit button in a fullscreen preview). */
.bar.bottom { bottom: var(--sq-viewport-inset-bottom, 0px); }
.bar.placed { position: relative; z-index: auto; box-shadow: none; }
.popup {
  flex-direction: column;
  align-items: stretch;
  width: calc(100vw - 2 * ${space(3)});
  max-width: var(--sq-cookie-banner-max-width, 360px);
  margin: ${space(3)};
  border-radius: ${radius(2)};
}
.popup.top-left { top: 0; left: 0; }
.popup.top-right { top: 0; right: 0; }
.popup.bottom-left { bottom: var(--sq-viewport-inset-bottom, 0px); left: 0; }
.popup.bottom-right { bottom: var(--sq-viewport-inset-bottom, 0px); right: 0; }
.text { flex: 1; min-width: 0; }
.text p { margin: 0; }
.text p + p { margin-top: 0.5em; }
.text a { color: inherit; text-decoration: underline; }
.actions { display: flex; align-items: center; gap: ${space(1)} ${space(2)}; flex-wrap: wrap; justify-content: flex-end; }
button {
  font: inherit;
  color: inherit;
  cursor: pointer;
  min-height: 44px;
  min-width: 44px;
  padding: ${space(1)} ${space(3)};
  border-radius: ${radius(1)};
  border: 1px solid transparent;
  background: none;
}
button:focus-visible, a:focus-visible { outline: 2px solid currentColor; outline-offset: 2px; }
.cta-text button { text-decoration: underline; text-underline-offset: 3px; padding-inline: ${space(1)}; }
.cta-button .accept { background: var(--_accent); color: var(--_accent-fg); }
.cta-button .decline { border-color: currentColor; }
.cta-icon .accept { display: inline-grid; place-items: center; padding: 0; border-radius: 50%; }
.cta-icon .decline { text-decoration: underline; text-underline-offset: 3px; }
.backdrop {
  position: fixed;
  inset: 0;
  z-index: ${zIndexBase};
  background: rgb(0 0 0 / 0.4);
}
@keyframes sq-enter {
  from { opacity: 0; transform: translateY(var(--_enter-offset, 8px)); }
}
.top { --_enter-offset: -8px; }
@media (max-width: 432px) {
  .bar { flex-direction: column; align-items: stretch; }
}
@media (prefers-reduced-motion: reduce) {
  .banner { animation: none; }
}
@media (forced-colors: active) {
  .banner { border: 1px solid CanvasText; }
}
`;
