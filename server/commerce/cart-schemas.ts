/** TypeBox schemas of the cart routes: request bodies and the shopping cart they answer. */
import { Type } from '@sinclair/typebox';
import { MAX_CART_QUANTITY } from '../../src/shared/commerce/quantity.js';

/** The runtime's own limit, so the product block refuses exactly what the server would. */
export const MAX_QUANTITY = MAX_CART_QUANTITY;

const quantity = Type.Integer({ minimum: 1, maximum: MAX_QUANTITY });
const money = Type.Object({ value: Type.Number(), currency: Type.String() });
const nullableObject = Type.Unsafe<Record<string, unknown> | null>({ type: ['object', 'null'], additionalProperties: true });

const entry = Type.Object({
  id: Type.String(),
  productId: Type.String(),
  sku: Type.String(),
  productType: Type.String(),
  title: Type.String(),
  optionValues: Type.Array(Type.Object({ optionName: Type.Optional(Type.String()), value: Type.Optional(Type.String()) })),
  unitPriceCents: Type.Integer(),
  quantity: Type.Integer(),
});

const integer = Type.Optional(Type.Integer());
const boolean = Type.Optional(Type.Boolean());
// The runtime keeps these lists' items as it gets them (ShoppingCart's unknown[]).
const list = Type.Optional(Type.Array(Type.Unsafe<unknown>({ type: 'object', additionalProperties: true })));

export const cartSchema = Type.Object({
  id: Type.Optional(Type.String()),
  websiteId: Type.Optional(Type.String()),
  orderId: Type.Optional(Type.String()),
  created: Type.Optional(Type.Number()),
  entries: Type.Optional(Type.Array(entry)),
  selectedShippingOption: Type.Optional(nullableObject),
  shippingLocation: Type.Optional(nullableObject),
  subtotalAmount: Type.Optional(money),
  subtotalCents: integer,
  taxCents: integer,
  shippingCostCents: integer,
  discountCents: integer,
  grandTotalCents: integer,
  totalQuantity: integer,
  isPurchased: boolean,
  hasDigital: boolean,
  purelyDigital: boolean,
  requiresShipping: boolean,
  shippingOptions: list,
  applicableTaxRules: list,
  coupons: list,
  validCoupons: list,
  invalidCoupons: list,
});

const refusal = Type.Object({ error: Type.String(), reason: Type.Optional(Type.String()) });
/** 409: the cart's order was placed while the change ran. */
export const cartAnswers = { 200: cartSchema, 400: refusal, 409: Type.Object({ error: Type.String() }) };

export const addBody = Type.Object(
  {
    productId: Type.String({ minLength: 1, maxLength: 100 }),
    sku: Type.Optional(Type.String({ maxLength: 60 })),
    quantity,
  },
  { additionalProperties: false },
);

export const quantityBody = Type.Object({ quantity }, { additionalProperties: false });

export const entryParams = Type.Object({ entryId: Type.String({ minLength: 1, maxLength: 36 }) });
