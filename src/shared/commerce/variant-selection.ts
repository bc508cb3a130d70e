/** Choosing a product variant by its option values (variants[].optionValues[].value). */
import { isVariantSoldOut, type Product, type ProductVariant } from './product.js';

/** Selected value per option name; an option without a name is keyed by its position ('0', '1', …). */
export type SelectedOptions = Readonly<Record<string, string | undefined>>;

/** The option values of a variant keyed by option name. */
export function variantOptions(variant: ProductVariant): Record<string, string> {
  const options: Record<string, string> = {};
  (variant.optionValues ?? []).forEach((option, index) => {
    options[option.optionName ?? String(index)] = option.value;
  });
  return options;
}

/** The option names in the order the first variant lists them. */
export function optionNames(product: Product): string[] {
  const first = product.variants?.[0];
  return first ? Object.keys(variantOptions(first)) : [];
}

/** The option to ask for when no variant is chosen: the first one not selected, else the first ('' with none). */
export function unselectedOption(product: Product, selectedOptions: SelectedOptions): string {
  const names = optionNames(product);
  return names.find((name) => selectedOptions[name] === undefined) ?? names[0] ?? '';
}

function matches(variant: ProductVariant, selected: SelectedOptions, ignore?: string): boolean {
  const options = variantOptions(variant);
  return Object.entries(selected).every(([name, value]) => name === ignore || value === undefined || options[name] === value);
}

/**
 * The variant whose every option value is selected, or undefined while any option is unselected
 * or no variant has that combination. A product with one option-less variant returns it.
 */
export function findVariant(product: Product, selectedOptions: SelectedOptions): ProductVariant | undefined {
  return (product.variants ?? []).find((variant) => {
    const options = variantOptions(variant);
    return Object.entries(options).every(([name, value]) => selectedOptions[name] === value);
  });
}

export interface AvailableOptionValue {
  value: string;
  /** Every variant with this value (and the other selections) is out of stock. */
  soldOut: boolean;
}

/**
 * The values of one option that some variant offers together with the other selections, in the
 * order the variants list them. The option's own current selection is ignored, so it can change.
 */
export function availableOptionValues(product: Product, optionName: string, selectedOptions: SelectedOptions): AvailableOptionValue[] {
  const byValue = new Map<string, boolean>();
  for (const variant of product.variants ?? []) {
    if (!matches(variant, selectedOptions, optionName)) continue;
    const value = variantOptions(variant)[optionName];
    if (value === undefined) continue;
    const soldOut = isVariantSoldOut(variant);
    byValue.set(value, (byValue.get(value) ?? true) && soldOut);
  }
  return [...byValue].map(([value, soldOut]) => ({ value, soldOut }));
}
