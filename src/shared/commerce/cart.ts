/** The shopping cart with its defaults, and its totals from entries; no DOM, so the server uses it too. */
import { DEFAULT_CURRENCY } from '../constants/money.js';
import { productTypeName, type ProductTypeName } from './product.js';

export interface Money {
  value: number;
  currency: string;
}

export interface CartEntry {
  productType: ProductTypeName | number | string;
  /** The price of one item in minor units. */
  unitPriceCents: number;
  quantity: number;
  [field: string]: unknown;
}

export interface ShoppingCart {
  id: string;
  websiteId: string;
  orderId: string;
  created: number;
  isPurchased: boolean;
  entries: CartEntry[];
  shippingOptions: unknown[];
  applicableTaxRules: unknown[];
  coupons: unknown[];
  validCoupons: unknown[];
  invalidCoupons: unknown[];
  selectedShippingOption: Record<string, unknown> | null;
  shippingLocation: Record<string, unknown> | null;
  subtotalCents: number;
  taxCents: number;
  shippingCostCents: number;
  discountCents: number;
  grandTotalCents: number;
  totalQuantity: number;
  subtotalAmount: Money;
  hasDigital: boolean;
  purelyDigital: boolean;
  requiresShipping: boolean;
}

const LIST_FIELDS = ['shippingOptions', 'applicableTaxRules', 'coupons', 'validCoupons', 'invalidCoupons'] as const;
const NUMBER_FIELDS = ['subtotalCents', 'taxCents', 'shippingCostCents', 'discountCents', 'grandTotalCents', 'totalQuantity'] as const;
const BOOLEAN_FIELDS = ['hasDigital', 'purelyDigital', 'requiresShipping', 'isPurchased'] as const;
const STRING_FIELDS = ['id', 'websiteId', 'orderId'] as const;

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function finite(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

function objectOrNull(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

function isEntry(value: unknown): value is CartEntry {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A cart with every field present: numbers default 0, booleans false, lists empty, strings '',
 * objects null, subtotalAmount USD 0. Fields of the wrong type take their default.
 */
export function normalizeCart(raw: unknown): ShoppingCart {
  const input = record(raw);
  const amount = record(input.subtotalAmount);
  const cart = {
    created: finite(input.created),
    entries: Array.isArray(input.entries) ? input.entries.filter(isEntry) : [],
    selectedShippingOption: objectOrNull(input.selectedShippingOption),
    shippingLocation: objectOrNull(input.shippingLocation),
    subtotalAmount: {
      value: finite(amount.value),
      currency: typeof amount.currency === 'string' && amount.currency ? amount.currency : DEFAULT_CURRENCY,
    },
  } as ShoppingCart;
  for (const field of STRING_FIELDS) cart[field] = typeof input[field] === 'string' ? input[field] : '';
  for (const field of LIST_FIELDS) cart[field] = Array.isArray(input[field]) ? [...input[field]] : [];
  for (const field of NUMBER_FIELDS) cart[field] = finite(input[field]);
  for (const field of BOOLEAN_FIELDS) cart[field] = input[field] === true;
  return cart;
}

export interface CartAdjustments {
  taxCents?: number;
  shippingCostCents?: number;
  discountCents?: number;
}

export interface CartTotals {
  subtotalCents: number;
  taxCents: number;
  shippingCostCents: number;
  discountCents: number;
  /** subtotal + tax + shipping − discount, never below 0. */
  grandTotalCents: number;
  totalQuantity: number;
  hasDigital: boolean;
  /** Every entry is digital; false for an empty cart. */
  purelyDigital: boolean;
  /** Some entry is a physical product; services, digital products and gift cards ship nothing. */
  requiresShipping: boolean;
}

/** Whole, non-negative quantity; anything else counts as none. */
function quantityOf(entry: CartEntry): number {
  return Number.isInteger(entry.quantity) && entry.quantity > 0 ? entry.quantity : 0;
}

/** Entries with no quantity are left out, as the cart shows them as removed. */
export function computeCartTotals(entries: readonly CartEntry[], adjustments: CartAdjustments = {}): CartTotals {
  const counted = entries.filter((entry) => quantityOf(entry) > 0);
  const subtotalCents = counted.reduce((sum, entry) => sum + finite(entry.unitPriceCents) * quantityOf(entry), 0);
  const totalQuantity = counted.reduce((sum, entry) => sum + quantityOf(entry), 0);
  const types = counted.map((entry) => productTypeName(entry.productType));
  const taxCents = finite(adjustments.taxCents);
  const shippingCostCents = finite(adjustments.shippingCostCents);
  const discountCents = finite(adjustments.discountCents);
  return {
    subtotalCents,
    taxCents,
    shippingCostCents,
    discountCents,
    grandTotalCents: Math.max(0, subtotalCents + taxCents + shippingCostCents - discountCents),
    totalQuantity,
    hasDigital: types.includes('DIGITAL'),
    purelyDigital: types.length > 0 && types.every((type) => type === 'DIGITAL'),
    requiresShipping: types.includes('PHYSICAL'),
  };
}
