import { expect, fixture, html, nextFrame, waitUntil } from '@open-wc/testing';
import { install } from '@sinonjs/fake-timers';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/elements/sq-form.js';
import type { SqForm } from '../../src/elements/sq-form.js';
import { nextSuggestion } from '../../src/shared/forms/address-suggestions.js';
import { placeDetails } from '../../src/shared/api/places.js';
import { SYSTEM_ERROR_ATTRIBUTE } from '../../src/shared/api/system-error.js';
import { PLACES_AUTOCOMPLETE_DEBOUNCE_MS } from '../../src/shared/constants/timings.js';
import { captureConsole } from '../helpers/console.js';
import { typeInOneBurst } from '../helpers/keys.js';
import { standInBase } from '../helpers/stand-in.js';

const PREDICTIONS = [
  {
    placeId: 'address-studio',
    description: '12 Harbour Road, Porthleven, Cornwall TR13 9JA, United Kingdom',
    mainText: '12 Harbour Road',
    secondaryText: 'Porthleven, Cornwall TR13 9JA, United Kingdom',
  },
  { placeId: 'city-1', description: 'Harbour City, Lagos, Nigeria', mainText: 'Harbour City', secondaryText: 'Lagos, Nigeria' },
];
const STUDIO = {
  placeId: 'address-studio',
  formattedAddress: PREDICTIONS[0]!.description,
  location: { lat: 50.08, lng: -5.31 },
  address: { line1: '12 Harbour Road', city: 'Porthleven', state: 'Cornwall', zip: 'TR13 9JA', country: 'United Kingdom' },
};

type Mode = 'ok' | 'fail' | 'hang';

/** Answers the places calls in the page, as the server would, or fails them; records what was asked. */
function stubPlaces(mode: Mode = 'ok') {
  const calls: URL[] = [];
  /** Settle once the page has read the failed answers' bodies. */
  const reads: Promise<unknown>[] = [];
  const original = window.fetch;
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (!url.pathname.includes('/api/google-maps/places/')) return original.call(window, input, init);
    calls.push(url);
    if (mode === 'fail') {
      const response = new Response('{"error":"down"}', { status: 503, headers: { 'content-type': 'application/json' } });
      for (const name of ['text', 'json'] as const) {
        const read = response[name].bind(response);
        response[name] = () => {
          const body = read();
          reads.push(body.catch(() => undefined));
          return body;
        };
      }
      return Promise.resolve(response);
    }
    if (mode === 'hang') return new Promise<Response>(() => {});
    const body = url.pathname.endsWith('/autocomplete') ? { predictions: PREDICTIONS } : STUDIO;
    return Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));
  };
  return { calls, reads, restore: () => void (window.fetch = original) };
}

const $ = <T extends Element = HTMLElement>(element: SqForm, selector: string) => element.shadowRoot!.querySelector<T>(selector)!;
const line1 = (element: SqForm) => $<HTMLInputElement>(element, '#sq-field-address-1-Line1');
const value = (element: SqForm, part: string) => $<HTMLInputElement>(element, `#sq-field-address-1-${part}`).value;
const options = (element: SqForm) => [...element.shadowRoot!.querySelectorAll<HTMLElement>('[role="option"]')];

async function renderForm() {
  const definition = { fields: [{ id: 'address-1', type: 'address', title: 'Shipping address' }], submitButtonText: 'Send' };
  const element = await fixture<SqForm>(
    html`<sq-form form-id="f-address" object-name="test" api-base=${standInBase()} .definition=${definition}></sq-form>`,
  );
  await waitUntil(() => element.shadowRoot?.querySelector('#sq-field-address-1-Line1'), 'the address field renders');
  return element;
}

