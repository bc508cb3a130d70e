import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { giftCardStep, giftCardWebsiteId } from '../../shared/commerce/gift-card.js';
import type { ProductVariant } from '../../shared/commerce/product.js';
import type { ProductRecord } from '../../shared/commerce/product-source.js';
import type { SelectedOptions } from '../../shared/commerce/variant-selection.js';
import { followUrl } from '../../shared/dom/navigate.js';
import { t } from '../../shared/i18n/format.js';
import { $site } from '../../shared/site/store.js';

interface GiftCardButtonProps {
  product: ProductRecord;
  chosen: ProductVariant | undefined;
  selected: SelectedOptions;
  /** The product's own rules (published, sold out, price) forbid buying. */
  disabled: boolean;
  soldOut: boolean;
  /** Shows a message in the product's status region. */
  onFail: (message: string) => void;
}

/** A gift card is bought through the gift card checkout, for the site's website: the page's, else the product's own. */
export function GiftCardButton({ product, chosen, selected, disabled, soldOut, onFail }: GiftCardButtonProps) {
  const site = useStore($site);
  const websiteId = giftCardWebsiteId(site.website.id, product.websiteId);

  useEffect(() => {
    if (websiteId === undefined) console.warn(t('giftCardNoWebsite', { id: String(product.id ?? product.title ?? '?') }, 'en'));
  }, [websiteId, product.id, product.title]);

  const buy = () => {
    const step = giftCardStep({ product, websiteId, variant: chosen, selected });
    if (step.type === 'selectOption') onFail(t('productSelectOption', { option: step.option }));
    else if (step.type === 'checkout') followUrl(step.url);
  };

  return (
    <button className="add" part="buy-gift-card" type="button" disabled={disabled || websiteId === undefined} onClick={buy}>
      {soldOut ? t('productSoldOut') : t('productBuyGiftCard')}
    </button>
  );
}
