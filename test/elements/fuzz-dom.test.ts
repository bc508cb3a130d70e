/**
 * Seeded fuzz run over what a page does to an element besides its attributes: random, malformed
 * and hostile light-DOM children (text, nested and unknown elements, other sq-* tags, broken images,
 * links, templates and JSON scripts, huge strings), given before upgrade, after it or streamed in,
 * and moves (remove and re-insert, to another parent, while a render is pending, during upgrade,
 * into and out of shadow roots, to another document and back). Per case: nothing thrown or uncaught,
 * no unhandled rejection, no hang, and no silent empty render: a connected element either draws
 * something in its shadow root or logs a console message naming itself. A failure prints the seed,
 * the case and the smallest failing case found.
 */
import { aTimeout, expect } from '@open-wc/testing';
import { type captureConsole } from '../helpers/console.js';
import { ELEMENTS, failures, fuzzCases, fuzzPage, fuzzSeed, guarded, settle, type Member } from '../helpers/fuzz.js';
import { IMAGES } from '../helpers/gallery.js';
import { random, type Random } from '../helpers/random.js';

const SEED = fuzzSeed(20240612);
/** Cases per element (SQ_FUZZ_CASES under `npm run fuzz`). */
const CASES = fuzzCases(3);
/** A case that takes longer has hung, or nearly. */
const CASE_LIMIT_MS = 4000;

/**
 * Elements whose view draws nothing by design until something asks it to (open, enabled by the
 * site, a choice not yet made, …): for these an empty shadow root is not a silent failure.
 */
const MAY_DRAW_NOTHING = new Set(['sq-dialog', 'sq-lightbox', 'sq-cookie-banner', 'sq-popup-overlay', 'sq-mobile-info-bar', 'sq-site']);

const TAGS = ELEMENTS.map((entry) => entry.tag);
const SQUARE = IMAGES.square;

/** A child as markup; `text` is how the report names it. */
interface Fragment {
  text: string;
  html: string;
}
const fragment = (text: string, html: string): Fragment => ({ text, html });

const json = (text: string, body: string) => fragment(`JSON script ${text}`, `<script type="application/json">${body}</script>`);

