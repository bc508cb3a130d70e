import { parseRichText, richTextToPlain } from './rich-text.js';
import { checkedScriptUrl, OWNER_HTML_POLICY, trustedPolicy, type TrustedPolicy } from './trusted-types.js';

/**
 * Site-owner HTML (a form's post-submit HTML) is the one place the runtime inserts markup: it
 * is authored by the owner in the site builder, never by a visitor. It goes through the
 * `sq-owner-html` Trusted Types policy, and its scripts are re-created so they run, as the page's
 * CSP allows; a script's URL must pass the URL check (http or https).
 */
export { OWNER_HTML_POLICY };

const ownerPolicy = (): TrustedPolicy | null =>
  trustedPolicy(OWNER_HTML_POLICY, {
    createHTML: (input) => input,
    createScript: (input) => input,
    createScriptURL: checkedScriptUrl,
  });

/** Replaces `container`'s content with owner HTML and runs its scripts in document order; its text alone when the page's policy refuses owner HTML. */
export function renderOwnerHtml(container: Element, html: string): void {
  const trusted = ownerPolicy();
  if (!trusted) {
    container.textContent = richTextToPlain(parseRichText(html));
    return;
  }
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
