/**
 * A page's layout is a list of blocks (at most MAX_BLOCKS_PER_LAYOUT). Each block names its type,
 * an id unique on its page, and the data its element takes. Every block type has one template
 * (src/shared/blocks/<type>.ts): the light-DOM markup the server renders into the page, which the
 * browser can render from the same data. The markup is the content itself, so the page reads
 * before and without JavaScript; the element enhances it.
 */
import type { TemplateResult } from 'lit-html';
import type { ProductRecord } from '../commerce/product-source.js';
import type { FormDefinition } from '../forms/fields.js';
import type { SiteEvent } from '../calendar/event.js';
import type { SignedInMember } from '../members/account.js';

/** One block of a layout: `{ type, id, … its data }`. */
export interface Block {
  type: string;
  id: string;
  [field: string]: unknown;
}

/** A product as the site definition holds it. */
export interface BlockProduct extends ProductRecord {
  id: string;
  collectionId?: string;
}

/** A form as the site definition holds it. */
export type BlockForm = FormDefinition & { id: string };

/**
 * What a template may read besides its block: the site's documents and the page being rendered.
 * Templates never fetch; everything comes in here.
 */
export interface BlockContext {
  /** The page's path, as the site writes it (`/shop`). */
  path: string;
  /** The store's currency code. */
  currency: string;
  products: readonly BlockProduct[];
  forms: readonly BlockForm[];
  collections: readonly { id: string; fullUrl: string; [field: string]: unknown }[];
  items: readonly { id: string; collectionId: string; [field: string]: unknown }[];
  /**
   * What the server knows of a form this page answers: the one-time submission key embedded at
   * render time, and after a post without JavaScript, the values sent and the errors found.
   */
  formState?: (formId: string) => BlockFormState | undefined;
  /** The site's own address (`https://example.com`), for the page's canonical URL. */
  baseUrl?: string;
  /** The page's title. */
  pageTitle?: string;
  /** The site setting `websiteSettings.mapTileUrl`: the tile URL template maps use unless a block names its own. */
  mapTileUrl?: string;
  /** The site has comments on (with a shortname): post summaries link to each post's comments, and the runtime fills in their counts. */
  comments?: boolean;
  /** The site's published events (from the database), for the calendar and events blocks. */
  events?: readonly SiteEvent[];
  /** The site's IANA time zone (`website.timeZone`): events show in it. */
  timeZone?: string;
  /** The site's language (`en-US`): dates are written in it. */
  locale?: string;
  /** Now, for today and for which events are upcoming; the time of rendering by default. */
  now?: Date;
  /** The page has an events list: the calendar's days link to its events. */
  eventsListed?: boolean;
  /** The site member signed in on this request, if any: the member area shows them and their sign-out. */
  member?: SignedInMember;
  /** The site's id (`website.id`): a gift card's checkout names it. */
  websiteId?: string;
  /** The page's crumb, for forms that post without scripts. */
  crumb?: string;
  /** The visitor's cart as the server read it: the cart page draws it as forms where scripts do not run. */
  cart?: BlockCart;
  /** What the visitor's last post to the cart did, or why it was refused, for the form it came from. */
  cartNotice?: BlockCartNotice;
}

/** A cart as the cart page's forms show it: entries in minor units of `currency`. */
export interface BlockCart {
  entries: readonly {
    id: string;
    title: string;
    optionValues: readonly { optionName?: string; value: string }[];
    unitPriceCents: number;
    quantity: number;
  }[];
  subtotalCents: number;
  totalQuantity: number;
  subtotalAmount: { currency: string };
}

/** A confirmation or a refusal, for the product form (`productId`) or the cart entry (`entryId`) it answers. */
export interface BlockCartNotice {
  text: string;
  failed?: boolean;
  productId?: string;
  entryId?: string;
  /** The fields posted, to show again after a refusal. */
  values?: Readonly<Record<string, string>>;
}

export interface BlockFormState {
  submissionKey?: string;
  values?: Readonly<Record<string, string>>;
  /** Errors by field id, and '' for the form as a whole. */
  errors?: Readonly<Record<string, string>>;
  /** The form was sent and stored. */
  submitted?: boolean;
}

/** One block type: its name, the check of its data, and its template. */
export interface BlockType<B extends Block = Block> {
  type: string;
  /** The first problem with the block's data, or undefined; the definition is refused with it. */
  check(block: Block): string | undefined;
  template(block: B, context: BlockContext): TemplateResult;
  /** The custom element the block's markup enhances, if any (its code is preloaded). */
  element?: string;
  /**
   * The frames the block may load, for the page's Content-Security-Policy `frame-src`: an origin
   * (`https://player.vimeo.com`), or a path on this site (`/embed-frame/`). None: the page keeps the
   * site's policy.
   */
  frameSources?(block: B): string[];
  /** The origins of the third-party scripts the block may load, for the page's `script-src`. None: the site's policy. */
  scriptSources?(block: B): string[];
  /** The origins of the third-party images the block may load (a map's tile service), for the page's `img-src`. */
  imageSources?(block: B, context?: Pick<BlockContext, 'mapTileUrl'>): string[];
}

/** Helpers the checks share. */
export const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
export const isOptionalText = (value: unknown): boolean => value === undefined || typeof value === 'string';
export const isTextList = (value: unknown): value is string[] => Array.isArray(value) && value.every((entry) => typeof entry === 'string');
