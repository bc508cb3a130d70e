import { lazy, Suspense } from 'react';
import type { HostContext } from '../common/host-context.js';

// The cart page's code is its own chunk (DESIGN: lazy bundles), fetched when the element renders.
const CartPage = lazy(() => import('./CartPage.js'));

export interface CartPageProps extends HostContext {
  continueHref?: string | undefined;
  minimumSubtotal?: number | undefined;
}

export function CartPageMount({ continueHref, minimumSubtotal }: CartPageProps) {
  return (
    <Suspense fallback={<slot />}>
      <CartPage continueHref={continueHref} minimumSubtotal={minimumSubtotal} />
    </Suspense>
  );
}
