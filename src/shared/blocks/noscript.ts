/**
 * `<noscript>` content in a block template. A browser that runs scripts reads it as raw text, where
 * no template binding may go, so its markup is written into the template as a string: every text and
 * attribute value escaped here, every tag and attribute name the template's own.
 */
import type { TemplateResult } from 'lit-html';
import { html as staticHtml, unsafeStatic } from 'lit-html/static.js';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Text or an attribute value, escaped. */
export const escapeMarkup = (text: string): string => text.replace(/[&<>"]/g, (char) => ESCAPES[char] ?? char);

/** A void element with its attributes, undefined ones left out, every value escaped. */
export function voidElement(name: 'img', attributes: Record<string, string | number | undefined>): string {
  const written = Object.entries(attributes)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ` ${key}="${escapeMarkup(String(value))}"`)
    .join('');
  return `<${name}${written}>`;
}

/** A `<noscript>` holding `markup`, which must come from escapeMarkup and voidElement. */
export const noscript = (markup: string): TemplateResult => staticHtml`<noscript>${unsafeStatic(markup)}</noscript>`;
