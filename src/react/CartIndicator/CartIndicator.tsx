import { useStore } from '@nanostores/react';
import type { HostContext } from '../common/host-context.js';
import { cartCountLabel } from '../../shared/commerce/cart-count.js';
import { $cart } from '../../shared/commerce/store.js';
import { navigationTarget } from '../../shared/url/links.js';

export const DEFAULT_CART_HREF = '/cart';

export interface CartIndicatorProps extends HostContext {
  href?: string | undefined;
}

/** The cart indicator: a link to the cart page named by the spoken count, with the visible count as a badge. */
export function CartIndicator({ href }: CartIndicatorProps) {
  const cart = useStore($cart);
  const { text, spokenLabel, empty } = cartCountLabel(cart.totalQuantity);
  return (
    <a
      className={empty ? 'link empty' : 'link'}
      part={empty ? 'link empty' : 'link'}
      href={navigationTarget(href ?? '') ?? DEFAULT_CART_HREF}
      aria-label={spokenLabel}
    >
      <slot name="icon">
        <svg className="icon" part="icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path
            d="M3 4h2.2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 7H6.3"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
          <circle cx="9.5" cy="19" r="1.5" fill="currentColor" />
          <circle cx="17" cy="19" r="1.5" fill="currentColor" />
        </svg>
      </slot>
      {/* The count is drawn for the eye; the link's name says it in words. */}
      {!empty && (
        <span className="count" part="count" aria-hidden="true">
          {text}
        </span>
      )}
    </a>
  );
}
