import { color, radius, space } from '../theme/css.js';

/**
 * The search box's preview, which lives in the light DOM beside the input (a combobox's listbox and
 * its input must share one tree for `aria-controls` and `aria-activedescendant`), so its rules go
 * into sq-elements.css. Before the element upgrades there is no preview: nothing here moves the page.
 */
export const SEARCH_CSS = `sq-search { display: block; position: relative; }
sq-search .sq-search-popup { position: absolute; z-index: 20; inset: calc(100% + 4px) 0 auto auto; width: max(100%, min(26rem, 92vw));
  background: var(--sq-search-background, #fff); color: var(--sq-search-color, ${color('gray', 900)}); border: 1px solid ${color('gray', 300)};
  border-radius: ${radius(2)}; box-shadow: 0 12px 28px rgb(0 0 0 / 14%); overflow: hidden; text-align: start; }
sq-search .sq-search-listbox { list-style: none; margin: 0; padding: ${space(1)} 0; max-height: min(60vh, 28rem); overflow-y: auto; }
sq-search .sq-search-option { display: block; padding: ${space(2)} ${space(3)}; cursor: pointer; }
sq-search .sq-search-option[aria-selected='true'] { background: var(--sq-search-active-background, ${color('gray', 100)}); outline: 2px solid var(--sq-focus-color, #1a5fb4); outline-offset: -2px; }
sq-search .sq-search-option-title { display: block; font-weight: 600; }
sq-search .sq-search-option-excerpt { display: block; font-size: 0.875em; color: ${color('gray', 700)}; }
sq-search .sq-search-option mark { background: var(--sq-search-mark-background, #fde68a); color: inherit; padding: 0 1px; border-radius: 2px; }
sq-search .sq-search-message { margin: 0; padding: ${space(2)} ${space(3)}; color: ${color('gray', 700)}; }
sq-search .sq-search-all { display: block; padding: ${space(2)} ${space(3)}; border-top: 1px solid ${color('gray', 200)}; font-weight: 600; }
sq-search .sq-search-status { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
`;
