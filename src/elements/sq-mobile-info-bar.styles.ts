export const styles = /* css */ `
:host {
  display: block;
  position: fixed;
  left: 0;
  right: 0;
  bottom: var(--sq-viewport-inset-bottom, 0px);
  /* Under the cookie banner and dialogs, which share the base layer. */
  z-index: calc(var(--sq-z-index-base, 30000) - 1);
}
.bar {
  box-sizing: border-box;
  padding: var(--sq-space-1, 6px) var(--sq-space-2, 11px);
  color: var(--sq-mobile-info-bar-color, #fff);
  background: var(--sq-mobile-info-bar-background, var(--sq-color-gray-900, #1f2023));
  box-shadow: 0 -2px 12px rgb(0 0 0 / 0.15);
}
.items {
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0 var(--sq-space-2, 11px);
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
  padding: var(--sq-space-1, 6px) var(--sq-space-2, 11px);
  color: inherit;
  text-align: center;
  text-decoration: none;
}
.label { font-size: var(--sq-font-size-2, 11px); letter-spacing: 0.04em; text-transform: uppercase; }
.value {
  font-size: var(--sq-mobile-info-bar-font-size, var(--sq-font-size-5, 14px));
  line-height: 1.3;
  overflow-wrap: anywhere;
}
.link .value { text-decoration: underline; text-underline-offset: 3px; }
.link:focus-visible { outline: 2px solid currentColor; outline-offset: -2px; }
@media (forced-colors: active) {
  .bar { border-top: 1px solid CanvasText; }
}
`;