/** Light-DOM children, from plain to hostile. */
function child(rng: Random, depth = 0): Fragment {
  switch (rng.int(14)) {
    case 0:
      return rng.pick([
        fragment('text', 'Some words'),
        fragment('blank text', ' \n\t '),
        fragment('escaped text', '&lt;b&gt;&amp;&quot;'),
        fragment('bidi and astral text', '𝕏\u202eabc\u200b'),
        fragment('a huge text', 'a'.repeat(200_000)),
        fragment('a comment', '<!-- a comment -->'),
      ]);
    case 1:
      return rng.pick([
        fragment('an unknown element', '<x-unknown data-a="1"><span>inner</span></x-unknown>'),
        fragment('an unknown sq- element', '<sq-nope></sq-nope>'),
        fragment('a deep nesting', `${'<div>'.repeat(300)}deep${'</div>'.repeat(300)}`),
        fragment('a paragraph', '<p>A paragraph with <b>bold</b> text</p>'),
      ]);
    case 2: {
      const tag = rng.pick(TAGS);
      const inner = depth < 1 && rng.chance(0.5) ? child(rng, depth + 1) : undefined;
      return fragment(`<${tag}>${inner ? ` holding ${inner.text}` : ''}`, `<${tag}>${inner?.html ?? ''}</${tag}>`);
    }
    case 3:
      return rng.pick([
        fragment('an image without src', '<img alt="none">'),
        fragment('an image with an empty src', '<img src="" alt="">'),
        fragment('an image with a javascript: src', '<img src="javascript:alert(1)" alt="">'),
        fragment('an image of bad size', '<img src="/nope.png" width="-5" height="abc" alt="">'),
        fragment('an image of huge size', `<img src="${SQUARE.src}" width="1e9" height="0" alt="">`),
        fragment('an image with a broken srcset', '<img srcset=",,, 9999w, x 0x" alt="">'),
        fragment('an image that loads', `<img src="${SQUARE.src}" width="${SQUARE.width}" height="${SQUARE.height}" alt="square">`),
      ]);
    case 4:
      return rng.pick([
        fragment(
          'a slide',
          `<figure data-slide-id="s1" data-image-dimensions="800x800"><img src="${SQUARE.src}" alt="a"><figcaption>Caption</figcaption></figure>`,
        ),
        fragment(
          'a slide of bad dimensions',
          `<figure data-image-dimensions="NaNxInfinity" data-src="javascript:x"><img src="${SQUARE.src}" alt=""></figure>`,
        ),
        fragment('a slide without an image', '<figure data-slide-id=""><figcaption></figcaption></figure>'),
        fragment('a video slide', '<figure data-type="video" data-image-dimensions="-1x-1"><video></video></figure>'),
        fragment('a slide with a duplicate id', '<figure data-slide-id="s1"><img src="" alt=""></figure>'),
        fragment(
          'an audio track',
          '<ol><li><audio controls src="/test/elements/fixtures/audio/tone-b.wav" aria-label="Tone" data-duration="4"></audio></li></ol>',
        ),
        fragment('an audio track of bad data', '<audio src="javascript:alert(1)" data-duration="-Infinity" data-item-id=""></audio><audio></audio>'),
      ]);
    case 5:
      return rng.pick([
        fragment('a link without href', '<a>no href</a>'),
        fragment('a javascript: link', '<a href="javascript:alert(1)">js</a>'),
        fragment('nested links', '<a href="#"><span><a href="/">inner</a></span></a>'),
        fragment('a link elsewhere', '<a href="//evil.example/" target="_blank">away</a>'),
      ]);
    case 6:
      return rng.pick([
        fragment('an empty template', '<template></template>'),
        fragment('a template of slides', `<template><figure><img src="${SQUARE.src}" alt=""></figure></template>`),
        fragment('a declarative shadow root template', '<template shadowrootmode="open"><p>declared</p></template>'),
        fragment('a template holding a JSON script', '<template><script type="application/json">{"a":1}</script></template>'),
      ]);
    case 7:
      return rng.pick([
        json('empty', ''),
        json('not JSON', '{"fields": ['),
        json('null', 'null'),
        json('an array', '[]'),
        json('a string', '"text"'),
        json('a number', '12'),
        json('with __proto__', '{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}'),
        json('of wrong types', '{"fields":"nope","id":7,"title":{},"variants":"x","products":{},"items":1,"website":[]}'),
        json('of a form', '{"id":"f1","name":"F","fields":[{"type":"text","id":"t","title":"T","required":true},{"type":"bogus","id":"b"}]}'),
        json('of a product', '{"id":"p1","title":"Mug","productType":1,"variants":[{"sku":"a","priceMoney":{"currency":"USD","value":"x"}}]}'),
        json('of products', '[{"id":"p1","title":"Mug"},null,7,{"id":{}}]'),
        json('of a site context', '{"website":{"id":"w","cookieSettings":"bad"},"pageType":"nonsense"}'),
        json(
          'that is huge',
          JSON.stringify({ title: 'x'.repeat(200_000), fields: Array.from({ length: 2000 }, (_, index) => ({ id: `f${index}` })) }),
        ),
        json('that is deep', `${'['.repeat(2000)}${']'.repeat(2000)}`),
        json('holding a closing tag', '{"a":"<\\/script><img src=x onerror=alert(1)>"}'),
      ]);
    case 8:
      return rng.pick([
        fragment('a text/plain script', '<script type="text/plain">alert(1)</script>'),
        fragment('a JSON script of another type', '<script type="application/ld+json">{}</script>'),
        fragment('a style', '<style>:host, * { display: none !important }</style>'),
        fragment('a noscript', '<noscript><p>no script</p></noscript>'),
      ]);
    case 9:
      return rng.pick([
        fragment('tooltip content', '<span slot="content">tip</span>'),
        fragment('two contents', '<span slot="content">one</span><span slot="content">two</span>'),
        fragment('an unknown slot', '<div slot="nope">x</div>'),
        fragment('a served banner', '<div class="banner"><form><button>OK</button></form></div>'),
        fragment(
          'billing-marked content',
          '<span data-billing="monthly">m</span><span data-billing="annual">a</span><span data-billing="bogus">b</span>',
        ),
      ]);
    case 10:
      return rng.pick([
        fragment('a form', '<form action="javascript:alert(1)"><input name="x"><button>go</button></form>'),
        fragment('a button', '<button type="submit">b</button>'),
        fragment('an input', '<input name="email" value="x" required>'),
        fragment('a heading', '<h2>Heading</h2>'),
      ]);
    case 11:
      return rng.pick([
        fragment('an element with a hostile id', '<div id="sq-site-context">x</div>'),
        fragment('a site context script', '<script type="application/json" id="sq-site-context">{"website":{}}</script>'),
        fragment('an svg', '<svg viewBox="0 0 10 10"><foreignObject><p>in svg</p></foreignObject></svg>'),
        fragment('a table', '<table><tr><td>cell</td></tr></table>'),
      ]);
    default: {
      const inner = depth < 2 ? child(rng, depth + 1) : fragment('text', 'leaf');
      return fragment(`a div holding ${inner.text}`, `<div>${inner.html}</div>`);
    }
  }
}

