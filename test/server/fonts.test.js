import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { after, before, describe, test } from 'node:test';
import { fallbackOverrides, metricsOf } from '../../server/fonts/fallback.js';
import { fontStylesheetLink } from '../../server/fonts/links.js';
import { startTestApp } from './app.js';
import { testDatabases } from './databases.js';

const require = createRequire(import.meta.url);
const PACKAGE = '@fontsource-variable/source-serif-4';
const { version } = require(`${PACKAGE}/package.json`);
const FILES = `/fonts/fontsource-variable/source-serif-4/${version}`;

/** The blocks of a stylesheet: `[selector or at-rule, { descriptor: value }]`. */
function rulesOf(css) {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...withoutComments.matchAll(/([^{}]+)\{([^}]*)\}/g)].map(([, head, body]) => [
    head.trim(),
    Object.fromEntries(
      body
        .split(';')
        .map((declaration) => declaration.trim())
        .filter(Boolean)
        .map((declaration) => {
          const colon = declaration.indexOf(':');
          return [declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim()];
        }),
    ),
  ]);
}
const facesOf = (css, family) => rulesOf(css).filter(([head, body]) => head === '@font-face' && body['font-family'] === `"${family}"`);
const rootOf = (css) => rulesOf(css).find(([head]) => head === ':root')?.[1] ?? {};

const [sqlite] = await testDatabases();

describe('the fonts route', () => {
  let t;
  const get = (url, headers) => t.app.inject({ method: 'GET', url, headers });
  before(async () => {
    t = await startTestApp(sqlite);
  });
  after(async () => {
    await t.close();
  });

  test('answers the family\u2019s latin and latin-ext faces from the installed package, each with swap and its unicode-range', async () => {
    const response = await get('/fonts.css?family=Source+Serif+4');
    assert.equal(response.statusCode, 200);
    assert.match(response.headers['content-type'], /^text\/css; charset=utf-8/);
    assert.equal(response.headers['cache-control'], 'no-cache');
    assert.ok(response.headers.etag, 'the stylesheet revalidates with an ETag');
    const faces = facesOf(response.body, 'Source Serif 4');
    const unicode = require(`${PACKAGE}/unicode.json`);
    assert.deepEqual(
      faces.map(([, face]) => [face.src, face['font-style'], face['unicode-range']]),
      [
        [`url(${FILES}/source-serif-4-latin-ext-wght-italic.woff2) format("woff2")`, 'italic', unicode['latin-ext']],
        [`url(${FILES}/source-serif-4-latin-ext-wght-normal.woff2) format("woff2")`, 'normal', unicode['latin-ext']],
        [`url(${FILES}/source-serif-4-latin-wght-italic.woff2) format("woff2")`, 'italic', unicode.latin],
        [`url(${FILES}/source-serif-4-latin-wght-normal.woff2) format("woff2")`, 'normal', unicode.latin],
      ],
    );
    for (const [, face] of faces) {
      assert.equal(face['font-display'], 'swap');
      assert.equal(face['font-weight'], '200 900', 'one variable file covers every weight');
    }
    const again = await get('/fonts.css?family=Source+Serif+4', { 'if-none-match': response.headers.etag });
    assert.equal(again.statusCode, 304);
  });

  test('adds a fallback face from a metric-compatible system font, its overrides computed from both fonts\u2019 metrics', async () => {
    const { body } = await get('/fonts.css?family=Source+Serif+4');
    const [[, fallback]] = facesOf(body, 'Source Serif 4 Fallback');
    assert.equal(fallback.src, 'local("Times New Roman"), local("TimesNewRomanPSMT"), local("Liberation Serif"), local("Tinos")');
    const expected = fallbackOverrides(metricsOf('Source Serif 4'), metricsOf('Times New Roman'));
    const percent = (value) => `${(value * 100).toFixed(2)}%`;
    assert.equal(fallback['size-adjust'], percent(expected.sizeAdjust));
    assert.equal(fallback['ascent-override'], percent(expected.ascentOverride));
    assert.equal(fallback['descent-override'], percent(expected.descentOverride));
    assert.equal(fallback['line-gap-override'], percent(expected.lineGapOverride));
    // Source Serif 4's letters are wider on average than Times New Roman's, so the fallback is scaled up.
    assert.ok(expected.sizeAdjust > 1 && expected.sizeAdjust < 1.2, `size-adjust ${expected.sizeAdjust}`);
    assert.equal(rootOf(body)['--sq-site-font'], '"Source Serif 4", "Source Serif 4 Fallback", serif');
    assert.equal(rootOf(body)['--sq-fonts-missing'], undefined);
  });

  test('the overrides follow next/font\u2019s arithmetic', () => {
    const font = { familyName: 'A', category: 'serif', ascent: 1000, descent: -250, lineGap: 50, unitsPerEm: 1000, xWidthAvg: 500 };
    const fallback = { familyName: 'B', category: 'serif', ascent: 0, descent: 0, lineGap: 0, unitsPerEm: 2000, xWidthAvg: 800 };
    assert.deepEqual(fallbackOverrides(font, fallback), { sizeAdjust: 1.25, ascentOverride: 0.8, descentOverride: 0.2, lineGapOverride: 0.04 });
  });

  test('serves the files the stylesheet names as font/woff2, kept a year; other versions and files are not found', async () => {
    const file = `${FILES}/source-serif-4-latin-wght-normal.woff2`;
    const response = await get(file);
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'font/woff2');
    assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.deepEqual(response.rawPayload, await readFile(require.resolve(`${PACKAGE}/files/source-serif-4-latin-wght-normal.woff2`)));
    assert.equal(response.rawPayload.subarray(0, 4).toString('latin1'), 'wOF2');

    for (const url of [
      `/fonts/fontsource-variable/source-serif-4/0.0.1/source-serif-4-latin-wght-normal.woff2`,
      `${FILES}/source-serif-4-greek-wght-normal.woff2`,
      `/fonts/fontsource/source-serif-4/${version}/source-serif-4-latin-wght-normal.woff2`,
      `/fonts/fontsource-variable/not-a-font/${version}/not-a-font-latin-wght-normal.woff2`,
    ]) {
      assert.equal((await get(url)).statusCode, 404, url);
    }
    for (const url of [`${FILES}/..%2Fpackage.json`, `${FILES}/metadata.json`, `/fonts/elsewhere/source-serif-4/${version}/a.woff2`]) {
      const status = (await get(url)).statusCode;
      assert.ok(status === 400 || status === 404, `${url}: ${status}`);
    }
  });

  test('the strict policy allows the fonts: the stylesheet and the files come from this site', async () => {
    const response = await get('/fonts.css?family=Source+Serif+4');
    const policy = response.headers['content-security-policy'];
    assert.match(policy, /default-src 'self'/);
    assert.match(policy, /style-src 'self'/);
    assert.doesNotMatch(policy, /font-src (?!'self')/);
  });

  test('serves the families it has and names the others in --sq-fonts-missing; none served is a 404 naming them', async () => {
    const some = await get('/fonts.css?family=Source+Serif+4&family=Nowhere+Sans&typekit=gone-font');
    assert.equal(some.statusCode, 200);
    assert.equal(facesOf(some.body, 'Source Serif 4').length, 4);
    assert.equal(rootOf(some.body)['--sq-fonts-missing'], '"family:Nowhere Sans" "typekit:gone-font"');

    const byTypekitId = await get('/fonts.css?typekit=source-serif-4');
    assert.equal(byTypekitId.statusCode, 200);
    assert.equal(facesOf(byTypekitId.body, 'Source Serif 4').length, 4, 'a Typekit id is the family\u2019s slug');

    const none = await get('/fonts.css?family=Nowhere+Sans&typekit=gone-font');
    assert.equal(none.statusCode, 404);
    assert.deepEqual(none.json(), {
      error: 'No font on this server for family "Nowhere Sans", Typekit family "gone-font".',
      missing: { families: ['Nowhere Sans'], typekit: ['gone-font'] },
    });
  });

  test('a query that names no font, too many, or one wrongly is a 400 with the reason', async () => {
    const cases = [
      ['/fonts.css', /Name at least one font/],
      ['/fonts.css?family=', /family/],
      ['/fonts.css?family=%3C%2Fstyle%3E', /family/],
      ['/fonts.css?typekit=Not+A+Slug', /typekit/],
      [`/fonts.css?${Array.from({ length: 9 }, (_, i) => `family=F${i}`).join('&')}`, /family/],
      [`/fonts.css?${Array.from({ length: 5 }, (_, i) => `family=F${i}&typekit=t${i}`).join('&')}`, /At most 8 fonts/],
    ];
    for (const [url, reason] of cases) {
      const response = await get(url);
      assert.equal(response.statusCode, 400, url);
      assert.match(response.json().error, reason, url);
    }
  });
});

