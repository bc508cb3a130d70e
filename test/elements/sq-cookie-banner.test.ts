import { expect, fixture, html, nextFrame, oneEvent, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import '../../src/elements/sq-cookie-banner.js';
import type { SqCookieBanner } from '../../src/elements/sq-cookie-banner.js';
import { $consent, $cookieBannerSignals } from '../../src/shared/consent/store.js';
import { captureConsole } from '../helpers/console.js';

const DEFAULT_TEXT =
  'By using this website, you agree to our use of cookies. We use cookies to provide you with a great experience and to help our website run effectively.';
const TRACKING = ['ss_cid', 'ss_cpvisit', 'ss_cvisit', 'ss_cvr', 'ss_cvt'];

function cookies(): Record<string, string> {
  return Object.fromEntries(
    document.cookie
      .split(';')
      .map((pair) => pair.trim())
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
}

function expireCookie(name: string, path = '/') {
  document.cookie = `${name}=; max-age=0; path=${path}`;
}

function resetConsent() {
  expireCookie('ss_cookieAllowed');
  for (const name of TRACKING) expireCookie(name);
  $consent.set(undefined);
  $cookieBannerSignals.set({ forced: false, settings: undefined });
}

async function banner(markup: ReturnType<typeof html>) {
  const element = await fixture<SqCookieBanner>(markup);
  await waitUntil(() => element.shadowRoot?.querySelector('[part~="banner"]'), 'the banner is shown');
  await settled(element);
  return element;
}

/** Waits for the entrance animation, so positions and colours are final. */
async function settled(element: Element) {
  await Promise.all(element.shadowRoot!.getAnimations().map((animation) => animation.finished));
}

function part(element: Element, name: string) {
  return element.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
}

const isGone = (element: Element) => () => part(element, 'banner') === null;

beforeEach(resetConsent);
afterEach(resetConsent);

describe('<sq-cookie-banner>', () => {
  it('shows the default bar with the default text and an accept button named "Accept"', async () => {
    const element = await banner(html`<sq-cookie-banner></sq-cookie-banner>`);
    const box = part(element, 'banner')!;
    expect(box.getAttribute('role')).to.equal('region');
    expect(box.getAttribute('aria-label')).to.equal('Cookie consent');
    expect(part(element, 'text')!.textContent).to.equal(DEFAULT_TEXT);
    const accept = part(element, 'accept')!;
    expect(accept.getAttribute('aria-label'), 'the ICON variant is named').to.equal('Accept');
    expect(accept.querySelector('svg')).to.exist;
    expect(part(element, 'decline'), 'OPT_IN has no decline').to.equal(null);
    expect(getComputedStyle(box).position).to.equal('fixed');
    expect(Math.round(box.getBoundingClientRect().bottom)).to.equal(window.innerHeight);
    await expect(element).to.be.accessible();
  });

  it('stores an acceptance for 30 days, removes itself and announces the change', async () => {
    const element = await banner(html`<sq-cookie-banner></sq-cookie-banner>`);
    const changed = oneEvent(window, 'sq-consent-change');
    part(element, 'accept')!.click();
    const event = await changed;
    expect(event.detail).to.deep.equal({ accepted: true });
    expect(cookies().ss_cookieAllowed).to.equal('true');
    expect($consent.get()).to.equal(true);
    await waitUntil(isGone(element), 'the banner is removed');
  });

  it('stores a decline and deletes every tracking cookie', async () => {
    // Deletion on deeper paths and parent domains is covered by the cookie helpers' own tests.
    for (const name of TRACKING) document.cookie = `${name}=1; path=/`;
    document.cookie = 'unrelated=1; path=/';
    try {
      const element = await banner(
        html`<sq-cookie-banner settings=${JSON.stringify({ cookieBannerAcceptType: 'OPT_IN_AND_OUT' })}></sq-cookie-banner>`,
      );
      expect(Object.keys(cookies())).to.include.members(TRACKING);
      const decline = part(element, 'decline')!;
      expect(decline.textContent).to.equal('Decline');
      const changed = oneEvent(window, 'sq-consent-change');
      decline.click();
      expect((await changed).detail).to.deep.equal({ accepted: false });
      expect(cookies().ss_cookieAllowed).to.equal('false');
      expect(Object.keys(cookies())).not.to.include.any.members(TRACKING);
      expect(cookies().unrelated, 'other cookies stay').to.equal('1');
      await waitUntil(isGone(element));
    } finally {
      expireCookie('unrelated');
    }
  });

  it('is not shown when a choice exists', async () => {
    document.cookie = 'ss_cookieAllowed=true; path=/';
    $consent.set(true);
    const element = await fixture<SqCookieBanner>(html`<sq-cookie-banner></sq-cookie-banner>`);
    await element.updateComplete;
    await nextFrame();
    expect(part(element, 'banner')).to.equal(null);
  });

  it('when forced, shows despite a choice, blocks the page, and holds focus until a choice', async () => {
    document.cookie = 'ss_cookieAllowed=false; path=/';
    $consent.set(false);
    const page = await fixture<HTMLDivElement>(html`<div><button id="behind">Behind</button></div>`);
    const behind = page.querySelector<HTMLButtonElement>('#behind')!;
    behind.focus();
    const element = document.createElement('sq-cookie-banner');
    element.setAttribute('forced', '');
    page.append(element);
    await waitUntil(() => part(element, 'banner'));
    await settled(element);
    const box = part(element, 'banner')!;
    expect(box.getAttribute('role')).to.equal('dialog');
    expect(box.getAttribute('aria-modal')).to.equal('true');
    const rect = behind.getBoundingClientRect();
    expect(document.elementFromPoint(rect.x + 2, rect.y + 2), 'the backdrop covers the page').to.equal(element);
    expect(behind.inert, 'the page behind is inert, for assistive technology too').to.equal(true);
    expect(element.inert).to.equal(false);
    await waitUntil(() => element.shadowRoot!.activeElement === part(element, 'accept'), 'focus moves into the banner');
    await sendKeys({ press: 'Tab' });
    expect(element.shadowRoot!.activeElement, 'Tab stays inside').to.equal(part(element, 'accept'));
    await expect(element).to.be.accessible();
    await sendKeys({ press: 'Enter' });
    await waitUntil(isGone(element), 'a choice dismisses the forced banner');
    expect(cookies().ss_cookieAllowed).to.equal('true');
    expect(part(element, 'backdrop')).to.equal(null);
    expect(behind.inert, 'the page is given back').to.equal(false);
    await waitUntil(() => document.activeElement === behind, 'focus returns to where it was');
  });

  it('answers the force, update and unforce window events', async () => {
    document.cookie = 'ss_cookieAllowed=true; path=/';
    $consent.set(true);
    const element = await fixture<SqCookieBanner>(html`<sq-cookie-banner></sq-cookie-banner>`);
    window.dispatchEvent(new CustomEvent('sq-cookie-banner:force'));
    await waitUntil(() => part(element, 'banner'), 'force shows it');
    window.dispatchEvent(
      new CustomEvent('sq-cookie-banner:update', {
        detail: { cookieBannerVariant: 'POPUP', cookieBannerPosition: 'TOP_RIGHT', cookieBannerText: '<p>Updated text</p>' },
      }),
    );
    await waitUntil(() => part(element, 'text')?.textContent === 'Updated text', 'update replaces the settings');
    expect(part(element, 'banner')!.classList.contains('top-right')).to.be.true;
    window.dispatchEvent(new CustomEvent('sq-cookie-banner:unforce'));
    await waitUntil(isGone(element), 'unforce hides it again, as a choice exists');
  });

  it('without a choice, deletes tracking cookies under a restrictive policy and keeps them otherwise', async () => {
    document.cookie = 'ss_cid=1; path=/';
    await banner(html`<sq-cookie-banner></sq-cookie-banner>`);
    expect(cookies().ss_cid, 'no restrictive policy: untouched').to.equal('1');
    await banner(html`<sq-cookie-banner settings=${JSON.stringify({ isAnalyticsCookiesDisabled: true })}></sq-cookie-banner>`);
    await waitUntil(() => cookies().ss_cid === undefined, 'a restrictive policy clears them before consent');
  });

  it('hides when the visitor chose in another tab and comes back to this one', async () => {
    const element = await banner(html`<sq-cookie-banner></sq-cookie-banner>`);
    document.cookie = 'ss_cookieAllowed=true; path=/';
    document.dispatchEvent(new Event('visibilitychange'));
    await waitUntil(isGone(element), 'the stored choice is picked up');
    expect($consent.get()).to.equal(true);
  });

  it('renders nothing when disabled by the site', async () => {
    const element = await fixture<SqCookieBanner>(
      html`<sq-cookie-banner settings=${JSON.stringify({ isCookieBannerEnabled: false })}></sq-cookie-banner>`,
    );
    await element.updateComplete;
    await nextFrame();
    expect(part(element, 'banner')).to.equal(null);
  });

  it('takes settings as a property', async () => {
    const element = await banner(html`<sq-cookie-banner></sq-cookie-banner>`);
    element.settings = { cookieBannerCtaVariant: 'BUTTON', cookieBannerCtaText: 'Sounds good' };
    await waitUntil(() => part(element, 'accept')!.textContent === 'Sounds good');
    expect(part(element, 'accept')!.hasAttribute('aria-label')).to.be.false;
  });

  it('logs one clear error for malformed settings JSON and shows the default banner', async () => {
    const console = captureConsole();
    try {
      const element = await banner(html`<sq-cookie-banner settings="{cookieBannerTheme: LIGHT"></sq-cookie-banner>`);
      expect(part(element, 'text')!.textContent).to.equal(DEFAULT_TEXT);
      expect(console.errors).to.have.length(1);
      expect(console.errors[0]).to.contain('<sq-cookie-banner>').and.contain('"settings" attribute is not valid JSON');
    } finally {
      console.restore();
    }
  });

  it('renders owner text safely: markup stays text, only validated links survive', async () => {
    const text =
      '<p>See our <a href="/privacy">privacy policy</a><img src=x onerror="window.__pwned=1"><a href="javascript:window.__pwned=1">!</a></p>';
    const element = await banner(html`<sq-cookie-banner settings=${JSON.stringify({ cookieBannerText: text })}></sq-cookie-banner>`);
    const links = part(element, 'text')!.querySelectorAll('a');
    expect(links).to.have.length(1);
    expect(links[0]!.getAttribute('href')).to.equal('/privacy');
    expect(part(element, 'text')!.querySelector('img')).to.equal(null);
    expect(part(element, 'text')!.textContent).to.equal('See our privacy policy!');
    expect((window as { __pwned?: number }).__pwned).to.equal(undefined);
  });

  it('puts a TOP bar into the announcement-bar area when the page has one', async () => {
    const page = await fixture<HTMLDivElement>(html`
      <div>
        <div data-sq-announcement-bar></div>
        <main><sq-cookie-banner settings=${JSON.stringify({ cookieBannerPosition: 'TOP' })}></sq-cookie-banner></main>
      </div>
    `);
    const element = page.querySelector('sq-cookie-banner')!;
    const area = page.querySelector('[data-sq-announcement-bar]')!;
    await waitUntil(() => element.parentElement === area, 'moved into the announcement bar');
    await waitUntil(() => part(element, 'banner')?.classList.contains('placed'));
    expect(getComputedStyle(part(element, 'banner')!).position).to.equal('relative');
    part(element, 'accept')!.click();
    await waitUntil(() => element.parentElement === page.querySelector('main'), 'back in its place once dismissed');
  });

  it('puts a TOP bar at the top of the window without an announcement bar', async () => {
    const element = await banner(html`<sq-cookie-banner settings=${JSON.stringify({ cookieBannerPosition: 'TOP' })}></sq-cookie-banner>`);
    expect(Math.round(part(element, 'banner')!.getBoundingClientRect().top)).to.equal(0);
  });

  it('shows a popup as a non-modal dialog in its corner, without taking focus', async () => {
    const element = await banner(
      html`<sq-cookie-banner settings=${JSON.stringify({ cookieBannerVariant: 'POPUP', cookieBannerPosition: 'BOTTOM_RIGHT' })}></sq-cookie-banner>`,
    );
    const box = part(element, 'banner')!;
    expect(box.getAttribute('role')).to.equal('dialog');
    expect(box.getAttribute('aria-modal')).to.equal('false');
    expect(element.shadowRoot!.activeElement).to.equal(null);
    const rect = box.getBoundingClientRect();
    expect(window.innerWidth - rect.right).to.be.within(8, 24);
    expect(window.innerHeight - rect.bottom).to.be.within(8, 24);
  });

  it('is reachable by keyboard and gives focus back when dismissed', async () => {
    const page = await fixture<HTMLDivElement>(html`
      <div>
        <button id="before">Before</button><sq-cookie-banner settings=${JSON.stringify({ cookieBannerCtaVariant: 'TEXT' })}></sq-cookie-banner>
      </div>
    `);
    const element = page.querySelector('sq-cookie-banner')!;
    await waitUntil(() => part(element, 'accept'));
    const before = page.querySelector<HTMLButtonElement>('#before')!;
    before.focus();
    await sendKeys({ press: 'Tab' });
    expect(element.shadowRoot!.activeElement).to.equal(part(element, 'accept'));
    await sendKeys({ press: 'Enter' });
    await waitUntil(isGone(element));
    expect(cookies().ss_cookieAllowed).to.equal('true');
    await waitUntil(() => document.activeElement === before, 'focus is not dropped on the body');
  });

  describe('placed directly in <body>, as a page ends with it', () => {
    const pageMarkup = `
      <a class="fixture-page" href="#content">Skip to content</a>
      <nav class="fixture-page">${Array.from({ length: 12 }, (_, i) => `<a href="#p${i}">Page ${i}</a>`).join('')}</nav>
      <main class="fixture-page" id="content"><button type="button">Add to cart</button></main>`;
    let element: SqCookieBanner;

    async function pageWithBanner(settings: object = {}) {
      document.body.insertAdjacentHTML('beforeend', pageMarkup);
      element = document.createElement('sq-cookie-banner');
      element.setAttribute('settings', JSON.stringify(settings));
      document.body.append(element);
      await waitUntil(() => part(element, 'accept'), 'the banner is shown');
    }

    /** The focused element as text: its tag, and its part inside a shadow root. */
    function focusedName() {
      const outer = document.activeElement;
      const inner = outer?.shadowRoot?.activeElement;
      return [outer?.localName, inner?.getAttribute('part') ?? inner?.textContent].filter(Boolean).join(' ');
    }

    /** Tab as a visitor arriving on the page does: from the very start of the document. */
    async function tabFromStart() {
      const start = document.createElement('button');
      start.textContent = 'start';
      document.body.prepend(start);
      start.focus();
      start.remove();
      await sendKeys({ press: 'Tab' });
    }

    afterEach(async () => {
      element?.remove();
      for (const node of document.querySelectorAll('.fixture-page')) node.remove();
      // A removed banner unmounts a task later, and its view leaves the shadow root empty.
      if (element) await waitUntil(() => element.shadowRoot!.childElementCount === 0, 'the banner has unmounted');
    });

    for (const [name, settings] of [
      ['a bottom bar', {}],
      ['a popup', { cookieBannerVariant: 'POPUP', cookieBannerAcceptType: 'OPT_IN_AND_OUT' }],
    ] as const) {
      it(`${name} comes first in reading and Tab order, without taking focus on load`, async () => {
        await pageWithBanner(settings);
        await element.updateComplete;
        await settled(element);
        await nextFrame();
        // Booleans and names, so that a failing assertion never prints a React-managed element.
        expect(document.activeElement === document.body, 'focus is not moved on load').to.equal(true);
        expect(document.body.firstElementChild?.localName, 'first in <body>').to.equal('sq-cookie-banner');
        await tabFromStart();
        expect(focusedName(), 'the first Tab reaches the banner').to.equal(
          `sq-cookie-banner ${'cookieBannerAcceptType' in settings ? 'decline' : 'accept'}`,
        );
        await sendKeys({ press: 'Enter' });
        await waitUntil(isGone(element));
        await expect(document.body).to.be.accessible();
      });
    }

    it('stays where it is when its container is not <body> (a framework may own it)', async () => {
      const wrapper = await fixture<HTMLDivElement>(html`<div><button>Before</button><sq-cookie-banner></sq-cookie-banner></div>`);
      const banner = wrapper.querySelector('sq-cookie-banner')!;
      await waitUntil(() => part(banner, 'accept'));
      await banner.updateComplete;
      await nextFrame();
      expect(banner.parentElement === wrapper && wrapper.lastElementChild === banner).to.equal(true);
    });
  });

  it('honours prefers-reduced-motion', async () => {
    const element = await banner(html`<sq-cookie-banner></sq-cookie-banner>`);
    expect(getComputedStyle(part(element, 'banner')!).animationName, 'animated by default').not.to.equal('none');
    const reduced = element
      .shadowRoot!.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules])
      .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule && /prefers-reduced-motion:\s*reduce/.test(rule.conditionText))
      .flatMap((rule) => [...rule.cssRules] as CSSStyleRule[]);
    expect(reduced.some((rule) => rule.selectorText === '.banner' && rule.style.animationName === 'none')).to.be.true;
    // Media emulation needs the DevTools protocol, which only Chromium speaks here.
    if (navigator.userAgent.includes('Firefox')) return;
    element.remove();
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      const still = await banner(html`<sq-cookie-banner></sq-cookie-banner>`);
      expect(getComputedStyle(part(still, 'banner')!).animationName).to.equal('none');
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });

  describe('has no axe violations', () => {
    for (const variant of ['BAR', 'POPUP']) {
      for (const theme of ['LIGHT', 'DARK']) {
        for (const cta of ['TEXT', 'BUTTON', 'ICON']) {
          it(`${variant} × ${theme} × ${cta}`, async () => {
            const settings = {
              cookieBannerVariant: variant,
              cookieBannerTheme: theme,
              cookieBannerCtaVariant: cta,
              cookieBannerAcceptType: 'OPT_IN_AND_OUT',
              cookieBannerText: '<p>We use cookies. <a href="/privacy">Privacy policy</a></p>',
            };
            const element = await banner(html`<sq-cookie-banner settings=${JSON.stringify(settings)}></sq-cookie-banner>`);
            await expect(element).to.be.accessible();
          });
        }
      }
    }
  });
});
