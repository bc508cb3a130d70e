import { expect, fixture, html, nextFrame, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/elements/sq-search.js';
import type { SqSearch } from '../../src/elements/sq-search.js';
import { connectAnalyticsSender, resetEvents } from '../../src/shared/analytics/events.js';
import { navigation } from '../../src/shared/dom/navigate.js';
import { resetSearchWarnings } from '../../src/shared/search/box.js';
import { PLACES_AUTOCOMPLETE_DEBOUNCE_MS } from '../../src/shared/constants/timings.js';
import { captureConsole } from '../helpers/console.js';
import { typeInOneBurst } from '../helpers/keys.js';

const RESULTS = [
  {
    kind: 'product',
    url: '/shop/tide-mug',
    title: [{ text: 'Tide', mark: true }, { text: ' ' }, { text: 'mug', mark: true }],
    excerpt: [{ text: 'A 300 ml ' }, { text: 'mug', mark: true }, { text: ' in a blue glaze.' }],
  },
  {
    kind: 'item',
    url: '/gallery/tide-mugs-drying',
    title: [{ text: 'Tide', mark: true }, { text: ' mugs <img src=x onerror="window.hacked=1"> drying' }],
    excerpt: [],
  },
];

type Mode = 'ok' | 'empty' | 'fail';

/** Answers GET /api/search in the page, as the server would, or fails it; records what was asked. */
function stubSearch(mode: Mode = 'ok') {
  const calls: URL[] = [];
  const original = window.fetch;
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (url.pathname !== '/api/search') return original.call(window, input, init);
    calls.push(url);
    if (mode === 'fail') return Promise.resolve(new Response('{"error":"down"}', { status: 503, headers: { 'content-type': 'application/json' } }));
    const body = { query: url.searchParams.get('q'), results: mode === 'empty' ? [] : RESULTS };
    return Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));
  };
  return { calls, restore: () => void (window.fetch = original) };
}

async function renderBox(query = '', searched = false) {
  const element = await fixture<HTMLElement>(
    html`<sq-search id="box" ?searched=${searched}
      ><form role="search" action="/search" method="get">
        <label for="box-q">Search the site</label>
        <input id="box-q" name="q" type="search" autocomplete="off" .value=${query} /><button type="submit">Search</button>
      </form></sq-search
    >`,
  );
  await waitUntil(() => element.shadowRoot?.querySelector('slot'), 'the element renders');
  return { element, input: element.querySelector('input')! };
}

const options = (element: HTMLElement) => [...element.querySelectorAll<HTMLElement>('[role="option"]')];
const status = (element: HTMLElement) => element.querySelector('[role="status"]')?.textContent ?? '';

