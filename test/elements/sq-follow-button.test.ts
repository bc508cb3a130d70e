import { expect, fixture, html, nextFrame, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/elements/sq-follow-button.js';
import { chooseConsent } from '../../src/shared/consent/actions.js';
import { $site, setSiteContext } from '../../src/shared/site/store.js';
import { anonymousContext } from '../../src/shared/site/context.js';
import { preUpgradeCss } from '../../src/shared/layout/pre-upgrade.js';
import { loadThirdPartyScript } from '../../src/shared/third-party/loader.js';
import { captureConsole } from '../helpers/console.js';
import { resetSiteTest } from '../helpers/site.js';

/** A widget script no other test, nor the other browser, asks for, on the local stand-in host (test/helpers/script-stand-in.mjs). */
const name = () => `follow${Math.random().toString(36).slice(2, 10)}`;
const scriptUrl = (script: string, delay = 0) => `${location.origin}/__script-stand-in/${script}.js${delay ? `?delay=${delay}` : ''}`;
const asked = async (script: string) => ((await (await fetch(`/__script-stand-in/received?name=${script}`)).json()) as unknown[]).length;
const runs = (script: string) => (window as { sqScriptStandIn?: Record<string, number> }).sqScriptStandIn?.[script] ?? 0;
const restrictiveSite = { ...anonymousContext(), cookieSettings: { isAnalyticsCookiesDisabled: true } } as ReturnType<typeof anonymousContext>;
const icon = (element: HTMLElement) => element.shadowRoot?.querySelector<SVGElement>('[part~="icon"]') ?? null;
const link = (element: HTMLElement) => element.querySelector('a')!;

/**
 * A script the policy lets load, asked for now: the loader decides as it is called or as consent
 * changes, so once this one has run, a request for any script asked for before it would have been
 * made and recorded too.
 */
async function allowedScriptRuns(): Promise<void> {
  const script = name();
  await loadThirdPartyScript(scriptUrl(script), { restrictive: false }).ready;
  expect(await asked(script)).to.equal(1);
}

async function follow(template: ReturnType<typeof html>) {
  const element = await fixture<HTMLElement>(template);
  await waitUntil(() => element.shadowRoot?.querySelector('slot'), 'the view renders');
  return element;
}

describe('<sq-follow-button>', () => {
  let page: ReturnType<typeof captureConsole>;
  const original = $site.get();
  beforeEach(() => {
    resetSiteTest();
    page = captureConsole();
  });
  afterEach(() => {
    page.restore();
    setSiteContext(original);
    resetSiteTest();
  });

  it('is the plain link to the profile with the network’s glyph, named by its text, reached by keyboard with a focus ring', async () => {
    // The link's look comes with the page's sq-elements.css.
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(preUpgradeCss());
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    const element = await follow(html`<sq-follow-button><a href="https://www.instagram.com/juniper/">Follow us on Instagram</a></sq-follow-button>`);
    expect(icon(element)!.dataset.network).to.equal('instagram');
    expect(icon(element)!.getAttribute('aria-hidden')).to.equal('true');
    expect(link(element).href).to.equal('https://www.instagram.com/juniper/');
    const before = document.createElement('button');
    before.textContent = 'before';
    element.before(before);
    before.focus();
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(link(element));
    expect(getComputedStyle(link(element)).outlineStyle).to.equal('solid');
    expect(getComputedStyle(link(element)).boxShadow).to.contain('rgb(0, 0, 0)');
    before.remove();
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((entry) => entry !== sheet);
    await expect(element).to.be.accessible();
    expect(page.errors).to.deep.equal([]);
    expect(document.querySelector('script[src*="__script-stand-in"]')).to.equal(null);
  });

  it('names its network from the attribute or the host, and draws a plain glyph for any other site', async () => {
    const x = await follow(html`<sq-follow-button><a href="https://twitter.com/juniper">Follow on X</a></sq-follow-button>`);
    expect(icon(x)!.dataset.network).to.equal('x');
    const named = await follow(html`<sq-follow-button network="youtube"><a href="https://example.com/@juniper">Watch</a></sq-follow-button>`);
    expect(icon(named)!.dataset.network).to.equal('youtube');
    const other = await follow(html`<sq-follow-button><a href="https://social.example/@juniper">Follow on Mastodon</a></sq-follow-button>`);
    expect(icon(other)!.dataset.network).to.equal('other');
    expect(page.errors).to.deep.equal([]);
  });

  it('loads the widget script at once where the policy is not restrictive; the link stays until it has run', async () => {
    setSiteContext(anonymousContext());
    const script = name();
    const element = await follow(
      html`<sq-follow-button script-url=${scriptUrl(script, 300)}
        ><a href="https://www.pinterest.com/juniper/">Follow us on Pinterest</a></sq-follow-button
      >`,
    );
    await waitUntil(() => document.querySelector(`script[src*="${script}"]`), 'the script is requested');
    expect(icon(element)).to.not.equal(null);
    await expect(element).to.be.accessible();
    await waitUntil(() => runs(script) === 1, 'the script runs', { timeout: 5000 });
    await waitUntil(() => icon(element) === null, 'the widget draws the block from the link');
    expect(link(element).textContent).to.equal('Follow us on Pinterest');
    expect(await asked(script)).to.equal(1);
    await expect(element).to.be.accessible();
    expect(page.errors).to.deep.equal([]);
  });

  it('under a restrictive policy requests nothing before the visitor accepts, then loads the script once', async () => {
    setSiteContext(restrictiveSite);
    const script = name();
    const element = await follow(
      html`<sq-follow-button script-url=${scriptUrl(script)}
        ><a href="https://www.instagram.com/juniper/">Follow us on Instagram</a></sq-follow-button
      >`,
    );
    await allowedScriptRuns();
    expect(await asked(script)).to.equal(0);
    expect(document.querySelector(`script[src*="${script}"]`)).to.equal(null);
    expect(icon(element)).to.not.equal(null);
    await expect(element).to.be.accessible();
    chooseConsent(false);
    await allowedScriptRuns();
    expect(await asked(script)).to.equal(0);
    chooseConsent(true);
    await waitUntil(() => runs(script) === 1, 'the script runs after consent', { timeout: 5000 });
    expect(await asked(script)).to.equal(1);
    await waitUntil(() => icon(element) === null);
    expect(page.errors).to.deep.equal([]);
  });

  it('keeps the link and logs one error when the script is not found', async () => {
    setSiteContext(anonymousContext());
    const element = await follow(
      html`<sq-follow-button script-url=${scriptUrl('missing')}
        ><a href="https://www.instagram.com/juniper/">Follow us on Instagram</a></sq-follow-button
      >`,
    );
    await waitUntil(() => page.errors.length === 1, 'the failure is logged');
    expect(page.errors[0]).to.contain('could not load the script');
    // The failure is logged as the loader's state turns to failed; the view draws that state a frame later.
    await nextFrame();
    await nextFrame();
    expect(page.errors).to.have.length(1);
    expect(icon(element)).to.not.equal(null);
    expect(link(element).getAttribute('href')).to.equal('https://www.instagram.com/juniper/');
    await expect(element).to.be.accessible();
  });

  it('refuses a script address that is not https, or http off the loopback host, with one error and no request', async () => {
    for (const bad of ['http://widgets.example/follow.js', 'javascript:alert(1)', 'https://user:secret@widgets.example/follow.js']) {
      page.errors.length = 0;
      const element = await follow(
        html`<sq-follow-button script-url=${bad}><a href="https://www.instagram.com/juniper/">Follow us on Instagram</a></sq-follow-button>`,
      );
      await waitUntil(() => page.errors.length === 1, `the refusal of ${bad} is logged`);
      expect(page.errors[0]).to.contain('is not an https URL');
      expect(document.querySelector('script[src*="widgets.example"]')).to.equal(null);
      expect(icon(element)).to.not.equal(null);
      await expect(element).to.be.accessible();
      element.remove();
    }
  });

  it('leaves a link that is not a web address, a missing link and an unknown network as they are, with one error each', async () => {
    const bad = await follow(html`<sq-follow-button><a href="javascript:alert(1)">Follow</a></sq-follow-button>`);
    const none = await follow(html`<sq-follow-button>Follow us</sq-follow-button>`);
    const unknown = await follow(html`<sq-follow-button network="myspace"><a href="https://myspace.com/juniper">Follow</a></sq-follow-button>`);
    await waitUntil(() => page.errors.length === 3);
    expect(page.errors[0]).to.contain('needs a link to the profile');
    expect(page.errors[1]).to.contain('needs a link to the profile');
    expect(page.errors[2]).to.contain('unknown network "myspace"');
    for (const element of [bad, none, unknown]) expect(icon(element)).to.equal(null);
    expect(link(bad).getAttribute('href')).to.equal('javascript:alert(1)');
    expect(none.textContent).to.equal('Follow us');
    for (const element of [bad, none, unknown]) await expect(element).to.be.accessible();
  });
});
