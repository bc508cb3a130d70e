import { escapeHtml, safeHref } from './html.js';

/** Summary block variants (§3 block variants). */
export const SUMMARY_DESIGNS = ['wall', 'carousel', 'list', 'grid'] as const;
export type SummaryDesign = (typeof SUMMARY_DESIGNS)[number];

/** A collection item of the site definition, as far as a summary block reads it. */
export interface SummaryItem {
  id: string;
  collectionId?: string;
  status?: string;
  publishOn?: string | number;
  fullUrl?: string;
  assetUrl?: string;
  originalSize?: string;
  title?: string;
  excerpt?: string;
}

/** A summary block's settings (the block's `value`, defaults applied). */
export interface SummaryOptions {
  design: SummaryDesign;
  pageSize: number;
  showThumbnail: boolean;
  showTitle: boolean;
  showExcerpt: boolean;
}

/** Only published items are shown to visitors; newest first, undated items after in their own order. */
export function summaryItems<T extends SummaryItem>(items: readonly T[], collectionId: string, pageSize: number): T[] {
  return items
    .filter((item) => item.collectionId === collectionId && (item.status ?? 'published') === 'published')
    .sort((a, b) => String(b.publishOn ?? '').localeCompare(String(a.publishOn ?? '')))
    .slice(0, pageSize);
}

/** `originalSize` is 'WIDTHxHEIGHT'; known dimensions reserve the image's space before it loads. */
function dimensions(originalSize: unknown): string {
  const match = /^(\d{1,5})x(\d{1,5})$/.exec(String(originalSize ?? ''));
  return match ? ` width="${match[1]}" height="${match[2]}"` : '';
}

function linked(href: string | undefined, className: string, content: string): string {
  return href ? `<a class="${className}" href="${escapeHtml(href)}">${content}</a>` : `<span class="${className}">${content}</span>`;
}

function renderItem(item: SummaryItem, options: SummaryOptions): string {
  const href = safeHref(item.fullUrl);
  const parts = [];
  const src = safeHref(item.assetUrl);
  if (options.showThumbnail && src) {
    const image = `<img src="${escapeHtml(src)}" alt="${escapeHtml(item.title)}"${dimensions(item.originalSize)} loading="lazy">`;
    parts.push(linked(href, 'summary-thumbnail', image));
  }
  if (options.showTitle && item.title) parts.push(`<h3 class="summary-title">${linked(href, 'summary-title-link', escapeHtml(item.title))}</h3>`);
  if (options.showExcerpt && item.excerpt) parts.push(`<p class="summary-excerpt">${escapeHtml(item.excerpt)}</p>`);
  return `<li class="summary-item" data-item-id="${escapeHtml(item.id)}">${parts.join('')}</li>`;
}

/**
 * A summary block's markup: its collection's items as a list. Every piece of item text is escaped
 * and links keep only http(s) or site-relative hrefs, so no stored text becomes markup.
 */
export function renderSummaryBlock({
  blockId,
  collection,
  items,
  options,
}: {
  blockId: string;
  collection: { id: string };
  items: readonly SummaryItem[];
  options: SummaryOptions;
}): string {
  const list = items.map((item) => renderItem(item, options)).join('');
  return (
    `<div class="summary-block summary-block--${escapeHtml(options.design)}" data-block-id="${escapeHtml(blockId)}" data-collection-id="${escapeHtml(collection.id)}">` +
    `<ul class="summary-items">${list}</ul></div>`
  );
}