describe('<sq-search>', () => {
  let stub: ReturnType<typeof stubSearch> | undefined;
  const assign = navigation.assign;
  afterEach(() => {
    stub?.restore();
    navigation.assign = assign;
    resetEvents();
  });

  it('keeps its form as it is until focused; then the input is an APG combobox that previews ranked results with marked matches', async () => {
    stub = stubSearch();
    const { element, input } = await renderBox();
    expect(element.querySelector('form')!.getAttribute('action')).to.equal('/search');
    expect(input.hasAttribute('role')).to.equal(false);
    await expect(element).to.be.accessible();

    input.focus();
    await waitUntil(() => input.getAttribute('role') === 'combobox', 'the preview loads on focus');
    expect(input.getAttribute('aria-autocomplete')).to.equal('list');
    expect(input.getAttribute('aria-expanded')).to.equal('false');
    const listbox = document.getElementById(input.getAttribute('aria-controls')!)!;
    expect(listbox.getAttribute('role')).to.equal('listbox');
    expect(stub.calls.length).to.equal(0);
    await expect(element).to.be.accessible();

    await typeInOneBurst('tide mu', PLACES_AUTOCOMPLETE_DEBOUNCE_MS);
    await waitUntil(() => input.getAttribute('aria-expanded') === 'true', 'the preview opens');
    // Debounced: one call for what was typed.
    expect(stub.calls.length).to.equal(1);
    expect(stub.calls[0]!.searchParams.get('q')).to.equal('tide mu');
    expect(options(element).map((option) => option.querySelector('.sq-search-option-title')!.textContent)).to.deep.equal([
      'Tide mug',
      'Tide mugs <img src=x onerror="window.hacked=1"> drying',
    ]);
    expect([...options(element)[0]!.querySelectorAll('mark')].map((mark) => mark.textContent)).to.deep.equal(['Tide', 'mug', 'mug']);
    // The server's text is text: no element comes from it.
    expect(element.querySelector('img')).to.equal(null);
    expect(status(element)).to.equal('2 results');
    expect(input.hasAttribute('aria-activedescendant')).to.equal(false);
    await expect(element).to.be.accessible();

    await sendKeys({ press: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).to.equal(options(element)[0]!.id);
    expect(options(element)[0]!.getAttribute('aria-selected')).to.equal('true');
    await sendKeys({ press: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).to.equal(options(element)[1]!.id);
    await sendKeys({ press: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).to.equal(options(element)[0]!.id);
    await sendKeys({ press: 'ArrowUp' });
    expect(input.getAttribute('aria-activedescendant')).to.equal(options(element)[1]!.id);
    expect(document.activeElement).to.equal(input);
    await expect(element).to.be.accessible();

    const went: string[] = [];
    navigation.assign = (url) => void went.push(url);
    await sendKeys({ press: 'Enter' });
    expect(went).to.deep.equal(['/gallery/tide-mugs-drying']);
    expect(input.getAttribute('aria-expanded')).to.equal('false');
  });

  it('Escape closes the preview and keeps the text; Enter with no result active submits the form to the search page', async () => {
    stub = stubSearch();
    const { element, input } = await renderBox();
    const submitted: string[] = [];
    element.querySelector('form')!.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted.push(new URLSearchParams(new FormData(event.target as HTMLFormElement) as unknown as Record<string, string>).toString());
    });
    input.focus();
    await typeInOneBurst('tide', PLACES_AUTOCOMPLETE_DEBOUNCE_MS);
    await waitUntil(() => input.getAttribute('aria-expanded') === 'true', 'the preview opens');
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Escape' });
    expect(input.getAttribute('aria-expanded')).to.equal('false');
    expect(input.hasAttribute('aria-activedescendant')).to.equal(false);
    expect(element.querySelector<HTMLElement>('.sq-search-popup')!.hidden).to.equal(true);
    expect(input.value).to.equal('tide');
    await expect(element).to.be.accessible();
    await sendKeys({ press: 'Enter' });
    expect(submitted).to.deep.equal(['q=tide']);
  });

  it("says 'No results found' when nothing matches and 'Unable to load results' when the search fails", async () => {
    for (const [mode, text] of [
      ['empty', 'No results found'],
      ['fail', 'Unable to load results'],
    ] as const) {
      stub = stubSearch(mode);
      const { element, input } = await renderBox();
      input.focus();
      await sendKeys({ type: 'qqzz' });
      await waitUntil(() => status(element) === text, `the box says ${text}`);
      expect(element.querySelector('.sq-search-message')!.textContent).to.equal(text);
      expect(element.querySelector<HTMLElement>('.sq-search-popup')!.hidden).to.equal(false);
      expect(options(element)).to.have.length(0);
      expect(input.getAttribute('aria-expanded')).to.equal('false');
      await expect(element).to.be.accessible();
      stub.restore();
    }
  });

  it('markup without an input named q logs one clear error and stays as it is', async () => {
    resetSearchWarnings();
    const console = captureConsole();
    const element = await fixture<HTMLElement>(html`<sq-search><p>Search is coming soon</p></sq-search>`);
    await waitUntil(() => element.shadowRoot?.querySelector('slot'), 'the element renders');
    await waitUntil(() => console.errors.length > 0, 'the element says what is wrong').finally(() => console.restore());
    expect(console.errors.filter((line) => line.includes('sq-search'))).to.have.length(1);
    expect(element.textContent).to.equal('Search is coming soon');
  });

  it('the search page box records one site search through the analytics sender, and a plain box records none', async () => {
    const searches: string[] = [];
    const { element } = await renderBox('tide mug', true);
    await waitUntil(() => element.shadowRoot?.querySelector('slot'));
    // Queued until the sender connects (the analytics chunk connects it only once consent allows).
    connectAnalyticsSender({ event: () => {}, media: () => {}, quickView: () => {}, trace: () => {}, search: (query) => void searches.push(query) });
    await waitUntil(() => searches.length > 0, 'the search is recorded');
    // The search is recorded by an effect of the render; a second render would record it again.
    await (element as SqSearch).updateComplete;
    await nextFrame();
    expect(searches).to.deep.equal(['tide mug']);
    resetEvents();
    const plain: string[] = [];
    connectAnalyticsSender({ event: () => {}, media: () => {}, quickView: () => {}, trace: () => {}, search: (query) => void plain.push(query) });
    const other = await renderBox('tide mug', false);
    await waitUntil(() => other.element.shadowRoot?.querySelector('slot'));
    // The effect that would record it has run once the render is complete, and the sender is connected.
    await (other.element as SqSearch).updateComplete;
    await nextFrame();
    expect(plain).to.deep.equal([]);
  });
});
