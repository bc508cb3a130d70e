import { color, fontSize, radius, space, zIndexBase } from '../shared/theme/css.js';
export const styles = /* css */ `
:host { display: contents; }
.backdrop {
  position: fixed;
  inset: 0;
  z-index: ${zIndexBase};
  display: grid;
  place-items: center;
  background: var(--sq-popup-overlay-backdrop, rgb(0 0 0 / 0.5));
}
.overlay {
  box-sizing: border-box;
  position: relative;
  width: min(var(--sq-popup-overlay-width, 560px), calc(100vw - 2 * ${space(3)}));
  max-height: calc(100vh - 2 * ${space(3)});
  overflow: auto;
  padding: ${space(6)};
  color: var(--sq-popup-overlay-color, ${color('gray', 900)});
  background: var(--sq-popup-overlay-background, #fff);
  border-radius: ${radius(1)};
  box-shadow: 0 4px 24px rgb(0 0 0 / 0.25);
}
.overlay.dark {
  color: var(--sq-popup-overlay-color, #fff);
  background: var(--sq-popup-overlay-background, ${color('gray', 900)});
}
.overlay:focus { outline: none; }
.title {
  margin: 0 ${space(5)} ${space(2)} 0;
  font-size: ${fontSize(9)};
  line-height: 1.25;
}
.message {
  margin: 0 0 ${space(3)};
  line-height: 1.5;
  white-space: pre-line;
}
.button {
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${space(4)};
  color: var(--sq-popup-overlay-background, #fff);
  background: var(--sq-popup-overlay-color, ${color('gray', 900)});
  border-radius: ${radius(1)};
  font-weight: 600;
  text-decoration: none;
}
.dark .button {
  color: var(--sq-popup-overlay-background, ${color('gray', 900)});
  background: var(--sq-popup-overlay-color, #fff);
}
.button:focus-visible { outline: 2px solid ${color('blue', 600)}; outline-offset: 2px; }
.close {
  position: absolute;
  top: ${space(1)};
  right: ${space(1)};
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  padding: 0;
  color: inherit;
  background: transparent;
  border: 0;
  cursor: pointer;
}
.close:focus-visible { outline: 2px solid ${color('blue', 600)}; outline-offset: -2px; }
`;
