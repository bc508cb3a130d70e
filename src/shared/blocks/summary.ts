/** A summary of a collection's items (a blog's latest posts): titles linked to their pages, dates and excerpts. */
import { html, nothing } from 'lit-html';
import { imageSrc, siteHref } from './links.js';
import { isText, type Block, type BlockContext, type BlockType } from './types.js';
import { COMMENTS_HASH } from '../site/comment-counts.js';

export interface SummaryBlock extends Block {
  type: 'summary';
  collectionId: string;
  /** The most items shown (default 3). */
  pageSize?: number;
  heading?: string;
}

export interface SummaryEntry {
  id: string;
  collectionId: string;
  status?: string;
  workflowState?: string;
  publishOn?: string | number;
  fullUrl?: string;
  assetUrl?: string;
  originalSize?: string;
  title?: string;
  excerpt?: string;
  author?: string;
}

/** Only published items; newest first, undated items after in their own order. */
export function summaryItems(items: BlockContext['items'], collectionId: string, pageSize: number): SummaryEntry[] {
  return (items as readonly SummaryEntry[])
    .filter((item) => item.collectionId === collectionId && (item.status ?? 'published') === 'published' && item.workflowState !== 'draft')
    .sort((a, b) => String(b.publishOn ?? '').localeCompare(String(a.publishOn ?? '')))
    .slice(0, pageSize);
}

/** A date as the site's visitors read it: '12 March 2024'. */
export function itemDate(publishOn: unknown, locale = 'en-GB'): { iso: string; text: string } | undefined {
  const date = new Date(typeof publishOn === 'number' || typeof publishOn === 'string' ? publishOn : Number.NaN);
  if (Number.isNaN(date.getTime())) return undefined;
  return { iso: date.toISOString(), text: date.toLocaleDateString(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }) };
}

const size = (originalSize: unknown) => /^(\d{1,5})x(\d{1,5})$/.exec(String(originalSize ?? ''));

export const summaryBlock: BlockType<SummaryBlock> = {
  type: 'summary',
  check: (block) =>
    !isText(block.collectionId)
      ? 'needs a collectionId'
      : block.pageSize !== undefined && !(Number.isInteger(block.pageSize) && (block.pageSize as number) > 0 && (block.pageSize as number) <= 30)
        ? 'pageSize must be a whole number from 1 to 30'
        : undefined,
  template: (block, context) => {
    const items = summaryItems(context.items, block.collectionId, block.pageSize ?? 3);
    return html`<section class="block block-summary" id=${block.id} aria-labelledby=${`${block.id}-heading`} data-collection-id=${block.collectionId}>
      <h2 id=${`${block.id}-heading`}>${block.heading ?? 'Latest'}</h2>
      <ul class="summary-items">
        ${items.map((item) => {
          const href = siteHref(item.fullUrl);
          const src = imageSrc(item.assetUrl);
          const dimensions = size(item.originalSize);
          const date = itemDate(item.publishOn);
          return html`<li class="summary-item" data-item-id=${item.id}>
            ${
              src && dimensions
                ? html`<img
                    class="summary-thumbnail"
                    src=${src}
                    alt=""
                    width=${dimensions[1] ?? ''}
                    height=${dimensions[2] ?? ''}
                    loading="lazy"
                    decoding="async"
                  />`
                : nothing
            }
            <h3 class="summary-title">${href ? html`<a href=${href}>${item.title ?? ''}</a>` : (item.title ?? '')}</h3>
            ${date ? html`<p class="summary-date"><time datetime=${date.iso}>${date.text}</time></p>` : nothing}
            ${item.excerpt ? html`<p class="summary-excerpt">${item.excerpt}</p>` : nothing}
            ${
              context.comments && href
                ? html`<p class="summary-comments"><a href=${`${href}${COMMENTS_HASH}`} data-sq-comment-count="">Comments</a></p>`
                : nothing
            }
          </li>`;
        })}
      </ul>
    </section>`;
  },
};
