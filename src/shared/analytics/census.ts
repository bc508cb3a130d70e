/** Census page views: whether to record one, the hit data, visitor cookies and session info. */
import { PageType, RecordType } from '../constants/enums.js';
import { VISITOR_COOKIE_MAX_AGE_SECONDS, VISITOR_TIMESTAMP_COOKIE_MAX_AGE_SECONDS } from '../constants/limits.js';
import type { TrackingCookie } from '../constants/cookie-banner.js';
import { isRestrictiveCookieSettings, mayUseTrackingCookies, type TrackingPolicy } from '../consent/policy.js';
import type { WebsiteContext, SiteItem } from '../site/context.js';
import { isAuthenticated, isViewerOnly } from '../site/roles.js';

export { mayTrack, mayUseTrackingCookies, type TrackingPolicy } from '../consent/policy.js';

/** Page types whose views are never recorded. */
export const UNRECORDED_PAGE_TYPES: readonly number[] = [PageType.NOT_FOUND, PageType.LOCK_SCREEN, PageType.MEMBER_AREA_ACCESS_DENIED];

export const SEARCH_PATH = '/search';
export const CONFIG_PATH_PREFIX = '/config';

export interface PageViewInput {
  context: Pick<WebsiteContext, 'authenticatedAccount' | 'websiteRoles' | 'pageType'>;
  pathname: string;
  censusDisabled: boolean;
  /** The page runs in the back end's admin frame, which counts as a config page. */
  inBackEnd?: boolean;
}

const isSearchPath = (pathname: string) => pathname === SEARCH_PATH || pathname === `${SEARCH_PATH}/`;
const isConfigPath = (pathname: string) => pathname === CONFIG_PATH_PREFIX || pathname.startsWith(`${CONFIG_PATH_PREFIX}/`);

export function shouldRecordPageView({ context, pathname, censusDisabled, inBackEnd = false }: PageViewInput): boolean {
  if (censusDisabled || isSearchPath(pathname)) return false;
  if (context.pageType !== undefined && UNRECORDED_PAGE_TYPES.includes(context.pageType)) return false;
  return isAnalyticsVisitor({ context, pathname, inBackEnd });
}

/** Whose visits are the site's analytics: visitors who are not signed in, or hold only the viewer role, outside config pages. */
export function isAnalyticsVisitor({ context, pathname, inBackEnd = false }: Pick<PageViewInput, 'context' | 'pathname' | 'inBackEnd'>): boolean {
  // Config pages are the back end, not the site: nobody's views there are the site's.
  if (inBackEnd || isConfigPath(pathname)) return false;
  return !isAuthenticated(context) || isViewerOnly(context.websiteRoles);
}

const RECORD_TYPES: Readonly<Record<string, RecordType>> = {
  audio: RecordType.AUDIO,
  event: RecordType.EVENT,
  image: RecordType.IMAGE,
  'portfolio-item': RecordType.PORTFOLIO_ITEM,
  text: RecordType.TEXT,
  video: RecordType.VIDEO,
};

/** The census record type of a content item; undefined for other types. */
export function recordTypeFor(item: Pick<SiteItem, 'recordType'> | null | undefined): RecordType | undefined {
  const type = item?.recordType;
  if (typeof type !== 'string') return undefined;
  return RECORD_TYPES[
    type
      .trim()
      .toLowerCase()
      .replace(/[\s_-]+/g, '-')
  ];
}

/** The census hit data, exactly these fields; absent ones are left out, not null. */
export interface CensusHitData {
  userAgent: string;
  clientDate: number;
  viewportInnerHeight: number;
  viewportInnerWidth: number;
  screenHeight: number;
  screenWidth: number;
  websiteId?: string;
  templateId?: string;
  website_locale?: string;
  url: string;
  title: string;
  itemId?: string;
  recordType?: string | number;
  collectionId?: string;
  localStorageSupported: boolean;
  queryString: string;
  referrer: string;
  visitorCookie?: string;
}

/** What the hit reads from the window, passed in so the data is a pure function. */
export interface CensusWindow {
  userAgent: string;
  /** ms since the epoch. */
  now: number;
  innerHeight: number;
  innerWidth: number;
  screenHeight: number;
  screenWidth: number;
  pathname: string;
  search: string;
  title: string;
  referrer: string;
  localStorageSupported: boolean;
}

export interface CensusHitInput extends CensusWindow {
  context: Pick<WebsiteContext, 'website' | 'templateId' | 'locale' | 'itemId' | 'item' | 'collectionId'>;
  visitorCookie?: string;
}

