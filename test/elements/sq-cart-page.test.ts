import { expect, fixture, html, nextFrame, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { configureApi, del } from '../../src/shared/api/index.js';
import { anonymousContext } from '../../src/shared/site/context.js';
import { setSiteContext } from '../../src/shared/site/store.js';
import { $cart, addToCart } from '../../src/shared/commerce/store.js';
import '../../src/elements/sq-cart-page.js';
import type { SqCartPage } from '../../src/elements/sq-cart-page.js';
import { useStandInCart } from '../helpers/cart.js';
import { received, standInBase } from '../helpers/stand-in.js';

const part = (element: SqCartPage, name: string) => element.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
const lines = (element: SqCartPage) => [...element.shadowRoot!.querySelectorAll<HTMLElement>('[part~="line"]')];
const lineText = (line: HTMLElement, name: string) => line.querySelector(`[part~="${name}"]`)?.textContent ?? null;

async function cartFixture(template = html`<sq-cart-page continue-href="/shop"></sq-cart-page>`) {
  const element = await fixture<SqCartPage>(template);
  await waitUntil(() => part(element, 'heading'), 'the cart page chunk renders');
  return element;
}

/** What a keyboard user does: focus the quantity, select it, type the new one and press Enter. */
async function setQuantity(input: HTMLInputElement, value: string) {
  input.focus();
  input.select();
  await sendKeys({ type: value });
  await sendKeys({ press: 'Enter' });
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

  it('keeps a quantity typed the moment the entry appears', async () => {
    await addToCart({ productId: 'mug', sku: 'A', quantity: 2 });
    const element = document.createElement('sq-cart-page');
    // Types in the same task as the line's first render, before the view's passive effects have run.
    const typed = new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        const input = element.shadowRoot!.querySelector<HTMLInputElement>('[part~="line"] input');
        if (!input) return;
        observer.disconnect();
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, '3');
        input.dispatchEvent(new Event('input', { bubbles: true }));
        resolve();
      });
      observer.observe(element.shadowRoot!, { childList: true, subtree: true });
    });
    document.body.append(element);
    try {
      await typed;
      await nextFrame();
      await nextFrame();
      const input = lines(element)[0]!.querySelector('input')!;
      expect(input.value).to.equal('3');
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
      await waitUntil(() => part(element, 'subtotal')!.textContent === 'Subtotal $30.00', 'the new quantity is saved');
    } finally {
      element.remove();
    }
  });

  it("shows 'Unable to update quantity' and 'Unable to remove item' when the server fails, keeping the entry and the focus", async () => {
    await addToCart({ productId: 'mug', sku: 'fail', quantity: 2 });
    const element = await cartFixture();
    await waitUntil(() => lines(element).length === 1);
    const entryId = $cart.get().entries[0]!.id;
    const input = lines(element)[0]!.querySelector('input')!;
    await setQuantity(input, '3');
    await waitUntil(() => lineText(lines(element)[0]!, 'line-error') === 'Unable to update quantity', 'the update fails');
    await waitUntil(() => input.value === '2', 'the quantity goes back');
    expect(element.shadowRoot!.activeElement).to.equal(input);
    // Leaving the field after the failed Enter sends nothing more.
    input.blur();

    lines(element)[0]!.querySelector<HTMLButtonElement>('[part~="remove"]')!.click();
    await waitUntil(() => lineText(lines(element)[0]!, 'line-error') === 'Unable to remove item', 'the removal fails');
    const changes = await received(`/api/commerce/cart/entries/${entryId}`);
    expect(changes.map((request) => request.method)).to.deep.equal(['PUT', 'DELETE']);
    expect(JSON.parse(changes[0]!.body)).to.deep.equal({ quantity: 3 });
    expect(lines(element).length).to.equal(1);
    expect(document.querySelector('[role="alertdialog"]')).to.equal(null);
    await expect(element).to.be.accessible();
  });

  it("over the stock says 'Unable to update quantity' with the server's reason, and the error goes once the line changes", async () => {
    await addToCart({ productId: 'mug', sku: 'A', quantity: 2 });
    await addToCart({ productId: 'bowl', sku: 'B', quantity: 1 });
    const element = await cartFixture();
    await waitUntil(() => lines(element).length === 2);
    const [mug, bowl] = lines(element) as [HTMLElement, HTMLElement];
    const input = mug.querySelector('input')!;
    await setQuantity(input, '9');
    await waitUntil(
      () => lineText(mug, 'line-error') === 'Unable to update quantity. Only 5 of this item are in stock.',
      "the failure and the server's reason",
    );
    await waitUntil(() => input.value === '2', 'the quantity goes back');
    expect(element.shadowRoot!.activeElement === input, 'focus stays on the quantity').to.equal(true);
    expect(mug.querySelector('[part~="line-error"]')!.getAttribute('role')).to.equal('alert');
    await expect(element).to.be.accessible();

    // Another line's change leaves this line's error alone.
    await setQuantity(bowl.querySelector('input')!, '2');
    await waitUntil(() => part(element, 'subtotal')!.textContent === 'Subtotal $40.00');
    expect(lineText(mug, 'line-error')).to.equal('Unable to update quantity. Only 5 of this item are in stock.');

    // The line changes elsewhere (a product block on the page adds one): the error goes.
    await addToCart({ productId: 'mug', sku: 'A', quantity: 1 });
    await waitUntil(() => input.value === '3', 'the line follows the cart');
    expect(lineText(mug, 'line-error')).to.equal('');

    // A failure, then the line's own successful change: the error goes too.
    await setQuantity(input, '7');
    await waitUntil(() => lineText(mug, 'line-error') === 'Unable to update quantity. Only 5 of this item are in stock.');
    await setQuantity(input, '5');
    await waitUntil(() => part(element, 'subtotal')!.textContent === 'Subtotal $70.00');
    expect(lineText(mug, 'line-error')).to.equal('');
    await expect(element).to.be.accessible();
  });

  describe('layout', () => {
    const rect = (element: Element) => element.getBoundingClientRect();
    const within = (inner: DOMRect, outer: DOMRect) => inner.left >= outer.left - 0.5 && inner.right <= outer.right + 0.5;

    async function cartAt(width: string) {
      const element = await cartFixture(html`<sq-cart-page style="display:block;width:${width}"></sq-cart-page>`);
      await waitUntil(() => lines(element).length === 2);
      return element;
    }

    beforeEach(async () => {
      await addToCart({ productId: 'mug', sku: 'A', quantity: 2 });
      await addToCart({ productId: 'the-glaze-notebook-in-print', sku: 'B', quantity: 1 });
    });

    it('on a phone (358 px of a 390 px screen) each line fits: the title takes the full width, the controls a row below', async () => {
      const element = await cartAt('358px');
      await setQuantity(lines(element)[0]!.querySelector('input')!, '9');
      await waitUntil(() => lineText(lines(element)[0]!, 'line-error') !== '', 'an error shows too');
      for (const line of lines(element)) {
        const box = rect(line);
        expect(line.scrollWidth, 'nothing overflows the line').to.be.at.most(line.clientWidth);
        const shown = [...line.children].filter((child) => child.getClientRects().length > 0);
        for (const child of shown) expect(within(rect(child), box), `${child.className} inside the line`).to.equal(true);
        const info = rect(line.querySelector('.line-info')!);
        expect(info.width, 'the title has the line to itself').to.be.closeTo(box.width, 1);
        for (const name of ['input', 'line-total', 'remove']) {
          const control = rect(line.querySelector(`[part~="${name}"]`)!);
          expect(control.top, `${name} below the title`).to.be.at.least(info.bottom);
        }
      }
      await expect(element).to.be.accessible();
    });

    it('on a wide screen each line is one row: title, quantity, total and Remove side by side', async () => {
      const element = await cartAt('800px');
      for (const line of lines(element)) {
        const info = rect(line.querySelector('.line-info')!);
        const parts = ['input', 'line-total', 'remove'].map((name) => rect(line.querySelector(`[part~="${name}"]`)!));
        for (const control of parts) {
          expect(control.left, 'right of the title').to.be.at.least(info.right);
          expect(control.top + control.height / 2, 'in the title row').to.be.within(info.top - 24, info.bottom + 24);
        }
      }
    });
  });

  it('checkout is blocked under the minimum subtotal with a message naming the minimum', async () => {
    await addToCart({ productId: 'mug', quantity: 1 });
    const element = await cartFixture(html`<sq-cart-page minimum-subtotal="999999"></sq-cart-page>`);
    await waitUntil(() => part(element, 'checkout'));
    part(element, 'checkout')!.click();
    await waitUntil(() => part(element, 'blocked'));
    expect(part(element, 'blocked')!.textContent).to.equal('To check out, the order subtotal must be $9,999.99 or more.');
    expect(part(element, 'blocked')!.getAttribute('role')).to.equal('alert');
  });

  it('checkout says the session expired when the cart cookie went away after the page loaded, and does not leave', async () => {
    await addToCart({ productId: 'mug', quantity: 1 });
    const element = await cartFixture();
    await waitUntil(() => part(element, 'checkout'));
    const address = location.href;
    // The cookie expires (or is cleared) while the cart page is open.
    await del('/api/commerce/cart/cookie', { quiet: true });
    part(element, 'checkout')!.click();
    await waitUntil(() => part(element, 'blocked'), 'checkout is blocked');
    expect(part(element, 'blocked')!.textContent).to.equal(
      'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.',
    );
    expect(part(element, 'blocked')!.getAttribute('role')).to.equal('alert');
    expect(location.href).to.equal(address);
    await expect(element).to.be.accessible();
  });

  it("checkout holds the store's minimum subtotal from the website context when the element sets none", async () => {
    setSiteContext({ ...anonymousContext(), websiteSettings: { ...anonymousContext().websiteSettings, storeSettings: { minimumSubtotal: 5000 } } });
    try {
      await addToCart({ productId: 'mug', quantity: 1 });
      const element = await cartFixture();
      await waitUntil(() => part(element, 'checkout'));
      part(element, 'checkout')!.click();
      await waitUntil(() => part(element, 'blocked'));
      expect(part(element, 'blocked')!.textContent).to.equal('To check out, the order subtotal must be $50.00 or more.');
    } finally {
      setSiteContext(anonymousContext());
    }
  });
});
