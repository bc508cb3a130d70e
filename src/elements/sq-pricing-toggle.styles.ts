import { color, space } from '../shared/theme/css.js';
export const styles = /* css */ `
:host { display: block; }
.toggle {
  display: inline-flex; padding: 4px; gap: 4px; margin-bottom: ${space(3)};
  border-radius: 999px; background: var(--sq-pricing-toggle-background, ${color('gray', 100)});
}
.option {
  min-height: 44px; padding: 0 1.25em; font: inherit; border: 0; border-radius: 999px; cursor: pointer;
  color: inherit; background: transparent;
}
.option[aria-pressed='true'] { color: var(--sq-pricing-toggle-selected-color, #fff); background: var(--sq-pricing-toggle-selected-background, ${color('gray', 900)}); }
.option:focus-visible { outline: 3px solid var(--sq-focus-color, #fd0); outline-offset: 2px; }
`;
