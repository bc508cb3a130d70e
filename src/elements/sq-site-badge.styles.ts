import { MOBILE_BREAKPOINT_MAX_PX } from '../shared/constants/limits.js';

export const styles = /* css */ `
:host {
  position: fixed;
  right: var(--sq-space-2, 11px);
  bottom: calc(var(--sq-space-2, 11px) + var(--sq-site-badge-offset, 0px) + var(--sq-viewport-inset-bottom, 0px));
  /* Under the cookie banner and dialogs, which share the base layer. */
  z-index: calc(var(--sq-z-index-base, 30000) - 1);
  display: block;
}
.badge {
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  min-height: 24px;
  padding: 0 var(--sq-space-1, 6px);
  color: var(--sq-site-badge-color, #fff);
  background: var(--sq-site-badge-background, var(--sq-color-gray-900, #1f2023));
  border-radius: var(--sq-radius-1, 4px);
  font-size: var(--sq-font-size-2, 11px);
  line-height: 1.2;
  text-decoration: none;
  white-space: nowrap;
  box-shadow: 0 1px 4px rgb(0 0 0 / 0.2);
}
.badge:hover { text-decoration: underline; }
.badge:focus-visible { outline: 2px solid var(--sq-site-badge-background, var(--sq-color-gray-900, #1f2023)); outline-offset: 2px; }
@media (forced-colors: active) {
  .badge { border: 1px solid CanvasText; }
}
/* On phones a fixed badge would always cover something (a form field, a link): it sits at the end of the page instead. */
@media (max-width: ${MOBILE_BREAKPOINT_MAX_PX}px) {
  :host { position: static; padding: var(--sq-space-2, 11px); text-align: end; }
}
@media print {
  :host { display: none; }
}
`;
