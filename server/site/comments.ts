/** The site's comment counts, as the server reads them from the site definition: the page policy and the post summaries follow them. */
import { commentCountScriptOrigin, commentsSetting } from '../../src/shared/site/comment-counts.js';
import { toSiteContext } from '../../src/shared/site/context.js';
import type { SiteDocuments } from './documents.js';

/** The comments shortname when the site has comments on with a valid one, else undefined. */
export function commentsShortname(documents: SiteDocuments): string | undefined {
  const setting = commentsSetting(toSiteContext(documents.website ?? {}));
  return setting && 'shortname' in setting ? setting.shortname : undefined;
}

/**
 * The comment-count script's origin, for the policy of a page whose blocks ask for counts (post
 * summaries), when comments are on: the provider's, or the site's comments base's; none for a base
 * that is a path on the site.
 */
export function commentScriptSources(documents: SiteDocuments, layout: readonly { type?: unknown }[]): string[] {
  const shortname = commentsShortname(documents);
  if (!shortname || !layout.some((block) => block.type === 'summary')) return [];
  const origin = commentCountScriptOrigin(shortname, documents.website?.commentsBase);
  return origin ? [origin] : [];
}
