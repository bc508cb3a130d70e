import { color, fontSize, radius, space, zIndexBase } from '../shared/theme/css.js';
import { MOBILE_BREAKPOINT_MAX_PX } from '../shared/constants/limits.js';

export const styles = /* css */ `
:host {
  position: fixed;
  right: ${space(2)};
  bottom: calc(${space(2)} + var(--sq-site-badge-offset, 0px) + var(--sq-viewport-inset-bottom, 0px));
  /* Under the cookie banner and dialogs, which share the base layer. */
  z-index: calc(${zIndexBase} - 1);
  display: block;
}
.badge {
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  min-height: 24px;
  padding: 0 ${space(1)};
  color: var(--sq-site-badge-color, #fff);
  background: var(--sq-site-badge-background, ${color('gray', 900)});
  border-radius: ${radius(1)};
  font-size: ${fontSize(2)};
  line-height: 1.2;
  text-decoration: none;
  white-space: nowrap;
  box-shadow: 0 1px 4px rgb(0 0 0 / 0.2);
}
.badge:hover { text-decoration: underline; }
.badge:focus-visible { outline: 2px solid var(--sq-site-badge-background, ${color('gray', 900)}); outline-offset: 2px; }
@media (forced-colors: active) {
  .badge { border: 1px solid CanvasText; }
}
/* On phones a fixed badge would always cover something (a form field, a link): it sits at the end of the page instead. */
@media (max-width: ${MOBILE_BREAKPOINT_MAX_PX}px) {
  :host { position: static; padding: ${space(2)}; text-align: end; }
}
@media print {
  :host { display: none; }
}
`;
