/** What the reference server shares with the runtime, built to dist/server/shared.js (no DOM, no React). */
export * from './shared/forms/fields.js';
export * from './shared/forms/validation.js';
export { formDefinitionProblems, SUBMIT_BUTTON_TEXT_MAX_LENGTH, type DefinitionProblem } from './shared/forms/definition-schema.js';
export { t } from './shared/i18n/format.js';
export { computeCartTotals, normalizeCart, type CartAdjustments, type CartEntry, type CartTotals, type ShoppingCart } from './shared/commerce/cart.js';
export { formatMoney } from './shared/commerce/money.js';
export { ContributorRole, PermissionCode } from './shared/constants/enums.js';
export { MAX_CART_QUANTITY } from './shared/commerce/quantity.js';
export { productShapeProblem } from './shared/commerce/product-shape.js';
export { effectivePrice, isSoldOut, isVariantSoldOut, pricedVariants, productTypeName, type Product, type ProductVariant } from './shared/commerce/product.js';
export { ANALYTICS_EVENT_FIELDS, ANALYTICS_PAYLOAD_FIELDS } from './shared/analytics/events-service.js';
export { TRUSTED_TYPES_DIRECTIVES, TRUSTED_TYPES_POLICIES } from './shared/dom/trusted-types.js';
export { checkUrl } from './shared/url/check.js';