type Start = 'children before upgrade' | 'children after upgrade' | 'children streamed in' | 'removed during upgrade, then re-inserted';
const STARTS: Start[] = ['children before upgrade', 'children after upgrade', 'children streamed in', 'removed during upgrade, then re-inserted'];

const MOVES = [
  'remove and re-insert in one task',
  'remove, wait, re-insert',
  'move to another parent',
  'move while a render is pending',
  'remove while a render is pending, re-insert after it',
  'into a shadow root',
  "into another element's shadow root",
  'out to the page again',
  'to another document and back',
  'replace the children',
  'append more children',
  'remove the children',
  'set an attribute',
] as const;
type Move = (typeof MOVES)[number];

interface Case {
  children: Fragment[];
  start: Start;
  moves: Move[];
  /** Children that 'replace the children' and 'append more children' add. */
  later: Fragment[];
  /** What 'set an attribute' sets, and what a pending render toggles: one of the element's own, so it renders again wherever it is. */
  attribute: { name: string; value: string } | undefined;
}

/** Plain values of each kind, so the render it causes gets past parsing. */
const ATTRIBUTE_VALUES: Record<Member['kind'], string[]> = {
  string: ['', 'x', 'auto', 'dark', 'monthly', '/shop'],
  number: ['0', '1', '3', '-1'],
  boolean: ['', 'false'],
  json: ['{}', '[]', '{"isEnabled":true,"text":"Hi"}', '[{"src":"/x.png"}]'],
};

function caseFor(rng: Random, members: Member[]): Case {
  const member = members.length ? rng.pick(members) : undefined;
  return {
    children: Array.from({ length: rng.int(5) }, () => child(rng)),
    start: rng.pick(STARTS),
    moves: Array.from({ length: rng.int(4) }, () => rng.pick(MOVES)),
    later: Array.from({ length: 1 + rng.int(2) }, () => child(rng)),
    attribute: member && { name: member.attribute, value: rng.pick(ATTRIBUTE_VALUES[member.kind]) },
  };
}

const describeCase = (tag: string, fuzz: Case) =>
  `<${tag}> with [${fuzz.children.map((item) => item.text).join(', ')}], ${fuzz.start}; moves: [${fuzz.moves.join(', ')}]` +
  (fuzz.moves.some((move) => move === 'replace the children' || move === 'append more children')
    ? `; later children: [${fuzz.later.map((item) => item.text).join(', ')}]`
    : '');

/** Where a case's elements live: the page, another parent, a plain shadow root and an sq element's. */
interface Stage {
  page: HTMLElement;
  other: HTMLElement;
  shadow: ShadowRoot;
  neighbour: HTMLElement;
  elsewhere: Document;
}

