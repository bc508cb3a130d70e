/**
 * The website overlays manager, a chunk of its own that `<sq-site>` loads only when the
 * rules call for it: mounts the site badge, the mobile information bar (once the window is narrow
 * enough) and the popup overlay, each element's code fetched only when it is mounted. The
 * elements then follow their own rules; stopping removes what it inserted.
 */
import { watchMedia } from '../shared/dom/media.js';
import type { WebsiteContext } from '../shared/site/context.js';
import { MOBILE_INFO_BAR_MEDIA_QUERY, showsBadge } from '../shared/site/roles.js';

export interface OverlayImporters {
  badge: () => Promise<unknown>;
  mobileInfoBar: () => Promise<unknown>;
  popupOverlay: () => Promise<unknown>;
}

const importers: OverlayImporters = {
  badge: () => import('../elements/sq-site-badge.js'),
  mobileInfoBar: () => import('../elements/sq-mobile-info-bar.js'),
  popupOverlay: () => import('../elements/sq-popup-overlay.js'),
};

export interface OverlaysManagerOptions {
  /** Whether the popup overlay is called for (`siteLoaders(…).popupOverlay`). */
  popupOverlay: boolean;
  doc?: Document;
  /** Stand-ins for the element modules (tests). */
  importers?: Partial<OverlayImporters>;
}

export function startOverlaysManager(
  context: WebsiteContext,
  { popupOverlay, doc = document, importers: given = {} }: OverlaysManagerOptions,
): () => void {
  const load = { ...importers, ...given };
  const { websiteSettings } = context;
  const inserted: Element[] = [];
  const stops: (() => void)[] = [];
  let stopped = false;

  /** The page's own element of this tag, else one appended to `<body>` once its code has loaded. */
  const mount = async (tag: string, importer: () => Promise<unknown>): Promise<Element | undefined> => {
    try {
      await importer();
    } catch (error) {
      console.error(`sq-elements: could not load <${tag}>.`, error);
      return undefined;
    }
    if (stopped) return undefined;
    const existing = doc.querySelector(tag);
    if (existing) return existing;
    const element = doc.createElement(tag);
    doc.body.append(element);
    inserted.push(element);
    return element;
  };

  const badge = showsBadge({ templateVersion: context.templateVersion, badgeType: websiteSettings.badgeType })
    ? mount('sq-site-badge', load.badge)
    : undefined;

  if (websiteSettings.mobileInfoBarSettings?.isEnabled === true) {
    let mounting: Promise<Element | undefined> | undefined;
    stops.push(
      watchMedia(
        MOBILE_INFO_BAR_MEDIA_QUERY,
        (narrow) => {
          if (!narrow || mounting) return;
          mounting = mount('sq-mobile-info-bar', load.mobileInfoBar);
          void Promise.all([mounting, badge]).then(([bar, badgeElement]) => {
            if (bar && badgeElement && !stopped) stops.push(keepAbove(badgeElement as HTMLElement, bar));
          });
        },
        doc.defaultView ?? window,
      ),
    );
  }

  // The overlay's own display rules decide whether it shows.
  if (popupOverlay && websiteSettings.popupOverlaySettings) void mount('sq-popup-overlay', load.popupOverlay);

  return () => {
    stopped = true;
    for (const stop of stops.splice(0)) stop();
    for (const element of inserted.splice(0)) element.remove();
  };
}

/** Lifts the badge above the mobile information bar while the bar has a height. */
function keepAbove(badge: HTMLElement, bar: Element): () => void {
  const observer = new ResizeObserver(() => {
    const height = bar.getBoundingClientRect().height;
    if (height > 0) badge.style.setProperty('--sq-site-badge-offset', `${height}px`);
    else badge.style.removeProperty('--sq-site-badge-offset');
  });
  observer.observe(bar);
  return () => {
    observer.disconnect();
    badge.style.removeProperty('--sq-site-badge-offset');
  };
}
