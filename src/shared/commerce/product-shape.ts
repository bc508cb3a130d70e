/**
 * The shape of a product record (docs/guides/server.md, Site definition): which fields are lists, objects, text,
 * numbers or booleans. One check for the runtime, which leaves out a product of the wrong shape
 * with a warning, and the reference server, which refuses to load a site definition with one.
 * Values of the right type but out of range (a negative stock, a price over the maximum) are
 * product problems (product-problems.ts), drawn with a fallback rather than refused.
 */

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

type Kind = 'text' | 'number' | 'boolean';

const KIND_CHECKS: Record<Kind, (value: unknown) => boolean> = {
  text: (value) => typeof value === 'string',
  number: (value) => typeof value === 'number',
  boolean: (value) => typeof value === 'boolean',
};

const KIND_NAMES: Record<Kind, string> = { text: 'text', number: 'a number', boolean: 'true or false' };

/** Optional fields of a product and of a variant, by the kind of value they hold. */
const PRODUCT_FIELDS: Readonly<Record<string, Kind>> = {
  id: 'text',
  title: 'text',
  excerpt: 'text',
  urlId: 'text',
  fullUrl: 'text',
  workflowState: 'text',
  currency: 'text',
  websiteId: 'text',
  collectionId: 'text',
  priceCents: 'number',
  salePriceCents: 'number',
  onSale: 'boolean',
};

const VARIANT_FIELDS: Readonly<Record<string, Kind>> = {
  salePrice: 'number',
  qtyInStock: 'number',
  onSale: 'boolean',
  unlimited: 'boolean',
  sku: 'text',
};

/** The first field of `record` (from `fields`) holding the wrong kind of value, worded 'an excerpt that is not text'. */
function wrongField(record: Record<string, unknown>, fields: Readonly<Record<string, Kind>>): string | undefined {
  for (const [name, kind] of Object.entries(fields)) {
    if (record[name] !== undefined && !KIND_CHECKS[kind](record[name]))
      return `${/^[aeiou]/i.test(name) ? 'an' : 'a'} ${name} that is not ${KIND_NAMES[kind]}`;
  }
  return undefined;
}

function variantProblem(variant: unknown, position: number): string | undefined {
  const where = `variant ${position}`;
  if (!isObject(variant)) return `has ${where} that is not an object`;
  if (typeof variant.price !== 'number') return `has ${where} without a price (a number)`;
  const wrong = wrongField(variant, VARIANT_FIELDS);
  if (wrong) return `has ${where} with ${wrong}`;
  const { optionValues } = variant;
  if (optionValues === undefined) return undefined;
  if (!Array.isArray(optionValues)) return `has ${where} with optionValues that are not a list`;
  const bad = optionValues.some(
    (option) => !isObject(option) || typeof option.value !== 'string' || (option.optionName !== undefined && typeof option.optionName !== 'string'),
  );
  return bad ? `has ${where} with an option value that is not { optionName, value } text` : undefined;
}

function subscriptionPlanProblem(plan: unknown): string | undefined {
  if (!isObject(plan)) return 'has a subscriptionPlan that is not an object';
  const period = plan.billingPeriod;
  if (!isObject(period) || typeof period.value !== 'number' || typeof period.unit !== 'string') {
    return 'has a subscriptionPlan without a billingPeriod { value, unit }';
  }
  return plan.numBillingCycles === undefined || typeof plan.numBillingCycles === 'number'
    ? undefined
    : 'has a subscriptionPlan whose numBillingCycles is not a number';
}

/**
 * What is wrong with the shape of a product record, worded to follow 'product {id} ' ('has
 * variants that are not a list'), or undefined when its shape is right.
 */
export function productShapeProblem(product: unknown): string | undefined {
  if (!isObject(product)) return 'is not an object';
  if (typeof product.productType !== 'string' && typeof product.productType !== 'number') return 'needs a productType (a name or a code)';
  const wrong = wrongField(product, PRODUCT_FIELDS);
  if (wrong) return `has ${wrong}`;
  if (product.variants !== undefined) {
    if (!Array.isArray(product.variants)) return 'has variants that are not a list';
    for (const [index, variant] of product.variants.entries()) {
      const problem = variantProblem(variant, index + 1);
      if (problem) return problem;
    }
  }
  if (product.images !== undefined && !Array.isArray(product.images)) return 'has images that are not a list';
  if (product.subscriptionPlan !== undefined) return subscriptionPlanProblem(product.subscriptionPlan);
  return undefined;
}

/** How a warning names a product: its id, else its place in the list it came in. */
export function productLabel(product: unknown, position?: number): string {
  const id = isObject(product) ? product.id : undefined;
  if (typeof id === 'string' && id !== '') return id;
  return position === undefined ? '(no id)' : `${position} of the list`;
}