describe('<sq-form> address suggestions', () => {
  let stub: ReturnType<typeof stubPlaces>;
  afterEach(() => stub?.restore());

  /** A form whose Address 1 has had `text` typed into it, its suggestions open. */
  async function suggestionsFor(text: string) {
    stub = stubPlaces();
    const element = await renderForm();
    const input = line1(element);
    input.focus();
    await typeInOneBurst(text, PLACES_AUTOCOMPLETE_DEBOUNCE_MS);
    await waitUntil(() => input.getAttribute('aria-expanded') === 'true', 'the suggestions open');
    return { element, input };
  }

  it('is an APG combobox: typing offers suggestions, Down and Up move, Enter fills Line1, City, State, Zip and Country', async () => {
    stub = stubPlaces();
    const element = await renderForm();
    const input = line1(element);
    expect(input.getAttribute('role')).to.equal('combobox');
    expect(input.getAttribute('aria-expanded')).to.equal('false');
    expect(input.getAttribute('aria-autocomplete')).to.equal('list');
    const listbox = element.shadowRoot!.getElementById(input.getAttribute('aria-controls')!)!;
    expect(listbox.getAttribute('role')).to.equal('listbox');
    await expect(element).to.be.accessible();

    input.focus();
    await typeInOneBurst('12 Harb', PLACES_AUTOCOMPLETE_DEBOUNCE_MS);
    await waitUntil(() => input.getAttribute('aria-expanded') === 'true', 'the suggestions open');
    // Debounced: one call for the whole word, carrying the tracking context.
    expect(stub.calls.length).to.equal(1);
    expect(stub.calls[0]!.searchParams.get('input')).to.equal('12 Harb');
    expect(stub.calls[0]!.searchParams.get('productPage')).to.equal('form');
    expect(stub.calls[0]!.searchParams.get('productSection')).to.equal('address-field');
    expect(options(element).map((option) => option.textContent)).to.deep.equal([
      '12 Harbour Road Porthleven, Cornwall TR13 9JA, United Kingdom',
      'Harbour City Lagos, Nigeria',
    ]);
    expect($(element, '[role="status"]').textContent).to.equal('2 address suggestions, use the arrow keys to choose');
    expect(input.hasAttribute('aria-activedescendant')).to.equal(false);
    await expect(element).to.be.accessible();

    await sendKeys({ press: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).to.equal(options(element)[0]!.id);
    expect(options(element)[0]!.getAttribute('aria-selected')).to.equal('true');
    await sendKeys({ press: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).to.equal(options(element)[1]!.id);
    await sendKeys({ press: 'ArrowUp' });
    expect(input.getAttribute('aria-activedescendant')).to.equal(options(element)[0]!.id);
    expect(element.shadowRoot!.activeElement).to.equal(input);
    await expect(element).to.be.accessible();

    await sendKeys({ press: 'Enter' });
    await waitUntil(() => value(element, 'City') === 'Porthleven', 'the address is filled');
    expect(stub.calls[1]!.pathname).to.match(/\/api\/google-maps\/places\/details$/);
    expect(stub.calls[1]!.searchParams.get('placeId')).to.equal('address-studio');
    expect(value(element, 'Line1')).to.equal('12 Harbour Road');
    expect(value(element, 'State')).to.equal('Cornwall');
    expect(value(element, 'Zip')).to.equal('TR13 9JA');
    expect(value(element, 'Country')).to.equal('United Kingdom');
    expect(input.getAttribute('aria-expanded')).to.equal('false');
    expect(element.shadowRoot!.activeElement).to.equal(input);
    await expect(element).to.be.accessible();
  });

  it('Escape closes the suggestions and keeps what was typed; Enter with none active submits nothing from the list', async () => {
    const { element, input } = await suggestionsFor('Harbour');
    await sendKeys({ press: 'ArrowUp' });
    expect(input.getAttribute('aria-activedescendant')).to.equal(options(element)[1]!.id);
    await sendKeys({ press: 'Escape' });
    expect(input.getAttribute('aria-expanded')).to.equal('false');
    expect(input.hasAttribute('aria-activedescendant')).to.equal(false);
    expect(input.value).to.equal('Harbour');
    expect(value(element, 'City')).to.equal('');
    await expect(element).to.be.accessible();
    // Down opens them again.
    await sendKeys({ press: 'ArrowDown' });
    expect(input.getAttribute('aria-expanded')).to.equal('true');
    expect(input.getAttribute('aria-activedescendant')).to.equal(options(element)[0]!.id);
  });

  it('a second Escape, with the suggestions closed, clears the field, as the search box does', async () => {
    const { element, input } = await suggestionsFor('Harbour');
    await sendKeys({ press: 'Escape' });
    expect(input.getAttribute('aria-expanded')).to.equal('false');
    expect(input.value).to.equal('Harbour');
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => input.value === '', 'the field is cleared');
    expect(element.shadowRoot!.activeElement).to.equal(input);
    // Nothing is left to open.
    await sendKeys({ press: 'ArrowDown' });
    await element.updateComplete;
    expect(input.getAttribute('aria-expanded')).to.equal('false');
    expect(options(element)).to.have.length(0);
    await expect(element).to.be.accessible();
  });

  it('one letter asks nothing; typing stays manual when the service fails or hangs', async () => {
    for (const mode of ['fail', 'hang'] as const) {
      stub = stubPlaces(mode);
      const console = captureConsole();
      const element = await renderForm();
      const input = line1(element);
      input.focus();
      // A call waits 250 ms after the last key: past that, one asked for would have been made.
      const clock = install({ toFake: ['setTimeout', 'clearTimeout'] });
      try {
        await sendKeys({ type: '1' });
        clock.tick(PLACES_AUTOCOMPLETE_DEBOUNCE_MS);
        await nextFrame();
        expect(stub.calls.length, `${mode}: one letter`).to.equal(0);
      } finally {
        clock.uninstall();
      }
      await sendKeys({ type: '2 Harbour Road' });
      await waitUntil(() => stub.calls.length > 0, 'the call is made');
      // A failed answer is acted on once read; a hanging one never answers.
      await Promise.all(stub.reads);
      await nextFrame();
      expect(input.getAttribute('aria-expanded'), mode).to.equal('false');
      expect(input.value, mode).to.equal('12 Harbour Road');
      // No overlay and no message: the visitor just goes on typing.
      expect(document.querySelector(`[${SYSTEM_ERROR_ATTRIBUTE}]`), mode).to.equal(null);
      expect(element.shadowRoot!.querySelector('[role="option"]'), mode).to.equal(null);
      expect(console.errors, mode).to.deep.equal([]);
      await sendKeys({ press: 'Tab' });
      await sendKeys({ type: 'Porthleven' });
      expect(value(element, 'Line2'), mode).to.equal('Porthleven');
      await expect(element).to.be.accessible();
      console.restore();
      stub.restore();
    }
  });

  it('the details call logs the console error when the tracking context lacks productPage or productSection', async () => {
    stub = stubPlaces();
    const console = captureConsole();
    try {
      await placeDetails('address-studio', { productPage: 'form', productSection: 'address-field' });
      expect(console.errors).to.deep.equal([]);
      await placeDetails('address-studio', { productPage: 'form' });
      await placeDetails('address-studio', {});
      expect(console.errors).to.deep.equal([
        'Places details tracking context must carry productPage and productSection',
        'Places details tracking context must carry productPage and productSection',
      ]);
      expect(stub.calls.length).to.equal(3);
    } finally {
      console.restore();
    }
  });

  it('Down and Up wrap around the list', () => {
    expect(nextSuggestion(-1, 3, 1)).to.equal(0);
    expect(nextSuggestion(-1, 3, -1)).to.equal(2);
    expect(nextSuggestion(2, 3, 1)).to.equal(0);
    expect(nextSuggestion(0, 3, -1)).to.equal(2);
    expect(nextSuggestion(1, 3, 1)).to.equal(2);
    expect(nextSuggestion(0, 0, 1)).to.equal(-1);
  });
});
