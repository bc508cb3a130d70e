import { PRICING_TOGGLE_INSET_PX, TOUCH_TARGET_PX } from '../shared/layout/sizes.js';
import { color, space } from '../shared/theme/css.js';
export const styles = /* css */ `
:host { display: block; }
/* A block exactly as tall as its options (no line box around it): the height sq-elements.css reserves. */
.toggle {
  display: flex; width: fit-content; padding: ${PRICING_TOGGLE_INSET_PX}px; gap: ${PRICING_TOGGLE_INSET_PX}px; margin-bottom: ${space(3)};
  border-radius: 999px; background: var(--sq-pricing-toggle-background, ${color('gray', 100)});
}
.option {
  min-height: ${TOUCH_TARGET_PX}px; padding: 0 1.25em; font: inherit; border: 0; border-radius: 999px; cursor: pointer;
  color: inherit; background: transparent;
}
.option[aria-pressed='true'] { color: var(--sq-pricing-toggle-selected-color, #fff); background: var(--sq-pricing-toggle-selected-background, ${color('gray', 900)}); }
.option:focus-visible { outline: 3px solid var(--sq-focus-color, #fd0); outline-offset: 2px; }
`;
