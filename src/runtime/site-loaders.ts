/**
 * The site-wide modules to load (`siteLoaders` in roles.ts), each a chunk of its own
 * fetched only when the rules call for it: the announcement bar, and the overlays manager (badge,
 * mobile information bar, popup overlay). An anonymous visitor on a site with none of those
 * settings fetches nothing. Stopping removes what was inserted.
 */
import { watchMedia } from '../shared/dom/media.js';
import type { WebsiteContext } from '../shared/site/context.js';
import type { startOverlaysManager } from './overlays-manager.js';
import { MOBILE_INFO_BAR_MEDIA_QUERY, siteLoaders } from '../shared/site/roles.js';

export interface SiteLoaderImporters {
  announcementBar: () => Promise<unknown>;
  overlaysManager: () => Promise<{ startOverlaysManager: typeof startOverlaysManager }>;
}

const importers: SiteLoaderImporters = {
  announcementBar: () => import('../elements/sq-announcement-bar.js'),
  overlaysManager: () => import('./overlays-manager.js'),
};

export interface SiteLoaderOptions {
  viewportWidth: number;
  /** Whether the licensed assets bar has something to show; nothing in the context says so yet. */
  licensedAssetsBar?: boolean;
  doc?: Document;
  /** Stand-ins for the lazy modules (tests). */
  importers?: Partial<SiteLoaderImporters>;
}

const ANNOUNCEMENT_BAR_TAG = 'sq-announcement-bar';

export function startSiteLoaders(
  context: WebsiteContext,
  { viewportWidth, licensedAssetsBar, doc = document, importers: given = {} }: SiteLoaderOptions,
): () => void {
  const load = { ...importers, ...given };
  const wanted = siteLoaders(context, { viewportWidth, licensedAssetsBar });
  const stops: (() => void)[] = [];
  let stopped = false;

  if (wanted.announcementBar) {
    load
      .announcementBar()
      // The settings rules come with the element's code, not with <sq-site>'s.
      .then(() => import('../shared/site/announcement-bar.js'))
      .then((rules) => {
        if (stopped || doc.querySelector(ANNOUNCEMENT_BAR_TAG)) return;
        const result = rules.parseAnnouncementBarSettings(rules.announcementSettingsOf(context));
        if ('error' in result) console.error(`<${ANNOUNCEMENT_BAR_TAG}>: ${result.error}`);
        if (!('announcement' in result) || !result.announcement) return;
        const bar = doc.createElement(ANNOUNCEMENT_BAR_TAG);
        insertAtTop(doc.body, bar);
        stops.push(() => bar.remove());
      })
      .catch((error: unknown) => console.error(`sq-elements: could not load <${ANNOUNCEMENT_BAR_TAG}>.`, error));
  }

  let managing = false;
  const startManager = () => {
    if (managing) return;
    managing = true;
    load.overlaysManager().then(
      ({ startOverlaysManager }) => {
        if (!stopped) stops.push(startOverlaysManager(context, { popupOverlay: wanted.popupOverlay, doc }));
      },
      (error: unknown) => console.error('sq-elements: could not load the overlays manager.', error),
    );
  };

  if (wanted.overlaysManager || wanted.popupOverlay) startManager();
  else if (context.websiteSettings.mobileInfoBarSettings?.isEnabled === true) {
    // Only the mobile information bar would call for it, and the window is too wide for it now.
    stops.push(watchMedia(MOBILE_INFO_BAR_MEDIA_QUERY, (narrow) => narrow && startManager(), doc.defaultView ?? window));
  }

  return () => {
    stopped = true;
    for (const stop of stops.splice(0)) stop();
  };
}

/** First in `<body>`, after any skip links and cookie banner that open it, so they stay the first things a keyboard reaches. */
function insertAtTop(body: HTMLElement, element: Element): void {
  let before = body.firstElementChild;
  while (before && before.matches('a[href^="#"], sq-cookie-banner')) before = before.nextElementSibling;
  body.insertBefore(element, before);
}
