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
import { commentsShortname } from '../site/comments.js';
import { isOpenPage } from '../site/access.js';
import type { Item, SiteDocuments, SitePage } from '../site/documents.js';

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
    items: (documents.items ?? []).filter(isVisible),
    baseUrl: typeof documents.website?.website.baseUrl === 'string' ? documents.website.website.baseUrl : undefined,
    pageTitle: (documents.pages ?? []).find((page) => page.path === path)?.title,
    mapTileUrl: mapTileUrlOf(documents),
    comments: commentsShortname(documents) !== undefined,
    timeZone: typeof documents.website?.website.timeZone === 'string' ? documents.website.website.timeZone : undefined,
    locale: typeof documents.website?.website.language === 'string' ? documents.website.website.language : undefined,
  };
}

/** A search of the site's pages, products and posts: every word of the query in the title or text. */
function search(documents: SiteDocuments, query: string): { title: string; href: string; excerpt?: string }[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [];
  const matches = (...texts: unknown[]) => {
    const text = texts
      .filter((part) => typeof part === 'string')
      .join(' ')
      .toLowerCase();
    return words.every((word) => text.includes(word));
  };
  const pageText = (page: SitePage) => JSON.stringify(page.layout);
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return [
    ...(documents.pages ?? [])
      .filter((page) => isOpenPage(documents, page) && matches(page.title, page.description, pageText(page)))
      .map((page) => ({ title: page.title, href: page.path, excerpt: page.description })),
    ...(documents.products ?? [])
      .filter(isVisible)
      .filter((product) => matches(product.title, product.excerpt))
      .map((product) => ({ title: String(product.title ?? ''), href: String(product.fullUrl ?? ''), excerpt: text(product.excerpt) })),
    ...(documents.items ?? [])
      .filter(isVisible)
      .filter((item) => matches(item.title, item.excerpt, ...(Array.isArray(item.body) ? item.body : [])))
      .map((item) => ({ title: String(item.title ?? ''), href: String(item.fullUrl ?? ''), excerpt: text(item.excerpt) })),
  ].filter((result) => siteHref(result.href));
}

export function searchMain(documents: SiteDocuments, query: string): TemplateResult {
  const results = search(documents, query);
  return html`<div class="block block-text"><h1>Search</h1></div>
    <form class="search-form" role="search" action="/search" method="get">
      <label for="search-query">Search the site</label>
      <div class="search-row">
        <input id="search-query" name="q" type="search" .value=${query} value=${query} /><button class="button" type="submit">Search</button>
      </div>
    </form>
    ${
      query
        ? html`<section class="search-results" aria-labelledby="search-results-heading">
            <h2 id="search-results-heading">${results.length === 1 ? '1 result' : `${results.length} results`} for “${query}”</h2>
            ${
              results.length
                ? html`<ul>
                    ${results.map((result) => html`<li><a href=${siteHref(result.href) ?? '/'}>${result.title}</a>${result.excerpt ? html`<p>${result.excerpt}</p>` : nothing}</li>`)}
                  </ul>`
                : html`<p>No results found</p>`
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

/** A product's own page: where it belongs, the product block with its images, price and options. */
export function productMain(productId: string, documents: SiteDocuments, path: string): TemplateResult {
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
  ${productBlock.template({ type: 'product', id: 'product', productId, page: true }, blockContext(documents, path))}`;
}
