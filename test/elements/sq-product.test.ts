import { expect, fixture, html, nextFrame, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { configureApi } from '../../src/shared/api/index.js';
import { $cart } from '../../src/shared/commerce/store.js';
import { anonymousContext } from '../../src/shared/site/context.js';
import { loadSiteContextFromPage, setSiteContext } from '../../src/shared/site/store.js';
import '../../src/elements/sq-product.js';
import type { SqProduct } from '../../src/elements/sq-product.js';
import { useStandInCart } from '../helpers/cart.js';
import { captureConsole } from '../helpers/console.js';
import { bowl, club, giftCard, mug, notebook } from '../helpers/products.js';
import { received, standInBase } from '../helpers/stand-in.js';
import { navigation } from '../../src/shared/dom/navigate.js';

const part = (element: SqProduct, name: string) => element.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
const text = (element: SqProduct, name: string) => part(element, name)?.textContent ?? null;
const button = (element: SqProduct) => part(element, 'add-to-cart') as HTMLButtonElement;
/** The part that has focus inside the element, or the page's focused tag when focus left it. */
const focused = (element: SqProduct) =>
  document.activeElement === element
    ? (element.shadowRoot!.activeElement?.getAttribute('part') ?? null)
    : `outside: ${document.activeElement?.localName}`;

/** The last add this browser sent for a product; the stand-in hears both browsers and every cart call. */
async function lastAddOf(productId: string): Promise<unknown> {
  const adds = (await received('/api/commerce/cart/entries')).filter(
    (record) => record.method === 'POST' && record.userAgent === navigator.userAgent,
  );
  const bodies = adds.map((record) => JSON.parse(record.body) as { productId?: string });
  return bodies.filter((body) => body.productId === productId).at(-1);
}

/** Where the runtime sent the window: `navigation.assign` records instead of leaving the test page. */
function catchNavigations() {
  const urls: string[] = [];
  const realAssign = navigation.assign;
  navigation.assign = (target: string) => {
    const url = new URL(target, location.href);
    urls.push(url.pathname + url.search);
  };
  return { urls, stop: () => (navigation.assign = realAssign) };
}

/** `$site` with this website id, or with none. */
function siteWithWebsiteId(id: string | undefined) {
  const context = anonymousContext();
  setSiteContext({ ...context, website: { ...context.website, ...(id !== undefined && { id }) } });
}

/** The products the tests drew, which the fixtures remove after each test. */
const drawn: SqProduct[] = [];

async function productFixture(template: ReturnType<typeof html>): Promise<SqProduct> {
  const element = await fixture<SqProduct>(template);
  drawn.push(element);
  await waitUntil(() => part(element, 'product') || part(element, 'fallback') || element.shadowRoot?.querySelector('slot'), 'the product renders');
  return element;
}

/** The adds this browser has sent so far. */
async function addsSent(): Promise<number> {
  return (await received('/api/commerce/cart/entries')).filter((record) => record.method === 'POST' && record.userAgent === navigator.userAgent)
    .length;
}

/** What a keyboard user does: focus the quantity, select it, type and press Enter (which submits). */
async function typeQuantity(element: SqProduct, value: string) {
  const input = part(element, 'input') as HTMLInputElement;
  input.focus();
  input.select();
  // Typing replaces the selection; Backspace clears it.
  await (value ? sendKeys({ type: value }) : sendKeys({ press: 'Backspace' }));
  await waitUntil(() => input.value === value, 'the quantity is typed');
  await sendKeys({ press: 'Enter' });
}

async function choose(element: SqProduct, label: string, value: string) {
  const select = [...element.shadowRoot!.querySelectorAll('select')].find((candidate) => candidate.labels?.[0]?.textContent === label)!;
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
  await waitUntil(() => select.value === value);
}

describe('<sq-product>', () => {
  before(() => configureApi({ baseUrl: standInBase() }));
  after(() => configureApi({ baseUrl: null }));
  beforeEach(() => useStandInCart());

  it("shows 'from' the lowest price when prices vary, with the on-sale badge, images and a labelled select per option", async () => {
    const element = await productFixture(html`<sq-product .product=${mug}></sq-product>`);
    expect(text(element, 'title')).to.equal('Tide mug');
    expect(text(element, 'price')).to.equal('from $38.00');
    expect(text(element, 'on-sale')).to.equal('Sale');
    expect(part(element, 'sold-out')).to.equal(null);
    expect(part(element, 'image')!.getAttribute('alt')).to.equal('A blue mug');
    const options = [...element.shadowRoot!.querySelectorAll('option')].map((option) => option.textContent);
    expect(options).to.deep.equal(['Select Size', '300 ml', '450 ml', '600 ml (Sold out)']);
    await expect(element).to.be.accessible();
  });

  it("on the product's own page (heading-level 1) its title is the page's h1; elsewhere an h2", async () => {
    const onPage = await productFixture(html`<sq-product .product=${mug} heading-level="1"></sq-product>`);
    expect(part(onPage, 'title')!.localName).to.equal('h1');
    const inList = await productFixture(html`<sq-product .product=${mug}></sq-product>`);
    expect(part(inList, 'title')!.localName).to.equal('h2');
  });

  it('a chosen variant sets the price (sale price and struck original, each named), SKU and stock', async () => {
    const element = await productFixture(html`<sq-product .product=${mug}></sq-product>`);
    await choose(element, 'Size', '450 ml');
    expect(text(element, 'sale-price')).to.equal('$39.00');
    expect(part(element, 'original-price')!.localName).to.equal('s');
    expect(text(element, 'price')).to.equal('Sale price $39.00 Original price $44.00');
    expect(text(element, 'sku')).to.equal('SKU: SQ0000102');
    expect(text(element, 'in-stock')).to.equal('4 in stock');
    await choose(element, 'Size', '300 ml');
    expect(text(element, 'price')).to.equal('$38.00');
    expect(text(element, 'in-stock')).to.equal('12 in stock');
    await choose(element, 'Size', '600 ml');
    expect(button(element).textContent).to.equal('Sold out');
    expect(button(element).disabled).to.equal(true);
    await expect(element).to.be.accessible();
  });

  it('adds the chosen variant and quantity to the cart through $cart', async () => {
    const element = await productFixture(html`<sq-product .product=${mug}></sq-product>`);
    button(element).click();
    await waitUntil(() => text(element, 'status') === 'Select Size', 'asks for the option first');
    await choose(element, 'Size', '450 ml');
    const quantity = part(element, 'input') as HTMLInputElement;
    // The native setter and an input event, as typing gives them.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(quantity, '2');
    quantity.dispatchEvent(new Event('input', { bubbles: true }));
    button(element).click();
    await waitUntil(() => text(element, 'status') === 'Added to cart');
    expect($cart.get().totalQuantity).to.equal(2);
    expect(await lastAddOf('mug')).to.deep.equal({ productId: 'mug', sku: 'SQ0000102', quantity: 2 });
    await expect(element).to.be.accessible();
  });

  it('keeps focus on Add to Cart pressed from the keyboard, and a second press adds again', async () => {
    const element = await productFixture(html`<sq-product .product=${notebook}></sq-product>`);
    button(element).focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => text(element, 'status') === 'Added to cart');
    expect(focused(element)).to.equal('add-to-cart');
    expect($cart.get().totalQuantity).to.equal(1);
    // A second press adds again: the button never lost focus.
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => $cart.get().totalQuantity === 2);
    expect(focused(element)).to.equal('add-to-cart');
    await expect(element).to.be.accessible();
  });

  it("adds nothing over the stock: the server's reason is shown and the field keeps what was typed", async () => {
    const element = await productFixture(html`<sq-product .product=${mug}></sq-product>`);
    await choose(element, 'Size', '450 ml');
    expect(text(element, 'in-stock')).to.equal('4 in stock');
    await typeQuantity(element, '5');
    await waitUntil(() => text(element, 'status') === 'Only 4 of this item are in stock.', "the server's reason");
    expect(part(element, 'status-failed')).to.not.equal(null);
    expect(await lastAddOf('mug')).to.deep.equal({ productId: 'mug', sku: 'SQ0000102', quantity: 5 });
    expect($cart.get().totalQuantity).to.equal(0);
    expect((part(element, 'input') as HTMLInputElement).value).to.equal('5');
    expect(focused(element)).to.equal('input');
    await expect(element).to.be.accessible();

    await typeQuantity(element, '4');
    await waitUntil(() => text(element, 'status') === 'Added to cart');
    expect($cart.get().totalQuantity).to.equal(4);
    expect((part(element, 'input') as HTMLInputElement).value).to.equal('4');
  });

  it('refuses a quantity below 1 or blank with a message, sending nothing and keeping the field as typed', async () => {
    const element = await productFixture(html`<sq-product .product=${notebook}></sq-product>`);
    const input = part(element, 'input') as HTMLInputElement;
    const before = await addsSent();
    for (const typed of ['0', '']) {
      await typeQuantity(element, typed);
      await waitUntil(
        () => text(element, 'status') === 'Enter a quantity from 1 to 9999.',
        `${JSON.stringify(typed)} is refused; status: ${text(element, 'status')}`,
      );
      expect(part(element, 'status-failed')).to.not.equal(null);
      expect(input.value).to.equal(typed);
      expect(input.getAttribute('aria-invalid')).to.equal('true');
      expect(element.shadowRoot!.getElementById(input.getAttribute('aria-describedby')!)!.textContent).to.equal('Enter a quantity from 1 to 9999.');
      await expect(element).to.be.accessible();
    }
    expect(await addsSent()).to.equal(before);
    expect($cart.get().totalQuantity).to.equal(0);

    await typeQuantity(element, '2');
    await waitUntil(() => text(element, 'status') === 'Added to cart');
    expect(input.hasAttribute('aria-invalid')).to.equal(false);
    expect(await lastAddOf('notebook')).to.deep.equal({ productId: 'notebook', quantity: 2 });
  });

  it("shows the server's refusal when it will not add", async () => {
    const element = await productFixture(
      html`<sq-product .product=${{ ...bowl, id: 'sold-out', variants: [{ ...bowl.variants[0], qtyInStock: 3 }] }}></sq-product>`,
    );
    button(element).click();
    await waitUntil(() => text(element, 'status') === 'This product is sold out.');
    expect(part(element, 'status-failed')).to.not.equal(null);
  });

  it('a sold-out product has the badge and cannot be added', async () => {
    const element = await productFixture(html`<sq-product .product=${bowl}></sq-product>`);
    expect(text(element, 'sold-out')).to.equal('Sold out');
    expect(text(element, 'price')).to.equal('$64.00');
    expect(button(element).disabled).to.equal(true);
    await expect(element).to.be.accessible();
  });

  it('a digital product is priced by its own fields, never sold out, and added without a SKU', async () => {
    const element = await productFixture(html`<sq-product .product=${notebook}></sq-product>`);
    expect(text(element, 'price')).to.equal('Sale price $12.00 Original price $18.00');
    expect(element.shadowRoot!.querySelector('select')).to.equal(null);
    await expect(element).to.be.accessible();
    button(element).click();
    await waitUntil(() => text(element, 'status') === 'Added to cart');
    expect(await lastAddOf('notebook')).to.deep.equal({ productId: 'notebook', quantity: 1 });
  });

  it('a subscription shows its wording', async () => {
    const element = await productFixture(html`<sq-product .product=${club}></sq-product>`);
    expect(text(element, 'subscription')).to.equal('renews every month for 12 payments');
    expect(text(element, 'price')).to.equal('$32.00');
    await expect(element).to.be.accessible();
  });

  it('reads the product attribute as JSON', async () => {
    const element = await productFixture(html`<sq-product product=${JSON.stringify(bowl)}></sq-product>`);
    expect(text(element, 'title')).to.equal('Dune bowl');
  });

  it('reads a JSON script child, and the site context by product-id', async () => {
    const fromScript = await productFixture(
      html`<sq-product
        ><script type="application/json">
          ${JSON.stringify(club)}
        </script></sq-product
      >`,
    );
    expect(text(fromScript, 'title')).to.equal('Mug of the month club');
    const context = Object.assign(document.createElement('script'), { type: 'application/json', id: 'sq-site-context' });
    context.textContent = JSON.stringify({ products: [bowl, mug], websiteSettings: { storeSettings: { currency: 'EUR' } } });
    document.head.append(context);
    // The page's context script is read into `$site` as a page loads; here it arrives mid-page.
    loadSiteContextFromPage();
    try {
      const fromSite = await productFixture(html`<sq-product product-id="bowl"></sq-product>`);
      expect(text(fromSite, 'title')).to.equal('Dune bowl');
      expect(text(fromSite, 'price')).to.equal('€64.00');
    } finally {
      context.remove();
      setSiteContext(anonymousContext());
    }
  });

  describe('a gift card', () => {
    let navigations: ReturnType<typeof catchNavigations>;
    let console$: ReturnType<typeof captureConsole>;
    beforeEach(async () => {
      // The last test's elements unmount a task after their removal; until then they would follow `$site` too.
      const removed = drawn.splice(0);
      await waitUntil(() => removed.every((element) => element.shadowRoot!.childNodes.length === 0), "the last test's products are unmounted");
      navigations = catchNavigations();
      console$ = captureConsole();
      siteWithWebsiteId('site-1');
    });
    afterEach(() => {
      navigations.stop();
      console$.restore();
    });

    it("has 'Buy gift card' instead of quantity and add to cart, and goes to the gift card checkout with the chosen SKU", async () => {
      const element = await productFixture(html`<sq-product .product=${giftCard}></sq-product>`);
      expect(part(element, 'quantity')).to.equal(null);
      expect(part(element, 'input')).to.equal(null);
      expect(part(element, 'add-to-cart')).to.equal(null);
      const buy = part(element, 'buy-gift-card') as HTMLButtonElement;
      expect(buy.textContent).to.equal('Buy gift card');
      expect(buy.type).to.equal('button');
      expect(buy.disabled).to.equal(false);
      await expect(element).to.be.accessible();

      buy.click();
      await waitUntil(() => text(element, 'status') === 'Select Amount', 'asks for the amount first, as the add path does');
      expect(part(element, 'status-failed')).to.not.equal(null);
      expect(navigations.urls).to.deep.equal([]);

      await choose(element, 'Amount', '$50');
      buy.click();
      await waitUntil(() => navigations.urls.length === 1, 'the checkout is followed');
      expect(navigations.urls).to.deep.equal(['/checkout/giftcard?websiteId=site-1&giftCardProductId=gift-card&sku=SQ0000702']);
      expect(await lastAddOf('gift-card'), 'nothing goes to the cart').to.equal(undefined);
      expect(console$.warnings).to.deep.equal([]);
      await expect(element).to.be.accessible();
    });

    it("goes without a SKU when the only variant has none, for the product's own website id when the site has none", async () => {
      siteWithWebsiteId(undefined);
      const single = { ...giftCard, id: 'plain-card', websiteId: 'own-site', variants: [{ price: 3000, unlimited: true, optionValues: [] }] };
      const element = await productFixture(html`<sq-product .product=${single}></sq-product>`);
      expect(element.shadowRoot!.querySelector('select')).to.equal(null);
      part(element, 'buy-gift-card')!.click();
      await waitUntil(() => navigations.urls.length === 1, 'the checkout is followed');
      expect(navigations.urls).to.deep.equal(['/checkout/giftcard?websiteId=own-site&giftCardProductId=plain-card']);

      // The site's website id comes before the product's own.
      siteWithWebsiteId('site-1');
      const inSite = await productFixture(html`<sq-product .product=${single}></sq-product>`);
      part(inSite, 'buy-gift-card')!.click();
      await waitUntil(() => navigations.urls.length === 2);
      expect(navigations.urls[1]).to.equal('/checkout/giftcard?websiteId=site-1&giftCardProductId=plain-card');
      expect(console$.warnings).to.deep.equal([]);
    });

    it('with no website id at all the button is disabled, and one warning says why', async () => {
      siteWithWebsiteId(undefined);
      const element = await productFixture(html`<sq-product .product=${giftCard}></sq-product>`);
      const buy = part(element, 'buy-gift-card') as HTMLButtonElement;
      expect(buy.textContent).to.equal('Buy gift card');
      expect(buy.disabled).to.equal(true);
      await waitUntil(() => console$.warnings.length === 1);
      expect(console$.warnings[0]).to.equal('Gift card gift-card cannot be bought: neither the site context nor the product has a website id.');
      // Re-rendering (choosing an amount) warns no more, and a click on the disabled button goes nowhere.
      await choose(element, 'Amount', '$25');
      buy.click();
      // The choice re-renders in the change event's own render, its effects included; a disabled button hears no click.
      await element.updateComplete;
      await nextFrame();
      expect(console$.warnings).to.have.length(1);
      expect(navigations.urls).to.deep.equal([]);
      await expect(element).to.be.accessible();
    });

    it('keeps the sold-out and unpublished rules', async () => {
      const scheduled = await productFixture(html`<sq-product .product=${{ ...giftCard, workflowState: 'scheduled' }}></sq-product>`);
      expect(text(scheduled, 'workflow')).to.equal('Scheduled');
      expect((part(scheduled, 'buy-gift-card') as HTMLButtonElement).disabled).to.equal(true);
      const limited = {
        ...giftCard,
        id: 'limited-card',
        variants: [{ ...giftCard.variants[0], unlimited: false, qtyInStock: 0 }, giftCard.variants[1]],
      };
      const soldOut = await productFixture(html`<sq-product .product=${limited}></sq-product>`);
      await choose(soldOut, 'Amount', '$25');
      const buy = part(soldOut, 'buy-gift-card') as HTMLButtonElement;
      expect(buy.textContent).to.equal('Sold out');
      expect(buy.disabled).to.equal(true);
      await choose(soldOut, 'Amount', '$50');
      expect(buy.textContent).to.equal('Buy gift card');
      expect(buy.disabled).to.equal(false);
      expect(navigations.urls).to.deep.equal([]);
      await expect(soldOut).to.be.accessible();
    });
  });

  describe('bad data', () => {
    let console$: ReturnType<typeof captureConsole>;
    beforeEach(() => {
      console$ = captureConsole();
    });
    afterEach(() => console$.restore());

    it('no variants: the notice (or the light DOM) and one warning', async () => {
      const element = await productFixture(html`<sq-product .product=${{ ...bowl, variants: [] }}></sq-product>`);
      expect(text(element, 'fallback')).to.equal('This product could not be shown.');
      await waitUntil(() => console$.warnings.length === 1);
      expect(console$.warnings[0]).to.equal('Product bowl has bad data (noVariants); it is shown with a fallback.');
      await expect(element).to.be.accessible();
      const withContent = await productFixture(html`<sq-product .product=${{ ...bowl, variants: [] }}><p>Dune bowl, $64</p></sq-product>`);
      expect(withContent.shadowRoot!.querySelector('slot')).to.not.equal(null);
    });

    it('a product of the wrong shape shows its own fallback with one clear warning, not a render failure', async () => {
      for (const variants of [{}, 'x']) {
        const element = await productFixture(html`<sq-product .product=${{ ...bowl, variants }}></sq-product>`);
        expect(text(element, 'fallback')).to.equal('This product could not be shown.');
        await expect(element).to.be.accessible();
      }
      const withContent = await productFixture(html`<sq-product .product=${{ ...mug, images: 'mug.jpg' }}><p>Tide mug, $38</p></sq-product>`);
      expect(withContent.shadowRoot!.querySelector('slot')).to.not.equal(null);
      await waitUntil(() => console$.warnings.length === 3);
      expect(console$.warnings).to.deep.equal([
        'Product could not be shown: product bowl has variants that are not a list',
        'Product could not be shown: product bowl has variants that are not a list',
        'Product could not be shown: product mug has images that are not a list',
      ]);
      expect(console$.errors).to.deep.equal([]);
    });

    it('negative stock counts as sold out; a price above the maximum and an unknown currency show Price unavailable', async () => {
      const negative = await productFixture(
        html`<sq-product .product=${{ ...bowl, variants: [{ ...bowl.variants[0], qtyInStock: -3 }] }}></sq-product>`,
      );
      expect(text(negative, 'sold-out')).to.equal('Sold out');
      const expensive = await productFixture(
        html`<sq-product .product=${{ ...bowl, id: 'dear', variants: [{ ...bowl.variants[0], qtyInStock: 2, price: 100000001 }] }}></sq-product>`,
      );
      expect(text(expensive, 'price')).to.equal('Price unavailable');
      expect(button(expensive).disabled).to.equal(true);
      const foreign = await productFixture(html`<sq-product currency="XYZ" .product=${club}></sq-product>`);
      expect(text(foreign, 'price')).to.equal('Price unavailable');
      await waitUntil(() => console$.warnings.length === 3);
      expect(console$.warnings).to.deep.equal([
        'Product bowl has bad data (negativeStock (variant 0: -3)); it is shown with a fallback.',
        'Product dear has bad data (invalidPrice (variant 0: 100000001)); it is shown with a fallback.',
        'Product club has bad data (unknownCurrency ("XYZ")); it is shown with a fallback.',
      ]);
      await expect(foreign).to.be.accessible();
    });

    it('a malformed product attribute logs the factory error and shows the notice', async () => {
      const element = await productFixture(html`<sq-product product="{not json"></sq-product>`);
      expect(text(element, 'fallback')).to.equal('This product could not be shown.');
      await waitUntil(() => console$.errors.length === 1 && console$.warnings.length === 1);
      expect(console$.errors[0]).to.contain('sq-product');
    });

    it('no product, an unknown product id, or a product that is not an object: the notice and a warning, never a throw', async () => {
      const none = await productFixture(html`<sq-product></sq-product>`);
      const unknown = await productFixture(html`<sq-product product-id="nope"></sq-product>`);
      const wrong = await productFixture(html`<sq-product .product=${[1, 2]}></sq-product>`);
      for (const element of [none, unknown, wrong]) expect(text(element, 'fallback')).to.equal('This product could not be shown.');
      await waitUntil(() => console$.warnings.length === 3);
      expect(console$.warnings).to.deep.equal([
        'Product could not be shown: no product data',
        'Product could not be shown: no product nope in the site context',
        'Product could not be shown: the product data is not an object',
      ]);
    });
  });
});
