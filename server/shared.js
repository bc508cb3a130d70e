/** The runtime's own form model and schema, permission and role codes, validation, string table, money format, cart and product rules and product shape check, analytics fields, Trusted Types policy names and URL check, built from src/server-shared.ts by `npm run build`. */
let shared;
try {
  shared = await import('../dist/server/shared.js');
} catch (error) {
  if (error.code !== 'ERR_MODULE_NOT_FOUND') throw error;
  throw new Error('dist/server/shared.js is missing: run npm run build first.');
}

export const {
  FORM_FIELD_TYPES,
  formDefinitionProblems,
  SUBMIT_BUTTON_TEXT_MAX_LENGTH,
  ContributorRole,
  PermissionCode,
  effectiveFields,
  validateForm,
  pickFieldValues,
  t,
  computeCartTotals,
  normalizeCart,
  formatMoney,
  MAX_CART_QUANTITY,
  productShapeProblem,
  effectivePrice,
  isSoldOut,
  isVariantSoldOut,
  pricedVariants,
  productTypeName,
  ANALYTICS_EVENT_FIELDS,
  ANALYTICS_PAYLOAD_FIELDS,
  TRUSTED_TYPES_DIRECTIVES,
  TRUSTED_TYPES_POLICIES,
  checkUrl,
} = shared;
