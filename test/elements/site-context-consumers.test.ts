import { expect, waitUntil } from '@open-wc/testing';
import '../../src/elements/sq-form.js';
import '../../src/elements/sq-product.js';
import '../../src/elements/sq-products.js';
import '../../src/runtime/sq-site.js';
import { mug, notebook } from '../helpers/products.js';

const text = (element: Element) => element.shadowRoot?.textContent ?? '';

describe('elements read the website context from <sq-site>, whatever gave it', () => {
  afterEach(() => document.querySelectorAll('sq-site, sq-form, sq-product, sq-products').forEach((element) => element.remove()));

  it('a form, a product and a product list find their data in the context of <sq-site context=…> on a page without a context script', async () => {
    expect(document.getElementById('sq-site-context'), 'the page has no context script').to.equal(null);
    const context = {
      website: { id: 'site-1' },
      forms: [{ id: 'contact', name: 'Contact', fields: [{ id: 'message', type: 'textarea', title: 'Your message' }], submitButtonText: 'Send it' }],
      products: [
        { ...mug, id: 'mug', collectionId: 'shop' },
        { ...notebook, id: 'notebook', collectionId: 'shop' },
      ],
      websiteSettings: { storeSettings: { currency: 'EUR' } },
    };
    // The consumers come first, as a template may write them above <sq-site>.
    const form = Object.assign(document.createElement('sq-form'), {});
    form.setAttribute('form-id', 'contact');
    const product = document.createElement('sq-product');
    product.setAttribute('product-id', 'notebook');
    const list = document.createElement('sq-products');
    list.setAttribute('collection-id', 'shop');
    const site = document.createElement('sq-site');
    site.setAttribute('context', JSON.stringify(context));
    document.body.append(form, product, list, site);

    await waitUntil(() => text(form).includes('Your message') && text(form).includes('Send it'), 'the form draws the context’s definition');
    await waitUntil(() => text(product).includes('The glaze notebook (PDF)'), 'the product is found in the context');
    expect(text(product), 'in the store currency of the context').to.include('€');
    await waitUntil(
      () => text(list).includes('Tide mug') && text(list).includes('The glaze notebook (PDF)'),
      'the list shows the context’s products',
    );
  });
});
