/**
 * Every element of the built library on a page served with the recommended Content-Security-Policy
 * (`require-trusted-types-for 'script'` and the runtime's policy names): each renders its content,
 * the sinks it reaches (rich text, owner HTML and its scripts, the captcha script, lazy chunks,
 * the system-error overlay) work, and the page records no policy violation and no error.
 */
import { expect, nextFrame, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { mug, notebook } from '../helpers/products.js';
import { TRUSTED_TYPES_PAGE } from './path.js';

type Attributes = Record<string, string | boolean>;

interface FramePage {
  frame: HTMLIFrameElement;
  window: Window & { sqProblems: string[]; ownerScriptRan?: number };
  document: Document;
  /** Creates `<tag attributes>children</tag>` in the page, children given as text or nodes. */
  add(tag: string, attributes?: Attributes, children?: (string | Node)[], parent?: Element): HTMLElement;
}

let current: HTMLIFrameElement | undefined;

async function openPage(query = ''): Promise<FramePage> {
  current?.remove();
  const frame = document.createElement('iframe');
  frame.style.cssText = 'width: 800px; height: 700px; border: 0';
  frame.src = `${TRUSTED_TYPES_PAGE}${query}`;
  current = frame;
  document.body.append(frame);
  await new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  const page = frame.contentWindow as FramePage['window'];
  const doc = frame.contentDocument!;
  const element = (tag: string, attributes: Attributes = {}, children: (string | Node)[] = []) => {
    const node = doc.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) if (value !== false) node.setAttribute(name, value === true ? '' : value);
    node.append(...children);
    return node;
  };
  return {
    frame,
    window: page,
    document: doc,
    add(tag, attributes, children, parent = doc.querySelector('main')!) {
      const node = element(tag, attributes, children);
      parent.append(node);
      return node;
    },
  };
}

const shadowText = (element: Element) => element.shadowRoot?.textContent ?? '';
const part = (element: Element, name: string) => element.shadowRoot?.querySelector<HTMLElement>(`[part~="${name}"]`) ?? null;

/** The page's problems so far: none may have happened, but for `expected` console messages the test provokes. */
function expectNoProblems(page: FramePage, expected: RegExp[] = []) {
  const problems = page.window.sqProblems.filter((problem) => !expected.some((pattern) => pattern.test(problem)));
  expect(problems, 'violations and errors on the page').to.deep.equal([]);
}

const figure = (page: FramePage, id: string) => {
  const slide = page.document.createElement('figure');
  slide.setAttribute('data-type', 'image');
  slide.setAttribute('data-slide-id', id);
  slide.setAttribute('data-src', '/test/elements/fixtures/gallery/landscape.svg');
  slide.setAttribute('data-image-dimensions', '1500x1000');
  const image = page.document.createElement('img');
  image.alt = `Slide ${id}`;
  slide.append(image);
  return slide;
};

const unique = (name: string) => `${name}-${Math.random().toString(36).slice(2)}`;

