/// <reference path="../../types/elements.d.ts" preserve="true" />
import { defineElement, element, prop } from './define.js';
import { Search } from '../react/Search/Search.js';
import { styles } from './sq-search.styles.js';

/**
 * The site search box. Its children are a plain `<form role="search" action="/search" method="get">`
 * with an `<input name="q">`, which searches without JavaScript. Upgraded, the input becomes a
 * combobox (WAI-ARIA APG, list autocomplete): after a short pause in typing a preview lists the
 * best results with their matches marked; Down and Up move the active result, Enter opens it (or,
 * with none active, submits the form to the search page), Escape closes the preview. The result
 * count, 'No results found' or 'Unable to load results' are announced politely. The preview's
 * code is a separate chunk, loaded on the first focus or input; its listbox sits in the light DOM
 * beside the input (styled by sq-elements.css) so the input's ARIA references reach it.
 *
 * @summary Search box with a results preview; a plain GET form to /search without JavaScript.
 * @slot - The search form: `<form role="search">` with an `<input name="q">` and a submit button.
 * @cssprop --sq-search-background - Background of the results preview.
 * @cssprop --sq-search-color - Text colour of the results preview.
 * @cssprop --sq-search-active-background - Background of the active result.
 * @cssprop --sq-search-mark-background - Background of a matched word.
 */
export class SqSearch extends element({
  view: Search,
  styles,
  props: {
    /** Set on the search page's box: the query in its input was searched, and is recorded once as a site search (under the consent rules). */
    searched: prop.boolean(),
  },
}) {}

defineElement('sq-search', SqSearch);