const size = (value: number) => (Number.isFinite(value) && value > 0 ? Math.round(value) : 0);

export function censusHitData(input: CensusHitInput): CensusHitData {
  const { context } = input;
  // An unmapped item type is sent as the item has it, so nothing is lost.
  const rawType = context.item?.recordType;
  const data: CensusHitData = {
    userAgent: input.userAgent,
    clientDate: input.now,
    viewportInnerHeight: size(input.innerHeight),
    viewportInnerWidth: size(input.innerWidth),
    screenHeight: size(input.screenHeight),
    screenWidth: size(input.screenWidth),
    websiteId: context.website.id,
    templateId: context.templateId,
    website_locale: context.locale,
    url: input.pathname,
    title: input.title,
    itemId: context.itemId ?? undefined,
    recordType: recordTypeFor(context.item) ?? (typeof rawType === 'string' || typeof rawType === 'number' ? rawType : undefined),
    collectionId: context.collectionId ?? undefined,
    localStorageSupported: input.localStorageSupported,
    queryString: input.search.replace(/^\?/, ''),
    referrer: input.referrer,
    visitorCookie: input.visitorCookie,
  };
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined)) as unknown as CensusHitData;
}

/** The visitor record cookie (2 years) and the visitor timestamp cookie (30 minutes). */
export const VISITOR_RECORD_COOKIE = 'ss_cvr' satisfies TrackingCookie;
export const VISITOR_TIMESTAMP_COOKIE = 'ss_cvt' satisfies TrackingCookie;

export interface CookieWrite {
  name: TrackingCookie;
  value: string;
  maxAgeSeconds: number;
}

export interface VisitorCookieInput {
  visitorRecord: string | undefined;
  now: number;
  createId: () => string;
  policy: TrackingPolicy;
}

/** The visitor cookies to write on a hit: the record keeps its id, the timestamp slides with every hit; none without leave to. */
export function visitorCookieWrites({ visitorRecord, now, createId, policy }: VisitorCookieInput): CookieWrite[] {
  if (!mayUseTrackingCookies(policy)) return [];
  return [
    { name: VISITOR_RECORD_COOKIE, value: visitorRecord || createId(), maxAgeSeconds: VISITOR_COOKIE_MAX_AGE_SECONDS },
    { name: VISITOR_TIMESTAMP_COOKIE, value: String(now), maxAgeSeconds: VISITOR_TIMESTAMP_COOKIE_MAX_AGE_SECONDS },
  ];
}

export interface SessionInfo {
  isFirstLanding: boolean;
  isFirstSession: boolean;
  sessionId: string;
}

export interface SessionFlags {
  /** The flag kept in session storage: undefined until this session's first page. */
  sessionFlag: boolean | undefined;
  /** The persistent flag: set once the visitor has landed on the site in any session. */
  landedFlag: boolean | undefined;
  /** The session's id from session storage, if it has one. */
  sessionId?: string;
  createId: () => string;
}

/** Session info, and the flags to store so later pages of the session agree. */
export interface SessionDecision extends SessionInfo {
  /** What to keep: the session flag in session storage, the landed flag in local storage. */
  store: { sessionFlag: boolean; landedFlag: true };
}

export function sessionInfo({ sessionFlag, landedFlag, sessionId, createId }: SessionFlags): SessionDecision {
  const isFirstLanding = sessionFlag === undefined;
  const isFirstSession = landedFlag === undefined || sessionFlag === true;
  return {
    isFirstLanding,
    isFirstSession,
    sessionId: sessionId || createId(),
    // The session flag carries "first session" to the session's later pages, where the landed flag is already set.
    store: { sessionFlag: isFirstSession, landedFlag: true },
  };
}

/** Whether the site's cookie settings make its policy restrictive (the one rule, in consent/policy.ts). */
export function isRestrictivePolicy(context: Pick<WebsiteContext, 'cookieSettings'>): boolean {
  return isRestrictiveCookieSettings(context.cookieSettings);
}

/** The page fields a census call beside RecordHit carries (button census, quick view): the hit's, without the window's. */
const PAGE_FIELDS = [
  'websiteId',
  'templateId',
  'website_locale',
  'url',
  'title',
  'itemId',
  'recordType',
  'collectionId',
  'queryString',
  'referrer',
] as const;

export type CensusPageFields = Partial<Pick<CensusHitData, (typeof PAGE_FIELDS)[number]>>;

export function censusPageFields(hit: CensusHitData): CensusPageFields {
  return Object.fromEntries(PAGE_FIELDS.filter((name) => hit[name] !== undefined).map((name) => [name, hit[name]]));
}
