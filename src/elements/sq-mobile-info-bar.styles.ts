import { color, fontSize, space, zIndexBase } from '../shared/theme/css.js';
export const styles = /* css */ `
:host {
  display: block;
  position: fixed;
  left: 0;
  right: 0;
  bottom: var(--sq-viewport-inset-bottom, 0px);
  /* Under the cookie banner and dialogs, which share the base layer. */
  z-index: calc(${zIndexBase} - 1);
}
.bar {
  box-sizing: border-box;
  padding: ${space(1)} ${space(2)};
  color: var(--sq-mobile-info-bar-color, #fff);
  background: var(--sq-mobile-info-bar-background, ${color('gray', 900)});
  box-shadow: 0 -2px 12px rgb(0 0 0 / 0.15);
}
.items {
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0 ${space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
}
.item { flex: 1 1 8em; min-width: 0; }
.link, .static {
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  justify-content: center;
  min-height: 44px;
  padding: ${space(1)} ${space(2)};
  color: inherit;
  text-align: center;
  text-decoration: none;
}
.label { font-size: ${fontSize(2)}; letter-spacing: 0.04em; text-transform: uppercase; }
.value {
  font-size: var(--sq-mobile-info-bar-font-size, ${fontSize(5)});
  line-height: 1.3;
  overflow-wrap: anywhere;
}
.link .value { text-decoration: underline; text-underline-offset: 3px; }
.link:focus-visible { outline: 2px solid currentColor; outline-offset: -2px; }
@media (forced-colors: active) {
  .bar { border-top: 1px solid CanvasText; }
}
`;
