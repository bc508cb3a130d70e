import { expect, fixture, fixtureCleanup, html, waitUntil } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../src/runtime/sq-site.js';
import { chooseConsent } from '../../src/shared/consent/actions.js';
import { pageLifecycle } from '../../src/shared/site/lifecycle.js';
import { setSiteContext } from '../../src/shared/site/store.js';
import { anonymousContext } from '../../src/shared/site/context.js';
import { captureConsole } from '../helpers/console.js';
import { resetSiteTest, unmounted } from '../helpers/site.js';

const IMAGE = '/demo/public/images/kelp-plate.svg';
const RESTRICTIVE = { isAnalyticsCookiesDisabled: true, cookieBannerAcceptType: 'OPT_IN_AND_OUT' };
const context = (mode: string, cookieSettings: Record<string, unknown> = {}) => ({
  website: { id: 'site-1' },
  pageType: 2,
  websiteSettings: { pinterestOverlayOptions: { mode } },
  cookieSettings,
});

/** A post with a photo (one linked), beside a page's other images: an icon, a logo in the header, an opted-out one, one outside the post. */
async function page(siteContext: unknown) {
  const root = await fixture<HTMLElement>(html`
    <div>
      <header><img class="logo" src=${IMAGE} alt="Juniper Ceramics" width="200" height="160" /></header>
      <main>
        <button id="before">Before</button>
        <article class="post">
          <h1>Why we fire slowly</h1>
          <img id="photo" src=${IMAGE} alt="A <b>kelp</b> plate" width="480" height="320" />
          <p>A slow cool-down gives the glaze time to crystallise.</p>
          <a id="linked" href="/gallery/kelp"><img src=${IMAGE} alt="The kelp plates in the gallery" width="300" height="200" /></a>
          <img id="icon" src=${IMAGE} alt="" width="32" height="32" />
          <img id="nopin" src=${IMAGE} alt="" width="300" height="200" data-pin-nopin />
        </article>
        <section><img id="outside" src=${IMAGE} alt="The studio" width="300" height="200" /></section>
      </main>
      <sq-site
        ><script type="application/json">
          ${JSON.stringify(siteContext)}
        </script></sq-site
      >
    </div>
  `);
  await waitUntil(() => pageLifecycle.state() === 'initialized', 'the site runtime starts');
  return root;
}

/**
 * The Pin button's code, loaded here too: once it has loaded for this test, the runtime's start has
 * run as well, and it adds the buttons at once when the policy allows them.
 */
async function pinsDecided(): Promise<void> {
  await import('../../src/runtime/pin-overlay.js');
  await new Promise((resolve) => setTimeout(resolve));
}

const pins = (root: Element) => [...root.querySelectorAll<HTMLAnchorElement>('a.sq-pin')];
const opacity = (element: Element) => Number(getComputedStyle(element).opacity);
const centre = (element: Element): [number, number] => {
  const rect = element.getBoundingClientRect();
  return [Math.round(rect.left + rect.width / 2), Math.round(rect.top + rect.height / 2)];
};
const layout = (root: Element) => [...root.querySelectorAll('img, p, h1, section')].map((element) => JSON.stringify(element.getBoundingClientRect()));

