import { color, fontSize, radius, space, zIndexBase } from '../shared/theme/css.js';
export const styles = /* css */ `
:host { display: inline-block; }
.tooltip {
  box-sizing: border-box;
  position: fixed;
  z-index: ${zIndexBase};
  width: var(--sq-tooltip-width, 250px);
  max-width: calc(100vw - 40px);
  padding: ${space(1)} ${space(2)};
  color: var(--sq-tooltip-color, #fff);
  background: var(--sq-tooltip-background, ${color('gray', 900)});
  border-radius: ${radius(1)};
  font-size: ${fontSize(4)};
  line-height: 1.4;
  pointer-events: none;
}
.tooltip[hidden] { display: none; }
`;
