import type { Product } from '../../src/shared/commerce/product.js';
import type { FormDefinition } from '../../src/shared/forms/fields.js';
import type { Block } from '../../src/shared/blocks/index.js';
import type { SiteEvent } from '../../src/shared/calendar/event.js';
import type { SummaryEntry } from '../../src/shared/blocks/summary.js';
import type { MemberAccess } from './member-access.js';
import type { MemberAreaDefinition } from './member-areas.js';

/**
 * The documents of a site definition (demo/site/*.json) as the server reads them, once
 * server/site/definition.ts has checked them. Fields the server never reads pass through as they
 * are into the website context.
 */

/** website.json: the site-wide part of the website context. */
export interface WebsiteDocument {
  website: { id: string; siteTitle?: string; [field: string]: unknown };
  /** The lock screen: the whole site asks for this password first. Never part of a page's context. */
  lockScreen?: { passwordHash: string };
  /** The member areas pages, items and events name, and what joining each costs. Never part of a page's context. */
  memberAreas?: MemberAreaDefinition[];
  /**
   * Where pages load the comment-count script from in place of the comments provider: a path on the
   * site (a stand-in it serves, `/stand-ins/comments/`) or a third party's https base. Drawn on
   * `<sq-site comments-base>`; never part of a page's context.
   */
  commentsBase?: string;
  websiteSettings?: { storeSettings?: { currency?: string; [field: string]: unknown }; [field: string]: unknown };
  [field: string]: unknown;
}

export interface Collection {
  id: string;
  fullUrl: string;
  pageType?: number;
  [field: string]: unknown;
}

export interface Item extends SummaryEntry {
  collectionId: string;
  workflowState?: string;
  /** For members only: shown on its own page to members with access, and in no list, summary or search. */
  access?: MemberAccess;
  [field: string]: unknown;
}

/** A product of the site: the runtime's product shape, with its id and the fields pages show. */
export interface SiteProduct extends Product {
  id: string;
  title?: unknown;
  sku?: string;
  assetUrl?: unknown;
  status?: string;
  [field: string]: unknown;
}

/** A site member (members.json); the password only as a hash. */
export interface Member {
  email: string;
  passwordHash: string;
  firstName?: string;
  lastName?: string;
  /** The member areas (named by pages' and items' `access: { memberArea }`) the membership includes. */
  memberAreas?: string[];
}

/** A site owner (owners.json) who signs in to the back end. */
export interface Owner {
  id: string;
  email: string;
  displayName: string;
  passwordHash: string;
  /** Permission code: 0 authenticated, 1 config, 2 admin. */
  permission: number;
  websiteRoles: number[];
}

/** A page of the site (pages.json): where it is, its title and page type, and its layout of blocks. */
export interface SitePage {
  id: string;
  path: string;
  title: string;
  description?: string;
  /** 2 (a page, the default), 1 (a collection's page) or 200 (the cart). */
  pageType?: number;
  /** 'narrow' for text and forms, 'wide' for galleries; the default sits between. */
  width?: 'narrow' | 'wide';
  /** Who may see it: any signed-in member ('members'), the members of one member area, or whoever has its password. */
  access?: MemberAccess | { passwordHash: string };
  layout: Block[];
}

/** The header and footer the site starts with (header-footer.json); owners change them through /api/site-header-footer. */
export interface HeaderFooterDocument {
  header: Record<string, unknown>;
  footer: Record<string, unknown>;
}

/** Every document of a site definition, by key. */
export interface SiteDefinition {
  pages: SitePage[];
  headerFooter: HeaderFooterDocument;
  website: WebsiteDocument;
  collections: Collection[];
  items: Item[];
  forms: FormDefinition[];
  products: SiteProduct[];
  members: Member[];
  owners: Owner[];
  /** events.json (optional): the site's calendar events, stored in `calendar_events`. */
  events: SiteEvent[];
}

/** The documents a page may see: everything but members and owners; any may be missing before the first load. */
export type SiteDocuments = Partial<Omit<SiteDefinition, 'members' | 'owners' | 'events'>>;
