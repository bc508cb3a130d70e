/** A summary of a collection's items (a blog's latest posts): titles linked to their pages, dates and excerpts. */
import { html, nothing, type TemplateResult } from 'lit-html';
import { html as staticHtml, unsafeStatic } from 'lit-html/static.js';
import { imageSrc, siteHref } from './links.js';
import { isText, type Block, type BlockContext, type BlockType } from './types.js';
import { COMMENTS_HASH } from '../site/comment-counts.js';
import { DEFAULT_SUMMARY_DESIGN, DEFAULT_SUMMARY_PAGE_SIZE, isSummaryDesign, MAX_SUMMARY_PAGE_SIZE, SUMMARY_DESIGNS } from '../summary/designs.js';
import { summaryPage, type SummaryPage } from '../summary/page.js';
import { readImageAspectRatio } from '../summary/settings.js';

export interface SummaryBlock extends Block {
  type: 'summary';
  collectionId: string;
  /** The items on a page (default 3, at most 30); 'Load more' shows the next page. */
  pageSize?: number;
  heading?: string;
  /** wall, carousel, list or grid (default). */
  design?: string;
  /** Height of each image as a percentage of its width (1 to 200), or 'Auto' for each image's own ratio. */
  imageAspectRatio?: number | string;
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

/** Only published items already due at `now`; newest first, undated items after. */
export function summaryItems(items: BlockContext['items'], collectionId: string, pageSize: number, now?: Date): SummaryEntry[] {
  return summaryPage(items as readonly SummaryEntry[], collectionId, pageSize, now ? { now } : {}).items;
}

/** A date as the site's visitors read it: '12 March 2024'. */
export function itemDate(publishOn: unknown, locale = 'en-GB'): { iso: string; text: string } | undefined {
  const date = new Date(typeof publishOn === 'number' || typeof publishOn === 'string' ? publishOn : Number.NaN);
  if (Number.isNaN(date.getTime())) return undefined;
  return { iso: date.toISOString(), text: date.toLocaleDateString(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }) };
}

const [DIV, UL, LI] = ['div', 'ul', 'li'].map((tag) => unsafeStatic(tag)) as [
  ReturnType<typeof unsafeStatic>,
  ReturnType<typeof unsafeStatic>,
  ReturnType<typeof unsafeStatic>,
];

const size = (originalSize: unknown) => /^(\d{1,5})x(\d{1,5})$/.exec(String(originalSize ?? ''));

/**
 * A summary's list: the first page, as the page holds it before and without JavaScript, or what
 * GetWidgetRendering answers for 'Load more', the whole list through the next page, which takes
 * the place of the list shown. `data-next-cursor` is there while a next page follows.
 */
export function summaryListTemplate(page: SummaryPage<SummaryEntry>, context: Pick<BlockContext, 'comments'>, design?: string): TemplateResult {
  // A carousel's items become slides (named groups), which list items cannot be.
  const [list, entry] = design === 'carousel' ? [DIV, DIV] : [UL, LI];
  return staticHtml`<${list} class="summary-items" data-next-cursor=${page.next ?? nothing}>
    ${page.items.map((item) => {
      const href = siteHref(item.fullUrl);
      const src = imageSrc(item.assetUrl);
      const dimensions = size(item.originalSize);
      const date = itemDate(item.publishOn);
      return staticHtml`<${entry} class="summary-item" data-item-id=${item.id}>
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
      </${entry}>`;
    })}
  </${list}>`;
}

export const summaryBlock: BlockType<SummaryBlock> = {
  type: 'summary',
  element: 'sq-summary',
  check: (block) =>
    !isText(block.collectionId) || !/^[A-Za-z0-9_-]{1,100}$/.test(block.collectionId)
      ? 'needs a collectionId (letters, digits, - or _)'
      : block.pageSize !== undefined &&
          !(Number.isInteger(block.pageSize) && (block.pageSize as number) > 0 && (block.pageSize as number) <= MAX_SUMMARY_PAGE_SIZE)
        ? `pageSize must be a whole number from 1 to ${MAX_SUMMARY_PAGE_SIZE}`
        : block.design !== undefined && !isSummaryDesign(block.design)
          ? `design must be one of ${SUMMARY_DESIGNS.join(', ')}`
          : block.imageAspectRatio !== undefined && readImageAspectRatio(block.imageAspectRatio) === undefined
            ? 'imageAspectRatio must be a number from 1 to 200 or Auto'
            : undefined,
  template: (block, context) => {
    const pageSize = block.pageSize ?? DEFAULT_SUMMARY_PAGE_SIZE;
    const page = summaryPage(context.items as readonly SummaryEntry[], block.collectionId, pageSize, context.now ? { now: context.now } : {});
    const ratio = readImageAspectRatio(block.imageAspectRatio) ?? 'auto';
    return html`<section class="block block-summary" id=${block.id} aria-labelledby=${`${block.id}-heading`} data-collection-id=${block.collectionId}>
      <h2 id=${`${block.id}-heading`}>${block.heading ?? 'Latest'}</h2>
      <sq-summary
        collection-id=${block.collectionId}
        block-id=${block.id}
        design=${block.design ?? DEFAULT_SUMMARY_DESIGN}
        page-size=${pageSize}
        image-aspect-ratio=${ratio}
        label=${block.heading ?? 'Latest'}
        >${summaryListTemplate(page, context, block.design)}</sq-summary
      >
    </section>`;
  },
};
