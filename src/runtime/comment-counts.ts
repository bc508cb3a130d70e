/**
 * Comment counts, started by `<sq-site>` when the site has comments on with a valid shortname and
 * the page has links that ask for a count. The links keep their own text ('Comments') until a count
 * arrives, so nothing is hidden without JavaScript or consent. The provider's count script is
 * requested through the consent-aware loader; it writes its own text into the links, which is read
 * for the number and replaced with the site's text ('3 comments').
 */
import {
  COMMENT_COUNT_ATTRIBUTE,
  commentCountScriptUrl,
  commentCountText,
  countFromText,
  countThread,
  COUNT_LINK_SELECTOR,
  PROVIDER_COUNT_CLASS,
  PROVIDER_THREAD_ATTRIBUTE,
} from '../shared/site/comment-counts.js';
import { loadThirdPartyScript } from '../shared/third-party/loader.js';

/** The links that ask for a count in `root` (itself included), each with the thread it counts. */
export function countLinks(root: ParentNode = document, base: string = document.baseURI): Map<HTMLAnchorElement, string> {
  const links = new Map<HTMLAnchorElement, string>();
  const found = [...root.querySelectorAll<HTMLAnchorElement>(COUNT_LINK_SELECTOR)];
  if (root instanceof HTMLAnchorElement && root.matches(COUNT_LINK_SELECTOR)) found.unshift(root);
  for (const link of found) {
    const thread = countThread({ href: link.getAttribute('href'), marked: link.hasAttribute(COMMENT_COUNT_ATTRIBUTE) }, base);
    if (thread) links.set(link, thread);
  }
  return links;
}

/** What the provider's count script leaves on the page: a call that counts the links again, those added since included. */
interface CountWidgets {
  getCount?(options: { reset: boolean }): void;
}

/**
 * Fills `links` with their counts from the provider's script for `shortname` (from `base` in its
 * place when given), and the links that come into `doc` later (a summary's next page, say): once
 * the script has run, the provider is asked to count again.
 */
export function startCommentCounts(links: Map<HTMLAnchorElement, string>, shortname: string, base?: URL, doc: Document = document): () => void {
  const observers: MutationObserver[] = [];
  const tracked = new WeakSet<HTMLAnchorElement>();
  // One observer a link, let go once the provider has written its count there: the site's own text then replaces it, once.
  const track = (link: HTMLAnchorElement, thread: string) => {
    if (tracked.has(link)) return false;
    tracked.add(link);
    link.classList.add(PROVIDER_COUNT_CLASS);
    link.setAttribute(PROVIDER_THREAD_ATTRIBUTE, thread);
    const observer = new MutationObserver(() => {
      const count = countFromText(link.textContent ?? '');
      if (count === undefined) return;
      observer.disconnect();
      link.textContent = commentCountText(count);
      // Counted: the provider's next count leaves the site's text alone.
      link.classList.remove(PROVIDER_COUNT_CLASS);
    });
    observer.observe(link, { childList: true, characterData: true, subtree: true });
    observers.push(observer);
    return true;
  };
  for (const [link, thread] of links) track(link, thread);
  const script = loadThirdPartyScript(commentCountScriptUrl(shortname, base));
  const added = new MutationObserver((records) => {
    let fresh = false;
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        for (const [link, thread] of countLinks(node, doc.baseURI)) fresh = track(link, thread) || fresh;
      }
    }
    // Before the script has run there is nothing to ask: it counts every marked link when it runs.
    if (fresh && script.state.get() === 'loaded')
      (doc.defaultView as (Window & { DISQUSWIDGETS?: CountWidgets }) | null)?.DISQUSWIDGETS?.getCount?.({ reset: true });
  });
  added.observe(doc.documentElement, { childList: true, subtree: true });
  return () => {
    script.cancel();
    added.disconnect();
    for (const observer of observers) observer.disconnect();
  };
}
