export const styles = /* css */ `
:host { display: block; }
.bar {
  box-sizing: border-box;
  display: flex;
  align-items: center;
  gap: var(--sq-space-2, 11px);
  padding: 0 var(--sq-space-1, 6px) 0 var(--sq-space-3, 16px);
  color: var(--sq-announcement-bar-color, #fff);
  background: var(--sq-announcement-bar-background, var(--sq-color-gray-900, #1f2023));
  font-size: var(--sq-announcement-bar-font-size, var(--sq-font-size-5, 14px));
  line-height: 1.4;
}
.text {
  flex: 1;
  min-width: 0;
  margin: 0;
  padding: var(--sq-space-1, 6px) 0;
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
