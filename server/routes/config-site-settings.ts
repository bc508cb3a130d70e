import { Type, type TProperties } from '@sinclair/typebox';
import type { App } from '../app.js';
import { httpError } from '../http/errors.js';
import { siteDocuments } from '../site/context.js';
import { readOwnerSettings, writeOwnerSetting } from '../store/owner-settings.js';
import { stringEnum } from '../validation/schemas.js';
import { toApiCookieSettings } from '../../src/shared/consent/settings.js';
import {
  COOKIE_BANNER_VERSION,
  CookieBannerAcceptType,
  CookieBannerBarPosition,
  CookieBannerCtaVariant,
  CookieBannerPopupPosition,
  CookieBannerTheme,
  CookieBannerVariant,
} from '../../src/shared/constants/cookie-banner.js';
import { POPUP_FREQUENCY_NEVER } from '../../src/shared/constants/limits.js';
import {
  announcementBarForm,
  announcementLinkProblem,
  popupOverlayForm,
  popupOverlayProblems,
  POPUP_OVERLAY_STYLES,
  SITE_SETTINGS_API,
  SITE_SETTINGS_LIMITS as LIMITS,
} from '../../src/shared/config/site-settings.js';

const object = <T extends TProperties>(properties: T) => Type.Object(properties, { additionalProperties: false });

/** The cookie banner settings in their API form: the restrictive flags renamed, banner version 2. */
const cookieBanner = object({
  cookieBannerCtaText: Type.String({ maxLength: LIMITS.bannerCtaText }),
  cookieBannerCtaVariant: stringEnum(Object.values(CookieBannerCtaVariant)),
  cookieBannerPosition: stringEnum([...Object.values(CookieBannerBarPosition), ...Object.values(CookieBannerPopupPosition)]),
  cookieBannerText: Type.String({ maxLength: LIMITS.bannerText }),
  cookieBannerTheme: stringEnum(Object.values(CookieBannerTheme)),
  cookieBannerVariant: stringEnum(Object.values(CookieBannerVariant)),
  cookieBannerOptOutCtaText: Type.String({ maxLength: LIMITS.bannerCtaText }),
  cookieBannerAcceptType: stringEnum(Object.values(CookieBannerAcceptType)),
  isCookieBannerEnabled: Type.Boolean(),
  isRestrictiveCookiePolicyEnabled: Type.Boolean(),
  isVisitorDataRestricted: Type.Boolean(),
  isRestrictiveCookiePolicyAbsolute: Type.Boolean(),
  version: Type.Literal(COOKIE_BANNER_VERSION),
});

const announcementBar = object({
  showAnnouncementBar: Type.Boolean(),
  text: Type.String({ maxLength: LIMITS.text }),
  clickthroughUrl: Type.String({ maxLength: LIMITS.href }),
  newWindow: Type.Boolean(),
});

const popupOverlay = object({
  isEnabled: Type.Boolean(),
  disabledOnMobile: Type.Boolean(),
  style: stringEnum(POPUP_OVERLAY_STYLES),
  frequency: Type.Integer({ minimum: POPUP_FREQUENCY_NEVER, maximum: LIMITS.popupFrequency }),
  // What it says; a client of the four settings above alone saves an overlay without content.
  title: Type.Optional(Type.String({ maxLength: LIMITS.text })),
  message: Type.Optional(Type.String({ maxLength: LIMITS.popupMessage })),
  buttonText: Type.Optional(Type.String({ maxLength: LIMITS.bannerCtaText })),
  buttonUrl: Type.Optional(Type.String({ maxLength: LIMITS.href })),
});
const popupOverlaySaved = object({
  ...popupOverlay.properties,
  title: Type.String(),
  message: Type.String(),
  buttonText: Type.String(),
  buttonUrl: Type.String(),
  version: Type.Integer({ minimum: 0 }),
});

/**
 * The back end's site settings (/config/design and /config/settings): the cookie banner (an
 * admin's), the announcement bar and the popup overlay (an editor's too). Each `GET` answers what
 * the site's pages use now; each `PUT` saves one setting whole, and the site's next page shows it
 * (server/site/owner-settings.ts).
 */
export default async function configSiteSettings(app: App): Promise<void> {
  const documents = siteDocuments(app.db);
  // The owner check runs from these (server/http/owner-routes.ts): an admin's settings, an editor's design.
  const settings = { owner: 'settings' } as const;
  const design = { owner: 'design' } as const;
  const website = async () => (await documents()).website;

  app.get(`${SITE_SETTINGS_API}/cookie-banner`, { config: settings, schema: { response: { 200: cookieBanner } } }, async () =>
    toApiCookieSettings((await website())?.cookieSettings),
  );

  app.put(
    `${SITE_SETTINGS_API}/cookie-banner`,
    { config: settings, schema: { body: cookieBanner, response: { 200: cookieBanner } } },
    async (request) => {
      // Read back through the banner's own rules: a position of the other variant moves to its counterpart.
      const saved = toApiCookieSettings({
        ...request.body,
        isAnalyticsCookiesDisabled: request.body.isRestrictiveCookiePolicyEnabled,
        isActivityLogEnabled: !request.body.isVisitorDataRestricted,
      });
      await writeOwnerSetting(app.db, 'cookieBanner', saved);
      return saved;
    },
  );

  app.get(`${SITE_SETTINGS_API}/announcement-bar`, { config: design, schema: { response: { 200: announcementBar } } }, async () => {
    const site = await website();
    return announcementBarForm(site?.showAnnouncementBar, site?.websiteSettings?.announcementBarSettings);
  });

  app.put(
    `${SITE_SETTINGS_API}/announcement-bar`,
    { config: design, schema: { body: announcementBar, response: { 200: announcementBar } } },
    async (request) => {
      const problem = announcementLinkProblem(request.body.clickthroughUrl);
      if (problem) throw httpError(400, problem);
      const saved = { ...request.body, text: request.body.text.trim(), clickthroughUrl: request.body.clickthroughUrl.trim() };
      await writeOwnerSetting(app.db, 'announcementBar', saved);
      return saved;
    },
  );

  app.get(`${SITE_SETTINGS_API}/popup-overlay`, { config: design, schema: { response: { 200: popupOverlaySaved } } }, async () =>
    popupOverlayForm((await website())?.websiteSettings?.popupOverlaySettings),
  );

  app.put(
    `${SITE_SETTINGS_API}/popup-overlay`,
    { config: design, schema: { body: popupOverlay, response: { 200: popupOverlaySaved } } },
    async (request) => {
      const before = (await readOwnerSettings(app.db)).popupOverlay ?? popupOverlayForm((await website())?.websiteSettings?.popupOverlaySettings);
      const content = {
        title: request.body.title?.trim() ?? '',
        message: request.body.message?.trim() ?? '',
        buttonText: request.body.buttonText?.trim() ?? '',
        buttonUrl: request.body.buttonUrl?.trim() ?? '',
      };
      const problems = popupOverlayProblems({ ...request.body, ...content });
      const [problem] = Object.values(problems);
      if (problem) throw httpError(400, problem);
      // A new version is a new overlay: visitors who closed the last one see this one.
      const saved = { ...request.body, ...content, version: before.version + 1 };
      await writeOwnerSetting(app.db, 'popupOverlay', saved);
      return saved;
    },
  );
}
