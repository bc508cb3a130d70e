/**
 * The website context the server writes into every page as
 * `<script type="application/json" id="sq-site-context">`: parsed into a typed model where a
 * field of the wrong type reads as absent, so one bad field never takes the page down.
 */
import type { CookieBannerSettingsInput } from '../constants/cookie-banner.js';
import { t } from '../i18n/format.js';

export const SITE_CONTEXT_ID = 'sq-site-context';

export interface Website {
  id?: string;
  identifier?: string;
  /** WebsiteType code: cover page 2, parking page 3 … */
  websiteType?: number;
  siteStatus?: { value?: number };
  developerMode: boolean;
  cloneable: boolean;
  baseUrl?: string;
  typekitId?: string;
  language?: string;
  siteTitle?: string;
}

export interface WebsiteSettings {
  disqusShortname?: string;
  commentsEnabled: boolean;
  useEscapeKeyToLogin: boolean;
  mobileInfoBarSettings?: { isEnabled?: boolean; [field: string]: unknown };
  popupOverlaySettings?: Record<string, unknown>;
  pinterestOverlayOptions?: { mode?: string };
  badgeType?: string;
  [field: string]: unknown;
}

export interface AuthenticatedAccount {
  id?: string;
  displayName?: string;
  /** Permission code: 0 authenticated, 1 config, 2 admin. */
  permission?: number;
  [field: string]: unknown;
}

export interface SiteCollection {
  id?: string;
  title?: string;
  fullUrl?: string;
  type?: number;
  pageType?: number;
  permissionType?: number;
  pagePermissionType?: number;
  [field: string]: unknown;
}

export interface SiteItem {
  id?: string;
  title?: string;
  fullUrl?: string;
  /** Content item type ('text', 'image' …) or its numeric code. */
  recordType?: string | number;
  [field: string]: unknown;
}

export interface WebsiteContext {
  website: Website;
  websiteSettings: WebsiteSettings;
  authenticatedAccount: AuthenticatedAccount | null;
  /** ContributorRole codes the account holds on this site. */
  websiteRoles: number[];
  collectionId: string | null;
  collection: SiteCollection | null;
  itemId: string | null;
  item: SiteItem | null;
  /** Page type code; undefined when the server sent none. */
  pageType?: number;
  templateId?: string;
  templateVersion?: string;
  locale?: string;
  cookieSettings: CookieBannerSettingsInput | null;
  captchaSettings: { siteKey?: string } | null;
  tweakJSON: Record<string, unknown>;
  showAnnouncementBar: boolean;
  googleFonts: { includeName?: string }[];
  typekitFonts: { id?: string; variations?: string }[];
  demoCollections: unknown[];
  forms?: unknown[];
  /**
   * Session recording: `sampled` is the sampling flag, true when this page's visit is in the
   * recorded sample; `scriptUrl` is the recorder's script (an https URL the page's policy allows).
   * Recording also needs the `sessionRecording` feature toggle in `experiments`.
   */
  sessionRecording?: { sampled: boolean; scriptUrl?: string };
  /** Fields the model does not name are kept as sent. */
  [field: string]: unknown;
}

/** A context as a caller may hold it before parsing: any field may be missing. */
export type SiteContext = Partial<WebsiteContext>;

export type SiteContextResult = { context: WebsiteContext } | { error: string };

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const string = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const integer = (value: unknown): number | undefined => (typeof value === 'number' && Number.isInteger(value) ? value : undefined);
const bool = (value: unknown): boolean => value === true;
const objectOrNull = <T>(value: unknown): T | null => (isObject(value) ? (value as T) : null);
const list = <T>(value: unknown, keep: (entry: unknown) => boolean = isObject): T[] => (Array.isArray(value) ? (value.filter(keep) as T[]) : []);
const withoutUndefined = <T extends Fields>(fields: T): T =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as T;

/** The context of a page with no context script: an anonymous visitor on a plain page. */
export function anonymousContext(): WebsiteContext {
  return {
    website: { developerMode: false, cloneable: false },
    websiteSettings: { commentsEnabled: false, useEscapeKeyToLogin: false },
    authenticatedAccount: null,
    websiteRoles: [],
    collectionId: null,
    collection: null,
    itemId: null,
    item: null,
    cookieSettings: null,
    captchaSettings: null,
    tweakJSON: {},
    showAnnouncementBar: false,
    googleFonts: [],
    typekitFonts: [],
    demoCollections: [],
  };
}

