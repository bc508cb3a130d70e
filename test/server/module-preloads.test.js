import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { addModulePreloads, readPreloads } from '../../server/http/module-preloads.js';
import { distDir } from '../../server/paths.js';
import { startTestApp } from './app.js';
import { testDatabases } from './databases.js';

const preloads = new Map([
  ['sq-form', ['elements/sq-form.js', 'chunks/view-a.js', 'chunks/form-b.js']],
  ['sq-gallery', ['elements/sq-gallery.js', 'chunks/view-a.js']],
]);

describe('modulepreload links for the elements on a page', () => {
  test('each file the tags on the page need, once, at the end of <head>, in the order the page names the tags', () => {
    const html =
      '<html><head><title>t</title><script type="module" src="/dist/sq-elements.js"></script></head><body><sq-gallery design="grid"></sq-gallery><sq-form>\n</sq-form><sq-gallery></sq-gallery></body></html>';
    assert.equal(
      addModulePreloads(html, preloads),
      '<html><head><title>t</title><script type="module" src="/dist/sq-elements.js"></script>' +
        '<link rel="modulepreload" href="/dist/elements/sq-gallery.js">\n' +
        '<link rel="modulepreload" href="/dist/chunks/view-a.js">\n' +
        '<link rel="modulepreload" href="/dist/elements/sq-form.js">\n' +
        '<link rel="modulepreload" href="/dist/chunks/form-b.js">\n' +
        '</head><body><sq-gallery design="grid"></sq-gallery><sq-form>\n</sq-form><sq-gallery></sq-gallery></body></html>',
    );
  });

  test("nothing for a page without elements, an unknown tag, a page without <head> or the build's scripts, or a build without the map", () => {
    const loader = '<script type="module" src="/dist/sq-elements.js"></script>';
    for (const html of [
      `<head>${loader}</head><p>sq-form</p>`,
      `<head>${loader}</head><sq-formal></sq-formal>`,
      `${loader}<sq-form></sq-form>`,
      '<head></head><sq-form></sq-form>',
    ])
      assert.equal(addModulePreloads(html, preloads), html);
    assert.equal(addModulePreloads(`<head>${loader}</head><sq-form></sq-form>`, new Map()), `<head>${loader}</head><sq-form></sq-form>`);
    assert.notEqual(addModulePreloads(`<head>${loader}</head><sq-form></sq-form>`, preloads), `<head>${loader}</head><sq-form></sq-form>`);
    assert.deepEqual(readPreloads('/no/such/folder'), new Map());
  });
});

const [sqlite] = await testDatabases();
describe('the pages the server renders preload what their elements need', () => {
  let t;
  before(async () => {
    t = await startTestApp(sqlite);
  });
  after(() => t.close());

  const built = JSON.parse(readFileSync(join(distDir, 'preloads.json'), 'utf8'));
  const linked = (html) => [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((match) => match[1]);

  test('the gallery page links the files of every element on it, each once, and each is served', async () => {
    const response = await t.call({ method: 'GET', url: '/gallery' });
    assert.equal(response.statusCode, 200);
    const links = linked(response.body);
    const tags = new Set([...response.body.matchAll(/<(sq-[a-z-]+)/g)].map((match) => match[1]));
    assert.ok(tags.has('sq-gallery') && tags.has('sq-site'), [...tags].join(', '));
    const expected = new Set([...tags].flatMap((tag) => built[tag].map((file) => `/dist/${file}`)));
    assert.deepEqual(new Set(links), expected);
    assert.equal(links.length, expected.size);
    assert.ok(response.body.indexOf(links[0]) < response.body.indexOf('</head>'));
    for (const href of links) {
      const file = await t.call({ method: 'GET', url: href });
      assert.equal(file.statusCode, 200, href);
      assert.match(String(file.headers['content-type']), /javascript/);
    }
  });

  test('the form page links the form, and not the gallery', async () => {
    const links = linked((await t.call({ method: 'GET', url: '/contact' })).body);
    assert.ok(links.includes('/dist/elements/sq-form.js'));
    assert.ok(!links.includes('/dist/elements/sq-gallery.js'));
  });
});
