import { fromApiCookieSettings } from '../../src/shared/consent/settings.js';
import type { OwnerSettings } from '../store/owner-settings.js';
import type { SiteDocuments } from './documents.js';

/**
 * The site documents with what an owner saved in the back end in place of the definition's
 * values: the cookie banner (`cookieSettings`, from its API form), the announcement bar
 * (`showAnnouncementBar` and `websiteSettings.announcementBarSettings`) and the popup overlay
 * (`websiteSettings.popupOverlaySettings`). The definition files seed these; once an owner has
 * saved one, the database is its source, whatever the files say at the next start.
 */
export function withOwnerSettings(documents: SiteDocuments, saved: OwnerSettings): SiteDocuments {
  const { website } = documents;
  if (!website || (!saved.cookieBanner && !saved.announcementBar && !saved.popupOverlay)) return documents;
  const websiteSettings = { ...website.websiteSettings };
  const layered = { ...website };
  if (saved.cookieBanner) layered.cookieSettings = fromApiCookieSettings(saved.cookieBanner);
  if (saved.announcementBar) {
    const { showAnnouncementBar, ...announcementBarSettings } = saved.announcementBar;
    layered.showAnnouncementBar = showAnnouncementBar;
    websiteSettings.announcementBarSettings = announcementBarSettings;
  }
  if (saved.popupOverlay) websiteSettings.popupOverlaySettings = saved.popupOverlay;
  return { ...documents, website: { ...layered, websiteSettings } };
}
