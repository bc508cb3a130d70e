import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { layoutImageSources, layoutProblem, layoutScriptSources, layoutTemplates } from '../../src/shared/blocks/index.js';
import { pagePolicy } from '../../server/http/security-headers.js';
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
    assert.match(layoutProblem([{ type: 'hologram', id: 'a' }]), /block 1 has type "hologram"; known types are text, /);
    assert.match(layoutProblem([text('a'), text('a')]), /block 2 repeats the id "a"/);
    assert.match(layoutProblem([{ type: 'text', id: '1a' }]), /block 1 needs an id/);
    assert.match(layoutProblem({}), /layout must be a list of blocks/);
  });

  test('a block with an animation comes in a wrapper <sq-site> animates; an unknown animation is refused', () => {
    const block = { type: 'text', id: 'about', paragraphs: ['We make things.'], animation: 'rise' };
    assert.equal(
      render([block]),
      '<div class="block-animation" data-sq-animation="rise"><div class="block block-text" id="about"><p>We make things.</p></div></div>',
    );
    assert.doesNotMatch(render([{ ...block, animation: undefined }]), /data-sq-animation/);
    assert.equal(
      layoutProblem([{ ...block, animation: 'spin' }]),
      'block 1 (text "about") animation must be one of fade, rise, scale, slide-start, slide-end',
    );
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
      { type: 'image', id: 'j', src: '/b.jpg?a=1&b=2', alt: '</noscript><script>alert(1)</script>', width: 10, height: 20 },
    ]);
    assert.match(markup, /<h2>&lt;script&gt;alert\(1\)&lt;\/script&gt;<\/h2>/);
    assert.match(markup, /<p>a &amp; b<\/p>/);
    assert.match(markup, /<p>&lt;img src=x onerror=alert\(1\)&gt;<\/p>/);
    assert.equal(markup.match(/alt="&quot; onload=&quot;alert\(1\)"/g).length, 2, 'in the picture and in its <noscript> copy');
    assert.doesNotMatch(markup, /" onload="/);
    assert.equal(markup.match(/<script>/g), null, 'the <noscript> copy cannot be closed early');
    assert.match(markup, /<noscript><img src="\/b.jpg\?a=1&amp;b=2[^"]*"[^>]* alt="&lt;\/noscript&gt;&lt;script&gt;alert\(1\)&lt;\/script&gt;"/);
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

  test('an audio block checks its tracks and names what is wrong', () => {
    const track = (n) => ({ title: `Track ${n}`, src: `/audio/${n}.wav` });
    const audio = (tracks, extra = {}) => [{ type: 'audio', id: 'a', tracks, ...extra }];
    assert.equal(layoutProblem(audio(Array.from({ length: 60 }, (_, n) => track(n)))), undefined);
    assert.match(layoutProblem(audio(Array.from({ length: 61 }, (_, n) => track(n)))), /\(audio "a"\) has 61 tracks; an album holds at most 60/);
    assert.match(layoutProblem(audio([])), /\(audio "a"\) needs a list of tracks/);
    assert.match(layoutProblem(audio('x')), /needs a list of tracks/);
    assert.match(
      layoutProblem(audio([track(1), { title: 'Bad', src: 'javascript:alert(1)' }])),
      /track 2 src must be a site path or an http\(s\) URL/,
    );
    assert.match(layoutProblem(audio([{ title: 'Bad', src: 'http://[::1' }])), /track 1 src must be a site path/);
    assert.match(layoutProblem(audio([{ title: 'Far', src: '//evil.example/a.wav' }])), /track 1 src must be a site path/);
    assert.match(layoutProblem(audio([{ src: '/a.wav' }])), /track 1 needs a title/);
    assert.match(layoutProblem(audio([null])), /track 1 must be an object/);
    assert.match(layoutProblem(audio([{ ...track(1), duration: -3 }])), /track 1 duration must be a positive number of seconds/);
    assert.match(layoutProblem(audio([{ ...track(1), artist: 4 }])), /track 1 artist must be text/);
    assert.match(layoutProblem(audio([track(1)], { title: 7 })), /\(audio "a"\) title must be text/);
  });

  test('an audio block is native <audio> players in a list inside <sq-audio>, its text escaped', () => {
    const markup = render([
      {
        type: 'audio',
        id: 'album',
        title: 'Harbour <sessions>',
        tracks: [
          { title: 'Morning', artist: 'The Quay Band', src: '/audio/morning.wav', duration: 83, itemId: 'item-1' },
          { title: '" onplay="alert(1)', src: 'https://cdn.example/evening.mp3' },
        ],
      },
    ]);
    assert.match(
      markup,
      /<section class="block block-audio" id="album"><h2>Harbour &lt;sessions&gt;<\/h2><sq-audio label="Harbour &lt;sessions&gt;"><ol class="audio-tracks">/,
    );
    assert.match(
      markup,
      /<li class="audio-track"><span class="audio-track-title">Morning<\/span> · <span class="audio-track-artist">The Quay Band<\/span> · <span class="audio-track-time">1:23<\/span>/,
    );
    assert.match(
      markup,
      /<audio controls preload="none" src="\/audio\/morning.wav" aria-label="Morning" data-artist="The Quay Band" data-duration="83" data-item-id="item-1"><\/audio>/,
    );
    assert.match(
      markup,
      /<audio controls preload="none" src="https:\/\/cdn.example\/evening.mp3" aria-label="&quot; onplay=&quot;alert\(1\)"><\/audio>/,
    );
    assert.equal(render([{ type: 'audio', id: 'one', tracks: [{ title: 'Solo', src: '/a.wav' }] }]).includes('<h2>'), false);
  });

  test('an image block is <sq-image> around a real <img> with its size steps, focal point and text', () => {
    const markup = render([
      {
        type: 'image',
        id: 'i',
        src: '/images/a.svg',
        alt: 'A cup',
        width: 1600,
        height: 900,
        layout: 'card',
        crop: 'fill',
        focalPoint: '0.3,0.6',
        title: 'Cups',
        text: 'Thrown in pairs.',
        link: { text: 'Shop', href: '/shop' },
      },
    ]);
    assert.match(markup, /<sq-image[^>]* layout="card"[^>]* crop="fill"/);
    // Loaded by the element within 200px of the window: until then its address is an empty picture of
    // its proportions, nothing the browser would fetch.
    const lazy = markup.match(/<img[^>]*data-src=[^>]*>/)[0];
    assert.match(lazy, /data-src="\/images\/a.svg"/);
    assert.match(lazy, /\ssrc="data:image\/svg\+xml,%3Csvg%20xmlns=%22http:\/\/www.w3.org\/2000\/svg%22%20viewBox=%220%200%201600%20900%22\/%3E"/);
    assert.doesNotMatch(lazy, /srcset=|loading=/);
    assert.match(lazy, /alt="A cup"[^>]*width="1600"[^>]*height="900"[^>]*data-image-focal-point="0.3,0.6"/);
    // Without scripts, the <noscript> copy: the browser loads it lazily, in the size steps.
    const fallback = markup.match(/<noscript>(.*?)<\/noscript>/s)[1];
    assert.match(fallback, /^<img src="\/images\/a.svg\?format=1000w"/);
    assert.match(fallback, /srcset="\/images\/a.svg\?format=100w 100w, [^"]*\/images\/a.svg\?format=2500w 2500w"/);
    assert.match(fallback, /alt="A cup" width="1600" height="900" data-image-focal-point="0.3,0.6" loading="lazy"/);
    assert.match(markup, /<div class="image-text">\s*<h2>Cups<\/h2><p>Thrown in pairs.<\/p><p><a class="button" href="\/shop">Shop<\/a><\/p>/);
    assert.match(
      layoutProblem([{ type: 'image', id: 'i', src: '/a.svg', alt: '', width: 1, height: 1, layout: 'sideways' }]),
      /layout must be one of inline, poster/,
    );
    assert.match(
      layoutProblem([{ type: 'image', id: 'i', src: '/a.svg', alt: '', width: 1, height: 1, focalPoint: 'middle' }]),
      /focalPoint must be 'x,y'/,
    );
  });

  test('a shape block draws its SVG in light DOM; a scaled-text block holds its heading', () => {
    const markup = render([
      { type: 'shape', id: 's', shape: 'star', width: 96, height: 64, color: '#c2410c', label: 'Star piece' },
      { type: 'shape', id: 'd', shape: 'rectangle' },
      { type: 'scaled-text', id: 't', text: 'The studio', level: 1 },
    ]);
    assert.match(markup, /<sq-shape[^>]*shape="star"[^>]*width="96"[^>]*height="64"[^>]*color="#c2410c"[^>]*label="Star piece"/);
    assert.match(markup, /<svg[^>]*width="96"[^>]*height="64"[^>]*role="img"[^>]*aria-label="Star piece"/);
    assert.match(markup, /<svg[^>]*width="200"[^>]*height="200"[^>]*aria-hidden="true"/);
    assert.match(markup, /<sq-scaled-text id="t"[^>]*><h1>The studio<\/h1><\/sq-scaled-text>/);
    assert.match(layoutProblem([{ type: 'shape', id: 's', shape: 'blob' }]), /shape must be one of rectangle/);
    assert.match(layoutProblem([{ type: 'shape', id: 's', shape: 'star', color: 'url(x)' }]), /color must be/);
    assert.match(layoutProblem([{ type: 'scaled-text', id: 't', text: '' }]), /text must be text/);
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

  test('a product list offers a quick view when its block says so', () => {
    assert.match(
      render([{ type: 'products', id: 'all', collectionId: 'c', quickView: true }]),
      /<sq-products id="all" class="block block-products" collection-id="c" quick-view>/,
    );
    assert.doesNotMatch(render([{ type: 'products', id: 'all', collectionId: 'c' }]), /quick-view/);
    assert.match(layoutProblem([{ type: 'products', id: 'all', collectionId: 'c', quickView: 'yes' }]), /quickView must be true or false/);
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

describe('the marquee block', () => {
  test('renders <sq-marquee> with its items, linked where they have an href, and its settings as attributes', () => {
    assert.equal(
      render([
        {
          type: 'marquee',
          id: 'news',
          items: ['Open studio Saturdays', { text: 'Workshops', href: '/contact' }],
          animationDirection: 'right',
          animationSpeed: 1.5,
          pausedOnHover: true,
        },
      ]),
      '<sq-marquee id="news" class="block block-marquee" animation-direction="right" animation-speed="1.5" paused-on-hover>' +
        '<span class="marquee-item">Open studio Saturdays</span><a class="marquee-item" href="/contact">Workshops</a></sq-marquee>',
    );
  });

  test('refuses items it cannot show and settings it cannot use, naming them', () => {
    const problem = (fields) => layoutProblem([{ type: 'marquee', id: 'news', items: ['Hello'], ...fields }]);
    assert.equal(problem({}), undefined);
    assert.match(problem({ items: [] }), /\(marquee "news"\) needs items: 1 to 30 texts/);
    assert.match(problem({ items: Array(31).fill('x') }), /needs items: 1 to 30/);
    assert.match(problem({ items: ['ok', { text: ' ' }] }), /item 2 needs a text/);
    assert.match(problem({ items: [{ text: 'x', href: 'javascript:alert(1)' }] }), /item 1 href must be a site path/);
    assert.match(problem({ animationDirection: 'up' }), /animationDirection must be left or right/);
    assert.match(problem({ animationSpeed: -1 }), /must be numbers of 0 or more/);
    assert.match(problem({ pausedOnHover: 'yes' }), /pausedOnHover must be true or false/);
  });
  test('a follow block is the link to the profile; its widget script’s origin goes to the page’s script-src', () => {
    const block = { type: 'follow', id: 'ig', href: 'https://www.instagram.com/juniper/', text: 'Follow us on Instagram' };
    assert.equal(
      render([block]),
      '<sq-follow-button id="ig" class="block block-follow"><a href="https://www.instagram.com/juniper/">Follow us on Instagram</a></sq-follow-button>',
    );
    assert.deepEqual(layoutScriptSources([block]), []);
    const widget = { ...block, network: 'instagram', scriptUrl: 'https://widgets.example/follow.js?v=2' };
    assert.match(
      render([widget]),
      /<sq-follow-button id="ig" class="block block-follow" network="instagram" script-url="https:\/\/widgets.example\/follow.js\?v=2">/,
    );
    assert.deepEqual(layoutScriptSources([widget, { ...widget, id: 'ig2' }]), ['https://widgets.example']);
    assert.match(layoutProblem([{ ...block, href: 'javascript:alert(1)' }]), /block 1 \(follow "ig"\) needs an href/);
    assert.match(layoutProblem([{ ...block, href: '/about' }]), /needs an href/);
    assert.match(layoutProblem([{ ...block, text: '' }]), /needs a text/);
    assert.match(layoutProblem([{ ...block, network: 'myspace' }]), /network must be one of instagram, facebook, x/);
    assert.match(layoutProblem([{ ...block, scriptUrl: 'http://widgets.example/follow.js' }]), /scriptUrl must be an https address/);
  });

  test('a share block links to each network with the page’s canonical address and title, each in a new window', () => {
    const page = { ...context, path: '/journal/glazes', baseUrl: 'https://juniper.example', pageTitle: 'Glazes & salt' };
    const markup = renderHtml(html`${layoutTemplates([{ type: 'share', id: 'share', networks: ['facebook', 'x', 'email'] }], page)}`).replace(
      /\s+/g,
      ' ',
    );
    const url = encodeURIComponent('https://juniper.example/journal/glazes');
    assert.match(
      markup,
      /<sq-share id="share" class="block block-share" url="https:\/\/juniper.example\/journal\/glazes" share-title="Glazes &amp; salt"/,
    );
    assert.match(markup, /<ul aria-label="Share this page">/);
    assert.ok(
      markup.includes(
        `<a href="https://www.facebook.com/sharer/sharer.php?u=${url}" target="_blank" rel="noopener noreferrer" >Share on Facebook</a`,
      ),
    );
    assert.ok(markup.includes(`href="https://x.com/intent/post?url=${url}&amp;text=Glazes%20%26%20salt"`));
    assert.match(markup, new RegExp(`href="mailto:\\?subject=Glazes%20%26%20salt&amp;body=${url}" *>Share by email`));
    assert.doesNotMatch(markup, /linkedin|pinterest/);
    assert.equal(layoutProblem([{ type: 'share', id: 's' }]), undefined);
    assert.match(
      layoutProblem([{ type: 'share', id: 's', networks: ['facebook', 'myspace'] }]),
      /networks must be a list of facebook, x, linkedin, pinterest, email/,
    );
    assert.match(layoutProblem([{ type: 'share', id: 's', networks: [] }]), /networks must be a list/);
  });
});

describe('the map block', () => {
  test('a map block is <sq-map> with its JSON, a static picture of the place and the address, its text escaped', () => {
    const block = {
      type: 'map',
      id: 'where',
      mapLat: 50.0858,
      mapLng: -5.3149,
      addressTitle: 'Studio <b>&</b>',
      addressLine1: '12 Harbour Road',
      addressCountry: 'United Kingdom',
      style: 'Satellite',
    };
    assert.equal(layoutProblem([block]), undefined);
    const markup = render([block]);
    assert.match(markup, /^<sq-map id="where" class="block block-map" data-block-json="\{&quot;mapLat&quot;:50.0858,&quot;mapLng&quot;:-5.3149,/);
    assert.match(
      markup,
      /<img slot="static" class="map-static" src="\/maps\/static.svg\?lat=50.0858&amp;lng=-5.3149&amp;zoom=12&amp;style=satellite&amp;width=640&amp;height=360&amp;markerLat=50.0858&amp;markerLng=-5.3149" alt="Map of Studio &lt;b&gt;&amp;&lt;\/b&gt;, 12 Harbour Road, United Kingdom" width="640" height="360" loading="lazy" decoding="async">/,
    );
    assert.match(
      markup,
      /<address slot="address" class="map-address"><strong>Studio &lt;b&gt;&amp;&lt;\/b&gt;<\/strong><br>12 Harbour Road<br>United Kingdom<\/address><\/sq-map>$/,
    );
    assert.doesNotMatch(markup, /tile-url/);
  });

  test('a map block names what is wrong with its data', () => {
    assert.match(layoutProblem([{ type: 'map', id: 'm', mapLat: 'north' }]), /block 1 \(map "m"\) mapLat must be a latitude/);
    assert.match(
      layoutProblem([{ type: 'map', id: 'm', style: 9 }]),
      /style must be one of Original, Grayscale, Satellite, MinimalLight, MinimalDark, MinimalBlue or a code from 1 to 6/,
    );
    assert.match(layoutProblem([{ type: 'map', id: 'm', tileUrl: 'javascript:{z}{x}{y}' }]), /tileUrl must be an http\(s\) URL template/);
    assert.equal(layoutProblem([{ type: 'map', id: 'm', tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' }]), undefined);
  });

  test('a map uses the site’s tile URL template unless it names its own, and the page allows that origin’s images', () => {
    const block = { type: 'map', id: 'm' };
    const site = { ...context, mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' };
    const markup = renderHtml(html`${layoutTemplates([block], site)}`);
    assert.match(markup, /tile-url="https:\/\/tile.openstreetmap.org\/\{z\}\/\{x\}\/\{y\}.png"/);
    const own = renderHtml(html`${layoutTemplates([{ ...block, tileUrl: '/maps/tiles/{style}/{z}/{x}/{y}.svg' }], site)}`);
    assert.match(own, /tile-url="\/maps\/tiles\/\{style\}/);
    assert.deepEqual(layoutImageSources([block], site), ['https://tile.openstreetmap.org']);
    assert.deepEqual(layoutImageSources([block], context), []);
    assert.match(
      pagePolicy({ img: layoutImageSources([block], site) }, 'https://studio.example'),
      /img-src 'self' data: https:\/\/tile.openstreetmap.org;/,
    );
    assert.doesNotMatch(renderHtml(html`${layoutTemplates([block], context)}`), /tile-url/);
  });
});

describe('the reservation and table-booking blocks', () => {
  const booking = {
    type: 'table-booking',
    id: 'cafe-booking',
    scriptUrl: 'https://widgets.tablebooking.example/v2/load.js',
    slug: 'juniper-studio-cafe',
    title: 'Book a table',
    phone: '+44 1326 555 014',
    link: { text: 'Book a table', href: 'https://tablebooking.example/juniper-studio-cafe' },
  };

  test('renders <sq-reservation> around a booking link and phone number that work without JavaScript, and an empty widget container', () => {
    assert.equal(
      render([booking]),
      '<sq-reservation id="cafe-booking" class="block block-reservation" script-url="https://widgets.tablebooking.example/v2/load.js" slug="juniper-studio-cafe">' +
        '<div class="reservation-fallback"><div class="reservation-text"><h2 class="reservation-title">Book a table</h2>' +
        '<p class="reservation-phone">Or call <a href="tel:+441326555014">+44 1326 555 014</a></p></div>' +
        '<a class="button reservation-link" href="https://tablebooking.example/juniper-studio-cafe">Book a table</a></div>' +
        '<div class="reservation-widget" slot="widget"></div></sq-reservation>',
    );
    const reservation = render([{ ...booking, type: 'reservation', slug: undefined, scriptUrl: 'https://reserve.example/widget.js' }]);
    assert.match(reservation, /<sq-reservation id="cafe-booking" class="block block-reservation" script-url="https:\/\/reserve.example\/widget.js">/);
  });

  test('gives the script’s origin, and only it, to the page’s script-src', () => {
    assert.deepEqual(layoutScriptSources([booking, { ...booking, id: 'again' }]), ['https://widgets.tablebooking.example']);
  });

  test('refuses a script URL, slug, phone or link it cannot use, naming it', () => {
    const problem = (fields) => layoutProblem([{ ...booking, ...fields }]);
    assert.equal(problem({}), undefined);
    assert.equal(problem({ type: 'reservation', slug: undefined }), undefined);
    assert.match(
      problem({ scriptUrl: 'http://widgets.example/x.js' }),
      /\(table-booking "cafe-booking"\) the script URL .* a path on the site, or https \(http on a loopback host\)/,
    );
    assert.equal(problem({ scriptUrl: '/stand-ins/table-booking.js' }), undefined, "a script of the site's own");
    assert.deepEqual(layoutScriptSources([{ ...booking, scriptUrl: '/stand-ins/table-booking.js' }]), [], "no origin beyond the site's");
    assert.equal(problem({ scriptUrl: 'http://127.0.0.1:4000/x.js' }), undefined);
    assert.match(problem({ scriptUrl: 'javascript:alert(1)' }), /the script URL "javascript:alert\(1\)" is not usable/);
    assert.match(problem({ slug: undefined }), /the business slug null is not usable/);
    assert.match(problem({ slug: '../admin' }), /the business slug "..\/admin" is not usable/);
    assert.match(problem({ phone: 'call us' }), /phone must be a phone number/);
    assert.match(problem({ link: { text: 'Book', href: 'javascript:alert(1)' } }), /needs a link to book without the widget/);
    assert.match(problem({ title: ' ' }), /needs a title/);
  });
});

describe('calendar and events blocks', () => {
  const events = [
    {
      id: 'open-studio',
      title: 'Open studio <day>',
      start: '2030-06-08T09:00:00.000Z',
      end: '2030-06-08T15:00:00.000Z',
      timeZone: 'Europe/London',
      location: 'Harbour Road',
      description: 'Tea & cake.',
    },
    { id: 'late', title: 'Late-night firing', start: '2030-06-30T22:30:00.000Z', end: '2030-06-30T23:30:00.000Z', timeZone: 'Europe/London' },
    { id: 'over', title: 'Last year', start: '2029-06-08T09:00:00.000Z', end: '2029-06-08T10:00:00.000Z', timeZone: 'Europe/London' },
  ];
  const eventContext = { ...context, events, timeZone: 'Europe/London', locale: 'en-US', now: new Date('2030-06-02T12:00:00Z'), eventsListed: true };
  const renderWith = (layout, extra = {}) =>
    renderHtml(html`${layoutTemplates(layout, { ...eventContext, ...extra })}`)
      .replace(/\s+/g, ' ')
      .replace(/ ?> ?</g, '><')
      .replace(/ \/?>/g, '>');

  test('a calendar is the month as a table: caption, weekdays, six weeks, today and the days with events marked', () => {
    const markup = renderWith([{ type: 'calendar', id: 'cal', month: '2030-06', weekStart: 1 }]);
    assert.match(
      markup,
      /^<sq-calendar id="cal" class="block block-calendar" time-zone="Europe\/London" week-start="1"><div class="sq-calendar-nav">/,
    );
    assert.match(markup, /<button type="button" class="sq-calendar-previous" aria-label="Previous month">‹<\/button>/);
    assert.match(markup, /<table class="sq-calendar-grid" data-month="2030-06"><caption class="sq-calendar-title"> ?June 2030 ?<\/caption>/);
    assert.match(markup, /<th scope="col" abbr="Monday">Mon<\/th>/);
    assert.equal(markup.match(/<tr>/g).length, 7);
    assert.equal(markup.match(/<td /g).length, 42);
    assert.match(markup, /<td data-date="2030-06-02" aria-current="date">/);
    assert.match(
      markup,
      /<td data-date="2030-06-08" class="sq-calendar-has-events"><span class="sq-calendar-day">8<\/span><ul class="sq-calendar-events"><li><a href="#event-open-studio" data-event-id="open-studio">Open studio &lt;day&gt;<\/a><\/li><\/ul><\/td>/,
    );
    // 22:30 UTC on 30 June is 23:30 in London: still the 30th.
    assert.match(markup, /<td data-date="2030-06-30" class="sq-calendar-has-events">/);
    assert.match(markup, /<td data-date="2030-05-27" class="sq-calendar-outside">/);
  });

  test('the calendar’s days are the site zone’s, and without an events list its titles are text', () => {
    const markup = renderWith([{ type: 'calendar', id: 'cal', month: '2030-07' }], { timeZone: 'Asia/Tokyo', eventsListed: false });
    // 22:30 UTC on 30 June is 07:30 on 1 July in Tokyo.
    assert.match(
      markup,
      /<td data-date="2030-07-01" class="sq-calendar-has-events"><span class="sq-calendar-day">1<\/span><ul class="sq-calendar-events"><li><span data-event-id="late">/,
    );
  });

  test('an events list is the upcoming events: title, time in the site’s zone, place, description, .ics and add-to-calendar links', () => {
    const markup = renderWith([{ type: 'events', id: 'list', heading: 'Coming up' }]);
    assert.match(
      markup,
      /^<sq-events id="list" class="block block-events" time-zone="Europe\/London"><h2 class="block-heading">Coming up<\/h2><ul class="sq-events-list">/,
    );
    assert.match(
      markup,
      /<li class="sq-event" id="event-open-studio"><h3 class="sq-event-title" id="event-open-studio-title">Open studio &lt;day&gt;<\/h3>/,
    );
    assert.match(
      markup,
      /<time class="sq-event-time" datetime="2030-06-08T09:00:00.000Z" data-end="2030-06-08T15:00:00.000Z" data-zone="Europe\/London">Saturday, June 8, 2030, 10:00\s?AM\s?–\s?4:00\s?PM GMT\+1<\/time>/,
    );
    assert.match(markup, /<p class="sq-event-location">Harbour Road<\/p><p class="sq-event-description">Tea &amp; cake.<\/p>/);
    assert.match(
      markup,
      /<a class="sq-event-ics" href="\/api\/calendar-events\/open-studio.ics" download="open-studio.ics" aria-describedby="event-open-studio-title">Download .ics<\/a>/,
    );
    assert.match(
      markup,
      /<a class="sq-event-add" href="https:\/\/calendar.google.com\/calendar\/render\?action=TEMPLATE&amp;text=Open\+studio\+%3Cday%3E&amp;dates=20300608T090000Z%2F20300608T150000Z/,
    );
    assert.doesNotMatch(markup, /Last year/);
    assert.equal(renderWith([{ type: 'events', id: 'list', limit: 1 }]).match(/<li class="sq-event"/g).length, 1);
    assert.match(renderWith([{ type: 'events', id: 'list' }], { events: [] }), /<p class="sq-events-empty">No upcoming events.<\/p>/);
    assert.match(
      renderWith([{ type: 'events', id: 'list' }], { timeZone: 'Nowhere/Town' }),
      />Saturday, June 8, 2030, 9:00\s?AM\s?–\s?3:00\s?PM UTC<\/time>/,
    );
  });

  test('refuses a month, week start, limit or heading it cannot use, naming it', () => {
    assert.equal(layoutProblem([{ type: 'calendar', id: 'c' }]), undefined);
    assert.match(layoutProblem([{ type: 'calendar', id: 'c', month: 'June' }]), /\(calendar "c"\) month must be YYYY-MM/);
    assert.match(layoutProblem([{ type: 'calendar', id: 'c', weekStart: 6 }]), /weekStart must be 0 \(Sunday\) or 1 \(Monday\)/);
    assert.match(layoutProblem([{ type: 'events', id: 'e', limit: 0 }]), /\(events "e"\) limit must be a whole number from 1 to 50/);
    assert.match(layoutProblem([{ type: 'events', id: 'e', heading: 3 }]), /heading and emptyText must be text/);
  });
});

describe('tour dates block', () => {
  const block = {
    type: 'tour-dates',
    id: 'tour',
    heading: 'Winter markets',
    dates: [
      { date: '2026-12-19', venue: 'Lemon Street Market', city: 'Truro', soldOut: true },
      { date: '2026-12-12', venue: 'Guildhall <market>', city: 'Helston', ticketUrl: 'https://tickets.example/helston' },
      { date: '2027-02-06', venue: 'The Exchange', city: 'Penzance' },
    ],
  };
  const renderTour = (layout) =>
    renderHtml(html`${layoutTemplates(layout, { ...context, timeZone: 'Europe/London', locale: 'en-GB' })}`)
      .replace(/\s+/g, ' ')
      .replace(/ ?> ?</g, '><')
      .replace(/ \/?>/g, '>');

  test('is the dates in order, each with its venue, town and ticket link, sold out or free entry', () => {
    const markup = renderTour([block]);
    assert.match(
      markup,
      /^<sq-tour-dates id="tour" class="block block-tour-dates" time-zone="Europe\/London"><h2 class="block-heading">Winter markets<\/h2><ul class="sq-tour-dates-list">/,
    );
    assert.deepEqual(
      [...markup.matchAll(/datetime="([^"]+)">([^<]+)</g)].map((match) => [match[1], match[2]]),
      [
        ['2026-12-12', 'Sat, 12 Dec 2026'],
        ['2026-12-19', 'Sat, 19 Dec 2026'],
        ['2027-02-06', 'Sat, 6 Feb 2027'],
      ],
    );
    assert.match(markup, /<span class="sq-tour-place" id="tour-venue-0">Guildhall &lt;market&gt;, Helston<\/span>/);
    assert.match(markup, /<a class="sq-tour-tickets" href="https:\/\/tickets.example\/helston" aria-describedby="tour-venue-0">Tickets<\/a>/);
    assert.match(markup, /Lemon Street Market, Truro<\/span><span class="sq-tour-sold-out">Sold out<\/span>/);
    assert.match(markup, /The Exchange, Penzance<\/span><span class="sq-tour-free">Free entry<\/span>/);
  });

  test('refuses a date, venue or ticket link it cannot use, naming it', () => {
    const problem = (dates) => layoutProblem([{ ...block, dates }]);
    assert.equal(problem(block.dates), undefined);
    assert.match(problem([]), /\(tour-dates "tour"\) needs dates: a list of 1 to 100/);
    assert.match(problem([{ date: '2026-02-30', venue: 'A', city: 'B' }]), /date 1 needs a date \(YYYY-MM-DD\)/);
    assert.match(problem([{ date: '2026-02-03', venue: ' ', city: 'B' }]), /date 1 needs a venue and a city/);
    assert.match(
      problem([{ date: '2026-02-03', venue: 'A', city: 'B', ticketUrl: 'javascript:alert(1)' }]),
      /ticketUrl must be an http\(s\) URL or a path/,
    );
    assert.match(problem([{ date: '2026-02-03', venue: 'A', city: 'B', ticketUrl: '//evil.example/x' }]), /ticketUrl must be/);
    assert.match(problem([{ date: '2026-02-03', venue: 'A', city: 'B', soldOut: 'yes' }]), /soldOut must be true or false/);
  });
});

describe('the chart block', () => {
  const chart = {
    type: 'chart',
    id: 'visitors',
    variant: 'line',
    caption: 'Visitors <by> month',
    columns: ['Month', 'Studio', 'Workshops'],
    rows: [
      ['Jan', 1200, 96.5],
      ['Feb', 980, 120],
    ],
  };

  test('renders <sq-chart> around its table: caption, headings, a row heading each and every number with its data-value, text escaped', () => {
    assert.equal(
      render([chart]),
      '<sq-chart id="visitors" class="block block-chart" variant="line"><table><caption> Visitors &lt;by&gt; month </caption>' +
        '<thead><tr><th scope="col">Month</th><th scope="col">Studio</th><th scope="col">Workshops</th></tr></thead>' +
        '<tbody><tr><th scope="row">Jan</th><td data-value="1200">1,200</td><td data-value="96.5">96.5</td></tr>' +
        '<tr><th scope="row">Feb</th><td data-value="980">980</td><td data-value="120">120</td></tr></tbody></table></sq-chart>',
    );
  });

  test('refuses a variant, caption, columns or rows it cannot draw, naming them', () => {
    const problem = (fields) => layoutProblem([{ ...chart, ...fields }]);
    assert.equal(problem({}), undefined);
    assert.equal(problem({ variant: 'pie', columns: ['Season', 'Pieces'], rows: [['Spring', 4]] }), undefined);
    assert.equal(problem({ variant: 'donut' }), 'block 1 (chart "visitors") variant must be one of bar, line, pie');
    assert.match(problem({ caption: ' ' }), /needs a caption/);
    assert.match(problem({ columns: ['Month'] }), /needs columns: the label column and at least one series/);
    assert.match(problem({ rows: [] }), /needs at least one row/);
    assert.match(problem({ rows: [['Jan', 1]] }), /rows must each be a label, then a number for every series/);
    assert.match(problem({ rows: [['Jan', '1,200', 3]] }), /rows must each be a label/);
    assert.match(problem({ rows: [['', 1, 3]] }), /rows must each be a label/);
  });
});

describe('the summary block', () => {
  const items = [
    {
      id: 'a',
      collectionId: 'journal',
      status: 'published',
      publishOn: '2024-04-02T09:00:00.000Z',
      title: 'Glazes <b>&</b> tides',
      fullUrl: '/journal/a',
      excerpt: 'Where the colours come from.',
    },
    {
      id: 'b',
      collectionId: 'journal',
      status: 'published',
      publishOn: '2024-03-12T09:00:00.000Z',
      title: 'Slow firing',
      fullUrl: 'javascript:alert(1)',
      assetUrl: '/images/b.svg',
      originalSize: '1000x750',
    },
    { id: 'c', collectionId: 'journal', status: 'published', publishOn: '2024-02-01T09:00:00.000Z', title: 'Older' },
    { id: 'd', collectionId: 'journal', status: 'draft', publishOn: '2025-01-01T09:00:00.000Z', title: 'Draft' },
  ];
  const summary = (block) =>
    renderHtml(html`${layoutTemplates([{ type: 'summary', id: 'latest', collectionId: 'journal', ...block }], { ...context, items })}`)
      .replace(/\s+/g, ' ')
      .replace(/ ?> ?</g, '><')
      .replace(/ \/?>/g, '>');

  test('is <sq-summary> around its first page in light DOM: published items, newest first, a cursor for the next page', () => {
    const markup = summary({ heading: 'From the journal', pageSize: 2, design: 'list', imageAspectRatio: 75 });
    assert.match(
      markup,
      /^<section class="block block-summary" id="latest" aria-labelledby="latest-heading" data-collection-id="journal"><h2 id="latest-heading">From the journal<\/h2><sq-summary collection-id="journal" block-id="latest" design="list" page-size="2" image-aspect-ratio="75" label="From the journal"><ul class="summary-items" data-next-cursor="[A-Za-z0-9_-]+"><li class="summary-item" data-item-id="a">/,
    );
    assert.match(
      markup,
      /<h3 class="summary-title"><a href="\/journal\/a">Glazes &lt;b&gt;&amp;&lt;\/b&gt; tides<\/a><\/h3><p class="summary-date"><time datetime="2024-04-02T09:00:00.000Z">2 April 2024<\/time><\/p><p class="summary-excerpt">Where the colours come from.<\/p>/,
    );
    assert.match(
      markup,
      /<img class="summary-thumbnail" src="\/images\/b.svg" alt="" width="1000" height="750" loading="lazy" decoding="async"><h3 class="summary-title">Slow firing<\/h3>/,
    );
    assert.ok(!markup.includes('Older') && !markup.includes('Draft') && !markup.includes('javascript:'));
  });

  test('the last page has no cursor; a carousel’s items are slides, not list items', () => {
    const markup = summary({ design: 'carousel' });
    assert.match(
      markup,
      /<sq-summary [^>]*design="carousel" page-size="3" image-aspect-ratio="auto" label="Latest"><div class="summary-items"><div class="summary-item" data-item-id="a">/,
    );
    assert.ok(!markup.includes('data-next-cursor'));
  });

  test('names what is wrong with its settings', () => {
    const problem = (block) => layoutProblem([{ type: 'summary', id: 's', collectionId: 'journal', ...block }]);
    assert.equal(problem({}), undefined);
    assert.match(problem({ collectionId: '../x' }), /needs a collectionId/);
    assert.match(problem({ pageSize: 31 }), /pageSize must be a whole number from 1 to 30/);
    assert.match(problem({ design: 'spiral' }), /design must be one of wall, carousel, list, grid/);
    assert.match(problem({ imageAspectRatio: 'tall' }), /imageAspectRatio must be a number from 1 to 200 or Auto/);
    assert.equal(problem({ imageAspectRatio: 'Auto' }), undefined);
  });
});

describe('search block', () => {
  test('is <sq-search> around a plain GET form to /search with its labelled input named q', () => {
    const markup = render([{ type: 'search', id: 'find', label: 'Find <b>pots</b>', placeholder: 'Mugs, bowls' }]);
    assert.match(
      markup,
      /^<sq-search id="find" class="search-box block block-search"><form class="search-form" role="search" action="\/search" method="get" aria-labelledby="find-label">/,
    );
    assert.match(markup, /<label id="find-label" class="search-label" for="find-q">Find &lt;b&gt;pots&lt;\/b&gt;<\/label>/);
    assert.match(markup, /<input id="find-q" name="q" type="search" autocomplete="off" maxlength="200" placeholder="Mugs, bowls" value="">/);
    assert.match(markup, /<button class="button search-button" type="submit">Search<\/button>/);
    assert.doesNotMatch(markup, /searched/);
    assert.match(render([{ type: 'search', id: 'q' }]), /<label id="q-label" class="search-label" for="q-q">Search the site<\/label>/);
  });

  test('checks its data and names what is wrong', () => {
    assert.equal(layoutProblem([{ type: 'search', id: 's' }]), undefined);
    assert.match(layoutProblem([{ type: 'search', id: 's', label: 3 }]), /label must be text/);
    assert.match(layoutProblem([{ type: 'search', id: 's', variant: 'huge' }]), /variant must be 'compact'/);
  });
});

describe('member area block', () => {
  const renderWith = (layout, extra) =>
    renderHtml(html`${layoutTemplates(layout, { ...context, path: '/members', ...extra })}`)
      .replace(/\s+/g, ' ')
      .replace(/ ?> ?</g, '><')
      .replace(/ \/?>/g, '>');

  test('signed out, is <sq-member-area> around a sign-in form that posts with the crumb and the page, and a link to join', () => {
    const markup = renderWith([{ type: 'member-area', id: 'account', heading: 'Your <b>membership</b>' }], { crumb: 'c1' });
    assert.match(
      markup,
      /^<sq-member-area id="account" class="block block-member-area"><h2 class="member-heading">Your &lt;b&gt;membership&lt;\/b&gt;<\/h2>/,
    );
    assert.match(markup, /<form class="member-form" method="post" action="\/members\/sign-in" data-member="sign-in">/);
    assert.match(markup, /<input type="hidden" name="crumb" value="c1"><input type="hidden" name="path" value="\/members">/);
    assert.match(markup, /<p class="member-error" id="account-error" role="alert" hidden><\/p>/);
    assert.match(markup, /<input id="account-password" name="password" type="password" autocomplete="current-password" required>/);
    assert.match(markup, /<input type="checkbox" name="rememberMe" value="true"> Keep me signed in/);
    assert.match(markup, /Not a member yet\? <a href="\/members\/join">Join<\/a>/);
    assert.doesNotMatch(markup, /signed-in|Sign out/);
  });

  test('signed in, names the member, shows the password as the fixed placeholder and posts the sign-out', () => {
    const member = { email: 'ada@example.com', firstName: 'Ada', lastName: '<i>Potter</i>' };
    const markup = renderWith([{ type: 'member-area', id: 'account' }], { crumb: 'c1', member });
    assert.match(markup, /^<sq-member-area id="account" class="block block-member-area" signed-in>/);
    assert.match(markup, /<p class="member-greeting">Signed in as Ada &lt;i&gt;Potter&lt;\/i&gt;<\/p>/);
    assert.match(markup, /<dd>ada@example.com<\/dd><dt>Password<\/dt><dd>••••••••<\/dd>/);
    assert.match(markup, /<form class="member-form" method="post" action="\/members\/sign-out" data-member="sign-out">/);
    assert.doesNotMatch(markup, /name="password"/);
  });

  test('checks its data and names what is wrong', () => {
    assert.equal(layoutProblem([{ type: 'member-area', id: 'm' }]), undefined);
    assert.match(layoutProblem([{ type: 'member-area', id: 'm', heading: 3 }]), /heading must be text/);
    assert.match(layoutProblem([{ type: 'member-area', id: 'm', joinHref: 'javascript:alert(1)' }]), /joinHref must be an http\(s\) or site address/);
  });
});
