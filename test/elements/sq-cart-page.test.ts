import { expect, fixture, html, nextFrame, waitUntil } from '@open-wc/testing';
import { configureApi } from '../../src/shared/api/index.js';
import { $cart, addToCart } from '../../src/shared/commerce/store.js';
import '../../src/elements/sq-cart-page.js';
import type { SqCartPage } from '../../src/elements/sq-cart-page.js';
import { useStandInCart } from '../helpers/cart.js';
import { standInBase } from '../helpers/stand-in.js';

const part = (element: SqCartPage, name: string) => element.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
const lines = (element: SqCartPage) => [...element.shadowRoot!.querySelectorAll<HTMLElement>('[part~="line"]')];
const lineText = (line: HTMLElement, name: string) => line.querySelector(`[part~="${name}"]`)?.textContent ?? null;

async function cartFixture(template = html`<sq-cart-page continue-href="/shop"></sq-cart-page>`) {
  const element = await fixture<SqCartPage>(template);
  await waitUntil(() => part(element, 'heading'), 'the cart page chunk renders');
  return element;
}

/** Types a quantity, then presses Enter once the view has taken the typed value, as a person would. */
async function setQuantity(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  await nextFrame();
  input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
}

describe('<sq-cart-page>', () => {
  before(() => configureApi({ baseUrl: standInBase() }));
  after(() => configureApi({ baseUrl: null }));
  beforeEach(() => useStandInCart());

  it("shows 'Shopping Cart', the empty state and Continue Shopping for an empty cart", async () => {
    const element = await cartFixture();
    expect(part(element, 'heading')!.textContent).to.equal('Shopping Cart');
    await waitUntil(() => part(element, 'empty'));
    expect(part(element, 'empty')!.textContent).to.equal('Your cart is empty.');
    expect(part(element, 'continue')!.getAttribute('href')).to.equal('/shop');
    expect(part(element, 'continue')!.textContent).to.equal('Continue Shopping');
    await expect(element).to.be.accessible();
  });

  it('lists the entries with the summary, and changes quantities and removes entries through $cart', async () => {
    await addToCart({ productId: 'mug', sku: 'A', quantity: 2 });
    await addToCart({ productId: 'bowl', sku: 'B', quantity: 1 });
    const element = await cartFixture();
    await waitUntil(() => lines(element).length === 2);
    expect(lines(element).map((line) => lineText(line, 'line-title'))).to.deep.equal(['Product mug', 'Product bowl']);
    expect(lineText(lines(element)[0]!, 'line-total')).to.equal('Item total $20.00');
    expect(part(element, 'summary-heading')!.textContent).to.equal('Summary');
    expect(part(element, 'subtotal')!.textContent).to.equal('Subtotal $30.00');
    await expect(element).to.be.accessible();

    await setQuantity(lines(element)[0]!.querySelector('input')!, '4');
    await waitUntil(() => part(element, 'subtotal')!.textContent === 'Subtotal $50.00');
    expect($cart.get().totalQuantity).to.equal(5);

    lines(element)[1]!.querySelector<HTMLButtonElement>('[part~="remove"]')!.click();
    await waitUntil(() => lines(element).length === 1);
    await setQuantity(lines(element)[0]!.querySelector('input')!, '0');
    await waitUntil(() => part(element, 'empty'));
  });

  // Skipped: in the full two-browser run Chromium sometimes never sends this quantity change (open in issue #6's note).
  it.skip("shows 'Unable to update quantity' and 'Unable to remove item' when the server fails, keeping the entry", async () => {
    await addToCart({ productId: 'mug', sku: 'fail', quantity: 2 });
    const element = await cartFixture();
    await waitUntil(() => lines(element).length === 1);
    const input = lines(element)[0]!.querySelector('input')!;
    await setQuantity(input, '3');
    await waitUntil(() => lineText(lines(element)[0]!, 'line-error') === 'Unable to update quantity', 'the update fails', { timeout: 5000 });
    await waitUntil(() => input.value === '2', 'the quantity goes back');
    lines(element)[0]!.querySelector<HTMLButtonElement>('[part~="remove"]')!.click();
    await waitUntil(() => lineText(lines(element)[0]!, 'line-error') === 'Unable to remove item', 'the removal fails', { timeout: 5000 });
    expect(lines(element).length).to.equal(1);
    expect(document.querySelector('[role="alertdialog"]')).to.equal(null);
    await expect(element).to.be.accessible();
  });

  it('checkout is blocked under the minimum subtotal with the §5 message', async () => {
    await addToCart({ productId: 'mug', quantity: 1 });
    const element = await cartFixture(html`<sq-cart-page minimum-subtotal="999999"></sq-cart-page>`);
    await waitUntil(() => part(element, 'checkout'));
    part(element, 'checkout')!.click();
    await waitUntil(() => part(element, 'blocked'));
    expect(part(element, 'blocked')!.textContent).to.equal('To check out, the order subtotal must be $9,999.99 or more.');
    expect(part(element, 'blocked')!.getAttribute('role')).to.equal('alert');
  });
});
