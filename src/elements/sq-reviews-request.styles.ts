import { accent, accentColor, color, headingFont, radius, space } from '../shared/theme/css.js';
export const styles = /* css */ `
/* Its own formatting context: the page's heading shown until the screen loads keeps its margins inside, as sq-elements.css draws it. */
:host { display: flow-root; }
.visually-hidden {
  position: absolute !important;
  width: 1px; height: 1px; margin: -1px; padding: 0; border: 0;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
}
.reviews, .review { display: flex; flex-direction: column; gap: ${space(3)}; }
.heading, .product-title, .message, .notice, .error { margin: 0; }
.heading, .product-title { font-family: ${headingFont}; }
.notice:empty, .error:empty { display: none; }
.product { display: flex; gap: ${space(3)}; align-items: center; }
.product img { object-fit: cover; border-radius: ${radius(1)}; }
.rating { margin: 0; padding: 0; border: 0; }
.stars { display: flex; gap: 4px; }
.star { position: relative; display: inline-flex; align-items: center; justify-content: center; min-width: 44px; min-height: 44px; font-size: 1.75em; cursor: pointer; color: ${color('gray', 500)}; }
.star[data-filled] { color: var(--sq-reviews-request-star-color, #8a5a00); }
.star input { position: absolute; inset: 0; margin: 0; opacity: 0; cursor: pointer; }
.star:focus-within { outline: 2px solid currentColor; outline-offset: 2px; border-radius: ${radius(1)}; }
textarea { font: inherit; min-height: 8em; padding: 0.5em; box-sizing: border-box; width: 100%; }
.error { color: var(--sq-reviews-request-error-color, ${color('red', 700)}); }
.submit {
  align-self: flex-start; min-height: 44px; padding: 0.75em 1.5em; border: 0; border-radius: ${radius(1)}; font: inherit; cursor: pointer;
  color: ${accentColor('reviews-request')}; background: ${accent('reviews-request')};
}
.submit[aria-disabled='true'] { opacity: 0.7; cursor: progress; }
.notice:focus { outline: none; }
.notice:focus-visible { outline: 3px solid var(--sq-focus-color, #fd0); outline-offset: 2px; }
`;
