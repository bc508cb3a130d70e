/**
 * Seeded fuzz run over every attribute and property of every element, as custom-elements.json lists
 * them: values set before the element upgrades and after, as attributes and as properties. Whatever
 * the value, nothing may throw to the caller or reach window.onerror / unhandledrejection. A failure
 * prints the seed, the round and the smallest failing input found.
 */
import { expect } from '@open-wc/testing';
import { captureConsole } from '../helpers/console.js';
import { ELEMENTS, failures, fuzzCases, fuzzPage, fuzzSeed, guarded, onError, settle, type Member } from '../helpers/fuzz.js';
import { slide } from '../helpers/gallery.js';
import { random, type Random } from '../helpers/random.js';

/** Change it to explore (or set SQ_FUZZ_SEED); a failure prints the seed that found it. */
const SEED = fuzzSeed(20240611);
/** Rounds per element (SQ_FUZZ_CASES under `npm run fuzz`); each round sets every attribute or property once. */
const ROUNDS = fuzzCases(24);

/** A generated value: how to make it afresh (for replays) and how to print it. */
interface Value {
  make: () => unknown;
  text: string;
}
const value = (text: string, make: () => unknown): Value => ({ text, make });

/** Field names the elements read, so random objects reach real code paths with wrong types. */
const KEYS = [
  'isEnabled',
  'style',
  'frequency',
  'version',
  'disabledOnMobile',
  'text',
  'clickthroughUrl',
  'newWindow',
  'phone',
  'email',
  'address',
  'hours',
  'cookieBannerVariant',
  'cookieBannerPosition',
  'cookieBannerTheme',
  'cookieBannerCtaVariant',
  'cookieBannerAcceptType',
  'cookieBannerText',
  'cookieBannerCtaText',
  'cookieBannerOptOutCtaText',
  'isCookieBannerEnabled',
  'isAnalyticsCookiesDisabled',
  'isActivityLogEnabled',
  'src',
  'srcset',
  'width',
  'height',
  'alt',
  'caption',
  'id',
  'formId',
  'name',
  'title',
  'fields',
  'type',
  'options',
  'required',
  'label',
  'description',
  'placeholder',
  'submitButtonText',
  'maxLength',
  'values',
  'value',
  'productType',
  'variants',
  'price',
  'salePrice',
  'onSale',
  'qtyInStock',
  'unlimited',
  'priceCents',
  'salePriceCents',
  'optionValues',
  'sku',
  'currency',
  'website',
  'websiteSettings',
  'authenticatedAccount',
  'websiteRoles',
  'pageType',
  'collection',
  'collectionId',
  'item',
  'itemId',
  'cookieSettings',
  'captchaSettings',
  'forms',
  'items',
  'products',
  'experiments',
  'developerMode',
  'baseUrl',
  'fullUrl',
  'urlId',
  'workflowState',
  'billingPeriod',
  'numBillingCycles',
  'unit',
  'image',
  'images',
  'url',
  'mobileInfoBarSettings',
  'popupOverlaySettings',
  'badgeType',
  'announcementBarSettings',
  'showAnnouncementBar',
  'templateVersion',
  'locale',
  'permission',
  'siteKey',
] as const;

const STRINGS = [
  '',
  ' ',
  'true',
  'false',
  '0',
  '-1',
  '1.5',
  '3',
  'NaN',
  'Infinity',
  '1e309',
  'null',
  'undefined',
  '{}',
  '[]',
  '{"a":1}',
  '[{"src":"x"}]',
  '{"items":',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  'mailto:a@b',
  'tel:+1',
  '#',
  '/',
  '/path?x=1#y',
  'https://example.com/',
  '//evil.example',
  'Auto',
  'auto',
  'grid',
  'slideshow',
  'carousel',
  'strip',
  'list',
  'light',
  'dark',
  'BAR',
  'POPUP',
  'TOP',
  'BOTTOM_RIGHT',
  'monthly',
  'annual',
  'confirmation',
  'alert',
  'information',
  'next',
  'previous',
  'center',
  '10x20',
  '0.5,0.5',
  'USD',
  'JPY',
  'XXX',
  '𝕏\u0000\u202e\ud800',
  'a'.repeat(5000),
];

