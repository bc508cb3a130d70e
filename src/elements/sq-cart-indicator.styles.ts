import { TOUCH_TARGET_PX } from '../shared/layout/sizes.js';
import { color, fontSize } from '../shared/theme/css.js';
export const styles = /* css */ `
/* A flex box as tall as its link, whatever the line height around it: the size sq-elements.css reserves. */
:host { display: inline-flex; vertical-align: middle; }
.link {
  position: relative; display: inline-flex; align-items: center; justify-content: center;
  min-width: ${TOUCH_TARGET_PX}px; min-height: ${TOUCH_TARGET_PX}px; box-sizing: border-box; color: var(--sq-cart-indicator-color, currentColor); text-decoration: none;
}
.link:focus-visible { outline: 3px solid var(--sq-focus-color, #fd0); outline-offset: 2px; }
.count {
  position: absolute; top: 2px; right: 0; min-width: 1.5em; padding: 0 0.35em; box-sizing: border-box;
  font-size: ${fontSize(3)}; line-height: 1.5em; text-align: center; border-radius: 0.75em;
  color: var(--sq-cart-indicator-badge-color, #fff); background: var(--sq-cart-indicator-badge-background, ${color('gray', 900)});
}
`;
