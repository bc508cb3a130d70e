import { TOUCH_TARGET_PX } from '../shared/layout/sizes.js';
import { space } from '../shared/theme/css.js';
export const styles = /* css */ `
:host { display: block; }
/* One row, as tall as the room sq-elements.css keeps under the links before the element runs. */
.actions { display: flex; align-items: center; gap: ${space(2)}; height: ${TOUCH_TARGET_PX}px; margin-top: ${space(2)}; white-space: nowrap; }
button {
  min-height: ${TOUCH_TARGET_PX}px; padding: 0 1.1em; font: inherit; font-weight: 600; color: inherit; cursor: pointer;
  background: transparent; border: 1px solid currentColor; border-radius: 999px;
}
button:hover { background: color-mix(in srgb, currentColor 8%, transparent); }
button:focus-visible { outline: 3px solid var(--sq-focus-color, #fd0); outline-offset: 2px; box-shadow: 0 0 0 2px #000; }
.status { overflow: hidden; text-overflow: ellipsis; }
`;
