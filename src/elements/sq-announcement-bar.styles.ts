import { color, fontSize, space } from '../shared/theme/css.js';
export const styles = /* css */ `
:host { display: block; }
.bar {
  box-sizing: border-box;
  display: flex;
  align-items: center;
  gap: ${space(2)};
  padding: 0 ${space(1)} 0 ${space(3)};
  color: var(--sq-announcement-bar-color, #fff);
  background: var(--sq-announcement-bar-background, ${color('gray', 900)});
  font-size: var(--sq-announcement-bar-font-size, ${fontSize(5)});
  line-height: 1.4;
}
.text {
  flex: 1;
  min-width: 0;
  margin: 0;
  padding: ${space(1)} 0;
  text-align: center;
  overflow-wrap: anywhere;
}
.link { color: inherit; text-decoration: underline; text-underline-offset: 3px; }
.dismiss {
  flex: none;
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
.link:focus-visible, .dismiss:focus-visible { outline: 2px solid currentColor; outline-offset: 2px; }
@media (forced-colors: active) {
  .bar { border-bottom: 1px solid CanvasText; }
}
`;
