export const styles = /* css */ `
:host { display: block; color: var(--sq-products-color, inherit); }
.visually-hidden {
  position: absolute !important;
  width: 1px; height: 1px; margin: -1px; padding: 0; border: 0;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
}
.list {
  display: grid; grid-template-columns: repeat(auto-fill, minmax(var(--sq-products-min-width, 200px), 1fr));
  gap: var(--sq-space-5, 22px); margin: 0; padding: 0; list-style: none;
}
.card { display: flex; flex-direction: column; gap: var(--sq-space-1, 6px); }
.image { display: block; width: 100%; height: auto; aspect-ratio: 1; object-fit: cover; }
.title { margin: 0; font-size: var(--sq-font-size-6, 1.125rem); }
.title a { color: inherit; }
.title a:focus-visible { outline: 3px solid var(--sq-focus-color, #fd0); outline-offset: 2px; }
.badges { margin: 0; }
.badge { padding: 0.15em 0.6em; font-size: var(--sq-font-size-2, 0.8125rem); border-radius: var(--sq-radius-1, 4px); color: #fff; background: var(--sq-color-gray-800, #2e3033); }
.badge.on-sale { background: var(--sq-products-sale-color, var(--sq-color-red-700, #b3261e)); }
.price { margin: 0; }
.sale-price { color: var(--sq-products-sale-color, var(--sq-color-red-700, #b3261e)); font-weight: 600; }
.original-price { opacity: 0.75; }
.empty { margin: 0; }
`;
