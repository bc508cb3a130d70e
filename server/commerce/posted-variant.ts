/**
 * How a plain form's option choices name a product variant, for the cart's posts without scripts:
 * the fields of src/shared/commerce/cart-forms.ts, read with the runtime's own variant selection.
 */
import { optionField } from '../../src/shared/commerce/cart-forms.js';
import type { ProductVariant } from '../../src/shared/commerce/product.js';
import type { ProductRecord } from '../../src/shared/commerce/product-source.js';
import { findVariant, optionNames, variantOptions, type SelectedOptions } from '../../src/shared/commerce/variant-selection.js';
import { t } from '../../src/shared/i18n/format.js';

/** The variant a post chose, or why it names none (in the visitor's words). */
export type PostedVariant = { ok: true; variant: ProductVariant | undefined } | { ok: false; message: string };

/** What a post's fields chose for each option, as the variant selection reads it. */
export function postedOptions(product: ProductRecord, body: Readonly<Record<string, unknown>>): SelectedOptions {
  const chosen: Record<string, string | undefined> = {};
  optionNames(product).forEach((name, index) => {
    const value = body[optionField(index)];
    chosen[name] = typeof value === 'string' && value !== '' ? value : undefined;
  });
  return chosen;
}

/**
 * The variant a post's option fields name. An option left unchosen asks for it ('Select Size'), a
 * value the product does not offer says so; a product without options needs no choice (its only
 * variant, or none for a digital product, whose variant the server builds).
 */
export function postedVariant(product: ProductRecord, body: Readonly<Record<string, unknown>>): PostedVariant {
  const names = optionNames(product);
  if (!names.length) return { ok: true, variant: (product.variants ?? []).length === 1 ? product.variants?.[0] : undefined };
  const chosen = postedOptions(product, body);
  const missing = names.find((name) => chosen[name] === undefined);
  if (missing !== undefined) return { ok: false, message: t('productSelectOption', { option: missing }) };
  const offered = (name: string) => (product.variants ?? []).some((variant) => variantOptions(variant)[name] === chosen[name]);
  const unknown = names.find((name) => !offered(name));
  if (unknown !== undefined) return { ok: false, message: t('cartOptionNotOffered', { option: unknown }) };
  const variant = findVariant(product, chosen);
  return variant ? { ok: true, variant } : { ok: false, message: t('cartCombinationNotOffered') };
}
