import { storageFailure } from '../db/failures.js';
import { minimumSubtotalOf } from '../../src/shared/commerce/checkout.js';
import { measurementStandard, type MeasurementStandard } from '../../src/shared/commerce/measurement.js';
import { pageAccount } from '../accounts/owners.js';
import { PageType } from '../../src/shared/constants/enums.js';
import type { Db } from '../db/schema.js';
import type { Owner, SiteDocuments } from './documents.js';
import { readSiteForms } from '../store/form-builder.js';
import { readSiteDocuments } from '../store/site.js';
import { readOwnerSettings } from '../store/owner-settings.js';
import { withOwnerSettings } from './owner-settings.js';
import { isMembersOnly } from './member-access.js';
import { isServedAt, servedState, type WorkflowEntry } from '../../src/shared/content/workflow.js';
import { readWorkflowChanges, withWorkflowChanges } from '../store/content-workflow.js';
import { readStock, withStock } from '../store/stock.js';

/** Page type codes. */
const PAGE_TYPE = { page: PageType.PAGE, contentItem: PageType.CONTENT_ITEM };

/** The lock screen, protected content and member-area access denied. */
const CLOSED_PAGE_TYPES: readonly number[] = [PageType.LOCK_SCREEN, PageType.PROTECTED_CONTENT, PageType.MEMBER_AREA_ACCESS_DENIED];

/**
 * Drafts are never shown to visitors: not on pages, in product lists or on checkout pages; nor is a
 * scheduled entry before its date (see isServedAt). One argument, so it can be given to `filter`.
 */
export const isVisible = (entry: WorkflowEntry): boolean => isServedAt(entry, new Date());

/** A request path as the site definition writes URLs: `/index.html` is `/`, `/journal/post/` is `/journal/post`. */
function sitePath(url: string): string {
  const path = (url.split('?')[0] ?? '').replace(/(^|\/)index\.html$/, '$1');
  return path === '' ? '/' : path;
}

const samePath = (a: unknown, b: string): boolean => a === b || `${a}/` === b || a === `${b}/`;

/**
 * The website context of the page at `url`: the site-wide documents, the page's collection or
 * item with its page type, and the site's collections, items, forms and products; drafts are left
 * out. `owner` is the signed-in site owner (server/accounts/owners.ts): their account and website
 * roles; a visitor has none.
 */
export function pageContext(documents: SiteDocuments, url: string, owner: Owner | undefined, pageType?: number): Record<string, unknown> {
  const { website: document, collections = [], items = [], forms = [], products = [] } = documents;
  // The lock screen's password hash stays on the server; the member areas are the join page's, and
  // the comments base `<sq-site>`'s, not the context's.
  const { lockScreen: _lockScreen, memberAreas: _memberAreas, commentsBase: _commentsBase, ...website } = document ?? {};
  // A lock screen, a protected page or a member area shows none of the site's content, not even in its context.
  if (pageType !== undefined && CLOSED_PAGE_TYPES.includes(pageType)) {
    return {
      ...website,
      authenticatedAccount: owner ? pageAccount(owner) : null,
      websiteRoles: owner ? [...owner.websiteRoles] : [],
      pageType,
      collectionId: null,
      collection: null,
      itemId: null,
      item: null,
      collections: [],
      items: [],
      forms: [],
      products: [],
    };
  }
  const path = sitePath(url);
  // Member-only items stay out of every page's context, their own page's too.
  const visibleItems = items.filter((entry) => isVisible(entry) && !isMembersOnly(entry));
  const item = visibleItems.find((entry) => samePath(entry.fullUrl, path));
  const collection = collections.find((entry) => (item ? entry.id === item.collectionId : samePath(entry.fullUrl, path)));
  return {
    ...website,
    authenticatedAccount: owner ? pageAccount(owner) : null,
    websiteRoles: owner ? [...owner.websiteRoles] : [],
    pageType: pageType ?? (item ? PAGE_TYPE.contentItem : (collection?.pageType ?? PAGE_TYPE.page)),
    collectionId: collection?.id ?? null,
    collection: collection ?? null,
    itemId: item?.id ?? null,
    item: item ?? null,
    collections,
    items: visibleItems,
    forms,
    products: products.filter(isVisible),
  };
}

