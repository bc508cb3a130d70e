import { expect, fixture, fixtureCleanup, html, nextFrame, waitUntil } from '@open-wc/testing';
import { resize } from '../helpers/testing.js';
import '../../src/elements/sq-mobile-info-bar.js';
import type { SqMobileInfoBar } from '../../src/elements/sq-mobile-info-bar.js';
import { anonymousContext, toSiteContext } from '../../src/shared/site/context.js';
import type { MobileInfoBarSettings } from '../../src/shared/site/mobile-info-bar.js';
import { setSiteContext } from '../../src/shared/site/store.js';
import { captureConsole } from '../helpers/console.js';
import { longPage, overlaps, scrollToEnd, tappable } from '../helpers/overlap.js';

const CONTACT: MobileInfoBarSettings = {
  isEnabled: true,
  phone: '+1 (555) 010-0199',
  email: 'studio@example.com',
  address: '12 Harbour Road, Porthleven',
  hours: 'Tue–Sat 10:00–18:00',
};

const part = (element: Element, name: string) => element.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
const parts = (element: Element, name: string) => [...element.shadowRoot!.querySelectorAll<HTMLElement>(`[part~="${name}"]`)];
/** A boolean, so a failing assertion never prints a React-managed element. */
const shows = (element: Element) => part(element, 'bar') !== null;

async function infoBar(settings: unknown = CONTACT) {
  const element = await fixture<SqMobileInfoBar>(html`<sq-mobile-info-bar .settings=${settings}></sq-mobile-info-bar>`);
  await element.updateComplete;
  await nextFrame();
  return element;
}

beforeEach(async () => {
  setSiteContext(anonymousContext());
  await resize(800, 900);
});
afterEach(async () => {
  fixtureCleanup();
  // A removed bar unmounts in a later task, and only then gives back the height it reserved.
  await waitUntil(() => getComputedStyle(document.documentElement).scrollPaddingBottom === 'auto', 'the bottom reserve is released');
});

