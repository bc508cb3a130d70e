import { aTimeout, expect, fixture, fixtureCleanup, html, waitUntil } from '@open-wc/testing';
import '../../src/runtime/sq-site.js';
import '../../src/elements/sq-button.js';
import type { SqButton } from '../../src/elements/sq-button.js';
import { chooseConsent } from '../../src/shared/consent/actions.js';
import { pageLifecycle } from '../../src/shared/site/lifecycle.js';
import { preUpgradeCss } from '../../src/shared/layout/pre-upgrade.js';
import { allowedScriptRuns, cookies, freshAddress, resetSiteTest, sentFrom, sentSince, unmounted } from '../helpers/site.js';

const CONTEXT = { website: { id: 'site-1' }, pageType: 2, templateId: 'tpl-1' };
const RESTRICTIVE = { ...CONTEXT, cookieSettings: { isAnalyticsCookiesDisabled: true } };
const CLICK = '/api/census/button-click';
const RENDER = '/api/census/button-render';
const json = (body: string) => JSON.parse(body) as Record<string, unknown>;
const stopNavigation = (event: Event) => event.preventDefault();

/** A page with the site runtime, a button block and a plain element marked with the attribute. */
async function page(context: unknown = CONTEXT) {
  const element = await fixture(html`
    <div @click=${stopNavigation}>
      <sq-site
        ><script type="application/json">
          ${JSON.stringify(context)}
        </script></sq-site
      >
      <sq-button id="book" alignment="center" size="large" new-window
        ><a class="button" href="/visit" target="_blank" rel="noopener">Book a workshop</a></sq-button
      >
      <a href="/shop" data-sq-button="shop-link">Shop</a>
    </div>
  `);
  await waitUntil(() => pageLifecycle.state() === 'initialized', 'the site runtime starts');
  return element;
}

async function button(template: ReturnType<typeof html>) {
  const element = await fixture<SqButton>(template);
  await waitUntil(() => element.shadowRoot!.querySelector('slot'), 'the element renders');
  await aTimeout(0);
  return element;
}