function makeStage(): Stage {
  const page = document.createElement('div');
  const other = document.createElement('section');
  const host = document.createElement('div');
  const neighbour = document.createElement('sq-site-badge');
  page.append(other, host, neighbour);
  document.body.append(page);
  return { page, other, shadow: host.attachShadow({ mode: 'open' }), neighbour, elsewhere: document.implementation.createHTMLDocument('') };
}

const html = (fragments: Fragment[]) => fragments.map((item) => item.html).join('');

/** Queues a render in this task: the case's attribute set or taken away, and a light-DOM change for the elements that watch theirs. */
function askForRender(element: HTMLElement, fuzz: Case) {
  element.append(document.createElement('span'));
  if (!fuzz.attribute) return;
  const { name, value } = fuzz.attribute;
  if (element.getAttribute(name) === value) element.removeAttribute(name);
  else element.setAttribute(name, value);
}

async function move(element: HTMLElement, step: Move, stage: Stage, fuzz: Case) {
  const parent = element.parentNode ?? stage.page;
  switch (step) {
    case 'remove and re-insert in one task':
      guarded(() => {
        element.remove();
        parent.appendChild(element);
      });
      break;
    case 'remove, wait, re-insert':
      guarded(() => element.remove());
      // Past the element's deferred unmount, a timer of 0 ms that settle's first timer follows: it mounts again on re-insertion.
      await settle();
      guarded(() => parent.appendChild(element));
      break;
    case 'move to another parent':
      guarded(() => (parent === stage.other ? stage.page : stage.other).append(element));
      break;
    case 'move while a render is pending':
      guarded(() => {
        askForRender(element, fuzz);
        (parent === stage.other ? stage.page : stage.other).append(element);
      });
      break;
    case 'remove while a render is pending, re-insert after it':
      guarded(() => {
        askForRender(element, fuzz);
        element.remove();
      });
      await aTimeout(0);
      guarded(() => parent.appendChild(element));
      break;
    case 'into a shadow root':
      guarded(() => stage.shadow.append(element));
      break;
    case "into another element's shadow root":
      guarded(() => stage.neighbour.shadowRoot?.append(element));
      break;
    case 'out to the page again':
      guarded(() => stage.page.append(element));
      break;
    case 'to another document and back':
      guarded(() => stage.elsewhere.body.append(stage.elsewhere.adoptNode(element)));
      await aTimeout(0);
      guarded(() => stage.page.append(document.adoptNode(element)));
      break;
    case 'replace the children':
      guarded(() => (element.innerHTML = html(fuzz.later)));
      break;
    case 'append more children':
      guarded(() => element.insertAdjacentHTML('beforeend', html(fuzz.later)));
      break;
    case 'remove the children':
      guarded(() => element.replaceChildren());
      break;
    case 'set an attribute':
      if (fuzz.attribute) guarded(() => element.setAttribute(fuzz.attribute!.name, fuzz.attribute!.value));
      break;
  }
  await aTimeout(0);
}

