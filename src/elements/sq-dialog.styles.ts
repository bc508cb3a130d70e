export const styles = /* css */ `
:host { display: contents; }
.backdrop {
  position: fixed;
  inset: 0;
  z-index: var(--sq-z-index-base, 30000);
  display: grid;
  place-items: center;
  background: var(--sq-dialog-backdrop, rgb(0 0 0 / 0.4));
}
.dialog {
  box-sizing: border-box;
  width: var(--sq-dialog-width, 350px);
  max-width: calc(100vw - 2 * var(--sq-space-4, 16px));
  padding: 20px;
  color: var(--sq-dialog-color, var(--sq-color-gray-900, #1f2023));
  background: var(--sq-dialog-background, #fff);
  border-radius: var(--sq-radius-1, 4px);
  box-shadow: 0 4px 24px rgb(0 0 0 / 0.25);
  font: inherit;
  line-height: 1.5;
  animation: sq-dialog-in var(--sq-duration-300, 300ms) ease-out;
}
.dialog:focus { outline: none; }
.dialog.hiding { animation: sq-dialog-out var(--sq-duration-300, 300ms) ease-in forwards; }
.title { margin: 0 0 var(--sq-space-2, 8px); font-size: var(--sq-font-size-5, 18px); }
.message { margin: 0; }
.actions { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: var(--sq-space-2, 8px); margin-top: var(--sq-space-4, 16px); }
button {
  min-width: 44px;
  min-height: 44px;
  padding: 0 var(--sq-space-4, 16px);
  font: inherit;
  color: inherit;
  background: transparent;
  border: 1px solid currentColor;
  border-radius: var(--sq-radius-1, 4px);
  cursor: pointer;
}
button.primary { color: var(--sq-dialog-accent-color, #fff); background: var(--sq-dialog-accent, var(--sq-color-gray-900, #1f2023)); border-color: transparent; }
button:focus-visible { outline: 2px solid var(--sq-color-blue-500, #2c6ecb); outline-offset: 2px; }
@keyframes sq-dialog-in { from { opacity: 0; transform: translateY(8px); } }
@keyframes sq-dialog-out { to { opacity: 0; } }
@media (prefers-reduced-motion: reduce) {
  .dialog, .dialog.hiding { animation: none; }
}
`;
