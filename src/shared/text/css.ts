/**
 * The scaled text's look, for the shadow root and for the page before the element has run: one line
 * in the height the page drew it at, its children at the size the search found (set as a custom
 * property on the host). Without scripts the text wraps as usual.
 */
import { FIT_SIZE_PROPERTY } from './fit-text.js';

export const SCALED_TEXT_CSS = {
  host: `:host{display:flex;flex-direction:column;justify-content:center;container-type:inline-size;white-space:nowrap}
:host ::slotted(*){margin-block:0!important;white-space:nowrap!important}
:host([wrapped]) ::slotted(*){white-space:normal!important;overflow-wrap:anywhere}
:host([wrapped]){white-space:normal;overflow-wrap:anywhere}
:host([fitted]){font-size:var(${FIT_SIZE_PROPERTY})}
:host([fitted]) ::slotted(*){font-size:var(${FIT_SIZE_PROPERTY})!important}`,
  /** Before the upgrade, where scripts run: one line, clipped, at the page's size. */
  page: `sq-scaled-text{display:block}@media (scripting: enabled){sq-scaled-text:not(:defined){display:flex;flex-direction:column;justify-content:center;white-space:nowrap;overflow:hidden}sq-scaled-text:not(:defined)>*{margin-block:0;white-space:nowrap}}`,
};
