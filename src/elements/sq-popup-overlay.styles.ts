export const styles = /* css */ `
:host { display: contents; }
.backdrop {
  position: fixed;
  inset: 0;
  z-index: var(--sq-z-index-base, 30000);
  display: grid;
  place-items: center;
  background: var(--sq-popup-overlay-backdrop, rgb(0 0 0 / 0.5));
}
.overlay {
  box-sizing: border-box;
  position: relative;
  width: min(var(--sq-popup-overlay-width, 560px), calc(100vw - 2 * var(--sq-space-4, 16px)));
  max-height: calc(100vh - 2 * var(--sq-space-4, 16px));
  overflow: auto;
  padding: var(--sq-space-6, 32px);
  color: var(--sq-popup-overlay-color, var(--sq-color-gray-900, #1f2023));
  background: var(--sq-popup-overlay-background, #fff);
  border-radius: var(--sq-radius-1, 4px);
  box-shadow: 0 4px 24px rgb(0 0 0 / 0.25);
}
.overlay:focus { outline: none; }
.close {
  position: absolute;
  top: var(--sq-space-1, 4px);
  right: var(--sq-space-1, 4px);
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
.close:focus-visible { outline: 2px solid var(--sq-color-blue-500, #2c6ecb); outline-offset: -2px; }
`;
