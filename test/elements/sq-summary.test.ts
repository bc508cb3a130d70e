import { expect, fixture, html, nextFrame, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/elements/sq-summary.js';
import { captureConsole } from '../helpers/console.js';

/** GetWidgetRendering as the test answers it: the calls made (their form fields) and a queue of answers. */
function widgetServer(answer: (fields: Record<string, string>) => { status?: number; body: unknown }) {
  const calls: Record<string, string>[] = [];
  const original = window.fetch;
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (url.pathname.endsWith('/api/crumb')) return json(200, { crumb: 'test-crumb' });
    if (url.pathname.endsWith('/api/widget/GetWidgetRendering')) {
      const fields = Object.fromEntries(new URLSearchParams(String(init?.body ?? '')));
      calls.push(fields);
      const { status = 200, body } = answer(fields);
      return json(status, body);
    }
    return original.call(window, input, init);
  };
  return { calls, restore: () => void (window.fetch = original) };
}

const item = (id: string, title: string) =>
  `<li class="summary-item" data-item-id="${id}"><h3 class="summary-title"><a href="/journal/${id}">${title}</a></h3><p class="summary-date"><time datetime="2024-04-02T09:00:00.000Z">2 April 2024</time></p><p class="summary-excerpt">About ${title}.</p></li>`;
const page = (ids: number[], next?: string, tags = ['ul', 'li']) =>
  `<${tags[0]} class="summary-items"${next ? ` data-next-cursor="${next}"` : ''}>${ids
    .map((n) => item(`post-${n}`, `Post ${n}`).replace(/^<li|<\/li>$/g, (tag) => tag.replace('li', tags[1]!)))
    .join('')}</${tags[0]}>`;
/** A carousel's page: slides are divs. */
const slides = (ids: number[], next?: string) => page(ids, next, ['div', 'div']);

const shadowButton = (element: HTMLElement, part: string) => element.shadowRoot!.querySelector<HTMLButtonElement>(`[part~="${part}"]`);
const titles = (element: HTMLElement) => [...element.querySelectorAll('.summary-title')].map((node) => node.textContent);

async function summary(attributes: string, content: string): Promise<HTMLElement> {
  const holder = await fixture<HTMLDivElement>(html`<div style="width: 900px"></div>`);
  // The element's markup as the server writes it; the list is its light DOM.
  holder.innerHTML = `<sq-summary ${attributes}>${content}</sq-summary>`;
  const element = holder.firstElementChild as HTMLElement;
  await waitUntil(() => element.shadowRoot?.querySelector('slot'), 'the element renders');
  return element;
}

