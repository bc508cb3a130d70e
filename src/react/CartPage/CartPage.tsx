import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { isCurrencyCode, formatMoney } from '../../shared/commerce/money.js';
import { checkoutUrl, minimumSubtotalOf } from '../../shared/commerce/checkout.js';
import { checkoutBlockedNow } from '../../shared/commerce/start-checkout.js';
import { $cart, $cartStatus } from '../../shared/commerce/store.js';
import { $site } from '../../shared/site/store.js';
import { DEFAULT_CURRENCY } from '../../shared/constants/money.js';
import { followUrl } from '../../shared/dom/navigate.js';
import { t } from '../../shared/i18n/format.js';
import { CartLine } from './CartLine.js';
import { navigationTarget } from '../../shared/url/links.js';

export interface CartPageViewProps {
  continueHref?: string | undefined;
  minimumSubtotal?: number | undefined;
}

/**
 * The cart page: the entries with quantity and removal, the summary and checkout (or why it is
 * blocked). The minimum subtotal is the element's own, else the store's setting.
 */
export default function CartPage({ continueHref, minimumSubtotal }: CartPageViewProps) {
  const cart = useStore($cart);
  const status = useStore($cartStatus);
  const site = useStore($site);
  const [blocked, setBlocked] = useState<string>();
  const currency = isCurrencyCode(cart.subtotalAmount.currency) ? cart.subtotalAmount.currency : DEFAULT_CURRENCY;
  const entries = cart.entries.filter((entry) => entry.quantity > 0);

  const checkout = async () => {
    // The cart cookie is HttpOnly: a cart with an id is one the server found by that cookie.
    const reason = await checkoutBlockedNow(minimumSubtotal ?? minimumSubtotalOf(site.websiteSettings.storeSettings));
    setBlocked(reason);
    if (!reason) followUrl(checkoutUrl());
  };

  return (
    <section className="cart" part="cart" aria-labelledby="sq-cart-title" aria-busy={status === 'loading'}>
      <h1 id="sq-cart-title" className="heading" part="heading">
        {t('shoppingCart')}
      </h1>
      {entries.length === 0 ? (
        // Only once the cart is known, so a cart being read never flashes as empty; until then a
        // blank line holds the message's place, so the link below it does not move when it comes.
        status === 'ready' || status === 'error' ? (
          <p className="empty" part="empty">
            {t('cartEmpty')}
          </p>
        ) : (
          <p className="empty" aria-hidden="true">
            {'\u00a0'}
          </p>
        )
      ) : (
        <ul className="lines" part="lines">
          {entries.map((entry, index) => (
            <CartLine key={String(entry.id ?? index)} entry={entry} currency={currency} index={index} />
          ))}
        </ul>
      )}
      {entries.length > 0 && (
        <div className="summary" part="summary" role="group" aria-labelledby="sq-cart-summary">
          <h2 id="sq-cart-summary" className="summary-heading" part="summary-heading">
            {t('summary')}
          </h2>
          <p className="subtotal" part="subtotal">
            <span>{t('subtotal')}</span> <span part="subtotal-amount">{formatMoney(cart.subtotalCents, currency) ?? ''}</span>
          </p>
          <button type="button" className="checkout" part="checkout" onClick={() => void checkout()}>
            {t('checkout')}
          </button>
        </div>
      )}
      {/* Outside the summary: a cart found gone when checkout starts has no summary left to hold it. */}
      {blocked && (
        <p className="blocked" part="blocked" role="alert">
          {blocked}
        </p>
      )}
      <a className="continue" part="continue" href={navigationTarget(continueHref ?? '') ?? '/'}>
        {t('continueShopping')}
      </a>
    </section>
  );
}
