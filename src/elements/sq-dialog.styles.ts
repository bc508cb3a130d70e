import { accent, accentColor, color, duration, fontSize, radius, space, zIndexBase } from '../shared/theme/css.js';
export const styles = /* css */ `
:host { display: contents; }
.backdrop {
  position: fixed;
  inset: 0;
  z-index: ${zIndexBase};
  display: grid;
  place-items: center;
  background: var(--sq-dialog-backdrop, rgb(0 0 0 / 0.4));
}
.dialog {
  box-sizing: border-box;
  width: var(--sq-dialog-width, 350px);
  max-width: calc(100vw - 2 * ${space(3)});
  padding: 20px;
  color: var(--sq-dialog-color, ${color('gray', 900)});
  background: var(--sq-dialog-background, #fff);
  border-radius: ${radius(1)};
  box-shadow: 0 4px 24px rgb(0 0 0 / 0.25);
  font: inherit;
  line-height: 1.5;
  animation: sq-dialog-in ${duration(300)} ease-out;
}
.dialog:focus { outline: none; }
.dialog.hiding { animation: sq-dialog-out ${duration(300)} ease-in forwards; }
.title { margin: 0 0 ${space(1)}; font-size: ${fontSize(7)}; }
.message { margin: 0; }
.actions { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: ${space(1)}; margin-top: ${space(3)}; }
button {
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${space(3)};
  font: inherit;
  color: inherit;
  background: transparent;
  border: 1px solid currentColor;
  border-radius: ${radius(1)};
  cursor: pointer;
}
button.primary { color: ${accentColor('dialog')}; background: ${accent('dialog')}; border-color: transparent; }
button:focus-visible { outline: 2px solid ${color('blue', 600)}; outline-offset: 2px; }
@keyframes sq-dialog-in { from { opacity: 0; transform: translateY(8px); } }
@keyframes sq-dialog-out { to { opacity: 0; } }
@media (prefers-reduced-motion: reduce) {
  .dialog, .dialog.hiding { animation: none; }
}
`;
