import { color, fontSize, radius, space } from '../shared/theme/css.js';
export const styles = /* css */ `
:host { display: block; color: var(--sq-products-color, inherit); }
.visually-hidden {
  position: absolute !important;
  width: 1px; height: 1px; margin: -1px; padding: 0; border: 0;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
}
.list {
  display: grid; grid-template-columns: repeat(auto-fill, minmax(var(--sq-products-min-width, 200px), 1fr));
  gap: ${space(4)}; margin: 0; padding: 0; list-style: none;
}
.card { display: flex; flex-direction: column; gap: ${space(1)}; }
.image { display: block; width: 100%; height: auto; aspect-ratio: 1; object-fit: cover; }
.title { margin: 0; font-size: ${fontSize(7)}; }
.title a { color: inherit; }
.title a:focus-visible { outline: 3px solid var(--sq-focus-color, #fd0); outline-offset: 2px; }
.badges { margin: 0; }
.badge { padding: 0.15em 0.6em; font-size: ${fontSize(4)}; border-radius: ${radius(1)}; color: #fff; background: ${color('gray', 800)}; }
.badge.on-sale { background: var(--sq-products-sale-color, ${color('red', 700)}); }
.price { margin: 0; }
.sale-price { color: var(--sq-products-sale-color, ${color('red', 700)}); font-weight: 600; }
.original-price { opacity: 0.75; }
.empty { margin: 0; }
`;