/** The store currency when the site sets none. */
const DEFAULT_CURRENCY = 'USD';

/** What the shop's calls and pages need of the site: its products, website id and store settings. */
export interface StoreSite {
  products: NonNullable<SiteDocuments['products']>;
  websiteId: string;
  currency: string;
  measurementStandard: MeasurementStandard;
  /** The store's country (ISO 3166-1, `GB`), if it names one: checkout asks for an address that country's way. */
  country: string | undefined;
  /** The order subtotal checkout needs (minor units), or undefined for none. */
  minimumSubtotalCents: number | undefined;
}

/** Reads the store facts from `documents` (see siteDocuments). */
export function storeSite(documents: () => Promise<SiteDocuments>): () => Promise<StoreSite> {
  return async () => {
    const { website, products = [] } = await documents();
    const storeSettings = website?.websiteSettings?.storeSettings;
    return {
      products,
      websiteId: String(website?.website?.id ?? ''),
      currency: storeSettings?.currency ?? DEFAULT_CURRENCY,
      measurementStandard: measurementStandard(storeSettings?.measurementStandard),
      country: typeof storeSettings?.country === 'string' ? storeSettings.country : undefined,
      minimumSubtotalCents: minimumSubtotalOf(storeSettings),
    };
  };
}

/**
 * The stored site documents, read once per process: the definition changes only when the server
 * starts (see load.ts). A failed read is not cached, so the next page tries again. The forms are
 * read on every call, from the table the form builder saves to (server/store/form-builder.ts), so
 * a form an owner saved is on the next page load. The owners' workflow changes are read on every
 * call too (every process sees them at once) and applied, and a scheduled product or item whose
 * date has passed is served as published from then on.
 * The site settings owners saved in the back end (owner-settings.ts) are read on every call and
 * laid over the definition's values as well, and so is the stock orders leave (server/store/stock.ts).
 */
export function siteDocuments(db: Db): () => Promise<SiteDocuments> {
  let pending: Promise<SiteDocuments> | undefined;
  let changed: { stored: SiteDocuments; key: string; documents: SiteDocuments } | undefined;
  type Read = [
    SiteDocuments,
    Awaited<ReturnType<typeof readWorkflowChanges>>,
    SiteDocuments['forms'],
    Awaited<ReturnType<typeof readOwnerSettings>>,
    Awaited<ReturnType<typeof readStock>>,
  ];
  let last: Read | undefined;
  return async () => {
    pending ??= readSiteDocuments(db).catch((error) => {
      pending = undefined;
      throw error;
    });
    let read: Read;
    try {
      read = await Promise.all([
        pending,
        readWorkflowChanges(db),
        pending.then((documents) => readSiteForms(db, documents.forms)),
        readOwnerSettings(db),
        readStock(db),
      ]);
      last = read;
    } catch (error) {
      // The database away: pages (the error page among them) keep the owners' last changes read.
      if (!last || !storageFailure(error)) throw error;
      read = last;
    }
    const [stored, rows, forms, saved, stock] = read;
    const key = JSON.stringify([rows, stock]);
    if (changed?.stored !== stored || changed.key !== key) {
      changed = { stored, key, documents: withStock(withWorkflowChanges(stored, rows), stock) };
    }
    return withOwnerSettings({ ...servedDocuments(changed.documents, new Date()), forms }, saved);
  };
}

/** The documents as a visitor is served them at `now`: the same object unless a scheduled entry has come due. */
export function servedDocuments(documents: SiteDocuments, now: Date): SiteDocuments {
  const { products = [], items = [] } = documents;
  const due = (entry: WorkflowEntry) => servedState(entry, now) !== entry;
  if (!products.some(due) && !items.some(due)) return documents;
  return {
    ...documents,
    ...(documents.products && { products: products.map((product) => servedState(product, now)) }),
    ...(documents.items && { items: items.map((item) => servedState(item, now)) }),
  };
}