/** Runs one case; what went wrong, or nothing. */
async function run(tag: string, fuzz: Case, logged: ReturnType<typeof captureConsole>): Promise<string[]> {
  failures.length = 0;
  const [errorsBefore, warningsBefore] = [logged.errors.length, logged.warnings.length];
  const started = performance.now();
  const stage = makeStage();
  const inert = document.implementation.createHTMLDocument('');
  const element = inert.createElement(tag);
  const steps = async () => {
    if (fuzz.start === 'children before upgrade') element.innerHTML = html(fuzz.children);
    if (fuzz.start === 'removed during upgrade, then re-inserted') {
      element.innerHTML = html(fuzz.children);
      // Queued before the element upgrades, so it runs before the first render the upgrade queues.
      queueMicrotask(() => guarded(() => element.remove()));
    }
    guarded(() => stage.page.append(document.adoptNode(element)));
    await settle();
    if (fuzz.start === 'removed during upgrade, then re-inserted') guarded(() => stage.page.append(element));
    if (fuzz.start === 'children after upgrade') guarded(() => (element.innerHTML = html(fuzz.children)));
    if (fuzz.start === 'children streamed in') {
      for (const item of fuzz.children) {
        guarded(() => element.insertAdjacentHTML('beforeend', item.html));
        await aTimeout(0);
      }
    }
    for (const step of fuzz.moves) await move(element, step, stage, fuzz);
    await settle();
    await settle();
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<'hung'>((resolve) => {
    timer = setTimeout(() => resolve('hung'), CASE_LIMIT_MS);
  });
  const outcome = await Promise.race([steps().then(() => 'done' as const), limit]);
  clearTimeout(timer);
  const problems = [...failures];
  const took = performance.now() - started;
  if (outcome === 'hung' || took > CASE_LIMIT_MS) problems.push(`no end within ${CASE_LIMIT_MS} ms`);
  else if (element.isConnected && element.ownerDocument === document && !MAY_DRAW_NOTHING.has(tag)) {
    const root = element.shadowRoot;
    const drawn = root && [...root.childNodes].some((node) => node.nodeType === Node.ELEMENT_NODE || node.textContent!.trim() !== '');
    const said = [...logged.errors.slice(errorsBefore), ...logged.warnings.slice(warningsBefore)].some((message) => message.includes(`<${tag}>`));
    if (!drawn && !said) problems.push('drew nothing in its shadow root and logged nothing naming it');
  }
  stage.page.remove();
  element.remove();
  // The element unmounts on a timer of 0 ms: settle's first timer runs after it, then a frame.
  await settle();
  return problems;
}

/** Takes children and moves away while the case still fails. */
async function shrink(tag: string, fuzz: Case, logged: ReturnType<typeof captureConsole>): Promise<Case> {
  let smallest = fuzz;
  for (let tries = 0, progress = true; progress && tries < 40;) {
    progress = false;
    const candidates: Case[] = [
      ...smallest.children.map((_, index) => ({ ...smallest, children: smallest.children.filter((__, other) => other !== index) })),
      ...smallest.moves.map((_, index) => ({ ...smallest, moves: smallest.moves.filter((__, other) => other !== index) })),
      ...smallest.later.map((_, index) => ({ ...smallest, later: smallest.later.filter((__, other) => other !== index) })),
    ];
    for (const candidate of candidates) {
      if (++tries > 40) break;
      if ((await run(tag, candidate, logged)).length) {
        smallest = candidate;
        progress = true;
        break;
      }
    }
  }
  return smallest;
}

describe('fuzz: light-DOM children and moves of every element', function () {
  // Each case is bounded (CASE_LIMIT_MS), and so is the shrinking of a failing one.
  this.timeout(60000 + CASES * 10000);
  const page = fuzzPage();

  for (const [offset, { tag, members }] of ELEMENTS.entries()) {
    it(`<${tag}>: ${CASES} cases of children and moves end drawn or explained, with nothing thrown, uncaught or hung`, async () => {
      const seed = SEED + offset;
      const rng = random(seed);
      const found: string[] = [];
      for (let index = 0; index < CASES && found.length === 0; index++) {
        const fuzz = caseFor(rng, members);
        const problems = await run(tag, fuzz, page.console);
        if (problems.length === 0) continue;
        const smallest = await shrink(tag, fuzz, page.console);
        const again = await run(tag, smallest, page.console);
        found.push(
          `seed ${seed} (SQ_FUZZ_SEED ${SEED} + ${offset}), case ${index}: ${problems.join('; ')}`,
          `  case: ${describeCase(tag, fuzz)}`,
          `  smallest failing case: ${describeCase(tag, smallest)}: ${again.join('; ')}`,
          `  reproduce: SQ_FUZZ_SEED=${SEED} SQ_FUZZ_CASES=${index + 1} npx web-test-runner test/elements/fuzz-dom.test.ts --group default`,
        );
      }
      expect(found, found.join('\n')).to.deep.equal([]);
    });
  }
});
