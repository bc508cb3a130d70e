import { MOBILE_BREAKPOINT_MAX_PX } from '../shared/constants/limits.js';

export const styles = /* css */ `
:host { display: block; container-type: inline-size; }
.visually-hidden {
  position: absolute !important;
  width: 1px; height: 1px; margin: -1px; padding: 0; border: 0;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
}
.cart { display: flex; flex-direction: column; gap: var(--sq-space-4, 16px); }
.heading { margin: 0; }
.lines { display: flex; flex-direction: column; gap: var(--sq-space-3, 16px); margin: 0; padding: 0; list-style: none; }
.line {
  display: grid; grid-template-columns: minmax(0, 1fr) auto auto auto; gap: var(--sq-space-3, 16px); align-items: center;
  padding-bottom: var(--sq-space-3, 16px); border-bottom: 1px solid var(--sq-color-gray-300, #d0d0d0);
}
.line p { margin: 0; }
.line-info { min-width: 0; overflow-wrap: anywhere; }
.line-title { font-weight: 600; }
.line-quantity { display: flex; flex-direction: column; gap: 4px; }
.line-error { grid-column: 1 / -1; color: var(--sq-cart-page-error-color, var(--sq-color-red-700, #b3261e)); }
/* A phone-wide cart (§9 mobile breakpoint): the title and options get the line's width, the controls a row below. */
@container (max-width: ${MOBILE_BREAKPOINT_MAX_PX}px) {
  .line { grid-template-columns: auto minmax(0, 1fr) auto; align-items: end; row-gap: var(--sq-space-2, 11px); }
  .line-info { grid-column: 1 / -1; }
  /* On the input's line, beside Remove: both are 44 px tall. */
  .line-total { justify-self: end; display: flex; align-items: center; min-height: 44px; }
}
.line-error:empty { display: none; }
input { font: inherit; width: 5em; min-height: 44px; box-sizing: border-box; padding: 0 0.5em; }
button, .continue { min-height: 44px; font: inherit; cursor: pointer; }
.remove { padding: 0 1em; border: 1px solid currentColor; border-radius: var(--sq-radius-1, 4px); color: inherit; background: none; }
.remove[aria-disabled='true'], input[aria-busy='true'] { opacity: 0.6; cursor: progress; }
.summary { display: flex; flex-direction: column; gap: var(--sq-space-2, 11px); align-items: flex-start; }
.summary-heading, .subtotal, .blocked { margin: 0; }
.checkout {
  padding: 0.75em 1.5em; border: 0; border-radius: var(--sq-radius-1, 4px);
  color: var(--sq-cart-page-accent-color, #fff); background: var(--sq-cart-page-accent, var(--sq-color-gray-900, #1f2023));
}
.blocked { color: var(--sq-cart-page-error-color, var(--sq-color-red-700, #b3261e)); }
.continue { display: inline-flex; align-items: center; color: inherit; }
button:focus-visible, input:focus-visible, .continue:focus-visible { outline: 3px solid var(--sq-focus-color, #fd0); outline-offset: 2px; }
`;
