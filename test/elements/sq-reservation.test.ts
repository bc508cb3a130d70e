import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/elements/sq-reservation.js';
import type { SqReservation } from '../../src/elements/sq-reservation.js';
import { chooseConsent } from '../../src/shared/consent/actions.js';
import { anonymousContext } from '../../src/shared/site/context.js';
import { $site, setSiteContext } from '../../src/shared/site/store.js';
import { captureConsole } from '../helpers/console.js';
import { allowedScriptRuns, resetSiteTest } from '../helpers/site.js';
import { crossOrigin } from '../helpers/stand-in.js';

/** The third-party script host (test/helpers/script-stand-in.mjs), on the other loopback name: another origin than the page's. */
const scriptUrl = (script: string, delay = 0) => `${crossOrigin()}/__script-stand-in/${script}.js${delay ? `?delay=${delay}` : ''}`;
const unique = (prefix: string) => `${prefix}${Math.random().toString(36).slice(2, 10)}`;
const asked = async (script: string) => ((await (await fetch(`/__script-stand-in/received?name=${script}`)).json()) as unknown[]).length;
const runs = (script: string) => (window as { sqScriptStandIn?: Record<string, number> }).sqScriptStandIn?.[script] ?? 0;
const bookingCalls = () => ((window as { sqTableBookingCalls?: { slug: string; container: HTMLElement }[] }).sqTableBookingCalls ??= []);

const restrictiveSite = { ...anonymousContext(), cookieSettings: { isAnalyticsCookiesDisabled: true } } as ReturnType<typeof anonymousContext>;
const ownerSite = { ...anonymousContext(), authenticatedAccount: { id: 'owner-1' }, websiteRoles: [1] } as ReturnType<typeof anonymousContext>;

const block = (src: string, slug?: string) =>
  fixture<SqReservation>(
    html`<sq-reservation script-url=${src} slug=${slug ?? ''}>
      <div class="reservation-fallback">
        <h2 class="reservation-title">Reserve a table</h2>
        <a class="reservation-link" href="https://booking.example/harbour-kitchen">Book a table</a>
      </div>
      <div class="reservation-widget" slot="widget"></div>
    </sq-reservation>`,
  );

const part = (element: SqReservation, name: string) => element.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
const notice = (element: SqReservation) => part(element, 'notice')?.textContent?.trim() ?? null;
const fallbackShown = (element: SqReservation) =>
  part(element, 'fallback')!.checkVisibility() && element.querySelector<HTMLElement>('.reservation-link')!.checkVisibility();
const widgetShown = (element: SqReservation) => part(element, 'widget')!.checkVisibility();
const busy = (element: SqReservation) => part(element, 'base')!.getAttribute('aria-busy');
const rendered = (element: SqReservation) => waitUntil(() => part(element, 'base') !== null, 'the block renders');

