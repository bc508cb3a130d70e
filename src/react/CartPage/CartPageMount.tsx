import type { HostContext } from '../common/host-context.js';
import { useChunk } from '../common/useChunk.js';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../shared/constants/timings.js';
import { lazyChunk } from '../../shared/dom/load-chunk.js';

// The cart page's code is its own chunk (DESIGN: lazy bundles), fetched when the element renders;
// the page's own markup shows until it has arrived, and stays if it fails to within two minutes.
const loadCartPage = lazyChunk(() => import('./CartPage.js'), import.meta.url, CHUNK_LOAD_TIMEOUT_MS);

export interface CartPageProps extends HostContext {
  continueHref?: string | undefined;
  minimumSubtotal?: number | undefined;
}

export function CartPageMount({ continueHref, minimumSubtotal }: CartPageProps) {
  const CartPage = useChunk(loadCartPage)?.default;
  return CartPage ? <CartPage continueHref={continueHref} minimumSubtotal={minimumSubtotal} /> : <slot />;
}
