/**
 * What the site's own pages show besides their blocks: the context a page's blocks read, the
 * search page's results, a post and a product on their own pages. Pure: the documents in, markup out.
 */
import { html, nothing, type TemplateResult } from 'lit-html';
import type { BlockContext } from '../../src/shared/blocks/index.js';
import { imageSrc, siteHref } from '../../src/shared/blocks/links.js';
import { productBlock } from '../../src/shared/blocks/product.js';
import { canonicalUrl, shareTemplate } from '../../src/shared/blocks/share.js';
import { itemDate, summaryItems } from '../../src/shared/blocks/summary.js';
import { SHARE_NETWORKS } from '../../src/shared/social/networks.js';
import { isVisible } from '../site/context.js';
import { isMembersOnly } from '../site/member-access.js';
import { commentsShortname } from '../site/comments.js';
import type { Item, SiteDocuments } from '../site/documents.js';
import { searchBoxTemplate } from '../../src/shared/blocks/search.js';
import { SEARCH_KIND_LABELS, type SearchResult, type TextSegment } from '../../src/shared/search/text.js';
import { t } from '../../src/shared/i18n/format.js';

const DEFAULT_CURRENCY = 'USD';

/** The site's map tile URL template (`websiteSettings.mapTileUrl`), when it is text. */
export function mapTileUrlOf(documents: SiteDocuments): string | undefined {
  const value = documents.website?.websiteSettings?.mapTileUrl;
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** What a page's blocks may read: the site's visible products and items, its forms and collections. */
export function blockContext(documents: SiteDocuments, path: string, formState?: BlockContext['formState']): BlockContext {
  return {
    formState,
    path,
    currency: documents.website?.websiteSettings?.storeSettings?.currency ?? DEFAULT_CURRENCY,
    // The definition's check (productShapeProblem) let only products of the runtime's shape in.
    products: (documents.products ?? []).filter(isVisible) as BlockContext['products'],
    forms: documents.forms ?? [],
    collections: documents.collections ?? [],
    // Member-only items are in no list or summary, for anyone: only their own page shows them.
    items: (documents.items ?? []).filter((item) => isVisible(item) && !isMembersOnly(item)),
    websiteId: documents.website?.website.id,
    baseUrl: typeof documents.website?.website.baseUrl === 'string' ? documents.website.website.baseUrl : undefined,
    pageTitle: (documents.pages ?? []).find((page) => page.path === path)?.title,
    mapTileUrl: mapTileUrlOf(documents),
    comments: commentsShortname(documents) !== undefined,
    timeZone: typeof documents.website?.website.timeZone === 'string' ? documents.website.website.timeZone : undefined,
    locale: typeof documents.website?.website.language === 'string' ? documents.website.website.language : undefined,
  };
}

/** Text runs as markup: each run escaped by lit-html, the matched ones inside `<mark>`. */
export function segmentsTemplate(segments: readonly TextSegment[]): TemplateResult {
  return html`${segments.map((segment) => (segment.mark ? html`<mark>${segment.text}</mark>` : segment.text))}`;
}

/**
 * The search page (page type 102): the search box with the query, then the ranked results with
 * their matches marked, or 'No results found'. Without scripts the box is a plain GET form.
 */
export function searchMain(query: string, results: readonly SearchResult[]): TemplateResult {
  const count = t('searchResultCount', { n: results.length });
  return html`<div class="block block-text"><h1>Search</h1></div>
    ${searchBoxTemplate({ id: 'search-page', query, searched: query.trim() !== '', className: 'search-page-box' })}
    ${
      query
        ? html`<section class="search-results" aria-labelledby="search-results-heading">
            <h2 id="search-results-heading">${t('searchResultsFor', { count, query: `“${query}”` })}</h2>
            ${
              results.length
                ? html`<ol class="search-result-list">
                    ${results.map(
                      (result) =>
                        html`<li class="search-result">
                          <p class="search-result-kind">${t(SEARCH_KIND_LABELS[result.kind])}</p>
                          <h3 class="search-result-title"><a href=${siteHref(result.url) ?? '/'}>${segmentsTemplate(result.title)}</a></h3>
                          ${result.excerpt.length ? html`<p class="search-result-excerpt">${segmentsTemplate(result.excerpt)}</p>` : nothing}
                        </li>`,
                    )}
                  </ol>`
                : html`<p class="search-empty">${t('noResultsFound')}</p>`
            }
          </section>`
        : nothing
    }`;
}

/** A blog post: its title, date and author, its body as paragraphs of text, and the way back to its blog. */
export function postMain(item: Item, documents: SiteDocuments): TemplateResult {
  const date = itemDate(item.publishOn);
  const collection = (documents.collections ?? []).find((entry) => entry.id === item.collectionId);
  const body = Array.isArray(item.body) ? item.body.filter((paragraph): paragraph is string => typeof paragraph === 'string') : [];
  const image = imageSrc(item.assetUrl);
  const size = /^(\d{1,5})x(\d{1,5})$/.exec(String(item.originalSize ?? ''));
  const more = summaryItems(blockContext(documents, '').items, item.collectionId, 4)
    .filter((entry) => entry.id !== item.id)
    .slice(0, 3);
  return html`<article class="post">
      <header class="post-header">
        ${collection ? html`<p class="post-collection"><a href=${siteHref(collection.fullUrl) ?? '/'}>${String(collection.title ?? '')}</a></p>` : nothing}
        <h1>${item.title ?? ''}</h1>
        <p class="post-meta">
          ${date ? html`<time datetime=${date.iso}>${date.text}</time>` : nothing}${item.author ? html` · ${String(item.author)}` : nothing}
        </p>
      </header>
      ${
        image && size
          ? html`<img
              class="post-image"
              src=${image}
              alt=${typeof item.assetAlt === 'string' ? item.assetAlt : ''}
              width=${size[1] ?? ''}
              height=${size[2] ?? ''}
            />`
          : nothing
      }
      ${body.map((paragraph) => html`<p>${paragraph}</p>`)}
      <footer class="post-share">
        <h2 class="post-share-heading">Share this post</h2>
        ${shareTemplate(
          'post-share',
          { url: canonicalUrl({ baseUrl: blockContext(documents, '').baseUrl, path: String(item.fullUrl ?? '') }), title: String(item.title ?? '') },
          SHARE_NETWORKS,
          'Share this post',
        )}
      </footer>
    </article>
    ${
      more.length
        ? html`<nav class="post-more" aria-label="More posts">
            <h2>More from ${String(collection?.title ?? 'the site')}</h2>
            <ul>
              ${more.map((entry) => html`<li><a href=${siteHref(entry.fullUrl) ?? '/'}>${entry.title ?? ''}</a></li>`)}
            </ul>
          </nav>`
        : nothing
    }`;
}

/**
 * A product's own page: where it belongs, the product block with its images, price and options;
 * with the page's crumb, its add-to-cart form for browsers that run no scripts, and what the
 * visitor's last add did.
 */
export function productMain(
  productId: string,
  documents: SiteDocuments,
  path: string,
  request: Pick<BlockContext, 'crumb' | 'cartNotice'> = {},
): TemplateResult {
  const product = (documents.products ?? []).find((entry) => entry.id === productId);
  const collection = (documents.collections ?? []).find((entry) => entry.id === product?.collectionId);
  return html`${
    collection
      ? html`<nav class="breadcrumbs" aria-label="Breadcrumb">
          <ol>
            <li><a href=${siteHref(collection.fullUrl) ?? '/'}>${String(collection.title ?? '')}</a></li>
            <li aria-current="page">${String(product?.title ?? '')}</li>
          </ol>
        </nav>`
      : nothing
  }
  ${productBlock.template({ type: 'product', id: 'product', productId, page: true }, { ...blockContext(documents, path), ...request })}`;
}
