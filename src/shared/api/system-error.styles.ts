import { color, fontSize, radius, space, zIndexBase } from '../theme/css.js';
export const styles = /* css */ `
:host {
  position: fixed;
  inset: 0;
  z-index: calc(${zIndexBase} + 1000);
  font-size: ${fontSize(6)};
  line-height: 1.5;
}
.backdrop {
  box-sizing: border-box;
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  padding: ${space(3)};
  background: rgb(0 0 0 / 0.5);
}
.full-screen { background: #fff; }
.dialog {
  box-sizing: border-box;
  width: 100%;
  max-width: 480px;
  padding: ${space(4)};
  color: ${color('gray', 900)};
  background: #fff;
  border-radius: ${radius(2)};
  box-shadow: 0 4px 24px rgb(0 0 0 / 0.25);
}
.full-screen .dialog { box-shadow: none; text-align: center; }
.message { margin: 0 0 ${space(3)}; overflow-wrap: anywhere; }
.actions { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: ${space(2)}; }
.full-screen .actions { justify-content: center; }
button {
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${space(3)};
  font: inherit;
  color: ${color('gray', 900)};
  background: #fff;
  border: 1px solid currentColor;
  border-radius: ${radius(1)};
  cursor: pointer;
}
button.primary { color: #fff; background: ${color('gray', 900)}; border-color: ${color('gray', 900)}; }
button:focus-visible { outline: 2px solid ${color('blue', 600)}; outline-offset: 2px; }
`;
