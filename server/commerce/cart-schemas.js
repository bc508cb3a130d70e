/** JSON schemas of the cart routes: request bodies and the §3 shopping cart they answer. */
import { MAX_CART_QUANTITY } from '../shared.js';

/** The runtime's own limit, so the product block refuses exactly what the server would. */
export const MAX_QUANTITY = MAX_CART_QUANTITY;

const quantity = { type: 'integer', minimum: 1, maximum: MAX_QUANTITY };
const money = { type: 'object', required: ['value', 'currency'], properties: { value: { type: 'number' }, currency: { type: 'string' } } };
const anyObject = { type: 'object', additionalProperties: true };
const nullableObject = { type: ['object', 'null'], additionalProperties: true };

const entry = {
  type: 'object',
  required: ['id', 'productId', 'sku', 'productType', 'title', 'optionValues', 'unitPriceCents', 'quantity'],
  properties: {
    id: { type: 'string' },
    productId: { type: 'string' },
    sku: { type: 'string' },
    productType: { type: 'string' },
    title: { type: 'string' },
    optionValues: { type: 'array', items: { type: 'object', properties: { optionName: { type: 'string' }, value: { type: 'string' } } } },
    unitPriceCents: { type: 'integer' },
    quantity: { type: 'integer' },
  },
};

const numbers = ['subtotalCents', 'taxCents', 'shippingCostCents', 'discountCents', 'grandTotalCents', 'totalQuantity'];
const booleans = ['isPurchased', 'hasDigital', 'purelyDigital', 'requiresShipping'];
const lists = ['shippingOptions', 'applicableTaxRules', 'coupons', 'validCoupons', 'invalidCoupons'];

export const cartSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    websiteId: { type: 'string' },
    orderId: { type: 'string' },
    created: { type: 'number' },
    entries: { type: 'array', items: entry },
    selectedShippingOption: nullableObject,
    shippingLocation: nullableObject,
    subtotalAmount: money,
    ...Object.fromEntries(numbers.map((name) => [name, { type: 'integer' }])),
    ...Object.fromEntries(booleans.map((name) => [name, { type: 'boolean' }])),
    ...Object.fromEntries(lists.map((name) => [name, { type: 'array', items: anyObject }])),
  },
};

const refusal = { type: 'object', required: ['error'], properties: { error: { type: 'string' }, reason: { type: 'string' } } };
export const cartAnswers = { 200: cartSchema, 400: refusal };

export const addBody = {
  type: 'object',
  additionalProperties: false,
  required: ['productId', 'quantity'],
  properties: {
    productId: { type: 'string', minLength: 1, maxLength: 100 },
    sku: { type: 'string', maxLength: 60 },
    quantity,
  },
};

export const quantityBody = { type: 'object', additionalProperties: false, required: ['quantity'], properties: { quantity } };

export const entryParams = {
  type: 'object',
  required: ['entryId'],
  properties: { entryId: { type: 'string', minLength: 1, maxLength: 36 } },
};
