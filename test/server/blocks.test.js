import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { layoutProblem, layoutTemplates } from '../../src/shared/blocks/index.js';
import { renderHtml } from '../../server/render/ssr.js';
import { html } from 'lit-html';

const context = { path: '/', currency: 'USD', products: [], forms: [], collections: [], items: [] };
/** The markup with its whitespace between tags folded, as the browser reads it. */
const render = (layout) =>
  renderHtml(html`${layoutTemplates(layout, context)}`)
    .replace(/\s+/g, ' ')
    .replace(/ ?> ?</g, '><')
    .replace(/ \/?>/g, '>');

describe('page layouts', () => {
  test('a layout holds at most 60 blocks, each of a known type with its own id', () => {
    const text = (id) => ({ type: 'text', id, paragraphs: ['x'] });
    assert.equal(layoutProblem(Array.from({ length: 60 }, (_, index) => text(`t${index}`))), undefined);
    assert.match(layoutProblem(Array.from({ length: 61 }, (_, index) => text(`t${index}`))), /61 blocks; a page holds at most 60/);
    assert.match(layoutProblem([{ type: 'marquee', id: 'a' }]), /block 1 has type "marquee"; known types are text, /);
    assert.match(layoutProblem([text('a'), text('a')]), /block 2 repeats the id "a"/);
    assert.match(layoutProblem([{ type: 'text', id: '1a' }]), /block 1 needs an id/);
    assert.match(layoutProblem({}), /layout must be a list of blocks/);
  });

  test('each block checks its own data and names what is wrong', () => {
    assert.match(
      layoutProblem([{ type: 'image', id: 'i', src: 'javascript:alert(1)', alt: '', width: 1, height: 1 }]),
      /\(image "i"\) src must be a site path/,
    );
    assert.match(
      layoutProblem([{ type: 'gallery', id: 'g', slides: [{ id: 's', src: '/a.jpg', alt: 'A', width: 10 }] }]),
      /slide 1 needs a width and height/,
    );
    assert.match(
      layoutProblem([{ type: 'gallery', id: 'g', slides: [{ id: 's', src: '/a.jpg', alt: 'A', width: 10, height: 10 }], settings: { speed: 3 } }]),
      /settings.speed is not a gallery setting/,
    );
    assert.match(
      layoutProblem([{ type: 'text', id: 't', button: { text: 'Go', href: 'javascript:alert(1)' } }]),
      /button needs a text and an http\(s\) or site href/,
    );
    assert.match(
      layoutProblem([{ type: 'table', id: 't', caption: 'C', columns: ['a', 'b'], rows: [['1']] }]),
      /needs rows: lists of texts, one per column/,
    );
    assert.match(layoutProblem([{ type: 'pricing-toggle', id: 'p', monthly: {}, annual: {} }]), /monthly needs a label and a price/);
  });

  test('site text is text in the markup: never tags, never a script URL', () => {
    const markup = render([
      { type: 'text', id: 't', heading: '<script>alert(1)</script>', paragraphs: ['a & b', '<img src=x onerror=alert(1)>'] },
      { type: 'image', id: 'i', src: '/a.jpg', alt: '" onload="alert(1)', width: 10, height: 20 },
    ]);
    assert.match(markup, /<h2>&lt;script&gt;alert\(1\)&lt;\/script&gt;<\/h2>/);
    assert.match(markup, /<p>a &amp; b<\/p>/);
    assert.match(markup, /<p>&lt;img src=x onerror=alert\(1\)&gt;<\/p>/);
    assert.match(markup, /alt="&quot; onload=&quot;alert\(1\)"/);
    assert.match(markup, /width="10" height="20"/);
  });

  test('a gallery is its figures in light DOM inside <sq-gallery>, its settings as attributes', () => {
    const markup = render([
      {
        type: 'gallery',
        id: 'g',
        settings: { design: 'grid', lightbox: true, imageAspectRatio: '75', autoplay: false },
        slides: [{ id: 's1', src: '/images/a.svg', alt: 'A cup', width: 1500, height: 1000, caption: 'Cup' }],
      },
    ]);
    assert.match(markup, /<sq-gallery\s+id="g"[^>]*design="grid"[^>]*image-aspect-ratio="75"[^>]*lightbox/);
    assert.doesNotMatch(markup, /autoplay(?!-)/);
    assert.match(markup, /<figure data-type="image" data-slide-id="s1" data-src="\/images\/a.svg" data-image-dimensions="1500x1000">/);
    assert.match(markup, /<img alt="A cup" src="\/images\/a.svg" width="1500" height="1000" loading="lazy">/);
    assert.match(markup, /<figcaption>Cup<\/figcaption>/);
  });
  test('an accordion is its headings and panels in light DOM, every answer readable without scripts', () => {
    const markup = render([
      {
        type: 'accordion',
        id: 'faq',
        firstOpen: true,
        items: [
          { title: 'Do you ship abroad?', paragraphs: ['Yes.'] },
          { title: '<b>Glazes</b>', paragraphs: ['Lead-free.', 'Dishwasher safe.'] },
        ],
      },
    ]);
    assert.match(markup, /<sq-accordion id="faq" class="block block-accordion" first-open>/);
    assert.doesNotMatch(markup, /<sq-accordion[^>]*multiple/);
    assert.match(markup, /<h3>Do you ship abroad\?<\/h3><div class="accordion-panel"><p>Yes.<\/p><\/div>/);
    assert.match(markup, /<h3>&lt;b&gt;Glazes&lt;\/b&gt;<\/h3><div class="accordion-panel"><p>Lead-free.<\/p><p>Dishwasher safe.<\/p><\/div>/);
    assert.doesNotMatch(markup, /hidden|<button|<summary/);
    assert.match(layoutProblem([{ type: 'accordion', id: 'a', items: [] }]), /needs items/);
    assert.match(layoutProblem([{ type: 'accordion', id: 'a', items: [{ title: 'Q', paragraphs: 'A' }] }]), /item 1 needs a title and paragraphs/);
    assert.match(
      layoutProblem([{ type: 'accordion', id: 'a', multiple: 'yes', items: [{ title: 'Q', paragraphs: ['A'] }] }]),
      /multiple must be true or false/,
    );
  });

  test('a menu is its sections in order, each headed, every dish with its price', () => {
    const markup = render([
      {
        type: 'menu',
        id: 'cafe',
        label: 'Café menu',
        sections: [
          { title: 'Coffee', dishes: [{ name: 'Flat white', price: '£3.20', description: 'Double shot' }] },
          { title: 'Cakes', dishes: [{ name: 'Saffron bun' }] },
        ],
      },
    ]);
    assert.match(markup, /<sq-menu id="cafe" class="block block-menu" label="Café menu">/);
    assert.match(
      markup,
      /<section class="menu-section"><h3>Coffee<\/h3>.*Flat white.*£3.20.*Double shot.*<\/section><section class="menu-section"><h3>Cakes<\/h3>.*Saffron bun/,
    );
    assert.doesNotMatch(markup, /hidden|role=/);
    assert.match(layoutProblem([{ type: 'menu', id: 'm', sections: [{ title: 'Coffee', dishes: [] }] }]), /section 1 needs dishes/);
    assert.match(
      layoutProblem([{ type: 'menu', id: 'm', sections: [{ title: 'Coffee', dishes: [{ name: 'Tea', price: 3 }] }] }]),
      /section 1 dish 1 needs a name; its price/,
    );
  });

  test('a relative time shows the date itself until the element replaces it', () => {
    const markup = render([{ type: 'relative-time', id: 'firing', text: 'Last kiln firing:', datetime: '2026-11-24T09:00:00Z' }]);
    assert.match(
      markup,
      /<p id="firing" class="block block-relative-time"> ?Last kiln firing: <sq-relative-time><time datetime="2026-11-24T09:00:00.000Z">24 November 2026<\/time><\/sq-relative-time><\/p>/,
    );
    assert.match(layoutProblem([{ type: 'relative-time', id: 'r', text: 'Updated', datetime: 'soon' }]), /datetime must be a date/);
  });

  test('a button is a real link, its click-through checked by the link rules', () => {
    const markup = render([
      { type: 'button', id: 'book', buttonText: 'Book a workshop', clickthroughUrl: '/visit', alignment: 'center', size: 'large', newWindow: true },
    ]);
    assert.match(
      markup,
      /<sq-button id="book" class="block block-button" alignment="center" size="large" new-window=""><a class="button" href="\/visit" target="_blank" rel="noopener">Book a workshop<\/a><\/sq-button>/,
    );
    assert.match(
      layoutProblem([{ type: 'button', id: 'b', buttonText: 'Go', clickthroughUrl: 'javascript:alert(1)' }]),
      /needs a clickthroughUrl the link rules allow/,
    );
    assert.match(
      layoutProblem([{ type: 'button', id: 'b', buttonText: 'Go', clickthroughUrl: '/x', size: 'huge' }]),
      /size must be one of small, medium, large/,
    );
    assert.match(layoutProblem([{ type: 'button', id: 'b', clickthroughUrl: '/x' }]), /needs a buttonText/);
  });
});
