export const styles = /* css */ `
:host { display: block; }
.visually-hidden {
  position: absolute !important;
  width: 1px; height: 1px; margin: -1px; padding: 0; border: 0;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
}
.reviews, .review { display: flex; flex-direction: column; gap: var(--sq-space-3, 16px); }
.heading, .product-title, .message, .notice, .error { margin: 0; }
.notice:empty, .error:empty { display: none; }
.product { display: flex; gap: var(--sq-space-3, 16px); align-items: center; }
.product img { object-fit: cover; border-radius: var(--sq-radius-1, 4px); }
.rating { margin: 0; padding: 0; border: 0; }
.stars { display: flex; gap: 4px; }
.star { position: relative; display: inline-flex; align-items: center; justify-content: center; min-width: 44px; min-height: 44px; font-size: 1.75em; cursor: pointer; color: var(--sq-color-gray-500, #6b6b6b); }
.star[data-filled] { color: var(--sq-reviews-request-star-color, #8a5a00); }
.star input { position: absolute; inset: 0; margin: 0; opacity: 0; cursor: pointer; }
.star:focus-within { outline: 2px solid currentColor; outline-offset: 2px; border-radius: var(--sq-radius-1, 4px); }
textarea { font: inherit; min-height: 8em; padding: 0.5em; box-sizing: border-box; width: 100%; }
.error { color: var(--sq-reviews-request-error-color, var(--sq-color-red-700, #b3261e)); }
.submit {
  align-self: flex-start; min-height: 44px; padding: 0.75em 1.5em; border: 0; border-radius: var(--sq-radius-1, 4px); font: inherit; cursor: pointer;
  color: var(--sq-reviews-request-accent-color, #fff); background: var(--sq-reviews-request-accent, var(--sq-color-gray-900, #1f2023));
}
.submit[aria-disabled='true'] { opacity: 0.7; cursor: progress; }
.notice:focus { outline: none; }
.notice:focus-visible { outline: 3px solid var(--sq-focus-color, #fd0); outline-offset: 2px; }
`;
