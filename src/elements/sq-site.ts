/// <reference path="../../types/elements.d.ts" preserve="true" />
import { defineElement, element, prop } from './define.js';
import { Site } from '../react/Site/Site.js';
import { styles } from './sq-site.styles.js';

/**
 * The page's site runtime; one per page. Holds the website context — from a
 * `<script type="application/json">` child, the `context` property or attribute, else the page's
 * `#sq-site-context` script — and shares it as `$site`. A malformed context logs one console error
 * and the page runs as an anonymous visitor. While on the page it runs the page lifecycle
 * (registered initialisers once, destructors when removed), shows the site's cookie banner from
 * `cookieSettings` unless the page has its own, clears the tracking cookies the policy forbids,
 * reports JavaScript errors, records the census page view and performance records when the rules
 * and the visitor's consent allow, starts session recording when its toggle, sampling flag, core
 * count and consent allow, redirects owners to the config area on the page's own address, reports
 * the pointer to the back-end editor for signed-in accounts, mirrors editor events to the
 * `sq-editor` BroadcastChannel for admins, answers the Escape and Shift+Escape shortcuts, and shows
 * 'Logout Successful' after a logout. With `commentsEnabled` and a `disqusShortname` it requests the
 * provider's comment-count script (after consent under a restrictive policy) and fills the links
 * that ask for counts; with `pinterestOverlayOptions.mode` 'blog' or 'all' it puts a Pin button
 * over content images after consent. It draws nothing itself.
 *
 * @summary The page's website context, lifecycle, analytics under consent, and owner shortcuts.
 * @slot - A `<script type="application/json">` holding the website context; never shown.
 */
export class SqSite extends element({
  view: Site,
  styles,
  observeLightDom: true,
  props: {
    /** The website context as JSON: `website`, `websiteSettings`, `authenticatedAccount`, `websiteRoles`, `collection`, `item`, `pageType`, `cookieSettings` …; a script child wins over it. */
    context: prop.json<Record<string, unknown>>({ shape: 'object' }),
    /** Where the comment-count script is requested in place of the comments provider, as `{base}{shortname}/count.js` (a stand-in): a path on the site, or https (http on localhost), with no query; read when the runtime starts. */
    commentsBase: prop.string(),
  },
}) {}

defineElement('sq-site', SqSite);
