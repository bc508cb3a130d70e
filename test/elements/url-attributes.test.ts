import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../src/elements/sq-cart-indicator.js';
import '../../src/elements/sq-products.js';
import { URL_CORPUS } from '../fixtures/url-corpus.js';
import { bowl } from '../helpers/products.js';

const entry = (url: string) => URL_CORPUS.find((candidate) => candidate.url === url)!;
/** Whether the corpus lets `url` be a link the page points at. */
const linkable = (url: string) => entry(url).navigation !== null;
/** Whether the corpus lets `url` be an image the page loads. */
const loadable = (url: string) => (entry(url).image ?? entry(url).navigation) !== null;
/** A path or anchor resolves against this page; anything else names its own origin. */
const isRelative = (url: string) => /^\s*(#|\/(?![/\\]))/.test(url);

function expectSafe(resolved: string, url: string) {
  const target = new URL(resolved);
  expect(['http:', 'https:'], JSON.stringify(url)).to.include(target.protocol);
  if (isRelative(url)) expect(target.origin, `${JSON.stringify(url)} stays on this site`).to.equal(location.origin);
}

describe('URLs in element data pass the URL check before they become a link or an image', () => {
  it("<sq-products>: a product's page link and image only for URLs the check allows", async () => {
    const products = URL_CORPUS.map(({ url }, index) => ({
      ...bowl,
      id: `p${index}`,
      title: `Product ${index}`,
      fullUrl: url,
      images: [{ src: url, alt: `Image ${index}`, width: 10, height: 10 }],
    }));
    const element = await fixture<HTMLElement>(html`<sq-products .products=${products}></sq-products>`);
    await waitUntil(() => element.shadowRoot?.querySelectorAll('[part~="card"]').length === products.length, 'every product is listed');
    const cards = [...element.shadowRoot!.querySelectorAll('[part~="card"]')];
    URL_CORPUS.forEach(({ url }, index) => {
      const card = cards[index]!;
      const link = card.querySelector('a');
      const image = card.querySelector('img');
      expect(Boolean(link), `link for ${JSON.stringify(url)}`).to.equal(linkable(url));
      expect(Boolean(image), `image for ${JSON.stringify(url)}`).to.equal(loadable(url));
      if (link) expectSafe(link.href, url);
      // An image source is never a bare host name: the browser reads `example.com/a.jpg` as a path here.
      if (image) expectSafe(image.src, entry(url).image ? '/' : url);
    });
  });

  it('<sq-cart-indicator>: an href the check refuses falls back to the cart page', async () => {
    for (const { url } of URL_CORPUS) {
      const element = document.createElement('sq-cart-indicator');
      element.setAttribute('href', url);
      document.body.append(element);
      const link = await waitUntil(() => element.shadowRoot?.querySelector('a'), 'the indicator renders').then(() =>
        element.shadowRoot!.querySelector('a')!,
      );
      if (linkable(url)) expectSafe(link.href, url);
      else expect(link.getAttribute('href'), JSON.stringify(url)).to.equal('/cart');
      element.remove();
    }
  });
});
