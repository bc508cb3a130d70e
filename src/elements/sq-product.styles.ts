import { accent, accentColor, color, headingFont, fontSize, radius, space } from '../shared/theme/css.js';
export const styles = /* css */ `
:host { display: block; color: var(--sq-product-color, inherit); }
.visually-hidden {
  position: absolute !important;
  width: 1px; height: 1px; margin: -1px; padding: 0; border: 0;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
}
.product { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 260px), 1fr)); gap: ${space(4)}; }
.images { display: flex; flex-direction: column; gap: ${space(1)}; }
.image { display: block; width: 100%; height: auto; }
.thumbnails { display: flex; flex-wrap: wrap; gap: ${space(1)}; }
.thumbnail { padding: 0; border: 2px solid transparent; background: none; cursor: pointer; min-width: 44px; min-height: 44px; }
.thumbnail[aria-pressed='true'] { border-color: currentColor; }
.thumbnail img { display: block; width: 64px; height: 64px; object-fit: cover; }
.details { display: flex; flex-direction: column; gap: ${space(2)}; }
.title { margin: 0; font-size: ${fontSize(10)}; font-family: ${headingFont}; }
.badges { display: flex; gap: ${space(1)}; margin: 0; }
.badge { padding: 0.15em 0.6em; font-size: ${fontSize(4)}; border-radius: ${radius(1)}; color: #fff; background: ${color('gray', 800)}; }
.badge.on-sale { background: var(--sq-product-sale-color, ${color('red', 700)}); }
.price { margin: 0; font-size: ${fontSize(8)}; }
.sale-price { color: var(--sq-product-sale-color, ${color('red', 700)}); font-weight: 600; }
.original-price { opacity: 0.75; }
.subscription, .excerpt, .stock { margin: 0; }
.purchase { display: flex; flex-direction: column; gap: ${space(2)}; align-items: flex-start; }
.option, .quantity { display: flex; flex-direction: column; gap: 4px; }
select, input { font: inherit; min-height: 44px; box-sizing: border-box; padding: 0 0.5em; }
input { width: 6em; }
.add {
  min-height: 44px; padding: 0.75em 1.5em; font: inherit; border: 0; border-radius: ${radius(1)}; cursor: pointer;
  color: ${accentColor('product')}; background: ${accent('product')};
}
.add:disabled { cursor: not-allowed; opacity: 0.6; }
.add[aria-disabled='true'] { cursor: progress; opacity: 0.6; }
.add:focus-visible, select:focus-visible, input:focus-visible, .thumbnail:focus-visible { outline: 3px solid var(--sq-focus-color, #fd0); outline-offset: 2px; }
.status { margin: 0; min-height: 1.5em; }
.status.failed { color: var(--sq-product-error-color, ${color('red', 700)}); }
`;
