import type { ProductRecord } from '../../shared/commerce/product-source.js';
import { availableOptionValues, optionNames, type SelectedOptions } from '../../shared/commerce/variant-selection.js';
import { t } from '../../shared/i18n/format.js';

interface VariantSelectorsProps {
  product: ProductRecord;
  selected: SelectedOptions;
  idPrefix: string;
  onSelect: (option: string, value: string | undefined) => void;
}

/** One labelled select per option; values only sold out together are marked so. */
export function VariantSelectors({ product, selected, idPrefix, onSelect }: VariantSelectorsProps) {
  return (
    <>
      {optionNames(product).map((option, index) => {
        const id = `${idPrefix}-option-${index}`;
        const values = availableOptionValues(product, option, selected);
        return (
          <div className="option" part="option" key={option}>
            <label htmlFor={id} part="label">
              {option}
            </label>
            <select id={id} part="select" value={selected[option] ?? ''} onChange={(event) => onSelect(option, event.target.value || undefined)}>
              <option value="">{t('productSelectOption', { option })}</option>
              {values.map(({ value, soldOut }) => (
                <option key={value} value={value}>
                  {soldOut ? t('productOptionSoldOut', { value }) : value}
                </option>
              ))}
            </select>
          </div>
        );
      })}
    </>
  );
}
