/**
 * Comment counts, started by `<sq-site>` when the site has comments on with a valid shortname and
 * the page has links that ask for a count. The links keep their own text ('Comments') until a count
 * arrives, so nothing is hidden without JavaScript or consent. The provider's count script is
 * requested through the consent-aware loader; it writes its own text into the links, which is read
 * for the number and replaced with the site's text ('3 comments').
 */
import {
  COMMENT_COUNT_ATTRIBUTE,
  COMMENTS_HASH,
  commentCountScriptUrl,
  commentCountText,
  countFromText,
  countThread,
  PROVIDER_COUNT_CLASS,
  PROVIDER_THREAD_ATTRIBUTE,
} from '../shared/site/comment-counts.js';
import { loadThirdPartyScript } from '../shared/third-party/loader.js';

/** The page's links that ask for a count, each with the thread it counts. */
export function countLinks(doc: Document = document): Map<HTMLAnchorElement, string> {
  const links = new Map<HTMLAnchorElement, string>();
  for (const link of doc.querySelectorAll<HTMLAnchorElement>(`a[${COMMENT_COUNT_ATTRIBUTE}], a[href*="${COMMENTS_HASH}"]`)) {
    const thread = countThread({ href: link.getAttribute('href'), marked: link.hasAttribute(COMMENT_COUNT_ATTRIBUTE) }, doc.baseURI);
    if (thread) links.set(link, thread);
  }
  return links;
}

/** Fills `links` with their counts from the provider's script for `shortname` (from `base` in its place when given). */
export function startCommentCounts(links: Map<HTMLAnchorElement, string>, shortname: string, base?: URL): () => void {
  // One observer a link, let go once the provider has written its count there: the site's own text then replaces it, once.
  const observers = [...links].map(([link, thread]) => {
    link.classList.add(PROVIDER_COUNT_CLASS);
    link.setAttribute(PROVIDER_THREAD_ATTRIBUTE, thread);
    const observer = new MutationObserver(() => {
      const count = countFromText(link.textContent ?? '');
      if (count === undefined) return;
      observer.disconnect();
      link.textContent = commentCountText(count);
    });
    observer.observe(link, { childList: true, characterData: true, subtree: true });
    return observer;
  });
  const script = loadThirdPartyScript(commentCountScriptUrl(shortname, base));
  return () => {
    script.cancel();
    for (const observer of observers) observer.disconnect();
  };
}
