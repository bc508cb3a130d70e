import { expect, fixtureCleanup, waitUntil } from '@open-wc/testing';
import { startFonts } from '../../src/runtime/fonts.js';
import { toSiteContext } from '../../src/shared/site/context.js';
import { siteFonts, fontsStylesheetHref, parseMissingFonts, missingFontsValue } from '../../src/shared/site/fonts.js';
import { captureConsole } from '../helpers/console.js';
import { mountSite, resetSiteTest, unmounted } from '../helpers/site.js';

const SERIF = { includeName: 'Source Serif 4' };
const context = (googleFonts: unknown[], typekitFonts: unknown[] = []) =>
  toSiteContext({ website: { id: 'site-1' }, templateVersion: '7.1', googleFonts, typekitFonts });
const fontLinks = () => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) => link.href.includes('/fonts.css'));
/** `document.fonts.check` is true for a family with no faces at all, so a face of it must also have loaded. */
const fontLoaded = (family: string) =>
  document.fonts.check(`16px "${family}"`) &&
  [...document.fonts].some((face) => face.family.replace(/"/g, '') === family && face.status === 'loaded');
const UNABLE = 'Unable to load fonts';
const TYPEKIT_GONE = 'Requested font no longer in Typekit';
const count = (lines: string[], text: string) => lines.filter((line) => line.includes(text)).length;
/** The page's requests to the fonts service (it asks why a stylesheet failed), each settled once its body is in. */
let serviceAnswers: Promise<unknown>[] = [];

/** Watches the page's fetch calls to the fonts service; returns the restore. */
function watchFontsService(): () => void {
  const original = window.fetch;
  serviceAnswers = [];
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const answer = original.call(window, input, init);
    if (String(input instanceof Request ? input.url : input).includes('/fonts.css')) {
      serviceAnswers.push(answer.then((response) => response.clone().text()).catch(() => undefined));
    }
    return answer;
  };
  return () => {
    window.fetch = original;
  };
}

/**
 * Until the page has checked its fonts: its stylesheet has loaded, or it failed and the service's
 * reason is in, and every family the stylesheet declares has loaded or failed (loaded here too, they
 * settle together); a task later, whatever the page reports of it is logged.
 */
async function settle(): Promise<void> {
  const link = fontLinks()[0];
  if (link) {
    await waitUntil(() => link.sheet !== null || serviceAnswers.length > 0, 'the stylesheet loads or fails', { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve));
    const families = [...(link.sheet?.cssRules ?? [])]
      .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule && !/^\s*local\(/.test(rule.style.getPropertyValue('src')))
      .map((rule) => rule.style.getPropertyValue('font-family').replace(/^["']|["']$/g, ''));
    await Promise.all(families.map((family) => document.fonts.load(`1em "${family}"`).catch(() => undefined)));
  }
  await Promise.all(serviceAnswers);
  await new Promise((resolve) => setTimeout(resolve));
}

/** A link as the server renders it into the page's head. */
function serverLink(href: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  document.head.append(link);
  return link;
}

describe('the site fonts', () => {
  let logged: ReturnType<typeof captureConsole>;
  let stops: (() => void)[] = [];
  let restoreFetch: () => void;
  const start = (...args: Parameters<typeof startFonts>) => stops.push(startFonts(...args));

  beforeEach(() => {
    logged = captureConsole();
    restoreFetch = watchFontsService();
  });
  afterEach(() => {
    for (const stop of stops) stop();
    stops = [];
    for (const link of fontLinks()) link.remove();
    restoreFetch();
    logged.restore();
  });

  describe('the address', () => {
    it('names every family of the context once, in order, and leaves out names no route accepts', () => {
      const { fonts, unusable } = siteFonts(
        context(
          [SERIF, { includeName: 'Inter' }, SERIF, { includeName: '</style>' }, 'Arial', {}],
          [{ id: 'abc-def', variations: 'n4' }, { id: 'Not A Slug' }],
        ),
      );
      expect(fonts).to.deep.equal({ families: ['Source Serif 4', 'Inter'], typekit: ['abc-def'] });
      expect(unusable).to.deep.equal({ families: ['</style>'], typekit: ['Not A Slug'] });
      expect(fontsStylesheetHref(fonts)).to.equal('/fonts.css?family=Source+Serif+4&family=Inter&typekit=abc-def');
      expect(fontsStylesheetHref({ families: [], typekit: [] })).to.equal(undefined);
    });

    it('asks for at most eight families', () => {
      const { fonts, unusable } = siteFonts(context(Array.from({ length: 10 }, (_, i) => ({ includeName: `Family ${i}` }))));
      expect(fonts.families).to.have.length(8);
      expect(unusable.families).to.deep.equal(['Family 8', 'Family 9']);
    });

    it('reads back the missing families the stylesheet names', () => {
      const missing = { families: ['Nowhere Sans'], typekit: ['gone-font', 'other'] };
      expect(missingFontsValue(missing)).to.equal('"family:Nowhere Sans" "typekit:gone-font" "typekit:other"');
      expect(parseMissingFonts(missingFontsValue(missing))).to.deep.equal(missing);
      expect(parseMissingFonts('')).to.deep.equal({ families: [], typekit: [] });
    });
  });

  it('adds the stylesheet link where the page has none, and the font loads with its fallback face', async () => {
    start(context([SERIF]));
    expect(fontLinks().map((link) => link.getAttribute('href'))).to.deep.equal(['/fonts.css?family=Source+Serif+4']);
    await waitUntil(() => fontLoaded('Source Serif 4'), 'Source Serif 4 loads', { timeout: 5000 });
    const faces = [...document.fonts].filter((face) => face.family.replace(/"/g, '') === 'Source Serif 4');
    expect(faces.length).to.be.greaterThan(0);
    expect(faces.every((face) => face.display === 'swap')).to.equal(true);
    expect([...document.fonts].some((face) => face.family.replace(/"/g, '') === 'Source Serif 4 Fallback')).to.equal(true);
    expect(getComputedStyle(document.documentElement).getPropertyValue('--sq-site-font').trim()).to.equal(
      '"Source Serif 4", "Source Serif 4 Fallback", serif',
    );
    await settle();
    expect(logged.errors).to.deep.equal([]);
  });

  it('uses the link the server rendered instead of adding another', async () => {
    serverLink('/fonts.css?family=Source+Serif+4');
    start(context([SERIF]));
    expect(fontLinks()).to.have.length(1);
    await settle();
    expect(logged.errors).to.deep.equal([]);
  });

  it('takes the link away again when <sq-site> stops, but never the server\u2019s', () => {
    start(context([SERIF]));
    stops.pop()?.();
    expect(fontLinks()).to.deep.equal([]);
    const link = serverLink('/fonts.css?family=Source+Serif+4');
    start(context([SERIF]));
    stops.pop()?.();
    expect(fontLinks()).to.deep.equal([link]);
  });

  it('adds nothing for a site without fonts', async () => {
    start(context([], []));
    expect(fontLinks()).to.deep.equal([]);
    await settle();
    expect(logged.errors).to.deep.equal([]);
  });

  it('logs that a Typekit family the fonts service does not have is gone, and still shows the others', async () => {
    start(context([SERIF], [{ id: 'gone-font', variations: 'n4,i4' }]));
    await waitUntil(() => count(logged.errors, TYPEKIT_GONE) > 0, 'the missing Typekit family is reported', { timeout: 5000 });
    await settle();
    expect(logged.errors).to.deep.equal([`<sq-site>: ${TYPEKIT_GONE}: gone-font`]);
    expect(fontLoaded('Source Serif 4')).to.equal(true);
  });

  it('logs the Typekit message when the service has none of the families (its 404 says which)', async () => {
    start(context([], [{ id: 'gone-font' }]));
    await waitUntil(() => logged.errors.length > 0, 'the failure is reported', { timeout: 5000 });
    await settle();
    expect(logged.errors).to.deep.equal([`<sq-site>: ${TYPEKIT_GONE}: gone-font`]);
  });

  it('logs "Unable to load fonts" once when a family cannot be served', async () => {
    start(context([{ includeName: 'Nowhere Sans' }, { includeName: 'Elsewhere Serif' }]));
    await waitUntil(() => logged.errors.length > 0, 'the failure is reported', { timeout: 5000 });
    await settle();
    expect(count(logged.errors, UNABLE)).to.equal(1);
    expect(logged.errors).to.deep.equal([`<sq-site>: ${UNABLE}: Nowhere Sans, Elsewhere Serif`]);
  });

  it('logs "Unable to load fonts" once when the stylesheet fails to load', async () => {
    serverLink('/fonts.css?family=Source+Serif+4&status=500');
    start(context([SERIF]));
    await waitUntil(() => logged.errors.length > 0, 'the failure is reported', { timeout: 5000 });
    await settle();
    expect(logged.errors).to.deep.equal([`<sq-site>: ${UNABLE}`]);
  });

  it('logs "Unable to load fonts" once when a font file fails to load', async () => {
    serverLink('/fonts.css?family=Source+Serif+4&broken-files=1');
    start(context([SERIF]));
    await waitUntil(() => logged.errors.length > 0, 'the failure is reported', { timeout: 5000 });
    await settle();
    expect(logged.errors).to.deep.equal([`<sq-site>: ${UNABLE}`]);
  });

  it('logs names the context holds that no route accepts', async () => {
    start(context([{ includeName: '</style>' }], [{ id: 'Not A Slug' }]));
    await settle();
    expect(logged.errors).to.deep.equal([`<sq-site>: ${TYPEKIT_GONE}: Not A Slug`, `<sq-site>: ${UNABLE}: </style>`]);
    expect(fontLinks()).to.deep.equal([]);
  });

  describe('<sq-site>', () => {
    beforeEach(() => resetSiteTest());
    afterEach(async () => {
      fixtureCleanup();
      await unmounted();
    });

    it('links the site\u2019s fonts when it starts', async () => {
      await mountSite({ website: { id: 'site-1' }, templateVersion: '7.1', googleFonts: [SERIF] });
      expect(fontLinks().map((link) => link.getAttribute('href'))).to.deep.equal(['/fonts.css?family=Source+Serif+4']);
      await waitUntil(() => fontLoaded('Source Serif 4'), 'Source Serif 4 loads', { timeout: 5000 });
    });
  });
});