describe('the elements under the recommended Content-Security-Policy with Trusted Types', () => {
  after(() => current?.remove());

  it('the test page really enforces Trusted Types: a plain string into innerHTML is refused', async function () {
    const page = await openPage();
    // Firefox ESR 140 has no Trusted Types; there the other tests run under the rest of the policy.
    if (!('trustedTypes' in page.window)) this.skip();
    const target = page.document.createElement('div');
    let refused = false;
    try {
      target.innerHTML = '<b>x</b>';
    } catch {
      refused = true;
    }
    expect(refused, 'the page refuses a string sink').to.equal(true);
    await waitUntil(() => page.window.sqProblems.length > 0, 'the refusal is reported as a violation');
    expect(page.window.sqProblems[0]).to.match(/^securitypolicyviolation: require-trusted-types-for/);
  });

  it('<sq-cookie-banner> draws its rich text and links, and takes the choice', async () => {
    const page = await openPage();
    const settings = {
      cookieBannerVariant: 'POPUP',
      cookieBannerAcceptType: 'OPT_IN_AND_OUT',
      cookieBannerText: '<p>We use <strong>cookies</strong> &amp; similar tools. Read our <a href="/cookie-policy/">policy</a>.</p>',
    };
    const banner = page.add('sq-cookie-banner', { settings: JSON.stringify(settings) });
    await waitUntil(() => shadowText(banner).includes('We use cookies & similar tools.'), 'the banner text shows');
    expect(banner.shadowRoot!.querySelector('a[href="/cookie-policy/"]')?.textContent).to.equal('policy');
    part(banner, 'accept')!.click();
    await waitUntil(() => !part(banner, 'banner'), 'the banner goes once accepted');
    expectNoProblems(page);
  });

  it('<sq-form> draws its fields, loads the captcha script, runs the owner post-submit HTML and its script', async () => {
    const page = await openPage();
    const definition = {
      fields: [{ id: 'email', type: 'email', title: 'Email', required: true, description: 'We reply within a day.' }],
      submitButtonText: 'Send',
      captcha: true,
      // Under `script-src 'self'` an owner's script runs from the site's own files, never inline.
      postSubmitHtml: '<p class="owner">Thanks, <b>we got it</b>.</p><script src="/test/trusted-types/owner-script.js"></script>',
    };
    const form = page.add('sq-form', {
      'form-id': 'form-1',
      'object-name': unique('tt'),
      'captcha-site-key': 'site-key',
      'captcha-src': '/test/helpers/captcha-stand-in.js',
      definition: JSON.stringify(definition),
    });
    await waitUntil(() => form.shadowRoot?.getElementById('sq-field-email'), 'the form renders');
    expect(shadowText(form)).to.include('We reply within a day.');
    const captcha = await waitUntil(() => form.shadowRoot!.querySelector<HTMLInputElement>('.stand-in-captcha'), 'the captcha script loaded').then(
      () => form.shadowRoot!.querySelector<HTMLInputElement>('.stand-in-captcha')!,
    );
    const input = form.shadowRoot!.getElementById('sq-field-email') as HTMLInputElement;
    input.focus();
    await sendKeys({ type: 'jo@example.com' });
    captcha.click();
    part(form, 'submit')!.click();
    await waitUntil(() => shadowText(form).includes('Thanks, we got it.'), 'the owner HTML shows');
    await waitUntil(() => page.window.ownerScriptRan === 1, "the owner's script ran once");
    expectNoProblems(page);
  });

  it('<sq-newsletter> and <sq-donation> render', async () => {
    const page = await openPage();
    const newsletter = page.add('sq-newsletter', {
      'form-id': 'news-1',
      definition: JSON.stringify({ fields: [{ id: 'email', type: 'email', title: 'Email', required: true }], submitButtonText: 'Sign up' }),
    });
    const donation = page.add('sq-donation', { 'donate-page-id': 'p1', label: 'Give today' });
    await waitUntil(() => shadowText(newsletter).includes('Sign up') && shadowText(donation).includes('Give today'), 'both render');
    expectNoProblems(page);
  });

  it('<sq-gallery> lays out its slides and opens the lightbox chunk; <sq-lightbox> opens on its own', async () => {
    const page = await openPage();
    const gallery = page.add('sq-gallery', { design: 'grid', lightbox: true }, [figure(page, 'a'), figure(page, 'b')]);
    await waitUntil(() => gallery.shadowRoot?.querySelectorAll('[part~="slide"]').length === 2, 'the slides are laid out');
    (gallery.children[1] as HTMLElement).click();
    await waitUntil(
      () => gallery.shadowRoot!.querySelector('sq-lightbox')?.shadowRoot?.querySelector('[part~="image"]'),
      'the lightbox shows an image',
    );
    const items = [{ src: '/test/elements/fixtures/gallery/square.svg', width: 800, height: 800, alt: 'Square', caption: 'A <b>caption</b>' }];
    const lightbox = page.add('sq-lightbox', { items: JSON.stringify(items), open: true });
    await waitUntil(() => shadowText(lightbox).includes('A <b>caption</b>'), 'the caption shows as text');
    expectNoProblems(page);
  });

  it('<sq-product>, <sq-products>, <sq-cart-indicator> and <sq-cart-page> render and add to the cart', async () => {
    const page = await openPage();
    const indicator = page.add('sq-cart-indicator');
    const product = page.add('sq-product', { product: JSON.stringify(notebook) });
    const list = page.add('sq-products', { products: JSON.stringify([mug, notebook]) });
    const cart = page.add('sq-cart-page', { 'continue-href': '/shop' });
    await waitUntil(
      () => shadowText(product).includes('The glaze notebook (PDF)') && shadowText(list).includes('The glaze notebook (PDF)'),
      'the products render',
    );
    await waitUntil(() => part(indicator, 'link') && part(cart, 'continue'), 'the indicator and the cart page render');
    const add = [...product.shadowRoot!.querySelectorAll('button')].find((button) => button.textContent === 'Add to Cart')!;
    add.click();
    await waitUntil(() => shadowText(cart).includes('Product notebook'), 'the cart page shows the added product');
    expectNoProblems(page);
  });

  it('<sq-marquee> renders, copies its content and moves', async () => {
    const page = await openPage();
    const marquee = page.add('sq-marquee', { 'wave-intensity': '4' }, []);
    const item = page.document.createElement('a');
    item.href = '#news';
    item.textContent = 'Open studio <b>Saturdays</b>';
    marquee.append(item);
    await waitUntil(() => marquee.querySelector('[data-sq-marquee-copy]'), 'the copies are made');
    expect(marquee.querySelector('[data-sq-marquee-copy] a')!.textContent).to.equal('Open studio <b>Saturdays</b>');
    await waitUntil(() => marquee.shadowRoot!.querySelector('[part~="track"]')!.getAnimations().length === 1, 'the row moves');
    expectNoProblems(page);
  });

  it('<sq-reviews-request> and <sq-pricing-toggle> render', async () => {
    const page = await openPage();
    const reviews = page.add('sq-reviews-request', { token: 'valid-token' });
    const toggle = page.add('sq-pricing-toggle', {}, []);
    const monthly = page.document.createElement('p');
    monthly.dataset.billing = 'monthly';
    monthly.textContent = '$10 a month';
    const annual = page.document.createElement('p');
    annual.dataset.billing = 'annual';
    annual.textContent = '$100 a year';
    toggle.append(monthly, annual);
    await waitUntil(() => toggle.shadowRoot?.querySelectorAll('button').length === 2, 'the toggle renders');
    await waitUntil(() => reviews.shadowRoot && shadowText(reviews).length > 0, 'the reviews request renders');
    expectNoProblems(page);
  });

  it('<sq-follow-button> loads its widget script through the script URL policy, and <sq-share> loads its share-sheet chunk on a click', async () => {
    const page = await openPage();
    const script = `ttfollow${Math.random().toString(36).slice(2, 8)}`;
    const profile = page.document.createElement('a');
    profile.href = 'https://www.instagram.com/juniper/';
    profile.textContent = 'Follow us on Instagram';
    const follow = page.add('sq-follow-button', { 'script-url': `${location.origin}/__script-stand-in/${script}.js` }, [profile]);
    const shared: unknown[] = [];
    Object.defineProperty(page.window.navigator, 'share', { configurable: true, value: async (data: unknown) => void shared.push(data) });
    const link = page.document.createElement('a');
    link.href = 'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fjuniper.example%2F';
    link.textContent = 'Share on Facebook';
    const share = page.add('sq-share', { url: 'https://juniper.example/', 'share-title': 'Juniper' }, [link]);
    await waitUntil(
      () => (page.window as unknown as { sqScriptStandIn?: Record<string, number> }).sqScriptStandIn?.[script] === 1,
      'the widget script ran',
    );
    await waitUntil(() => follow.shadowRoot && !part(follow, 'icon'), 'the widget took the block over');
    await waitUntil(() => part(share, 'share'), 'the share button renders');
    part(share, 'share')!.click();
    await waitUntil(() => shared.length === 1, 'the share sheet opened');
    expect(shared[0]).to.deep.equal({ url: 'https://juniper.example/', title: 'Juniper' });
    expectNoProblems(page);
  });

  it('<sq-map> draws its tiles and marker', async () => {
    const page = await openPage();
    const map = page.add('sq-map', {
      'data-block-json': JSON.stringify({ mapLat: 50.0858, mapLng: -5.3149, addressTitle: 'Studio <b>x</b>' }),
      'tile-url': '/__map-tiles/{style}/{z}/{x}/{y}.svg',
    });
    await waitUntil(() => map.shadowRoot?.querySelector('img.tile[src]'), 'the tiles render');
    await waitUntil(() => part(map, 'map')?.dataset.status === 'ready', 'a tile loads');
    expect(part(map, 'marker')!.getAttribute('aria-label')).to.equal('Studio <b>x</b>');
    expectNoProblems(page);
  });

  it('<sq-dialog>, <sq-tooltip>, <sq-popup-overlay>, <sq-announcement-bar>, <sq-mobile-info-bar> and <sq-site-badge> render', async () => {
    const page = await openPage();
    const dialog = page.add('sq-dialog', { type: 'alert', heading: 'Note', message: 'Saved <b>now</b>', open: true, persist: true });
    const trigger = page.document.createElement('button');
    trigger.textContent = 'Delivery';
    const tooltip = page.add('sq-tooltip', { content: 'Ships in <b>3</b> days', 'show-delay': '0' }, [trigger]);
    const overlay = page.add('sq-popup-overlay', { settings: JSON.stringify({ isEnabled: true, style: 'card', frequency: 7, version: 2 }) }, [
      'Join our list',
    ]);
    const bar = page.add('sq-announcement-bar', { settings: JSON.stringify({ text: 'Spring sale', clickthroughUrl: '/shop' }) });
    const info = page.add('sq-mobile-info-bar', { settings: JSON.stringify({ isEnabled: true, phone: '+1 555 0100', email: 'studio@example.com' }) });
    const badge = page.add('sq-site-badge');
    await waitUntil(() => shadowText(dialog).includes('Saved <b>now</b>'), 'the dialog shows its message as text');
    await waitUntil(
      () => shadowText(bar).includes('Spring sale') && part(info, 'bar') && part(badge, 'badge') && part(overlay, 'overlay'),
      'the overlays render',
    );
    part(dialog, 'confirm')!.click();
    trigger.focus();
    await waitUntil(
      () => page.document.body.textContent!.includes('Ships in <b>3</b> days') || shadowText(tooltip).includes('Ships in'),
      'the tooltip shows',
    );
    expectNoProblems(page);
  });

  it('<sq-video> plays its player and <sq-embed> follows its frame’s height', async () => {
    const page = await openPage();
    const video = page.add('sq-video', {
      url: 'https://youtu.be/trustedTypes1',
      'video-title': 'Trusted',
      'player-base': `${location.origin}/__video-stand-in/youtube/`,
    });
    const frame = page.document.createElement('iframe');
    frame.title = 'Opening hours';
    frame.setAttribute('sandbox', 'allow-scripts');
    frame.src = `/embed-frame/trusted?code=${encodeURIComponent('<div style="height: 230px">Open</div>')}`;
    page.add('sq-embed', {}, [frame]);
    await waitUntil(() => part(video, 'play'), 'the video renders');
    part(video, 'play')!.click();
    await waitUntil(() => part(video, 'player'), 'the player loads');
    await waitUntil(() => frame.height === '230', 'the embed takes its content’s height');
    expectNoProblems(page);
  });

  it('<sq-site> runs the page and its failures show the system-error overlay', async () => {
    // The page's calls go where nothing answers, so the owner's logout fails.
    const page = await openPage('?api-base=/__nowhere');
    const context = {
      website: { id: 'site-1', baseUrl: 'https://site.example' },
      authenticatedAccount: { id: 'owner-1', displayName: 'Owner', permission: 2 },
      websiteRoles: [1],
      pageType: 2,
    };
    page.add('sq-site', { context: JSON.stringify(context) });
    // The runtime starts in an effect after the element renders; its first call failing shows it
    // is running, and it listens for the shortcuts from the same start.
    const performanceFailed = /^console\.error: Unexpected performance request status: 404$/;
    await waitUntil(() => page.window.sqProblems.some((problem) => performanceFailed.test(problem)), 'the site runtime runs');
    // An owner's Shift+Escape logs out; the call fails and the overlay shows why.
    page.frame.focus();
    page.document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', shiftKey: true, bubbles: true }));
    const overlay = await waitUntil(() => page.document.querySelector('[data-sq-system-error]'), 'the system-error overlay shows').then(() =>
      page.document.querySelector('[data-sq-system-error]')!,
    );
    await waitUntil(() => (overlay.shadowRoot?.textContent ?? '').includes('Unable to connect'), 'the overlay has its message');
    expectNoProblems(page, [performanceFailed]);
  });

  it('<sq-audio> renders its player and moves its slider', async () => {
    const page = await openPage();
    const track = page.document.createElement('audio');
    for (const [name, value] of Object.entries({
      controls: '',
      preload: 'none',
      src: '/test/elements/fixtures/audio/tone-a.wav',
      'aria-label': 'Tone',
      'data-duration': '6',
    }))
      track.setAttribute(name, value);
    const item = page.document.createElement('li');
    item.append(track);
    const list = page.document.createElement('ol');
    list.append(item);
    const audio = page.add('sq-audio', { label: 'Tones' }, [list]);
    await waitUntil(() => part(audio, 'seek'), 'the player renders');
    part(audio, 'seek')!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await waitUntil(() => part(audio, 'seek')!.getAttribute('aria-valuetext') === '0:05 of 0:06', 'the slider moves');
    expectNoProblems(page);
  });

  it('<sq-image>, <sq-shape> and <sq-scaled-text> render under the policy, the picture cropped through the CSSOM', async () => {
    const page = await openPage();
    const picture = page.document.createElement('img');
    Object.assign(picture, { alt: 'Ember cups', width: 1600, height: 900 });
    picture.dataset.imageFocalPoint = '0.25,0.75';
    picture.src = '/demo/public/images/ember-cups.svg';
    const image = page.add('sq-image', { layout: 'card', crop: 'fill' }, [picture]);
    expect(image.querySelector('img')).to.equal(picture);
    const shape = page.add('sq-shape', { shape: 'star', color: '#c2410c', label: 'A star' });
    const heading = page.document.createElement('h2');
    heading.textContent = 'The studio by the harbour, open on Saturdays from ten until four';
    const text = page.add('sq-scaled-text', {}, [heading]);
    await waitUntil(() => picture.sizes.endsWith('px') && shape.shadowRoot?.querySelector('svg') && text.hasAttribute('fitted'), 'the three render');
    expect(page.window.getComputedStyle(picture).objectPosition).to.equal('25% 75%');
    expect(shape.shadowRoot!.querySelector('svg')!.getAttribute('aria-label')).to.equal('A star');
    expectNoProblems(page);
  });

  it('<sq-accordion>, <sq-menu>, <sq-relative-time> and <sq-button> enhance their light DOM', async () => {
    const page = await openPage();
    const text = (tag: string, content: string) => {
      const node = page.document.createElement(tag);
      node.textContent = content;
      return node;
    };
    const accordion = page.add('sq-accordion', { 'first-open': true }, [
      text('h3', 'Do you ship abroad?'),
      text('div', 'Yes.'),
      text('h3', 'Can I visit?'),
      text('div', 'Tuesday to Saturday.'),
    ]);
    const coffee = page.document.createElement('section');
    coffee.append(text('h3', 'Coffee'), text('p', 'Flat white'));
    const cakes = page.document.createElement('section');
    cakes.append(text('h3', 'Cakes'), text('p', 'Saffron bun'));
    const menu = page.add('sq-menu', {}, [coffee, cakes]);
    const time = page.add('sq-relative-time', { datetime: new Date().toISOString() }, ['today']);
    const button = page.add('sq-button', { 'button-text': 'Book', 'clickthrough-url': '/visit' });
    await waitUntil(() => accordion.querySelectorAll('h3 > button[aria-expanded]').length === 2, 'the accordion has its buttons');
    accordion.querySelectorAll<HTMLButtonElement>('h3 > button')[1]!.click();
    await waitUntil(() => !accordion.querySelectorAll('div')[1]!.hasAttribute('hidden'), 'the second panel opens');
    await waitUntil(() => menu.querySelectorAll('[role="tab"]').length === 2, 'the menu has its tabs');
    menu.querySelectorAll<HTMLButtonElement>('[role="tab"]')[1]!.click();
    expect(cakes.hidden).to.equal(false);
    await waitUntil(() => time.textContent === 'just now', 'the relative time shows');
    await waitUntil(() => button.querySelector('a')?.getAttribute('href') === '/visit', 'the button has its link');
    expectNoProblems(page);
  });
  it('<sq-calendar> and <sq-events> draw months and times into their light DOM with no markup from text', async () => {
    const page = await openPage();
    const calendar = page.add('sq-calendar', { month: '2030-06', 'time-zone': 'Europe/London', 'week-start': '1' });
    await waitUntil(() => calendar.querySelector('table[role="grid"] caption')?.textContent === 'June 2030', 'the calendar draws its month');
    calendar.querySelector<HTMLButtonElement>('.sq-calendar-next')!.click();
    await waitUntil(() => calendar.querySelector('caption')?.textContent === 'July 2030', 'the calendar shows the next month');
    const time = page.document.createElement('time');
    time.className = 'sq-event-time';
    time.setAttribute('datetime', '2030-06-08T09:00:00Z');
    time.dataset.end = '2030-06-08T11:00:00Z';
    time.textContent = '8 June';
    const events = page.add('sq-events', { 'time-zone': 'Europe/London' }, [time]);
    await waitUntil(() => events.querySelector('time')!.textContent!.includes('2030'), 'the time is written in the zone');
    expectNoProblems(page);
  });
  it('<sq-reservation> loads its table-booking script through the script URL policy and shows the provider’s widget', async () => {
    const page = await openPage();
    const script = `table-booking-${Math.random().toString(36).slice(2, 10)}`;
    const fallback = page.document.createElement('a');
    fallback.href = 'https://booking.example/harbour';
    fallback.textContent = 'Book a table';
    const reservation = page.add('sq-reservation', { 'script-url': `${location.origin}/__script-stand-in/${script}.js`, slug: 'harbour' }, [
      fallback,
    ]);
    await waitUntil(() => reservation.querySelector('.stand-in-widget')?.textContent === 'Booking widget for harbour', 'the widget shows');
    expect(reservation.shadowRoot!.querySelector<HTMLElement>('[part~="widget"]')!.hidden).to.equal(false);
    expectNoProblems(page);
  });

  it('<sq-chart> draws its table as SVG, colours through its style sheet, and shows the table with the spec’s message on bad data', async () => {
    const page = await openPage();
    const table = (caption: string, cells: string[][]) => {
      const node = page.document.createElement('table');
      node.createCaption().textContent = caption;
      for (const [index, texts] of cells.entries()) {
        const row = node.insertRow();
        for (const text of texts) row.append(Object.assign(page.document.createElement(index ? 'td' : 'th'), { textContent: text }));
      }
      return node;
    };
    const good = page.add('sq-chart', { variant: 'pie' }, [
      table('Pieces sold by season', [
        ['Season', 'Pieces'],
        ['Spring', '640'],
        ['Summer', '1,180'],
      ]),
    ]);
    const bad = page.add('sq-chart', {}, [
      table('Visitors', [
        ['Month', 'Studio'],
        ['Jan', ''],
      ]),
    ]);
    await waitUntil(() => good.shadowRoot?.querySelectorAll('path.slice').length === 2, 'the pie is drawn');
    expect(good.shadowRoot!.querySelector('[role="img"] > svg')).to.not.equal(null);
    expect(page.window.getComputedStyle(good.shadowRoot!.querySelector('path.slice')!).fill).to.equal('rgb(37, 99, 235)');
    await waitUntil(() => bad.shadowRoot?.querySelector('slot'), 'the bad chart shows its table');
    expect(bad.shadowRoot!.querySelector('svg')).to.equal(null);
    expectNoProblems(page, [/^(console\.error: )?<sq-chart>: One or more rows was missing data\.$/]);
  });

  it('<sq-summary> puts the longer list in place through its allow-list, with no sink and no script run', async () => {
    const page = await openPage();
    const win = page.window as FramePage['window'] & { summaryPwned?: number; fetch: typeof fetch };
    const json = (body: unknown) => new win.Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    const original = win.fetch.bind(win);
    win.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('/api/crumb')) return json({ crumb: 'c' });
      if (url.includes('/api/widget/GetWidgetRendering')) {
        return json({
          html: '<ul class="summary-items"><li class="summary-item" data-item-id="one">First post</li><li class="summary-item" data-item-id="two"><script>window.summaryPwned = 1</script><img class="summary-thumbnail" src="/x.png" onerror="window.summaryPwned = 2" alt=""><h3 class="summary-title"><a href="/journal/two">Second post</a></h3></li></ul>',
        });
      }
      return original(input, init);
    };
    const list = page.document.createElement('ul');
    list.className = 'summary-items';
    list.setAttribute('data-next-cursor', 'abc');
    const item = page.document.createElement('li');
    item.className = 'summary-item';
    item.setAttribute('data-item-id', 'one');
    item.textContent = 'First post';
    list.append(item);
    const summary = page.add('sq-summary', { 'collection-id': 'journal', 'page-size': '1' }, [list]);
    await waitUntil(() => part(summary, 'load-more'), 'Load more shows');
    part(summary, 'load-more')!.click();
    await waitUntil(() => summary.querySelector('[data-item-id="two"] a')?.textContent === 'Second post', 'the longer list is shown');
    expect([...summary.querySelectorAll('.summary-item')].map((node) => node.getAttribute('data-item-id'))).to.deep.equal(['one', 'two']);
    // A broken image is complete once its error event, the one an onerror handler would answer, has fired.
    const image = summary.querySelector<HTMLImageElement>('[data-item-id="two"] img')!;
    await waitUntil(() => image.complete, 'the missing image has failed to load');
    await nextFrame();
    expect(win.summaryPwned).to.equal(undefined);
    expect(summary.querySelector('script, [onerror]')).to.equal(null);
    expectNoProblems(page, [/\/x\.png/]);
  });

  it('<sq-search> loads its preview chunk and lists results with marked matches, with no sink and no script run', async () => {
    const page = await openPage();
    const win = page.window as FramePage['window'] & { searchPwned?: number; fetch: typeof fetch };
    const json = (body: unknown) => new win.Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    const original = win.fetch.bind(win);
    win.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('/api/search')) {
        return json({
          results: [
            {
              kind: 'product',
              url: '/shop/tide-mug',
              title: [{ text: 'Tide', mark: true }, { text: ' mug <img src=x onerror="window.searchPwned = 1">' }],
              excerpt: [{ text: 'A 300 ml ' }, { text: 'mug', mark: true }],
            },
          ],
        });
      }
      return original(input, init);
    };
    const form = page.document.createElement('form');
    form.setAttribute('role', 'search');
    form.action = '/search';
    const label = page.document.createElement('label');
    label.htmlFor = 'tt-search-q';
    label.textContent = 'Search the site';
    const input = page.document.createElement('input');
    input.id = 'tt-search-q';
    input.name = 'q';
    input.type = 'search';
    form.append(label, input);
    const box = page.add('sq-search', { id: 'tt-search' }, [form]);
    await waitUntil(() => box.shadowRoot?.querySelector('slot'), 'the box renders');
    input.focus();
    await waitUntil(() => input.getAttribute('role') === 'combobox', 'the preview chunk loads');
    await sendKeys({ type: 'tide' });
    await waitUntil(() => box.parentElement!.querySelector('[role="option"] mark')?.textContent === 'Tide', 'the result shows with its match marked');
    const option = box.parentElement!.querySelector('[role="option"]')!;
    expect(option.textContent).to.contain('mug <img src=x onerror="window.searchPwned = 1">');
    expect(option.querySelector('img')).to.equal(null);
    expect(win.searchPwned).to.equal(undefined);
    expectNoProblems(page);
  });

  it('<sq-member-area> signs in through the session call and says a wrong password in its alert, with no sink', async () => {
    const page = await openPage();
    const win = page.window as FramePage['window'] & { fetch: typeof fetch };
    const json = (body: unknown, status = 200) => new win.Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    const original = win.fetch.bind(win);
    win.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('/api/crumb')) return json({ crumb: 'c' });
      if (url.includes('/api/site-users/account/session')) return json({ error: 'Unauthorized', message: '<b>no</b>' }, 401);
      return original(input, init);
    };
    const form = page.document.createElement('form');
    form.method = 'post';
    form.action = '/members/sign-in';
    form.dataset['member'] = 'sign-in';
    const alert = page.document.createElement('p');
    alert.className = 'member-error';
    alert.id = 'tt-member-error';
    alert.setAttribute('role', 'alert');
    alert.hidden = true;
    const email = page.document.createElement('input');
    email.name = 'email';
    email.type = 'email';
    email.value = 'member@juniper.example';
    email.setAttribute('aria-label', 'Email');
    const password = page.document.createElement('input');
    password.name = 'password';
    password.type = 'password';
    password.value = 'wrong';
    password.setAttribute('aria-label', 'Password');
    const submit = page.document.createElement('button');
    submit.type = 'submit';
    submit.textContent = 'Sign in';
    form.append(alert, email, password, submit);
    const area = page.add('sq-member-area', {}, [form]);
    await waitUntil(() => area.shadowRoot?.querySelector('slot'), 'the member area renders');
    submit.click();
    await waitUntil(() => !alert.hidden, 'the alert shows');
    expect(alert.textContent).to.equal('The email address or password is incorrect.');
    expect(page.frame.contentWindow!.location.pathname).to.equal(new URL(TRUSTED_TYPES_PAGE, location.href).pathname);
    expectNoProblems(page);
  });
});
