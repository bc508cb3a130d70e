/// <reference path="../types/elements.d.ts" preserve="true" />
/**
 * The loader (dist/sq-elements.js): finds undefined `sq-*` tags in the page, now and as they are
 * inserted later, and imports only the modules of the tags it finds, preloading the shared files
 * each module imports so they download side by side. Where there is no document (server
 * rendering), importing it does nothing.
 */
import { CHUNK_LOAD_TIMEOUT_MS, lazyChunk } from './loader-chunk.js';
import { preloads } from './preloads.js';

const modules: Record<string, () => Promise<unknown>> = {
  'sq-announcement-bar': () => import('./elements/sq-announcement-bar.js'),
  'sq-cart-indicator': () => import('./elements/sq-cart-indicator.js'),
  'sq-cart-page': () => import('./elements/sq-cart-page.js'),
  'sq-cookie-banner': () => import('./elements/sq-cookie-banner.js'),
  'sq-dialog': () => import('./elements/sq-dialog.js'),
  'sq-donation': () => import('./elements/sq-donation.js'),
  'sq-form': () => import('./elements/sq-form.js'),
  'sq-gallery': () => import('./elements/sq-gallery.js'),
  'sq-lightbox': () => import('./elements/sq-lightbox.js'),
  'sq-marquee': () => import('./elements/sq-marquee.js'),
  'sq-mobile-info-bar': () => import('./elements/sq-mobile-info-bar.js'),
  'sq-newsletter': () => import('./elements/sq-newsletter.js'),
  'sq-popup-overlay': () => import('./elements/sq-popup-overlay.js'),
  'sq-pricing-toggle': () => import('./elements/sq-pricing-toggle.js'),
  'sq-product': () => import('./elements/sq-product.js'),
  'sq-products': () => import('./elements/sq-products.js'),
  'sq-reviews-request': () => import('./elements/sq-reviews-request.js'),
  'sq-site': () => import('./runtime/sq-site.js'),
  'sq-site-badge': () => import('./elements/sq-site-badge.js'),
  'sq-tooltip': () => import('./elements/sq-tooltip.js'),
  'sq-video': () => import('./elements/sq-video.js'),
  'sq-embed': () => import('./elements/sq-embed.js'),
  'sq-audio': () => import('./elements/sq-audio.js'),
  'sq-image': () => import('./elements/sq-image.js'),
  'sq-shape': () => import('./elements/sq-shape.js'),
  'sq-scaled-text': () => import('./elements/sq-scaled-text.js'),
  'sq-accordion': () => import('./elements/sq-accordion.js'),
  'sq-menu': () => import('./elements/sq-menu.js'),
  'sq-relative-time': () => import('./elements/sq-relative-time.js'),
  'sq-button': () => import('./elements/sq-button.js'),
  'sq-follow-button': () => import('./elements/sq-follow-button.js'),
  'sq-share': () => import('./elements/sq-share.js'),
  'sq-map': () => import('./elements/sq-map.js'),
  'sq-reservation': () => import('./elements/sq-reservation.js'),
  'sq-calendar': () => import('./elements/sq-calendar.js'),
  'sq-events': () => import('./elements/sq-events.js'),
  'sq-tour-dates': () => import('./elements/sq-tour-dates.js'),
  'sq-chart': () => import('./elements/sq-chart.js'),
  'sq-summary': () => import('./elements/sq-summary.js'),
  'sq-search': () => import('./elements/sq-search.js'),
  'sq-member-area': () => import('./elements/sq-member-area.js'),
};

const requested = new Map<string, Promise<unknown>>();
/** Each tag's module as a chunk: loaded once, failing with a load error after two minutes, and imported afresh on the next try. */
const chunks = new Map<string, () => Promise<unknown>>();

/** Imports the module that defines `tag`; resolves when the tag is defined. Unknown tags resolve at once. */
export function load(tag: string): Promise<unknown> {
  const name = tag.toLowerCase();
  const importer = modules[name];
  if (!importer) return Promise.resolve();
  let pending = requested.get(name);
  if (!pending) {
    preload(name);
    let chunk = chunks.get(name);
    if (!chunk) chunks.set(name, (chunk = lazyChunk(importer, import.meta.url, CHUNK_LOAD_TIMEOUT_MS)));
    pending = chunk().catch((error: unknown) => {
      requested.delete(name);
      console.error(`sq-elements: could not load <${name}>.`, error);
    });
    requested.set(name, pending);
  }
  return pending;
}

/** The tags this build can load. */
export const tags = Object.keys(modules);

let preloaded: Set<string> | undefined;

/** Adds a `<link rel="modulepreload">` for each file the tag's module imports that no link names yet (the server writes some). */
function preload(tag: string) {
  const files = preloads[tag];
  if (!files?.length || typeof document === 'undefined') return;
  preloaded ??= new Set([...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href));
  for (const path of files) {
    const href = new URL(path, import.meta.url).href;
    if (preloaded.has(href)) continue;
    preloaded.add(href);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

function scan(root: ParentNode) {
  if (root instanceof Element) visit(root);
  for (const element of root.querySelectorAll(':not(:defined)')) visit(element);
}

function visit(element: Element) {
  const name = element.localName;
  if (name.startsWith('sq-') && !customElements.get(name)) void load(name);
}

function start() {
  scan(document);
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof Element) scan(node);
    }
  }).observe(document.documentElement, { childList: true, subtree: true });
}

if (typeof document !== 'undefined') start();
