import { color, space } from '../shared/theme/css.js';
/**
 * The gallery's shadow styles. The frames of the designs without a current slide (`.drawn`), thousands in a
 * large grid, have `content-visibility: auto`: the browser skips the contents of those far from the viewport,
 * and as each frame's size is set on it, nothing moves when they are drawn.
 */
export const styles = /* css */ `
:host {
  display: block;
  position: relative;
  --_control-size: var(--sq-gallery-control-size, 44px);
  --_control-color: var(--sq-gallery-control-color, #fff);
  --_control-background: var(--sq-gallery-control-background, rgb(0 0 0 / 0.55));
  --_focus: var(--sq-gallery-focus-color, ${color('blue', 900)});
  --_focus-contrast: var(--sq-gallery-focus-contrast-color, #fff);
}
.gallery {
  position: relative;
  box-sizing: border-box;
}
.design-carousel, .design-strip, .design-stacked {
  overflow: hidden;
}
.track {
  position: relative;
  transition: transform var(--_speed) ease;
}
.slide {
  position: absolute;
  box-sizing: border-box;
  overflow: hidden;
}
.drawn > .slide {
  content-visibility: auto;
}
.design-stacked .slide {
  transition: opacity var(--_speed) ease, transform var(--_speed) ease;
}
::slotted(*) {
  display: block;
  box-sizing: border-box;
  position: relative;
  width: 100%;
  height: 100%;
  margin: 0;
  padding: 0;
  overflow: hidden;
}
.design-list ::slotted(*) {
  display: grid;
  grid-template-columns: var(--_image-width) 1fr;
  grid-template-rows: 100%;
  column-gap: var(--sq-gallery-meta-gap, ${space(3)});
  align-items: start;
  overflow: auto;
}
.hit {
  position: relative;
  height: 100%;
  cursor: pointer;
}
.hit:focus-visible, .thumbnail:focus-visible {
  outline: none;
}
/* The ring is drawn over the image, inside the frame that clips it: a coloured ring edged with a
   contrasting one, so one of the two stands out from any picture. Outlines survive forced colours. */
.hit:focus-visible::after, .thumbnail:focus-visible::after {
  content: '';
  position: absolute;
  inset: 0;
  z-index: 1;
  pointer-events: none;
  outline: 3px solid var(--_focus);
  outline-offset: -3px;
  box-shadow: inset 0 0 0 5px var(--_focus-contrast);
}
.control {
  position: absolute;
  z-index: 1;
  display: grid;
  place-items: center;
  width: var(--_control-size);
  height: var(--_control-size);
  margin-top: calc(var(--_control-size) / -2);
  padding: 0;
  border: 0;
  border-radius: 50%;
  color: var(--_control-color);
  background: var(--_control-background);
  cursor: pointer;
}
.control:focus-visible {
  outline: 2px solid var(--_focus);
  outline-offset: 2px;
  box-shadow: 0 0 0 2px var(--_focus-contrast);
}
.previous { left: ${space(2)}; }
.autoplay-toggle {
  top: ${space(2)};
  right: ${space(2)};
  margin-top: 0;
}
.next { right: ${space(2)}; }
.control.disabled {
  opacity: 0.35;
  cursor: default;
}
.thumbnails {
  position: absolute;
  left: 0;
  right: 0;
  overflow: hidden;
}
.strip-track {
  height: 100%;
  transition-duration: 0.5s;
}
.reduced-motion .strip-track { transition-duration: 0s; }
.thumbnail {
  position: absolute;
  top: 0;
  padding: 0;
  border: 0;
  background: ${color('gray', 200)};
  cursor: pointer;
  opacity: 0.6;
}
.thumbnail.active, .thumbnail:focus-visible { opacity: 1; }
.thumbnail img {
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
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
@media (prefers-reduced-motion: reduce) {
  .track, .slide { transition: none !important; }
}
@media (forced-colors: active) {
  .control { border: 1px solid ButtonText; }
}
`;
