/**
 * Comment counts: with `commentsEnabled` and a `disqusShortname`, the comments provider's
 * comment-count script fills the links that ask for a count. The rules here are pure; the site
 * runtime finds the links and loads the script through the consent-aware loader.
 */
import { t } from '../i18n/format.js';
import { checkUrl, isSitePath, pageBase, thirdPartyBase } from '../url/check.js';
import type { WebsiteContext } from './context.js';

/** A link asks for its page's comment count with this attribute, or by pointing at `#comments`. */
export const COMMENT_COUNT_ATTRIBUTE = 'data-sq-comment-count';
/** The fragment of a post's comments. */
export const COMMENTS_HASH = '#comments';
/** The links that may ask for a count: marked, or pointing at a post's comments. */
export const COUNT_LINK_SELECTOR = `a[${COMMENT_COUNT_ATTRIBUTE}], a[href*="${COMMENTS_HASH}"]`;
/** The class and attribute the provider's count script reads: which element to fill, for which thread. */
export const PROVIDER_COUNT_CLASS = 'disqus-comment-count';
export const PROVIDER_THREAD_ATTRIBUTE = 'data-disqus-url';

/** A shortname is the provider's name for the site: letters, digits and hyphens, not starting or ending with a hyphen. */
const SHORTNAME = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?$/;

export type CommentsSetting = { shortname: string } | { problem: string } | undefined;

/** What the site's settings ask for: nothing (comments off, no shortname), a shortname, or the console message for a bad one. */
export function commentsSetting(context: Pick<WebsiteContext, 'websiteSettings'>): CommentsSetting {
  const { commentsEnabled, disqusShortname } = context.websiteSettings;
  if (!commentsEnabled || !disqusShortname) return undefined;
  if (!SHORTNAME.test(disqusShortname)) return { problem: t('commentsShortnameInvalid', { value: disqusShortname.slice(0, 80) }, 'en') };
  return { shortname: disqusShortname };
}

/**
 * A base address in place of the provider's own, for a stand-in: a path on the page's own site
 * (`/stand-ins/comments/`, a provider the site serves itself), resolved against the page, or a
 * third party's base (see thirdPartyBase). No query or fragment; it always ends in `/`.
 */
export function commentsBase(value: unknown, page: string = pageBase()): URL | undefined {
  if (!isSitePath(value, page)) return thirdPartyBase(value, 'script');
  const url = new URL(value as string, page);
  if (url.search || url.hash) return undefined;
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url;
}

/** The provider's comment-count script for a shortname: `https://{shortname}.disqus.com/count.js`, or `{base}{shortname}/count.js`. */
export function commentCountScriptUrl(shortname: string, base?: URL): string {
  return base ? new URL(`${shortname}/count.js`, base).href : `https://${shortname}.disqus.com/count.js`;
}

/** The origin a page's policy must allow for the script, from the provider or from `base`: none for a path on the site. */
export function commentCountScriptOrigin(shortname: string, base?: string): string | undefined {
  if (base === undefined) return new URL(commentCountScriptUrl(shortname)).origin;
  return isSitePath(base) ? undefined : thirdPartyBase(base, 'script')?.origin;
}

export interface CountLink {
  /** The link's href attribute as written. */
  href: string | null;
  /** It carries COMMENT_COUNT_ATTRIBUTE. */
  marked: boolean;
}

/**
 * The thread a link counts comments of: its address on this site without the fragment, when it is
 * marked or points at `#comments`; undefined for any other link, or one to another site.
 */
export function countThread(link: CountLink, pageUrl: string): string | undefined {
  if (link.href === null) return undefined;
  const checked = checkUrl(link.href, 'link', { base: pageUrl });
  if (!checked) return undefined;
  const { url } = checked;
  if (url.origin !== new URL(pageUrl).origin) return undefined;
  if (!link.marked && url.hash !== COMMENTS_HASH) return undefined;
  url.hash = '';
  return url.href;
}

/** The count in the text the provider wrote ('3 Comments'), or undefined where it wrote none. */
export function countFromText(text: string): number | undefined {
  const match = /\d[\d,.\s]*/.exec(text);
  if (!match) return undefined;
  const count = Number(match[0].replace(/[,.\s]/g, ''));
  return Number.isSafeInteger(count) ? count : undefined;
}

/** The text a count link shows: 'No comments', '1 comment', '12 comments'. */
export function commentCountText(count: number, locale?: string): string {
  return t('commentCount', { count }, locale);
}
