import type { PriceDisplay } from '../../shared/commerce/product-display.js';
import { t } from '../../shared/i18n/format.js';

/** A price; on sale, the sale price then the original struck through, each named for screen readers (a strike is not read out). */
export function Price({ display }: { display: PriceDisplay }) {
  if (display.kind === 'sale') {
    return (
      <p className="price" part="price">
        <span className="visually-hidden">{t('productSalePrice')} </span>
        <span className="sale-price" part="sale-price">
          {display.text}
        </span>{' '}
        <s className="original-price" part="original-price">
          <span className="visually-hidden">{t('productOriginalPrice')} </span>
          {display.original}
        </s>
      </p>
    );
  }
  return (
    <p
      className={display.kind === 'unavailable' ? 'price unavailable' : 'price'}
      part={display.kind === 'unavailable' ? 'price price-unavailable' : 'price'}
    >
      {display.text}
    </p>
  );
}
