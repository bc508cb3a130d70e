import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { configureApi } from '../../src/shared/api/index.js';
import { normalizeCart } from '../../src/shared/commerce/cart.js';
import { $cart, addToCart } from '../../src/shared/commerce/store.js';
import '../../src/elements/sq-cart-indicator.js';
import type { SqCartIndicator } from '../../src/elements/sq-cart-indicator.js';
import { useStandInCart } from '../helpers/cart.js';
import { standInBase } from '../helpers/stand-in.js';

const link = (element: SqCartIndicator) => element.shadowRoot!.querySelector<HTMLAnchorElement>('[part~="link"]');
const count = (element: SqCartIndicator) => element.shadowRoot!.querySelector('[part~="count"]')?.textContent ?? null;

describe('<sq-cart-indicator>', () => {
  before(() => configureApi({ baseUrl: standInBase() }));
  after(() => configureApi({ baseUrl: null }));
  beforeEach(() => useStandInCart());

  it('is an empty-state link to /cart named "No items in cart" when the cart is empty', async () => {
    const element = await fixture<SqCartIndicator>(html`<sq-cart-indicator></sq-cart-indicator>`);
    await waitUntil(() => link(element));
    expect(link(element)!.getAttribute('href')).to.equal('/cart');
    expect(link(element)!.getAttribute('aria-label')).to.equal('No items in cart');
    expect(link(element)!.getAttribute('part')).to.equal('link empty');
    expect(count(element)).to.equal(null);
    await expect(element).to.be.accessible();
  });

  it('follows $cart: the count and its spoken label change as items are added', async () => {
    const element = await fixture<SqCartIndicator>(html`<sq-cart-indicator href="/shop/cart"></sq-cart-indicator>`);
    await waitUntil(() => link(element));
    expect(link(element)!.getAttribute('href')).to.equal('/shop/cart');
    await addToCart({ productId: 'mug', quantity: 1 });
    await waitUntil(() => count(element) === '1');
    expect(link(element)!.getAttribute('aria-label')).to.equal('1 item in cart');
    await addToCart({ productId: 'bowl', quantity: 2 });
    await waitUntil(() => count(element) === '3');
    expect(link(element)!.getAttribute('aria-label')).to.equal('3 items in cart');
    expect(link(element)!.getAttribute('part')).to.equal('link');
    await expect(element).to.be.accessible();
  });

  it("reads '100+' over the cap, named 'More than 100 items in cart'; exactly 100 reads 100", async () => {
    const element = await fixture<SqCartIndicator>(html`<sq-cart-indicator></sq-cart-indicator>`);
    await waitUntil(() => link(element));
    $cart.set(normalizeCart({ totalQuantity: 100 }));
    await waitUntil(() => count(element) === '100');
    expect(link(element)!.getAttribute('aria-label')).to.equal('100 items in cart');
    $cart.set(normalizeCart({ totalQuantity: 101 }));
    await waitUntil(() => count(element) === '100+');
    expect(link(element)!.getAttribute('aria-label')).to.equal('More than 100 items in cart');
    await expect(element).to.be.accessible();
  });

  it('two indicators on a page share one cart', async () => {
    const wrapper = await fixture<HTMLDivElement>(html`<div><sq-cart-indicator></sq-cart-indicator><sq-cart-indicator></sq-cart-indicator></div>`);
    const [first, second] = [...wrapper.querySelectorAll('sq-cart-indicator')];
    await addToCart({ productId: 'mug', quantity: 2 });
    await waitUntil(() => count(first!) === '2' && count(second!) === '2');
  });
});
