/**
 * The site's member areas (website.json's `memberAreas`): each area's name, and the prices of its
 * two plans when visitors may join it. Pages, items and events name an area by its id
 * (`access: { memberArea }`); members.json's members list the ids their membership includes.
 * Pure: the definition's values in, answers out.
 */
import { formatMoney, isCurrencyCode, isValidPrice } from '../../src/shared/commerce/money.js';
import type { Billing } from '../accounts/join.js';
import { MEMBER_AREA_ID } from './member-access.js';

/** A member area of the definition. */
export interface MemberAreaDefinition {
  id: string;
  /** What visitors read: 'Studio membership'. */
  name: string;
  /** A line under the name on the join page. */
  description?: string;
  /** The prices' currency (ISO 4217); the store's currency when left out. */
  currency?: string;
  /** Each plan's price in minor units (1200 in GBP is £12.00). An area without prices is not offered to join. */
  prices?: Record<Billing, number>;
}

/** A member area visitors may join: its name, and each plan's price as text ('£12 a month'). */
export interface JoinableArea {
  id: string;
  name: string;
  description?: string;
  prices: Record<Billing, string>;
}

/** What the areas need of website.json. */
interface AreasDocument {
  memberAreas?: unknown;
  websiteSettings?: { storeSettings?: { currency?: unknown } };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

const AREA_FIELDS = new Set(['id', 'name', 'description', 'currency', 'prices']);

/** The first problem with website.json's `memberAreas`, or undefined; `website` is the whole document, for the store's currency. */
export function memberAreasProblem(website: AreasDocument): string | undefined {
  const areas = website.memberAreas;
  if (areas === undefined) return undefined;
  if (!Array.isArray(areas)) return 'has memberAreas that is not a list of member areas';
  const ids = new Set<string>();
  for (const [index, area] of areas.entries()) {
    const problem = areaProblem(area, website.websiteSettings?.storeSettings?.currency, ids);
    if (problem) return `has member area ${index + 1} ${problem}`;
  }
  return undefined;
}

function areaProblem(area: unknown, storeCurrency: unknown, ids: Set<string>): string | undefined {
  if (!isObject(area)) return 'that is not an object';
  const unknown = Object.keys(area).find((key) => !AREA_FIELDS.has(key));
  if (unknown) return `with a field "${unknown}" member areas do not have (${[...AREA_FIELDS].join(', ')})`;
  if (typeof area.id !== 'string' || !MEMBER_AREA_ID.test(area.id)) return 'without an id of letters, digits, - or _ ("studio")';
  if (ids.has(area.id)) return `repeating the id "${area.id}"`;
  ids.add(area.id);
  if (!isText(area.name)) return `"${area.id}" without a name ("Studio membership")`;
  if (area.description !== undefined && !isText(area.description)) return `"${area.id}" with a description that is not text`;
  if (area.currency !== undefined && !isCurrencyCode(area.currency))
    return `"${area.id}" with currency ${JSON.stringify(area.currency)}, not a currency code ("GBP")`;
  if (area.prices === undefined) return undefined;
  if (!isObject(area.prices) || Object.keys(area.prices).length !== 2 || !isValidPrice(area.prices.monthly) || !isValidPrice(area.prices.annual)) {
    return `"${area.id}" with prices that are not { "monthly": …, "annual": … } in whole minor units (1200 for £12.00)`;
  }
  if (area.currency === undefined && !isCurrencyCode(storeCurrency)) return `"${area.id}" with prices but no currency, and the store has none`;
  return undefined;
}

/** The areas of a checked website.json. */
export const memberAreaDefinitions = (website: AreasDocument | undefined): MemberAreaDefinition[] =>
  Array.isArray(website?.memberAreas) ? (website.memberAreas as MemberAreaDefinition[]) : [];

/** An area's name for visitors: the definition's, else its id. */
export function memberAreaName(website: AreasDocument | undefined, id: string): string {
  return memberAreaDefinitions(website).find((area) => area.id === id)?.name ?? id;
}

/** The areas visitors may join, in the definition's order: those with prices. */
export function joinableAreas(website: AreasDocument | undefined): Map<string, JoinableArea> {
  const storeCurrency = website?.websiteSettings?.storeSettings?.currency;
  const joinable = new Map<string, JoinableArea>();
  for (const area of memberAreaDefinitions(website)) {
    const currency = area.currency ?? storeCurrency;
    if (!area.prices || typeof currency !== 'string') continue;
    const price = (minor: number) => formatMoney(minor, currency, { trimZeroFractions: true }) ?? String(minor);
    joinable.set(area.id, {
      id: area.id,
      name: area.name,
      ...(area.description && { description: area.description }),
      prices: { monthly: `${price(area.prices.monthly)} a month`, annual: `${price(area.prices.annual)} a year` },
    });
  }
  return joinable;
}
