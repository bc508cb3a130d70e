import { color, duration, fontSize, radius, space } from '../shared/theme/css.js';
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
.card { position: relative; display: flex; flex-direction: column; gap: ${space(1)}; }
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
.quick-view-open {
  align-self: start; min-block-size: 44px; padding: 0 ${space(3)}; font: inherit; font-size: ${fontSize(4)}; cursor: pointer;
  color: ${color('gray', 900)}; background: #fff; border: 1px solid ${color('gray', 400)}; border-radius: ${radius(1)};
}
.quick-view-open.over-image { position: absolute; top: ${space(2)}; right: ${space(2)}; opacity: 0; }
.card:hover .quick-view-open, .quick-view-open:focus-visible { opacity: 1; }
@media (hover: none) { .quick-view-open.over-image { opacity: 1; } }
.quick-view-open:focus-visible, .quick-view-close:focus-visible, .quick-view-details:focus-visible {
  outline: 3px solid var(--sq-focus-color, #fd0); outline-offset: 2px;
}
.quick-view {
  box-sizing: border-box; width: min(60rem, calc(100vw - 2rem)); max-height: calc(100dvh - 2rem); padding: 0; border: 0;
  border-radius: ${radius(2)}; color: ${color('gray', 900)}; background: var(--sq-products-dialog-background, #fff);
  box-shadow: 0 1rem 3rem rgb(0 0 0 / 0.3);
}
.quick-view::backdrop { background: var(--sq-products-backdrop, rgb(0 0 0 / 0.55)); }
.quick-view-box { position: relative; padding: ${space(8)} ${space(4)} ${space(4)}; }
.quick-view-close {
  position: absolute; top: ${space(2)}; right: ${space(2)}; display: grid; place-items: center; inline-size: 44px; block-size: 44px;
  padding: 0; color: inherit; background: none; border: 0; border-radius: 50%; cursor: pointer;
}
.quick-view-close:hover { background: ${color('gray', 100)}; }
.quick-view-details { display: inline-block; margin-top: ${space(4)}; color: inherit; }
@media (prefers-reduced-motion: no-preference) {
  .quick-view[open] { animation: sq-quick-view-in ${duration(200)} ease-out; }
  @keyframes sq-quick-view-in { from { opacity: 0; transform: translateY(0.5rem); } }
}
`;
