/** Browser tests of the cart: the store talks to the api stand-in's in-memory cart routes. */
import { configureApi, del } from '../../src/shared/api/index.js';
import { loadCart } from '../../src/shared/commerce/store.js';
import { standInBase } from './stand-in.js';

/** Points the HTTP client at the stand-in and empties this browser's cart there. */
export async function useStandInCart(): Promise<void> {
  configureApi({ baseUrl: standInBase() });
  await del('/api/commerce/cart', { quiet: true });
  await loadCart();
}

/** What another tab does: a change the store here does not see, then the cross-tab ping. */
export function announceFromAnotherTab(): void {
  const channel = new BroadcastChannel('sq-cart');
  channel.postMessage('changed');
  channel.close();
}