function unconvertible(rng: Random): Value {
  return rng.pick([
    value('Object.create(null)', () => Object.create(null)),
    value("{ toString: '' }", () => ({ toString: '' })),
    value("{ toString: '', valueOf: '' }", () => ({ toString: '', valueOf: '' })),
    value('{ toString() { throw } }', () => ({
      toString() {
        throw new Error('toString throws');
      },
    })),
    value('{ [Symbol.toPrimitive]() { return {} } }', () => ({ [Symbol.toPrimitive]: () => ({}) })),
  ]);
}

function primitive(rng: Random): Value {
  return rng.pick([
    value('undefined', () => undefined),
    value('null', () => null),
    value('true', () => true),
    value('false', () => false),
    value('0', () => 0),
    value('-0', () => -0),
    value('-1', () => -1),
    value('1.5', () => 1.5),
    value('7', () => 7),
    value('NaN', () => NaN),
    value('Infinity', () => Infinity),
    value('-Infinity', () => -Infinity),
    value('2 ** 53', () => 2 ** 53),
    value('10n', () => 10n),
    value("Symbol('s')", () => Symbol('s')),
    value('() => {}', () => () => {}),
    value('new Date(NaN)', () => new Date(NaN)),
    ...STRINGS.map((text) => value(JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text), () => text)),
  ]);
}

/** A random JSON-like value, with unconvertible leaves now and then. */
function structure(rng: Random, depth = 0): Value {
  const roll = rng.next();
  if (depth > 2 || roll < 0.35) return rng.next() < 0.1 ? unconvertible(rng) : primitive(rng);
  if (roll < 0.55) {
    const items = Array.from({ length: rng.int(4) }, () => structure(rng, depth + 1));
    return value(`[${items.map((item) => item.text).join(', ')}]`, () => items.map((item) => item.make()));
  }
  const entries = Array.from({ length: 1 + rng.int(6) }, () => [rng.pick(KEYS), structure(rng, depth + 1)] as const);
  return value(`{ ${entries.map(([key, item]) => `${key}: ${item.text}`).join(', ')} }`, () =>
    Object.fromEntries(entries.map(([key, item]) => [key, item.make()])),
  );
}

function propertyValue(rng: Random): Value {
  const roll = rng.next();
  if (roll < 0.2) return unconvertible(rng);
  if (roll < 0.5) return primitive(rng);
  if (roll < 0.55) {
    return value('a cyclic object', () => {
      const cyclic: Record<string, unknown> = { items: [] };
      cyclic.self = cyclic;
      (cyclic.items as unknown[]).push(cyclic);
      return cyclic;
    });
  }
  return structure(rng);
}

function attributeValue(rng: Random): Value {
  if (rng.next() < 0.6) {
    const text = rng.pick(STRINGS);
    return value(JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text), () => text);
  }
  const json = structure(rng);
  return value(`JSON of ${json.text}`, () => {
    try {
      return JSON.stringify(json.make()) ?? '';
    } catch {
      return '{}';
    }
  });
}

type Timing = 'before upgrade' | 'after upgrade';
interface Input {
  member: Member;
  timing: Timing;
  as: 'attribute' | 'property';
  value: Value;
}

const describeInput = (tag: string, input: Input) =>
  `<${tag}> ${input.as} ${input.as === 'attribute' ? input.member.attribute : input.member.property} = ${input.value.text} (${input.timing})`;

function inputsFor(rng: Random, members: Member[]): Input[] {
  return members.map((member) => {
    const as = rng.next() < 0.5 ? 'attribute' : 'property';
    return {
      member,
      timing: rng.next() < 0.5 ? 'before upgrade' : 'after upgrade',
      as,
      value: as === 'attribute' ? attributeValue(rng) : propertyValue(rng),
    };
  });
}

function apply(element: HTMLElement, input: Input) {
  const text = input.value.make();
  guarded(() => {
    if (input.as === 'attribute') element.setAttribute(input.member.attribute, text as string);
    else (element as unknown as Record<string, unknown>)[input.member.property] = text;
  });
}