describe('<sq-reservation>', () => {
  let page: ReturnType<typeof captureConsole>;
  const original = $site.get();
  beforeEach(() => {
    resetSiteTest();
    setSiteContext(anonymousContext());
    page = captureConsole();
  });
  afterEach(() => {
    page.restore();
    setSiteContext(original);
    resetSiteTest();
  });

  it('shows the booking link while the table-booking script loads, then calls its load with the slug and shows the widget', async () => {
    const script = unique('table-booking-');
    const slug = unique('harbour-');
    const element = await block(scriptUrl(script, 600), slug);
    await rendered(element);
    await waitUntil(() => busy(element) === 'true', 'the block is busy while the script loads');
    expect(notice(element)).to.equal('Loading online booking…');
    expect(part(element, 'notice')!.querySelector('[role="status"]')).to.not.equal(null);
    expect(fallbackShown(element)).to.equal(true);
    expect(widgetShown(element)).to.equal(false);
    await expect(element).to.be.accessible();

    await waitUntil(() => widgetShown(element), 'the widget shows once the script ran', { timeout: 5000 });
    expect(busy(element)).to.equal('false');
    expect(notice(element)).to.equal(null);
    expect(fallbackShown(element)).to.equal(false);
    const calls = bookingCalls().filter((call) => call.slug === slug);
    expect(calls).to.have.length(1);
    expect(calls[0]!.container).to.equal(element.querySelector('[slot="widget"]'));
    expect(element.querySelector('.stand-in-widget')!.textContent).to.equal(`Booking widget for ${slug}`);
    expect(await asked(script)).to.equal(1);
    expect(page.errors).to.deep.equal([]);
    await expect(element).to.be.accessible();
  });

  it('loads a reservation script by URL: loading, then loaded, without calling a table-booking provider', async () => {
    const script = unique('reservation-');
    const before = bookingCalls().length;
    const element = await block(scriptUrl(script, 300));
    await rendered(element);
    await waitUntil(() => notice(element) === 'Loading online booking…', 'loading');
    await waitUntil(() => widgetShown(element), 'loaded', { timeout: 5000 });
    expect(runs(script)).to.equal(1);
    expect(await asked(script)).to.equal(1);
    expect(bookingCalls().length).to.equal(before);
    expect(page.errors).to.deep.equal([]);
  });

  it('under a restrictive policy requests nothing before consent, says so with the link still usable, and loads once cookies are accepted', async () => {
    setSiteContext(restrictiveSite);
    const script = unique('table-booking-');
    const slug = unique('quay-');
    const element = await block(scriptUrl(script), slug);
    await rendered(element);
    await waitUntil(() => notice(element) === 'Online booking loads once cookies are accepted.', 'the block says it waits for consent');
    // A script the policy allows, asked for after the block decided, reaches the stand-in: one the block asked for would have too.
    await allowedScriptRuns();
    expect(part(element, 'notice')!.checkVisibility()).to.equal(true);
    expect(busy(element)).to.equal('false');
    expect(fallbackShown(element)).to.equal(true);
    expect(await asked(script)).to.equal(0);
    expect(document.querySelector(`script[src*="${script}"]`)).to.equal(null);
    await expect(element).to.be.accessible();

    // The booking link is reached with the keyboard.
    element.querySelector<HTMLElement>('.reservation-title')!.tabIndex = -1;
    element.querySelector<HTMLElement>('.reservation-title')!.focus();
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(element.querySelector('.reservation-link'));

    chooseConsent(true);
    await waitUntil(() => widgetShown(element), 'loaded after consent', { timeout: 5000 });
    expect(bookingCalls().filter((call) => call.slug === slug)).to.have.length(1);
    expect(await asked(script)).to.equal(1);
  });

  it('under a restrictive policy loads nothing while the visitor has declined', async () => {
    setSiteContext(restrictiveSite);
    chooseConsent(false);
    const script = unique('table-booking-');
    const element = await block(scriptUrl(script), 'declined');
    await rendered(element);
    await waitUntil(() => notice(element) === 'Online booking loads once cookies are accepted.', 'the block says it waits for consent');
    await allowedScriptRuns();
    expect(await asked(script)).to.equal(0);
  });

  it("shows an owner the 'Preview Only' alert asking to log out, and asks the provider for nothing", async () => {
    setSiteContext(ownerSite);
    const script = unique('table-booking-');
    const element = await block(scriptUrl(script), 'owner-preview');
    await rendered(element);
    const alert = part(element, 'notice')!.querySelector('[role="alert"]');
    expect(alert).to.not.equal(null);
    expect(alert!.querySelector('.title')!.textContent).to.equal('Preview Only');
    expect(alert!.textContent).to.equal('Preview Only Log out to use this block.');
    expect(fallbackShown(element)).to.equal(true);
    await allowedScriptRuns();
    expect(await asked(script)).to.equal(0);
    await expect(element).to.be.accessible();

    // Logging out (the context changes) makes the block usable.
    setSiteContext(anonymousContext());
    await waitUntil(() => widgetShown(element), 'loaded once logged out', { timeout: 5000 });
    expect(await asked(script)).to.equal(1);
  });

  it('keeps the booking link with one console error when the script is not found', async () => {
    const element = await block(scriptUrl('missing'), 'gone');
    await rendered(element);
    await waitUntil(() => notice(element) === 'Online booking is unavailable right now.', 'failed', { timeout: 5000 });
    expect(fallbackShown(element)).to.equal(true);
    expect(widgetShown(element)).to.equal(false);
    expect(busy(element)).to.equal('false');
    expect(page.errors).to.have.length(1);
    expect(page.errors[0]).to.contain('could not load the script');
    await expect(element).to.be.accessible();
  });

  it('keeps the booking link with one console error when the script defines no table-booking provider', async () => {
    // No table-booking script ran on this page before: the provider global is not there.
    delete (window as { SqTableBooking?: unknown }).SqTableBooking;
    const script = unique('plain-');
    const element = await block(scriptUrl(script), 'no-provider');
    await rendered(element);
    await waitUntil(() => notice(element) === 'Online booking is unavailable right now.', 'failed', { timeout: 5000 });
    expect(runs(script)).to.equal(1);
    expect(fallbackShown(element)).to.equal(true);
    expect(page.errors).to.deep.equal(['<sq-reservation>: the table-booking script defined no SqTableBooking.load; showing the booking link.']);
  });

  it('refuses a script URL or slug it may not use: one clear console message, the booking link, no request', async () => {
    const script = unique('table-booking-');
    const cases: [string, string | undefined, string][] = [
      ['javascript:alert(1)', undefined, 'the script URL "javascript:alert(1)" is not usable'],
      [`http://evil.example/${script}.js`, undefined, 'a path on the site, or https (http on a loopback host) with no credentials'],
      [scriptUrl(script), 'no spaces/allowed', 'the business slug "no spaces/allowed" is not usable'],
    ];
    for (const [src, slug, message] of cases) {
      page.errors.length = 0;
      const element = await block(src, slug);
      await rendered(element);
      await waitUntil(() => notice(element) === 'Online booking is unavailable right now.', 'the block says booking is unavailable');
      await element.updateComplete;
      expect(page.errors).to.have.length(1);
      expect(page.errors[0]).to.contain(message);
      expect(page.errors[0]).to.match(/^<sq-reservation>: /);
      expect(fallbackShown(element)).to.equal(true);
    }
    expect(await asked(script)).to.equal(0);
  });

  it('stacks in column mode at 750 px or less and takes the wide theme over 850 px (container widths)', async () => {
    setSiteContext(ownerSite);
    const wrapper = await fixture<HTMLDivElement>(
      html`<div>
        ${[700, 750, 800, 850, 900].map(
          (width) =>
            html`<div style=${`width:${width}px`}>
              <sq-reservation script-url=${scriptUrl('unused')}><a href="https://booking.example/">Book a table</a></sq-reservation>
            </div>`,
        )}
      </div>`,
    );
    const elements = [...wrapper.querySelectorAll<SqReservation>('sq-reservation')];
    for (const element of elements) await rendered(element);
    const layout = elements.map((element) => {
      const row = part(element, 'notice')!;
      const alert = getComputedStyle(row.querySelector('[role="alert"]')!);
      return [alert.display === 'flex' ? alert.flexDirection : alert.display, getComputedStyle(row).paddingLeft];
    });
    // The preview's title stacks above its message in column mode; the wide theme's notice is roomier.
    expect(layout).to.deep.equal([
      ['column', '16px'],
      ['column', '16px'],
      ['block', '16px'],
      ['block', '16px'],
      ['block', '24px'],
    ]);
  });
});
