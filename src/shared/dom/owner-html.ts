import { categorizeLink } from '../url/links.js';

/**
 * Site-owner HTML (a form's post-submit HTML, §4) is the one place the runtime inserts markup: it
 * is authored by the owner in the site builder, never by a visitor. It goes through one Trusted
 * Types policy, and its scripts are re-created so they run, as the page's CSP allows.
 */
interface OwnerPolicy {
  createHTML(input: string): unknown;
  createScript(input: string): unknown;
  createScriptURL(input: string): unknown;
}

interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createHTML(input: string): string; createScript(input: string): string; createScriptURL(input: string): string }): OwnerPolicy;
}

export const OWNER_HTML_POLICY = 'sq-owner-html';

let policy: OwnerPolicy | undefined;

/** Owner scripts load only from this site or over http(s); anything else is refused. */
function scriptUrl(input: string): string {
  const category = categorizeLink(input);
  if (category === 'content' || category === 'file' || /^https?:\/\//i.test(input)) return input;
  throw new TypeError(`Refused owner script URL: ${input}`);
}

function ownerPolicy(): OwnerPolicy {
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  policy ??= factory?.createPolicy(OWNER_HTML_POLICY, {
    createHTML: (input) => input,
    createScript: (input) => input,
    createScriptURL: scriptUrl,
  }) ?? { createHTML: (input) => input, createScript: (input) => input, createScriptURL: scriptUrl };
  return policy;
}

/** Replaces `container`'s content with owner HTML and runs its scripts in document order. */
export function renderOwnerHtml(container: Element, html: string): void {
  const trusted = ownerPolicy();
  (container as { innerHTML: unknown }).innerHTML = trusted.createHTML(html);
  // Scripts inserted through innerHTML never run; fresh elements do.
  for (const original of container.querySelectorAll('script')) {
    const script = document.createElement('script');
    for (const { name, value } of original.attributes) {
      if (name === 'src') {
        try {
          (script as { src: unknown }).src = trusted.createScriptURL(value);
        } catch (error) {
          console.error((error as Error).message);
        }
      } else script.setAttribute(name, value);
    }
    if (original.textContent) (script as { text: unknown }).text = trusted.createScript(original.textContent);
    original.replaceWith(script);
  }
}
