import { expect, fixture, html, waitUntil } from '@open-wc/testing';
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
});
