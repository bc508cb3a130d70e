import { expect, fixture, fixtureCleanup, html, nextFrame, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/elements/sq-popup-overlay.js';
import type { SqPopupOverlay } from '../../src/elements/sq-popup-overlay.js';
import { readStored, removeStored, writeStored } from '../../src/shared/dom/storage.js';
import { anonymousContext } from '../../src/shared/site/context.js';
import { POPUP_OVERLAY_STORAGE_KEY, type PopupOverlaySettings } from '../../src/shared/site/popup-overlay.js';
import { setSiteContext } from '../../src/shared/site/store.js';
import { captureConsole } from '../helpers/console.js';

const SETTINGS: PopupOverlaySettings = { isEnabled: true, style: 'card', frequency: 7, version: 2 };
const DAY = 24 * 60 * 60 * 1000;

const part = (element: Element, name: string) => element.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
/** A boolean, so a failing assertion never prints a React-managed element. */
const shows = (element: Element) => part(element, 'overlay') !== null;

async function overlay(settings: PopupOverlaySettings | undefined = SETTINGS) {
  const element = await fixture<SqPopupOverlay>(
    html`<sq-popup-overlay .settings=${settings}
      ><h2>Join our list</h2>
      <p>10% off your first order.</p></sq-popup-overlay
    >`,
  );
  await element.updateComplete;
  await nextFrame();
  return element;
}

beforeEach(() => {
  removeStored(POPUP_OVERLAY_STORAGE_KEY);
  setSiteContext(anonymousContext());
});
/** Removed elements unmount a task later; their focus trap must be gone before the next overlay traps focus. */
async function cleanup() {
  const removed = [...document.querySelectorAll<SqPopupOverlay>('sq-popup-overlay')];
  fixtureCleanup();
  await waitUntil(() => !removed.some(shows), 'the removed overlays have unmounted');
}

afterEach(async () => {
  await cleanup();
  removeStored(POPUP_OVERLAY_STORAGE_KEY);
});

describe('<sq-popup-overlay>', () => {
  it('shows its content in a labelled modal dialog with focus on the close button, axe clean', async () => {
    const element = await overlay();
    await waitUntil(() => part(element, 'overlay'), 'the overlay is shown');
    const box = part(element, 'overlay')!;
    expect(box.getAttribute('role')).to.equal('dialog');
    expect(box.getAttribute('aria-modal')).to.equal('true');
    expect(box.getAttribute('aria-label')).to.equal('Popup');
    expect(part(element, 'close')!.getAttribute('aria-label')).to.equal('Close');
    expect(
      box
        .querySelector('slot')!
        .assignedElements()
        .map((node) => node.localName),
    ).to.deep.equal(['h2', 'p']);
    await waitUntil(() => element.shadowRoot!.activeElement === part(element, 'close'), 'focus on the close button');
    await expect(element).to.be.accessible();
  });

  for (const [name, given] of [
    ['attribute "0"', () => fixture<SqPopupOverlay>(html`<sq-popup-overlay settings="0"><p>Hello</p></sq-popup-overlay>`)],
    ['attribute "[]"', () => fixture<SqPopupOverlay>(html`<sq-popup-overlay settings="[]"><p>Hello</p></sq-popup-overlay>`)],
    ['property 0', () => fixture<SqPopupOverlay>(html`<sq-popup-overlay .settings=${0 as never}><p>Hello</p></sq-popup-overlay>`)],
    ['property []', () => fixture<SqPopupOverlay>(html`<sq-popup-overlay .settings=${[] as never}><p>Hello</p></sq-popup-overlay>`)],
  ] as const) {
    it(`logs one clear error for settings ${name}, which are not an object, and shows nothing`, async () => {
      const logged = captureConsole();
      try {
        const element = await given();
        await waitUntil(() => logged.errors.length > 0, 'the error is logged');
        await element.updateComplete;
        await nextFrame();
        expect(shows(element)).to.equal(false);
        expect(logged.errors).to.have.length(1);
        expect(logged.errors[0]).to.contain('<sq-popup-overlay>: the "settings"').and.contain('must be').and.contain('object');
      } finally {
        logged.restore();
      }
    });
  }

  it('takes its settings from the site context by default', async () => {
    setSiteContext({
      ...anonymousContext(),
      websiteSettings: { commentsEnabled: false, useEscapeKeyToLogin: false, popupOverlaySettings: { ...SETTINGS } },
    });
    const element = await fixture<SqPopupOverlay>(html`<sq-popup-overlay><p>Hello</p></sq-popup-overlay>`);
    await waitUntil(() => part(element, 'overlay'), 'the overlay is shown');
  });

  it('closing hides it and records the date and version; it stays away within the frequency', async () => {
    const element = await overlay();
    await waitUntil(() => part(element, 'close'), 'shown');
    part(element, 'close')!.click();
    await waitUntil(() => part(element, 'overlay') === null, 'hidden');
    const record = readStored<Record<string, unknown>>(POPUP_OVERLAY_STORAGE_KEY)!;
    expect(record.version).to.equal(2);
    expect(record['date-closed']).to.be.closeTo(Date.now(), 5000);
    await cleanup();
    expect(shows(await overlay()), 'closed 0 days ago, frequency 7').to.equal(false);
  });

  it('shows again once the frequency has passed, or the version went up', async () => {
    writeStored(POPUP_OVERLAY_STORAGE_KEY, { 'date-closed': Date.now() - 8 * DAY, version: 2 });
    expect(shows(await overlay())).to.equal(true);
    await cleanup();
    writeStored(POPUP_OVERLAY_STORAGE_KEY, { 'date-closed': Date.now(), version: 1 });
    expect(shows(await overlay())).to.equal(true);
    await cleanup();
    writeStored(POPUP_OVERLAY_STORAGE_KEY, { 'date-closed': Date.now() - 400 * DAY, version: 2 });
    expect(shows(await overlay({ ...SETTINGS, frequency: -1 })), '-1: never again').to.equal(false);
  });

  it('Escape closes it', async () => {
    const element = await overlay();
    await waitUntil(() => element.shadowRoot!.activeElement, 'focused');
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => part(element, 'overlay') === null, 'hidden');
  });

  it('a form inside succeeding is remembered as submitted', async () => {
    const element = await overlay();
    await waitUntil(() => part(element, 'overlay'), 'shown');
    element
      .querySelector('p')!
      .dispatchEvent(new CustomEvent('sq-form-success', { bubbles: true, composed: true, detail: { formId: 'f', values: {} } }));
    expect(readStored<Record<string, unknown>>(POPUP_OVERLAY_STORAGE_KEY)).to.deep.equal({ submitted: true, version: 2 });
    await cleanup();
    expect(shows(await overlay())).to.equal(false);
  });

  for (const [name, settings] of [
    ['disabled', { ...SETTINGS, isEnabled: false }],
    ['without a style', { ...SETTINGS, style: undefined }],
  ] as const) {
    it(`shows nothing ${name}`, async () => {
      expect(shows(await overlay(settings))).to.equal(false);
    });
  }

  it('draws the heading, message and button its settings give, named by the heading, before its own content', async () => {
    const element = await fixture<SqPopupOverlay>(
      html`<sq-popup-overlay
        .settings=${{
          ...SETTINGS,
          style: 'dark',
          title: ' Spring kiln opening ',
          message: 'Saturday, 10 to 4.\nSeconds at half price.',
          buttonText: 'See the pieces',
          buttonUrl: '/shop',
        }}
      ></sq-popup-overlay>`,
    );
    await waitUntil(() => part(element, 'overlay'), 'the overlay is shown');
    const box = part(element, 'overlay')!;
    expect(box.classList.contains('dark')).to.equal(true);
    expect(part(element, 'title')!.textContent).to.equal('Spring kiln opening');
    expect(box.getAttribute('aria-labelledby')).to.equal(part(element, 'title')!.id);
    expect(box.hasAttribute('aria-label')).to.equal(false);
    expect(part(element, 'message')!.textContent).to.equal('Saturday, 10 to 4.\nSeconds at half price.');
    expect(getComputedStyle(part(element, 'message')!).whiteSpace).to.equal('pre-line');
    const link = part(element, 'button') as HTMLAnchorElement;
    expect([link.textContent, link.getAttribute('href')]).to.deep.equal(['See the pieces', '/shop']);
    expect(getComputedStyle(box).backgroundColor).to.not.equal('rgb(255, 255, 255)');
    await expect(element).to.be.accessible();

    // Tab goes from the close button to the button, and stays in the dialog.
    await waitUntil(() => element.shadowRoot!.activeElement === part(element, 'close'), 'focus on the close button');
    await sendKeys({ press: 'Tab' });
    expect(element.shadowRoot!.activeElement).to.equal(link);
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    expect(readStored<Record<string, unknown>>(POPUP_OVERLAY_STORAGE_KEY)).to.deep.equal({ submitted: true, version: 2 });
  });

  it('settings texts are text: markup in them is shown as typed, and an unsafe button link leaves the button out', async () => {
    const element = await fixture<SqPopupOverlay>(
      html`<sq-popup-overlay
        .settings=${{ ...SETTINGS, title: '<img src=x onerror=alert(1)>', buttonText: 'Go', buttonUrl: 'javascript:alert(1)' }}
      ></sq-popup-overlay>`,
    );
    await waitUntil(() => part(element, 'overlay'), 'the overlay is shown');
    expect(part(element, 'title')!.textContent).to.equal('<img src=x onerror=alert(1)>');
    expect(element.shadowRoot!.querySelector('img')).to.equal(null);
    expect(part(element, 'button')).to.equal(null);
  });

  it('switched on with nothing to say, neither from its settings nor of its own, it shows nothing', async () => {
    const element = await fixture<SqPopupOverlay>(html`<sq-popup-overlay .settings=${{ ...SETTINGS, title: '  ' }}></sq-popup-overlay>`);
    await element.updateComplete;
    await nextFrame();
    expect(shows(element)).to.equal(false);
  });

  it('shows nothing without settings', async () => {
    const element = await fixture<SqPopupOverlay>(html`<sq-popup-overlay><p>Hello</p></sq-popup-overlay>`);
    await element.updateComplete;
    await nextFrame();
    expect(shows(element)).to.equal(false);
  });

  it('shows nothing on a not-found page', async () => {
    setSiteContext({ ...anonymousContext(), pageType: 100 });
    expect(shows(await overlay())).to.equal(false);
  });
});