// id, identifier, websiteType, siteStatus and developerMode may sit on the context itself; the server nests them in `website`.
function websiteOf(raw: Fields): Website {
  const website = isObject(raw.website) ? raw.website : {};
  const field = (name: string) => website[name] ?? raw[name];
  const siteStatus = field('siteStatus');
  return withoutUndefined({
    ...website,
    id: string(field('id')),
    identifier: string(field('identifier')),
    websiteType: integer(field('websiteType')),
    siteStatus: isObject(siteStatus) ? { value: integer(siteStatus.value) } : undefined,
    developerMode: bool(field('developerMode')),
    cloneable: bool(field('cloneable')),
    baseUrl: string(website.baseUrl),
    typekitId: string(website.typekitId),
    language: string(website.language),
    siteTitle: string(website.siteTitle),
  });
}

function websiteSettingsOf(value: unknown): WebsiteSettings {
  const settings = isObject(value) ? value : {};
  const pinterest = settings.pinterestOverlayOptions;
  return withoutUndefined({
    ...settings,
    disqusShortname: string(settings.disqusShortname),
    commentsEnabled: bool(settings.commentsEnabled),
    useEscapeKeyToLogin: bool(settings.useEscapeKeyToLogin),
    mobileInfoBarSettings: isObject(settings.mobileInfoBarSettings) ? settings.mobileInfoBarSettings : undefined,
    popupOverlaySettings: isObject(settings.popupOverlaySettings) ? settings.popupOverlaySettings : undefined,
    pinterestOverlayOptions: isObject(pinterest) ? withoutUndefined({ mode: string(pinterest.mode) }) : undefined,
    badgeType: string(settings.badgeType),
  });
}

/** The typed model of a context object; any other value gives the anonymous defaults. */
export function toSiteContext(value: unknown): WebsiteContext {
  if (!isObject(value)) return anonymousContext();
  const collection = objectOrNull<SiteCollection>(value.collection);
  const item = objectOrNull<SiteItem>(value.item);
  const captcha = value.captchaSettings;
  const templateVersion = value.templateVersion;
  const website = websiteOf(value);
  return withoutUndefined({
    ...value,
    website,
    websiteSettings: websiteSettingsOf(value.websiteSettings),
    authenticatedAccount: objectOrNull<AuthenticatedAccount>(value.authenticatedAccount),
    websiteRoles: list<number>(value.websiteRoles, (role) => integer(role) !== undefined),
    collectionId: string(value.collectionId) ?? string(collection?.id) ?? null,
    collection,
    itemId: string(value.itemId) ?? string(item?.id) ?? null,
    item,
    pageType: integer(value.pageType),
    templateId: string(value.templateId),
    templateVersion: typeof templateVersion === 'number' ? String(templateVersion) : string(templateVersion),
    locale: string(value.locale) ?? website.language,
    cookieSettings: objectOrNull<CookieBannerSettingsInput>(value.cookieSettings),
    captchaSettings: isObject(captcha) ? withoutUndefined({ siteKey: string(captcha.siteKey) }) : null,
    tweakJSON: isObject(value.tweakJSON) ? value.tweakJSON : {},
    showAnnouncementBar: bool(value.showAnnouncementBar),
    googleFonts: list(value.googleFonts),
    typekitFonts: list(value.typekitFonts),
    demoCollections: list(value.demoCollections, () => true),
    forms: Array.isArray(value.forms) ? value.forms : undefined,
    sessionRecording: isObject(value.sessionRecording)
      ? withoutUndefined({ sampled: bool(value.sessionRecording.sampled), scriptUrl: string(value.sessionRecording.scriptUrl) })
      : undefined,
  });
}

/** The context in a JSON text, or why it cannot be read (not JSON, or not a JSON object). */
export function parseSiteContext(json: string): SiteContextResult {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    return { error: t('siteContextUnreadable', { reason: `not valid JSON (${(error as Error).message})` }, 'en') };
  }
  if (!isObject(value)) return { error: t('siteContextUnreadable', { reason: 'not a JSON object' }, 'en') };
  return { context: toSiteContext(value) };
}

/** The page's context: the anonymous defaults when the page has no context script (an embed on another site). */
export function readSiteContextFromPage(doc: Document = document): SiteContextResult {
  const text = doc.getElementById(SITE_CONTEXT_ID)?.textContent;
  return text ? parseSiteContext(text) : { context: anonymousContext() };
}