describe('<sq-site>: the Pin button', () => {
  let console_: ReturnType<typeof captureConsole>;
  beforeEach(() => {
    resetSiteTest();
    console_ = captureConsole();
  });
  afterEach(async () => {
    await resetMouse();
    fixtureCleanup();
    await unmounted();
    console_.restore();
    setSiteContext(anonymousContext());
    resetSiteTest();
  });

  it('in blog mode: a link over each photo in the post, to Pinterest with the page, the image and its alt as text, moving nothing', async () => {
    const root = await page(context('blog'));
    await waitUntil(() => pins(root).length > 0, 'the Pin buttons are added');
    const [photoPin, linkedPin] = pins(root);
    expect(pins(root)).to.have.length(2);
    expect(photoPin!.previousElementSibling!.id).to.equal('photo');
    expect(linkedPin!.previousElementSibling!.id).to.equal('linked', 'after the image’s link, never inside it');
    const url = new URL(photoPin!.href);
    expect(url.origin + url.pathname).to.equal('https://www.pinterest.com/pin/create/button/');
    expect(url.searchParams.get('url')).to.equal(location.href.split('#')[0]);
    expect(url.searchParams.get('media')).to.equal(new URL(IMAGE, location.href).href);
    expect(url.searchParams.get('description')).to.equal('A <b>kelp</b> plate');
    expect(root.querySelector('b'), 'the alt stays text').to.equal(null);
    expect(photoPin!.target).to.equal('_blank');
    expect(photoPin!.rel).to.equal('noopener noreferrer');
    expect(photoPin!.getAttribute('aria-label')).to.equal('Save A <b>kelp</b> plate to Pinterest (opens in a new window)');
    expect(photoPin!.textContent).to.equal('Save');
    expect(getComputedStyle(photoPin!).position).to.equal('absolute');
    // Over the photo's top right corner.
    const photo = root.querySelector('#photo')!.getBoundingClientRect();
    const pin = photoPin!.getBoundingClientRect();
    expect(pin.top).to.be.within(photo.top, photo.top + 40);
    expect(pin.right).to.be.within(photo.right - 40, photo.right);
    expect(console_.errors).to.deep.equal([]);
    await expect(root).to.be.accessible();
  });

  it('nothing moves when the buttons are added', async () => {
    const root = await page(context('disabled'));
    const before = layout(root);
    fixtureCleanup();
    await unmounted();
    const again = await page(context('all'));
    await waitUntil(() => pins(again).length > 0, 'the Pin buttons are added');
    expect(layout(again)).to.deep.equal(before);
  });

  it('appears on hover of the image and on keyboard focus, and is reached with Tab', async () => {
    const root = await page(context('blog'));
    await waitUntil(() => pins(root).length === 2, 'the Pin buttons are added');
    const [photoPin, linkedPin] = pins(root);
    await sendMouse({ type: 'move', position: [1, 1] });
    await waitUntil(() => opacity(photoPin!) === 0, 'hidden until asked for');
    await sendMouse({ type: 'move', position: centre(root.querySelector('#photo')!) });
    await waitUntil(() => opacity(photoPin!) === 1, 'shown on hover of the image');
    await sendMouse({ type: 'move', position: [1, 1] });
    await waitUntil(() => opacity(photoPin!) === 0, 'hidden again');

    root.querySelector<HTMLButtonElement>('#before')!.focus();
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(photoPin);
    await waitUntil(() => opacity(photoPin!) === 1, 'shown on keyboard focus');
    await expect(root).to.be.accessible();
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement!.id).to.equal('linked');
    await waitUntil(() => opacity(linkedPin!) === 1, 'shown while the image’s link has focus');
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(linkedPin);
  });

  it('in all mode: also over content images outside posts; never over icons, logos in the header or opted-out images', async () => {
    const root = await page(context('all'));
    await waitUntil(() => pins(root).length === 3, 'the Pin buttons are added');
    expect(pins(root).map((pin) => pin.previousElementSibling!.id)).to.deep.equal(['photo', 'linked', 'outside']);
    await expect(root).to.be.accessible();
  });

  it('disabled, no options, or an unknown mode: nothing, and one console message for the unknown mode', async () => {
    for (const mode of ['disabled', 'sometimes']) {
      const root = await page(context(mode));
      await pinsDecided();
      expect(pins(root), mode).to.have.length(0);
      fixtureCleanup();
      await unmounted();
    }
    expect(console_.errors).to.have.length(1);
    expect(console_.errors[0]).to.contain('"sometimes"');
  });

  it('under a restrictive policy: nothing before consent, the buttons after accepting, none after declining', async () => {
    const root = await page(context('blog', RESTRICTIVE));
    await pinsDecided();
    expect(pins(root)).to.have.length(0);
    await expect(root).to.be.accessible();
    chooseConsent(true);
    await waitUntil(() => pins(root).length === 2, 'the Pin buttons after consent');
    fixtureCleanup();
    await unmounted();
    resetSiteTest();

    const declined = await page(context('blog', RESTRICTIVE));
    chooseConsent(false);
    await pinsDecided();
    expect(pins(declined)).to.have.length(0);
  });

  it('removed with the site runtime', async () => {
    const root = await page(context('blog'));
    await waitUntil(() => pins(root).length === 2, 'the Pin buttons are added');
    root.querySelector('sq-site')!.remove();
    await waitUntil(() => pins(root).length === 0, 'the Pin buttons go with the runtime');
    expect(root.querySelector('.sq-pin-target, .sq-pin-host')).to.equal(null);
  });
});