describe('<sq-summary>', () => {
  let server: ReturnType<typeof widgetServer> | undefined;
  afterEach(() => server?.restore());

  it('shows the server-rendered first page without asking the server, with Load more while there is a next page', async () => {
    server = widgetServer(() => ({ body: { html: page([]) } }));
    const element = await summary('collection-id="journal" block-id="latest" page-size="2"', page([1, 2], 'cursor-2'));
    await nextFrame();
    expect(titles(element)).to.deep.equal(['Post 1', 'Post 2']);
    expect(element.querySelector('.summary-items')!.assignedSlot).to.not.equal(null);
    expect(shadowButton(element, 'load-more')!.textContent).to.equal('Load more');
    expect(server.calls).to.deep.equal([]);
    await expect(element).to.be.accessible();
  });

  it('Load more sends widgetJSON, the collectionId and the cursor, shows the longer list and moves focus to its first new item', async () => {
    // Each answer is the whole list so far.
    const answers = [page([1, 2, 3, 4], 'cursor-4'), page([1, 2, 3, 4, 5])];
    server = widgetServer(() => ({ body: { html: answers.shift() } }));
    const element = await summary(
      'collection-id="journal" block-id="latest" design="list" page-size="2" image-aspect-ratio="75"',
      page([1, 2], 'cursor-2'),
    );
    shadowButton(element, 'load-more')!.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => titles(element).length === 4, 'the list through the second page is shown');
    expect(server.calls).to.have.length(1);
    const [first] = server.calls;
    expect(JSON.parse(first!.widgetJSON!)).to.deep.equal({
      type: 'summary',
      id: 'latest',
      value: { design: 'list', pageSize: 2, imageAspectRatio: 75 },
    });
    expect(first!.collectionId).to.equal('journal');
    expect(first!.cursor).to.equal('cursor-2');
    expect(titles(element)).to.deep.equal(['Post 1', 'Post 2', 'Post 3', 'Post 4']);
    await waitUntil(() => document.activeElement?.textContent === 'Post 3', 'focus moves to the first new item');
    await expect(element).to.be.accessible();

    shadowButton(element, 'load-more')!.focus();
    await sendKeys({ press: ' ' });
    await waitUntil(() => titles(element).length === 5, 'the list through the last page is shown');
    expect(server.calls[1]!.cursor).to.equal('cursor-4');
    expect(titles(element)).to.deep.equal(['Post 1', 'Post 2', 'Post 3', 'Post 4', 'Post 5']);
    await waitUntil(() => document.activeElement?.textContent === 'Post 5', 'focus moves to the one new item');
    await waitUntil(() => !shadowButton(element, 'load-more'), 'no Load more after the last page');
    expect(element.querySelector('.summary-items')!.hasAttribute('data-next-cursor')).to.equal(false);
  });

  it('Load more puts the answer in place of the list: each item once, in the answer’s order, focus on the first beyond those shown', async () => {
    // Post 0 was published since the page was drawn, and Post 2 taken down: the answer is the list as it is now.
    server = widgetServer(() => ({ body: { html: page([0, 1, 3, 4, 5], 'cursor-5') } }));
    const element = await summary('collection-id="journal" block-id="latest" page-size="3"', page([1, 2, 3], 'cursor-3'));
    const kept = element.querySelector('[data-item-id="post-1"]');
    shadowButton(element, 'load-more')!.click();
    await waitUntil(() => titles(element).includes('Post 5'), 'the answer is shown');
    expect(titles(element)).to.deep.equal(['Post 0', 'Post 1', 'Post 3', 'Post 4', 'Post 5']);
    const shownIds = [...element.querySelectorAll('.summary-item')].map((item) => item.getAttribute('data-item-id'));
    expect(new Set(shownIds).size).to.equal(shownIds.length);
    expect(element.querySelectorAll('.summary-items')).to.have.length(1);
    // An item shown before keeps its node: only the new ones are inserted.
    expect(element.querySelector('[data-item-id="post-1"]') === kept, 'Post 1 keeps its node').to.equal(true);
    expect(element.querySelector('.summary-items')!.getAttribute('data-next-cursor')).to.equal('cursor-5');
    await waitUntil(() => document.activeElement?.textContent === 'Post 4', 'focus moves to the first item beyond those shown');
    expect(shadowButton(element, 'load-more')).to.not.equal(null);
    await expect(element).to.be.accessible();
  });

  it('focuses a new item with no link itself, and drops Load more when no page follows', async () => {
    const unlinked = page([1, 2, 3]).replace(/<a href="\/journal\/post-3">(Post 3)<\/a>/, '$1');
    server = widgetServer(() => ({ body: { html: unlinked } }));
    const element = await summary('collection-id="journal" page-size="2"', page([1, 2], 'cursor-2'));
    shadowButton(element, 'load-more')!.click();
    await waitUntil(() => titles(element).length === 3, 'the answer is shown');
    await waitUntil(() => !shadowButton(element, 'load-more'), 'no Load more at the end');
    const third = element.querySelector<HTMLElement>('[data-item-id="post-3"]')!;
    await waitUntil(() => document.activeElement === third, 'focus moves to the new item');
    expect(third.getAttribute('tabindex')).to.equal('-1');
    await expect(element).to.be.accessible();
  });

  it('inserts the answer through the allow-list: no script runs, no handler or script URL survives', async () => {
    const win = window as unknown as { pwned?: number };
    delete win.pwned;
    const hostile =
      '<ul class="summary-items"><li class="summary-item" data-item-id="evil" onclick="window.pwned=1">' +
      '<script>window.pwned = 2</script><img class="summary-thumbnail" src="/nope.png" onerror="window.pwned=3" alt="">' +
      '<h3 class="summary-title"><a href="javascript:window.pwned=4">Evil &amp; <b>bold</b></a></h3>' +
      '<style>*{display:none}</style><iframe src="/"></iframe><p class="summary-excerpt" style="color:red">Text</p></li></ul>';
    server = widgetServer(() => ({ body: { html: hostile } }));
    const element = await summary('collection-id="journal"', '');
    await waitUntil(() => element.querySelector('[data-item-id="evil"]'), 'the page is added');
    // A broken image is complete once its error event, the one an onerror handler would answer, has fired.
    const image = element.querySelector<HTMLImageElement>('.summary-items img')!;
    await waitUntil(() => image.complete, 'the missing image has failed to load');
    await nextFrame();
    expect(win.pwned).to.equal(undefined);
    const list = element.querySelector('.summary-items')!;
    expect(list.querySelectorAll('script, style, iframe, b').length).to.equal(0);
    expect([...list.querySelectorAll('*')].flatMap((node) => node.getAttributeNames()).filter((name) => /^on|style/.test(name))).to.deep.equal([]);
    expect(list.querySelector('a')!.hasAttribute('href')).to.equal(false);
    expect(list.querySelector('.summary-title')!.textContent).to.equal('Evil & bold');
    expect(list.querySelector('img')!.getAttribute('src')).to.equal('/nope.png');
  });

  it('asks for the first page when the server rendered none', async () => {
    server = widgetServer(() => ({ body: { html: page([1, 2, 3]) } }));
    const element = await summary('collection-id="journal" design="grid"', '');
    await waitUntil(() => titles(element).length === 3, 'the first page is inserted');
    expect(server.calls).to.have.length(1);
    expect(server.calls[0]!.cursor).to.equal(undefined);
    expect(JSON.parse(server.calls[0]!.widgetJSON!).value).to.deep.equal({ design: 'grid', pageSize: 3, imageAspectRatio: 'auto' });
    expect(shadowButton(element, 'load-more')).to.equal(null);
    await expect(element).to.be.accessible();
  });

  it('says when a page cannot be loaded, keeps what it shows, and tries again on the next press', async () => {
    let fail = true;
    server = widgetServer(() => (fail ? { status: 503, body: { error: 'Down' } } : { body: { html: page([1, 2, 3]) } }));
    const element = await summary('collection-id="journal" page-size="2"', page([1, 2], 'cursor-2'));
    shadowButton(element, 'load-more')!.click();
    await waitUntil(() => element.shadowRoot!.querySelector('[role="alert"]'), 'the error shows');
    expect(element.shadowRoot!.querySelector('[role="alert"]')!.textContent).to.equal('Unable to load. Try again.');
    expect(titles(element)).to.deep.equal(['Post 1', 'Post 2']);
    await expect(element).to.be.accessible();
    fail = false;
    shadowButton(element, 'load-more')!.click();
    await waitUntil(() => titles(element).length === 3, 'the retry shows the longer list');
    expect(titles(element)).to.deep.equal(['Post 1', 'Post 2', 'Post 3']);
    expect(element.shadowRoot!.querySelector('[role="alert"]')).to.equal(null);
  });

  it('without a collection id logs one message, shows its content as it is and asks for nothing', async () => {
    server = widgetServer(() => ({ body: { html: page([9]) } }));
    const logged = captureConsole();
    try {
      const element = await summary('design="spiral"', page([1, 2], 'cursor-2'));
      await waitUntil(() => logged.errors.length > 0, 'the problem is logged');
      await nextFrame();
      expect(logged.errors).to.have.length(1);
      expect(logged.errors[0]).to.contain('<sq-summary>: collection-id "" is not a collection id');
      expect(titles(element)).to.deep.equal(['Post 1', 'Post 2']);
      expect(shadowButton(element, 'load-more')).to.equal(null);
      expect(server.calls).to.deep.equal([]);
    } finally {
      logged.restore();
    }
  });

  it('logs one message for bad settings and uses their defaults', async () => {
    server = widgetServer(() => ({ body: { html: page([3]) } }));
    const logged = captureConsole();
    try {
      const element = await summary('collection-id="journal" design="spiral" page-size="99" image-aspect-ratio="tall"', page([1], 'cursor-1'));
      await waitUntil(() => logged.errors.length > 0, 'the problem is logged');
      await nextFrame();
      expect(logged.errors).to.have.length(1);
      expect(logged.errors[0]).to.contain('design "spiral" is not wall, carousel, list or grid; using grid');
      expect(logged.errors[0]).to.contain('page-size "99"');
      expect(logged.errors[0]).to.contain('image-aspect-ratio "tall"');
      shadowButton(element, 'load-more')!.click();
      await waitUntil(() => server!.calls.length === 1);
      expect(JSON.parse(server.calls[0]!.widgetJSON!).value).to.deep.equal({ design: 'grid', pageSize: 3, imageAspectRatio: 'auto' });
    } finally {
      logged.restore();
    }
  });

  it('the carousel is a named region of slides, moved by its previous and next buttons from the keyboard', async () => {
    server = widgetServer(() => ({ body: { html: slides([1, 2, 3, 4, 5, 6]) } }));
    const element = await summary(
      'collection-id="journal" design="carousel" label="From the journal" page-size="4"',
      slides([1, 2, 3, 4], 'cursor-4'),
    );
    const region = element.shadowRoot!.querySelector('[part="carousel"]')!;
    // A group, not a region: the block's section is already the landmark named by the same heading.
    expect(region.getAttribute('role')).to.equal('group');
    expect(region.getAttribute('aria-roledescription')).to.equal('carousel');
    expect(region.getAttribute('aria-label')).to.equal('From the journal');
    const previous = shadowButton(element, 'previous')!;
    const next = shadowButton(element, 'next')!;
    expect([previous.getAttribute('aria-label'), next.getAttribute('aria-label')]).to.deep.equal(['Previous slide', 'Next slide']);
    const shown = () => [...element.querySelectorAll('.summary-item')];
    await waitUntil(() => shown()[0]!.getAttribute('aria-roledescription') === 'slide');
    expect(shown().map((slide) => [slide.getAttribute('role'), slide.getAttribute('aria-label'), slide.hasAttribute('inert')])).to.deep.equal([
      ['group', '1 of 4', false],
      ['group', '2 of 4', false],
      ['group', '3 of 4', false],
      ['group', '4 of 4', true],
    ]);
    expect(previous.disabled).to.equal(true);
    await expect(element).to.be.accessible();

    next.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => shown()[0]!.hasAttribute('inert'), 'the carousel moves on by one slide');
    expect(shown().map((slide) => slide.hasAttribute('inert'))).to.deep.equal([true, false, false, false]);
    expect(element.style.getPropertyValue('--_sq-index')).to.equal('1');
    expect(previous.disabled).to.equal(false);
    expect(server.calls).to.deep.equal([]);

    // At the end, next loads the list through the next page and moves onto it.
    const slideNodes = shown();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => shown().length === 6, 'the list through the next page is shown');
    expect(server.calls[0]!.cursor).to.equal('cursor-4');
    // The slides shown keep their nodes, so the live region reads only the new ones.
    expect(
      shown()
        .slice(0, 4)
        .every((slide, index) => slide === slideNodes[index]),
      'the slides shown keep their nodes',
    ).to.equal(true);
    await waitUntil(() => shown()[1]!.hasAttribute('inert') && !shown()[4]!.hasAttribute('inert'));
    expect(shown()[5]!.getAttribute('aria-label')).to.equal('6 of 6');
    expect(next.disabled).to.equal(false);
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => next.disabled, 'next is disabled on the last slide of the last page');
    previous.focus();
    await sendKeys({ press: ' ' });
    await waitUntil(() => !shown()[2]!.hasAttribute('inert') && shown()[5]!.hasAttribute('inert'));
    await expect(element).to.be.accessible();
  });
});
