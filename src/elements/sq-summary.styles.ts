import { TOUCH_TARGET_PX } from '../shared/layout/sizes.js';
import { SUMMARY_GAP_PX } from '../shared/summary/css.js';
import { color } from '../shared/theme/css.js';

/** The controls; the list's layout is the page's (sq-elements.css), the same before and after upgrade. */
export const styles = /* css */ `
:host{display:block}
:host([hidden]){display:none}
.viewport{overflow:hidden}
.controls{display:flex;gap:8px;margin-top:${SUMMARY_GAP_PX}px}
button{box-sizing:border-box;min-width:${TOUCH_TARGET_PX}px;height:${TOUCH_TARGET_PX}px;margin:0;padding:0 1.25em;font:inherit;line-height:1;border:1px solid currentColor;border-radius:999px;color:inherit;background:transparent;cursor:pointer}
.controls button{padding:0;font-size:1.5rem}
button:disabled,button[aria-disabled='true']{opacity:.45;cursor:default}
button:focus-visible{outline:3px solid var(--sq-focus-color,#fd0);outline-offset:2px}
.more{display:block;margin-top:${SUMMARY_GAP_PX}px}
.status{margin:8px 0 0;color:${color('red', 700)}}
`;
