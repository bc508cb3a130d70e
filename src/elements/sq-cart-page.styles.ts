import { accent, accentColor, color, headingFont, radius, space } from '../shared/theme/css.js';
import { MOBILE_BREAKPOINT_MAX_PX } from '../shared/constants/limits.js';

export const styles = /* css */ `
:host { display: block; container-type: inline-size; }
.visually-hidden {
  position: absolute !important;
  width: 1px; height: 1px; margin: -1px; padding: 0; border: 0;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
}
.cart { display: flex; flex-direction: column; gap: ${space(3)}; }
.heading { margin: 0; font-family: ${headingFont}; }
.lines { display: flex; flex-direction: column; gap: ${space(3)}; margin: 0; padding: 0; list-style: none; }
.line {
  display: grid; grid-template-columns: minmax(0, 1fr) auto auto auto; gap: ${space(3)}; align-items: center;
  padding-bottom: ${space(3)}; border-bottom: 1px solid ${color('gray', 300)};
}
.line p { margin: 0; }
.line-info { min-width: 0; overflow-wrap: anywhere; }
.line-title { font-weight: 600; }
.line-quantity { display: flex; flex-direction: column; gap: 4px; }
.line-error { grid-column: 1 / -1; color: var(--sq-cart-page-error-color, ${color('red', 700)}); }
/* A phone-wide cart (the mobile breakpoint): the title and options get the line's width, the controls a row below. */
@container (max-width: ${MOBILE_BREAKPOINT_MAX_PX}px) {
  .line { grid-template-columns: auto minmax(0, 1fr) auto; align-items: end; row-gap: ${space(2)}; }
  .line-info { grid-column: 1 / -1; }
  /* On the input's line, beside Remove: both are 44 px tall. */
  .line-total { justify-self: end; display: flex; align-items: center; min-height: 44px; }
}
.line-error:empty { display: none; }
input { font: inherit; width: 5em; min-height: 44px; box-sizing: border-box; padding: 0 0.5em; }
button, .continue { min-height: 44px; font: inherit; cursor: pointer; }
.remove { padding: 0 1em; border: 1px solid currentColor; border-radius: ${radius(1)}; color: inherit; background: none; }
.remove[aria-disabled='true'], input[aria-busy='true'] { opacity: 0.6; cursor: progress; }
.summary { display: flex; flex-direction: column; gap: ${space(2)}; align-items: flex-start; }
.summary-heading, .subtotal, .blocked { margin: 0; }
.summary-heading { font-family: ${headingFont}; }
.checkout {
  padding: 0.75em 1.5em; border: 0; border-radius: ${radius(1)};
  color: ${accentColor('cart-page')}; background: ${accent('cart-page')};
}
.blocked { color: var(--sq-cart-page-error-color, ${color('red', 700)}); }
.continue { display: inline-flex; align-items: center; color: inherit; }
button:focus-visible, input:focus-visible, .continue:focus-visible { outline: 3px solid var(--sq-focus-color, #fd0); outline-offset: 2px; }
`;
