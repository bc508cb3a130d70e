export const styles = /* css */ `
:host {
  position: fixed;
  inset: 0;
  z-index: calc(var(--sq-z-index-base, 30000) + 1000);
  font-size: var(--sq-font-size-6, 16px);
  line-height: 1.5;
}
.backdrop {
  box-sizing: border-box;
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  padding: var(--sq-space-3, 16px);
  background: rgb(0 0 0 / 0.5);
}
.full-screen { background: #fff; }
.dialog {
  box-sizing: border-box;
  width: 100%;
  max-width: 480px;
  padding: var(--sq-space-4, 22px);
  color: var(--sq-color-gray-900, #111827);
  background: #fff;
  border-radius: var(--sq-radius-2, 8px);
  box-shadow: 0 4px 24px rgb(0 0 0 / 0.25);
}
.full-screen .dialog { box-shadow: none; text-align: center; }
.message { margin: 0 0 var(--sq-space-3, 16px); overflow-wrap: anywhere; }
.actions { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: var(--sq-space-2, 11px); }
.full-screen .actions { justify-content: center; }
button {
  min-width: 44px;
  min-height: 44px;
  padding: 0 var(--sq-space-3, 16px);
  font: inherit;
  color: var(--sq-color-gray-900, #111827);
  background: #fff;
  border: 1px solid currentColor;
  border-radius: var(--sq-radius-1, 4px);
  cursor: pointer;
}
button.primary { color: #fff; background: var(--sq-color-gray-900, #111827); border-color: var(--sq-color-gray-900, #111827); }
button:focus-visible { outline: 2px solid var(--sq-color-blue-600, #2563eb); outline-offset: 2px; }
`;