describe('<sq-mobile-info-bar>', () => {
  it('shows the contact details along the bottom of a narrow window, phone and email as links, axe clean', async () => {
    const element = await infoBar();
    await waitUntil(() => shows(element), 'the bar is shown');
    const region = part(element, 'bar')!;
    expect(region.getAttribute('role')).to.equal('region');
    expect(region.getAttribute('aria-label')).to.equal('Contact information');
    expect(parts(element, 'item').map((item) => item.textContent)).to.deep.equal([
      'Phone+1 (555) 010-0199',
      'Emailstudio@example.com',
      'Address12 Harbour Road, Porthleven',
      'HoursTue–Sat 10:00–18:00',
    ]);
    expect(parts(element, 'link').map((link) => link.getAttribute('href'))).to.deep.equal(['tel:+1555010-0199', 'mailto:studio@example.com']);
    const box = element.getBoundingClientRect();
    expect(getComputedStyle(element).position).to.equal('fixed');
    expect(Math.round(box.bottom)).to.equal(window.innerHeight);
    expect(Math.round(box.width)).to.equal(document.documentElement.clientWidth);
    await expect(element).to.be.accessible();
  });

  it('shows at exactly 1024 px, hides above it, and follows the window as it is resized', async () => {
    await resize(1024, 900);
    const element = await infoBar();
    await waitUntil(() => shows(element), 'shown at 1024 px');
    await resize(1025, 900);
    await waitUntil(() => !shows(element), 'hidden at 1025 px');
    expect(element.getBoundingClientRect().height).to.equal(0);
    await expect(element).to.be.accessible();
    await resize(400, 800);
    await waitUntil(() => shows(element), 'shown again on a phone');
    await expect(element).to.be.accessible();
  });

  for (const width of [390, 800]) {
    it(`reserves its height at the end of the page at ${width} px, so the footer link scrolls clear of it and can be tapped`, async () => {
      await resize(width, 700);
      const { footerLink, remove } = longPage();
      try {
        const element = await infoBar();
        await waitUntil(() => shows(element), 'the bar is shown');
        await scrollToEnd();
        const bar = part(element, 'bar')!;
        await waitUntil(() => !overlaps(footerLink, bar), 'the footer link is clear of the bar');
        expect(tappable(footerLink), 'a tap reaches the link').to.equal(true);
        const scrollHeight = document.documentElement.scrollHeight;
        element.remove();
        await waitUntil(() => document.documentElement.scrollHeight < scrollHeight, 'the reserve goes with the bar');
      } finally {
        remove();
      }
    });
  }

  it('keeps a field clear of the bar when it is scrolled into view', async () => {
    await resize(390, 700);
    const { page, remove } = longPage(3);
    const field = Object.assign(document.createElement('input'), { type: 'text', name: 'far' });
    field.setAttribute('aria-label', 'Far field');
    page.querySelector('main')!.append(Object.assign(document.createElement('div'), { style: 'height: 150vh' }), field);
    try {
      const element = await infoBar();
      await waitUntil(() => shows(element), 'the bar is shown');
      window.scrollTo(0, 0);
      await waitUntil(() => window.scrollY === 0, 'the page is at its top');
      field.scrollIntoView({ block: 'nearest' });
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      expect(overlaps(field, part(element, 'bar')!), 'the field is above the bar').to.equal(false);
    } finally {
      remove();
    }
  });

  it('shows nothing on a wide window', async () => {
    await resize(1280, 900);
    expect(shows(await infoBar())).to.equal(false);
  });

  it('a phone number or address that makes no valid link stays text', async () => {
    const element = await infoBar({ isEnabled: true, phone: 'Ask at the desk', email: 'studio@example' });
    await waitUntil(() => shows(element), 'the bar is shown');
    expect(parts(element, 'link')).to.have.length(0);
    expect(parts(element, 'value').map((value) => value.textContent)).to.deep.equal(['Ask at the desk', 'studio@example']);
    await expect(element).to.be.accessible();
  });

  it('draws every field as plain text, never as HTML', async () => {
    const element = await infoBar({ isEnabled: true, address: '<img src=x onerror="window.__sqInfo = 1">' });
    await waitUntil(() => shows(element), 'the bar is shown');
    expect(element.shadowRoot!.querySelector('img')).to.equal(null);
    expect(part(element, 'value')!.textContent).to.equal('<img src=x onerror="window.__sqInfo = 1">');
  });

  it('shows nothing unless isEnabled is true, or with no contact details', async () => {
    const off = await infoBar({ ...CONTACT, isEnabled: false });
    expect(shows(off)).to.equal(false);
    await expect(off).to.be.accessible();
    fixtureCleanup();
    expect(shows(await infoBar({ phone: '5550100' }))).to.equal(false);
    fixtureCleanup();
    expect(shows(await infoBar({ isEnabled: true }))).to.equal(false);
  });

  it("takes the site's mobileInfoBarSettings by default", async () => {
    setSiteContext(toSiteContext({ websiteSettings: { mobileInfoBarSettings: { isEnabled: true, hours: 'Daily 9–5' } } }));
    const element = await fixture<SqMobileInfoBar>(html`<sq-mobile-info-bar></sq-mobile-info-bar>`);
    await waitUntil(() => shows(element), 'the bar is shown');
    expect(part(element, 'value')!.textContent).to.equal('Daily 9–5');
  });

  for (const [name, settings] of [
    ['a string', 'on'],
    ['a non-boolean isEnabled', { isEnabled: 'yes', phone: '5550100' }],
    ['a phone number that is not a string', { isEnabled: true, phone: 5550100 }],
  ] as const) {
    it(`logs one clear error and shows nothing for ${name}`, async () => {
      const logged = captureConsole();
      try {
        const element = await infoBar(settings);
        await waitUntil(() => logged.errors.length > 0, 'the error is logged');
        await element.updateComplete;
        await nextFrame();
        expect(shows(element)).to.equal(false);
        expect(logged.errors).to.have.length(1);
        expect(logged.errors[0]).to.contain('<sq-mobile-info-bar>').and.contain('mobile information bar settings are malformed');
        await expect(element).to.be.accessible();
      } finally {
        logged.restore();
      }
    });
  }
});
