import { expect, waitUntil } from '@open-wc/testing';
import { ApiError, configureApi, post } from '../../src/shared/api/index.js';
import { $cart, $cartStatus, addToCart, loadCart, removeEntry, updateQuantity } from '../../src/shared/commerce/store.js';
import { announceFromAnotherTab, useStandInCart } from '../helpers/cart.js';
import { standInBase } from '../helpers/stand-in.js';

async function rejection(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the call was expected to fail');
}

describe('$cart', () => {
  let stop: () => void;
  before(() => {
    configureApi({ baseUrl: standInBase() });
    stop = $cart.listen(() => {});
  });
  after(() => {
    stop();
    configureApi({ baseUrl: null });
  });
  beforeEach(() => useStandInCart());

  it('loads the visitor cart as a cart with every default', async () => {
    const cart = await loadCart();
    expect(cart.entries).to.deep.equal([]);
    expect(cart.totalQuantity).to.equal(0);
    expect(cart.coupons).to.deep.equal([]);
    expect($cartStatus.get()).to.equal('ready');
  });

  it('adds, updates and removes entries, keeping the store in step with each answer', async () => {
    await addToCart({ productId: 'mug', sku: 'SQ1', quantity: 2 });
    expect($cart.get().totalQuantity).to.equal(2);
    await addToCart({ productId: 'bowl', quantity: 1 });
    expect($cart.get().entries.map((entry) => entry.productId)).to.deep.equal(['mug', 'bowl']);
    const id = String($cart.get().entries[0]!.id);
    await updateQuantity(id, 4);
    expect($cart.get().totalQuantity).to.equal(5);
    await removeEntry(id);
    expect($cart.get().entries.map((entry) => entry.productId)).to.deep.equal(['bowl']);
    expect($cart.get().subtotalCents).to.equal(1000);
  });

  it('rejects a refused add with the server reason and leaves the cart as it was', async () => {
    await addToCart({ productId: 'mug', quantity: 1 });
    const error = await rejection(addToCart({ productId: 'sold-out', quantity: 1 }));
    expect(error.status).to.equal(400);
    expect(error.message).to.equal('This product is sold out.');
    expect((error.data as { reason: string }).reason).to.equal('soldOut');
    expect($cart.get().totalQuantity).to.equal(1);
    expect(document.querySelector('sq-system-error, [role="alertdialog"]')).to.equal(null);
  });

  it('reloads when another tab says the cart changed', async () => {
    // Another tab's add: the same cookie, straight to the server.
    await post('/api/commerce/cart/entries', { body: { productId: 'elsewhere', quantity: 3 }, quiet: true });
    expect($cart.get().totalQuantity).to.equal(0);
    announceFromAnotherTab();
    await waitUntil(() => $cart.get().totalQuantity === 3, 'the store reloads the cart');
  });

  it('tells other tabs about its own changes', async () => {
    const heard: unknown[] = [];
    const channel = new BroadcastChannel('sq-cart');
    channel.onmessage = (event) => heard.push(event.data);
    await addToCart({ productId: 'mug', quantity: 1 });
    await waitUntil(() => heard.length === 1, 'a ping on the channel');
    channel.close();
    expect(heard).to.deep.equal(['changed']);
  });
});
