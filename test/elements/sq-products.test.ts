import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { connectAnalyticsSender, resetEvents } from '../../src/shared/analytics/events.js';
import '../../src/elements/sq-products.js';
import type { SqProducts } from '../../src/elements/sq-products.js';
import { captureConsole } from '../helpers/console.js';
import { bowl, club, mug, notebook } from '../helpers/products.js';
import { anonymousContext } from '../../src/shared/site/context.js';
import { loadSiteContextFromPage, setSiteContext } from '../../src/shared/site/store.js';

const cards = (element: SqProducts) => [...element.shadowRoot!.querySelectorAll('[part~="card"]')];
const texts = (element: SqProducts, name: string) => cards(element).map((card) => card.querySelector(`[part~="${name}"]`)?.textContent ?? null);

async function listFixture(template: ReturnType<typeof html>): Promise<SqProducts> {
  const element = await fixture<SqProducts>(template);
  await waitUntil(() => element.shadowRoot?.querySelector('[part~="list"], [part~="empty"]'), 'the list renders');
  return element;
}

describe('<sq-products>', () => {
  it('lists each product with its title link, badge and price by the product rules', async () => {
    const products = [{ ...mug, fullUrl: '/shop/tide-mug' }, bowl, notebook, { ...club, fullUrl: 'javascript:alert(1)', workflowState: 'scheduled' }];
    const element = await listFixture(html`<sq-products .products=${products}></sq-products>`);
    expect(texts(element, 'title')).to.deep.equal(['Tide mug', 'Dune bowl', 'The glaze notebook (PDF)', 'Mug of the month club']);
    expect(texts(element, 'price')).to.deep.equal(['from $38.00', '$64.00', 'Sale price $12.00 Original price $18.00', '$32.00']);
    expect(texts(element, 'badges')).to.deep.equal(['Sale', 'Sold out', 'Sale', 'Scheduled']);
    const links = cards(element).map((card) => card.querySelector('a')?.getAttribute('href') ?? null);
    expect(links).to.deep.equal(['/shop/tide-mug', null, null, null]);
    await expect(element).to.be.accessible();
  });

  it('shows at most 200 products', async () => {
    const many = Array.from({ length: 210 }, (_, index) => ({ ...bowl, id: `p${index}`, title: `Bowl ${index}` }));
    const element = await listFixture(html`<sq-products .products=${many}></sq-products>`);
    expect(cards(element).length).to.equal(200);
  });

  it('reads the site context, of one collection when asked', async () => {
    const context = Object.assign(document.createElement('script'), { type: 'application/json', id: 'sq-site-context' });
    context.textContent = JSON.stringify({
      products: [
        { ...mug, collectionId: 'c1' },
        { ...bowl, collectionId: 'c2' },
      ],
    });
    document.head.append(context);
    // The page's context script is read into `$site` as a page loads; here it arrives mid-page.
    loadSiteContextFromPage();
    try {
      const all = await listFixture(html`<sq-products></sq-products>`);
      expect(texts(all, 'title')).to.deep.equal(['Tide mug', 'Dune bowl']);
      const one = await listFixture(html`<sq-products collection-id="c2"></sq-products>`);
      expect(texts(one, 'title')).to.deep.equal(['Dune bowl']);
    } finally {
      context.remove();
      setSiteContext(anonymousContext());
    }
  });

  it('leaves out a product of the wrong shape with a warning naming it, and lists the others', async () => {
    const console$ = captureConsole();
    try {
      const products = [
        mug,
        { ...bowl, id: 'odd-object', variants: {} },
        notebook,
        { ...bowl, id: 'odd-text', variants: 'x' },
        { ...club, id: 'odd-plan', subscriptionPlan: 'monthly' },
        { ...bowl, id: 'odd-options', variants: [{ ...bowl.variants[0], optionValues: 'Size' }] },
      ];
      const element = await listFixture(html`<sq-products .products=${products}></sq-products>`);
      expect(texts(element, 'title')).to.deep.equal(['Tide mug', 'The glaze notebook (PDF)']);
      expect(texts(element, 'price')).to.deep.equal(['from $38.00', 'Sale price $12.00 Original price $18.00']);
      await waitUntil(() => console$.warnings.length === 4, 'one warning each');
      expect(console$.warnings).to.deep.equal([
        'Product could not be shown: product odd-object has variants that are not a list',
        'Product could not be shown: product odd-text has variants that are not a list',
        'Product could not be shown: product odd-plan has a subscriptionPlan that is not an object',
        'Product could not be shown: product odd-options has variant 1 with optionValues that are not a list',
      ]);
      expect(console$.errors).to.deep.equal([]);
      await expect(element).to.be.accessible();
    } finally {
      console$.restore();
    }
  });

  it('leaves out products that cannot be shown, with a warning; none at all shows a notice', async () => {
    const console$ = captureConsole();
    try {
      const element = await listFixture(html`<sq-products .products=${[{ ...bowl, variants: [] }, mug]}></sq-products>`);
      expect(texts(element, 'title')).to.deep.equal(['Tide mug']);
      await waitUntil(() => console$.warnings.length === 1);
      expect(console$.warnings[0]).to.equal('Product bowl has bad data (noVariants); it is shown with a fallback.');
      const empty = await listFixture(html`<sq-products .products=${[]}></sq-products>`);
      expect(empty.shadowRoot!.querySelector('[part~="empty"]')!.textContent).to.equal('No products to show.');
      await expect(empty).to.be.accessible();
    } finally {
      console$.restore();
    }
  });

  describe('quick view', () => {
    const opener = (element: SqProducts, index: number) => cards(element)[index]!.querySelector<HTMLButtonElement>('[part~="quick-view-open"]');
    const dialog = (element: SqProducts) => element.shadowRoot!.querySelector<HTMLDialogElement>('[part~="quick-view"]');
    const shownProduct = (element: SqProducts) => dialog(element)?.querySelector<HTMLElement & { product?: { id?: string } }>('sq-product');
    const productTitle = async (element: SqProducts) => {
      await waitUntil(() => shownProduct(element)?.shadowRoot?.querySelector('[part~="title"]'), 'the product renders in the dialog');
      return shownProduct(element)!.shadowRoot!.querySelector('[part~="title"]')!.textContent;
    };
    let viewed: string[];
    beforeEach(() => {
      resetEvents();
      viewed = [];
    });
    afterEach(() => resetEvents());

    const connect = () =>
      connectAnalyticsSender({ event: () => {}, media: () => {}, quickView: (id) => viewed.push(id), trace: () => {}, search: () => {} });

    it('has no quick view button unless asked', async () => {
      const element = await listFixture(html`<sq-products .products=${[mug, bowl]}></sq-products>`);
      expect(opener(element, 0)).to.equal(null);
    });

    it('opens a product in a modal dialog from the keyboard, records the view, and gives focus back on Escape', async () => {
      connect();
      const products = [mug, { ...bowl, fullUrl: '/shop/dune-bowl' }];
      const element = await listFixture(html`<sq-products quick-view .products=${products}></sq-products>`);
      const button = opener(element, 1)!;
      expect(button.textContent).to.equal('Quick view');
      expect(button.getAttribute('aria-label')).to.equal('Quick view: Dune bowl');
      await expect(element).to.be.accessible();

      button.focus();
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => dialog(element)?.open, 'the dialog opens');
      expect(dialog(element)!.matches(':modal')).to.equal(true);
      expect(dialog(element)!.getAttribute('aria-label')).to.equal('Dune bowl');
      expect(await productTitle(element)).to.equal('Dune bowl');
      expect(shownProduct(element)!.product?.id).to.equal(bowl.id);
      expect(element.shadowRoot!.activeElement).to.equal(dialog(element)!.querySelector('[part~="quick-view-close"]'));
      const details = dialog(element)!.querySelector<HTMLAnchorElement>('[part~="quick-view-details"]')!;
      expect(details.textContent).to.equal('View full details');
      expect(details.getAttribute('href')).to.equal('/shop/dune-bowl');
      expect(viewed).to.deep.equal([bowl.id]);
      // Checked as seen once the dialog has faded in.
      await Promise.all(
        dialog(element)!
          .getAnimations()
          .map((animation) => animation.finished),
      );
      await expect(element).to.be.accessible();

      await sendKeys({ press: 'Escape' });
      await waitUntil(() => dialog(element) === null, 'the dialog closes');
      expect(element.shadowRoot!.activeElement).to.equal(button);
      expect(viewed).to.deep.equal([bowl.id]);
    });

    it('keeps Tab and Shift+Tab inside the dialog, round and round', async () => {
      const element = await listFixture(html`<sq-products quick-view .products=${[{ ...mug, fullUrl: '/shop/tide-mug' }]}></sq-products>`);
      opener(element, 0)!.click();
      await waitUntil(() => dialog(element)?.open, 'the dialog opens');
      await productTitle(element);
      const focused = () => element.shadowRoot!.activeElement;
      const close = dialog(element)!.querySelector('[part~="quick-view-close"]');
      const details = dialog(element)!.querySelector('[part~="quick-view-details"]');
      for (const direction of ['Tab', 'Shift+Tab']) {
        const seen = new Set<Element | null>();
        for (let step = 0; step < 12; step++) {
          if (direction === 'Tab') await sendKeys({ press: 'Tab' });
          else {
            await sendKeys({ down: 'Shift' });
            await sendKeys({ press: 'Tab' });
            await sendKeys({ up: 'Shift' });
          }
          expect(dialog(element)!.contains(focused()), `${direction} ${step + 1} stays in the dialog`).to.equal(true);
          seen.add(focused());
        }
        // Round and round: both ends of the dialog came up.
        expect(seen.has(close) && seen.has(details), direction).to.equal(true);
      }
      dialog(element)!.close();
    });

    it('closes with its Close button and with a click on the backdrop, focus back on the button each time', async () => {
      connect();
      const element = await listFixture(html`<sq-products quick-view .products=${[mug, bowl]}></sq-products>`);
      const button = opener(element, 0)!;
      button.click();
      await waitUntil(() => dialog(element)?.open, 'the dialog opens');
      expect(await productTitle(element)).to.equal('Tide mug');
      dialog(element)!.querySelector<HTMLButtonElement>('[part~="quick-view-close"]')!.click();
      await waitUntil(() => dialog(element) === null, 'the Close button closes it');
      expect(element.shadowRoot!.activeElement).to.equal(button);

      button.click();
      await waitUntil(() => dialog(element)?.open, 'the dialog opens again');
      // A real click at the window's corner lands on the backdrop.
      await sendMouse({ type: 'click', position: [2, 2] });
      await waitUntil(() => dialog(element) === null, 'a click outside closes it');
      expect(element.shadowRoot!.activeElement).to.equal(button);
      expect(viewed).to.deep.equal([mug.id, mug.id]);
    });

    it('records nothing while no analytics sender is connected (before consent), and the waiting view once it is', async () => {
      const element = await listFixture(html`<sq-products quick-view .products=${[mug]}></sq-products>`);
      opener(element, 0)!.click();
      await waitUntil(() => dialog(element)?.open, 'the dialog opens');
      expect(viewed).to.deep.equal([]);
      connect();
      expect(viewed).to.deep.equal([mug.id]);
      dialog(element)!.close();
    });
  });
});
