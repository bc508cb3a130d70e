import { fontsStylesheetHref, siteFonts } from '../../src/shared/site/fonts.js';
import { escapeHtml } from '../render/html.js';
import type { WebsiteDocument } from '../site/documents.js';
import { fontFileUrl, mainFontFile } from './packages.js';
import { resolveFonts } from './stylesheet.js';

/**
 * What a page's head needs for the site's fonts (`googleFonts`, `typekitFonts`): a preload of the
 * first family's regular latin file, so the text swaps before first paint where it can, and the
 * fonts stylesheet. '' for a site without fonts. The preload is a CORS request (`crossorigin`), as
 * every font fetch is, or the browser would fetch the file twice.
 */
export function fontStylesheetLink(website: WebsiteDocument): string {
  const { fonts } = siteFonts(website);
  const href = fontsStylesheetHref(fonts);
  if (href === undefined) return '';
  const [main] = resolveFonts(fonts).served;
  const file = main && mainFontFile(main);
  const preload = main && file ? `<link rel="preload" href="${escapeHtml(fontFileUrl(main, file))}" as="font" type="font/woff2" crossorigin>` : '';
  return `${preload}<link rel="stylesheet" href="${escapeHtml(href)}">`;
}
