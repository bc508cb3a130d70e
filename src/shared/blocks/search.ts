/**
 * A site search box: `<sq-search>` around a plain GET form to `/search`, so it works without
 * scripts; the element turns its input into a combobox that previews results as the visitor types.
 */
import { html, nothing, type TemplateResult } from 'lit-html';
import { isText, type Block, type BlockType } from './types.js';
import { SEARCH_PATH } from '../analytics/census.js';
import { MAX_SEARCH_QUERY } from '../search/text.js';
import { t } from '../i18n/format.js';

export interface SearchBlock extends Block {
  type: 'search';
  /** The input's label; 'Search the site' when not given. */
  label?: string;
  /** The input's placeholder. */
  placeholder?: string;
  /** 'compact' for a header: the label visually hidden and the button an icon. */
  variant?: 'compact';
}

/** What the search box needs to render: its id, label and the query already searched for. */
export interface SearchBoxOptions {
  id: string;
  label?: string;
  placeholder?: string;
  compact?: boolean;
  query?: string;
  /** The search page's box: the query was searched (the element records it once). */
  searched?: boolean;
  className?: string;
}

/** The search box's markup, the same for a block, the site header and the `/search` page. */
export function searchBoxTemplate({
  id,
  label,
  placeholder,
  compact,
  query = '',
  searched = false,
  className = '',
}: SearchBoxOptions): TemplateResult {
  const inputId = `${id}-q`;
  return html`<sq-search
    id=${id}
    ?searched=${searched}
    class=${`search-box${compact ? ' search-box--compact' : ''}${className ? ` ${className}` : ''}`}
    ><form class="search-form" role="search" action=${SEARCH_PATH} method="get" aria-labelledby=${`${id}-label`}>
      <label id=${`${id}-label`} class=${compact ? 'visually-hidden' : 'search-label'} for=${inputId}>${label || t('searchLabel')}</label>
      <div class="search-row">
        <input
          id=${inputId}
          name="q"
          type="search"
          autocomplete="off"
          maxlength=${MAX_SEARCH_QUERY}
          placeholder=${placeholder || nothing}
          value=${query}
        /><button class="button search-button" type="submit">${t('searchButton')}</button>
      </div>
    </form></sq-search
  >`;
}

export const searchBlock: BlockType<SearchBlock> = {
  type: 'search',
  element: 'sq-search',
  check: (block) => {
    if (block.label !== undefined && !isText(block.label)) return 'label must be text';
    if (block.placeholder !== undefined && typeof block.placeholder !== 'string') return 'placeholder must be text';
    if (block.variant !== undefined && block.variant !== 'compact') return "variant must be 'compact'";
    return undefined;
  },
  template: (block) =>
    searchBoxTemplate({
      id: block.id,
      label: block.label,
      placeholder: block.placeholder,
      compact: block.variant === 'compact',
      className: 'block block-search',
    }),
};