/** Creates the element in a document without a registry (so it upgrades only once in the page), applies the inputs, removes it. */
async function run(tag: string, inputs: Input[]): Promise<string[]> {
  failures.length = 0;
  const inert = document.implementation.createHTMLDocument('');
  const element = inert.createElement(tag);
  for (const input of inputs) if (input.timing === 'before upgrade') apply(element, input);
  document.body.append(document.adoptNode(element));
  await settle();
  for (const input of inputs) if (input.timing === 'after upgrade') apply(element, input);
  await settle();
  element.remove();
  // The element unmounts on a timer of 0 ms: settle's first timer runs after it, then a frame.
  await settle();
  return [...failures];
}

describe('fuzz: every attribute and property of every element', function () {
  this.timeout(Math.max(120000, ROUNDS * 5000));
  fuzzPage();

  it('covers every element the library defines', () => {
    const tags = ELEMENTS.map((entry) => entry.tag).sort();
    expect(tags).to.have.length(41);
    for (const tag of tags) {
      const defined = customElements.get(tag) as (CustomElementConstructor & { observedAttributes?: string[] }) | undefined;
      expect(defined, `${tag} is imported here`).to.not.equal(undefined);
      const members = ELEMENTS.find((entry) => entry.tag === tag)!
        .members.map((member) => member.attribute)
        .sort();
      expect([...(defined!.observedAttributes ?? [])].sort(), `${tag}: the manifest lists every attribute`).to.deep.equal(members);
    }
  });

  for (const [offset, { tag, members }] of ELEMENTS.entries()) {
    it(`<${tag}>: ${ROUNDS} rounds over ${members.length} attributes and properties end with nothing thrown or uncaught`, async () => {
      const seed = SEED + offset;
      const rng = random(seed);
      const found: string[] = [];
      for (let round = 0; round < ROUNDS && found.length === 0; round++) {
        const inputs = inputsFor(rng, members);
        const problems = await run(tag, inputs);
        if (problems.length === 0) continue;
        // Find the inputs that fail alone, so the report names the smallest failing input.
        for (const input of inputs) {
          const alone = await run(tag, [input]);
          if (alone.length) found.push(`${describeInput(tag, input)}: ${alone.join('; ')}`);
        }
        if (found.length === 0) {
          found.push(`round ${round} as a whole: ${inputs.map((input) => describeInput(tag, input)).join(' | ')}: ${problems.join('; ')}`);
        }
        found.unshift(
          `seed ${seed} (SQ_FUZZ_SEED ${SEED} + ${offset}), round ${round}; reproduce: SQ_FUZZ_SEED=${SEED} SQ_FUZZ_CASES=${round + 1} npx web-test-runner test/elements/fuzz.test.ts --group default`,
        );
      }
      // What the last round left queued (timers, frames, the effects they run) ends before the last check.
      await settle();
      await settle();
      if (found.length === 0 && failures.length) found.push(`seed ${seed}, after the last round: ${failures.join('; ')}`);
      expect(found, found.join('\n')).to.deep.equal([]);
    });
  }
});

describe('values that used to fail silently or loudly', () => {
  it('<sq-lightbox items="{}"> logs one clear error and shows the empty set', async () => {
    const logged = captureConsole();
    try {
      const element = document.createElement('sq-lightbox');
      element.setAttribute('items', '{}');
      document.body.append(element);
      await settle();
      expect(logged.errors).to.deep.equal(['<sq-lightbox>: the "items" attribute must be a JSON array, got an object; using the default.']);
      element.remove();
    } finally {
      logged.restore();
    }
  });

  it('<sq-gallery> given Object.create(null) as a string property before it upgrades renders, with one clear error', async () => {
    const logged = captureConsole();
    const mochaOnError = window.onerror;
    failures.length = 0;
    window.onerror = onError;
    try {
      const inert = document.implementation.createHTMLDocument('');
      const element = inert.createElement('sq-gallery') as HTMLElement & { design?: unknown };
      element.innerHTML = slide();
      element.design = Object.create(null);
      document.body.append(document.adoptNode(element));
      await settle();
      expect(failures).to.deep.equal([]);
      expect(element.shadowRoot!.childNodes.length, 'the view rendered').to.be.greaterThan(0);
      expect(logged.errors).to.deep.equal([
        '<sq-gallery>: the "design" property must be a string, got a value that cannot become a string; using the default.',
      ]);
      element.remove();
    } finally {
      window.onerror = mochaOnError;
      logged.restore();
    }
  });
});
