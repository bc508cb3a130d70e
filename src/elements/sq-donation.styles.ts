import { TOUCH_TARGET_PX } from '../shared/layout/sizes.js';
import { color, radius } from '../shared/theme/css.js';
export const styles = /* css */ `
/* A flex box as tall as its button, whatever the line height around it: the height sq-elements.css reserves. */
:host { display: inline-flex; vertical-align: middle; }
.button {
  display: inline-flex; align-items: center; justify-content: center; min-height: ${TOUCH_TARGET_PX}px; box-sizing: border-box;
  padding: 0.75em 1.5em; font: inherit; text-decoration: none; border-radius: ${radius(1)};
  color: var(--sq-donation-color, #fff); background: var(--sq-donation-background, ${color('gray', 900)});
}
.button:focus-visible { outline: 3px solid var(--sq-focus-color, #fd0); outline-offset: 2px; }
`;