describe('<sq-button>', () => {
  describe('census', () => {
    beforeEach(resetSiteTest);
    afterEach(async () => {
      fixtureCleanup();
      await unmounted();
      resetSiteTest();
    });

    it('counts itself once rendered and on each click, with the button event fields; the attribute still counts other elements', async () => {
      const since = Date.now();
      const start = location.href;
      const element = await page();
      await waitUntil(async () => (await sentSince(RENDER, since)).length === 2, 'the block and the marked link are counted');
      const renders = (await sentSince(RENDER, since)).map((request) => json(request.body).id);
      expect(renders.sort()).to.deep.equal(['book', 'shop-link']);
      const clicked = freshAddress('clicked');
      element.querySelector<HTMLElement>('sq-button a')!.click();
      await waitUntil(async () => (await sentFrom(CLICK, since, clicked)).length > 0, 'the click is counted');
      // A second click from another address: once its hit has arrived, every hit of the first has too.
      const again = freshAddress('clicked-again');
      element.querySelector<HTMLElement>('sq-button a')!.click();
      await waitUntil(async () => (await sentFrom(CLICK, since, again)).length > 0, 'the second click is counted');
      history.replaceState(null, '', start);
      const clicks = await sentFrom(CLICK, since, clicked);
      expect(clicks, 'one hit per click, not one from the element and one from the attribute').to.have.length(1);
      expect(json(clicks[0]!.body)).to.include({
        visitorCookie: cookies().ss_cvr,
        websiteId: 'site-1',
        templateId: 'tpl-1',
        id: 'book',
        buttonText: 'Book a workshop',
        clickthroughUrl: new URL('/visit', location.href).href,
        alignment: 'center',
        size: 'large',
        newWindow: true,
      });
      expect(await sentSince(RENDER, since), 'rendered once').to.have.length(2);
    });

    it('sends nothing before consent under a restrictive policy, and counts once the visitor accepts', async () => {
      const since = Date.now();
      const element = await page(RESTRICTIVE);
      element.querySelector<HTMLElement>('sq-button a')!.click();
      // The click is counted, or not, as it happens: a request asked for after it arrives after its hit would.
      await allowedScriptRuns();
      expect(await sentSince('/api/census/', since)).to.deep.equal([]);
      chooseConsent(true);
      await waitUntil(async () => (await sentSince(RENDER, since)).length === 2, 'counted after accepting');
      expect(await sentSince(CLICK, since), 'the click made before consent is not sent later').to.deep.equal([]);
      element.querySelector<HTMLElement>('sq-button a')!.click();
      await waitUntil(async () => (await sentSince(CLICK, since)).length === 1, 'a click after consent is counted');
    });

    it('sends nothing when the visitor declines', async () => {
      const since = Date.now();
      const element = await page(RESTRICTIVE);
      chooseConsent(false);
      element.querySelector<HTMLElement>('sq-button a')!.click();
      // The click is counted, or not, as it happens: a request asked for after it arrives after its hit would.
      await allowedScriptRuns();
      expect(await sentSince('/api/census/', since)).to.deep.equal([]);
    });
  });

  describe('markup', () => {
    // The page's stylesheet (sq-elements.css) aligns and sizes the button, before and after the upgrade.
    const pageStyles = new CSSStyleSheet();
    pageStyles.replaceSync(preUpgradeCss());
    before(() => {
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, pageStyles];
    });
    after(() => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== pageStyles);
    });

    it('keeps the page link, a real link in the light DOM, aligned and sized', async () => {
      const element = await button(html`<sq-button alignment="center" size="large"><a class="button" href="/visit">Visit</a></sq-button>`);
      const link = element.querySelector('a')!;
      expect(link.getAttribute('href')).to.equal('/visit');
      expect(link.textContent).to.equal('Visit');
      expect(getComputedStyle(element).textAlign).to.equal('center');
      expect(parseFloat(getComputedStyle(link).fontSize)).to.equal(1.25 * parseFloat(getComputedStyle(element).fontSize));
      await expect(element).to.be.accessible();
    });

    it('makes its link from button-text, clickthrough-url and new-window', async () => {
      const element = await button(html`<sq-button button-text="Order online" clickthrough-url="shop.example.com/order" new-window></sq-button>`);
      const link = element.querySelector('a')!;
      expect(link.textContent).to.equal('Order online');
      expect(link.getAttribute('href')).to.equal('https://shop.example.com/order');
      expect(link.target).to.equal('_blank');
      expect(link.rel).to.equal('noopener');
      element.clickthroughUrl = 'mailto:hello@example.com';
      await waitUntil(() => link.getAttribute('href') === 'mailto:hello@example.com', 'the link follows the property');
      await expect(element).to.be.accessible();
    });

    it('is a plain button without a click-through URL', async () => {
      const element = await button(html`<sq-button button-text="Say hello"></sq-button>`);
      const control = element.querySelector('button')!;
      expect(control.type).to.equal('button');
      expect(control.textContent).to.equal('Say hello');
      await expect(element).to.be.accessible();
    });

    it('refuses a click-through URL the link rules refuse: one error, the page link stays', async () => {
      const errors: unknown[][] = [];
      const error = console.error;
      console.error = (...args: unknown[]) => errors.push(args);
      try {
        const element = await button(html`<sq-button clickthrough-url="javascript:alert(1)"><a href="/visit">Visit</a></sq-button>`);
        expect(element.querySelector('a')!.getAttribute('href')).to.equal('/visit');
        expect(errors).to.have.length(1);
        expect(String(errors[0]![0])).to.equal(
          `<sq-button>: the "clickthrough-url" attribute "javascript:alert(1)" is not a link the site may show; keeping the page's own.`,
        );
      } finally {
        console.error = error;
      }
    });
  });
});