describe('the head links for the site\u2019s fonts', () => {
  const site = (fields) => ({ website: { id: 'site' }, ...fields });

  test('preload the main face (crossorigin) and link the stylesheet with every family in the query', () => {
    const html = fontStylesheetLink(
      site({ googleFonts: [{ includeName: 'Source Serif 4' }], typekitFonts: [{ id: 'gone-font', variations: 'n4' }] }),
    );
    assert.equal(
      html,
      `<link rel="preload" href="${FILES}/source-serif-4-latin-wght-normal.woff2" as="font" type="font/woff2" crossorigin>` +
        '<link rel="stylesheet" href="/fonts.css?family=Source+Serif+4&amp;typekit=gone-font">',
    );
  });

  test('only the stylesheet when no family is served, and nothing for a site without fonts', () => {
    assert.equal(
      fontStylesheetLink(site({ googleFonts: [{ includeName: 'Nowhere Sans' }] })),
      '<link rel="stylesheet" href="/fonts.css?family=Nowhere+Sans">',
    );
    assert.equal(fontStylesheetLink(site({ googleFonts: [], typekitFonts: [] })), '');
    assert.equal(fontStylesheetLink(site({})), '');
    assert.equal(fontStylesheetLink(site({ googleFonts: [{ includeName: '"><script>' }] })), '', 'a name no route accepts is never linked');
  });

  test('the demo site links Source Serif 4', async () => {
    const website = JSON.parse(await readFile(new URL('../../demo/site/website.json', import.meta.url), 'utf8'));
    assert.match(fontStylesheetLink(website), /<link rel="stylesheet" href="\/fonts\.css\?family=Source\+Serif\+4">$/);
  });
});
