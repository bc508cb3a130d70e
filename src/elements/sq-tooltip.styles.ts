export const styles = /* css */ `
:host { display: inline-block; }
.tooltip {
  box-sizing: border-box;
  position: fixed;
  z-index: var(--sq-z-index-base, 30000);
  width: var(--sq-tooltip-width, 250px);
  max-width: calc(100vw - 40px);
  padding: var(--sq-space-2, 8px) var(--sq-space-3, 12px);
  color: var(--sq-tooltip-color, #fff);
  background: var(--sq-tooltip-background, var(--sq-color-gray-900, #1f2023));
  border-radius: var(--sq-radius-1, 4px);
  font-size: var(--sq-font-size-2, 13px);
  line-height: 1.4;
  pointer-events: none;
}
.tooltip[hidden] { display: none; }
`;
