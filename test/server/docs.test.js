import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { docsHref, manifestElements } from '../../server/docs/content.js';
import { renderMarkdown } from '../../server/render/markdown.js';
import { startTestApp } from './app.js';
import { testDatabases } from './databases.js';

const REPO = 'https://github.com/sq-elements/sq-elements';
const href = (link, from = 'docs/guides/react.md') => docsHref(link, from, REPO);
const render = (source) => renderMarkdown(source, 'docs/guides/test.md', (link, from) => docsHref(link, from, REPO));
const tags = manifestElements(readFileSync(new URL('../../custom-elements.json', import.meta.url), 'utf8')).map(({ tag }) => tag);
const guides = readdirSync(new URL('../../docs/guides/', import.meta.url)).map((name) => name.replace(/\.md$/, ''));

test('links between Markdown files go to their docs routes; other repository files to the repository', () => {
  assert.equal(href('theming.md'), '/docs/guides/theming');
  assert.equal(href('../elements/sq-gallery.md#attributes'), '/docs/elements/sq-gallery#attributes');
  assert.equal(href('../elements/index.md'), '/docs/elements/');
  assert.equal(href('guides/server.md', 'docs/index.md'), '/docs/guides/server');
  assert.equal(href('../bench/results/report.md', 'docs/index.md'), '/docs/benchmarks');
  assert.equal(href('charts/gallery.svg', 'bench/results/report.md'), '/docs/benchmarks/charts/gallery.svg');
  assert.equal(href('docs/guides/html.md', 'README.md'), '/docs/guides/html');
  assert.equal(href('../../test/fixtures/apps/react/'), `${REPO}/blob/main/test/fixtures/apps/react/`);
  assert.equal(href('#views-and-their-runtime'), '#views-and-their-runtime');
  assert.equal(href('https://example.com/x.md'), 'https://example.com/x.md');
});

test('Markdown is rendered with HTML in it written out as text, and no script links', () => {
  const html = render('# Title\n\n<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[bad](javascript:alert(1)) [good](theming.md)');
  assert.doesNotMatch(html, /<script|<img/);
  assert.match(html, /&lt;script&gt;alert\(1\)&lt;\/script&gt;/);
  assert.doesNotMatch(html, /href="javascript:/);
  assert.match(html, /<a href="\/docs\/guides\/theming">good<\/a>/);
});

test('headings get the anchors GitHub gives them, and tables no inline styles', () => {
  const html = render('## Views and their runtime\n\n## `<sq-form>`\n\n| a | b |\n|:--|--:|\n| 1 | 2 |\n');
  assert.match(html, /<h2 id="views-and-their-runtime">/);
  assert.match(html, /<h2 id="sq-form">/);
  assert.doesNotMatch(html, /style=/);
});

test('a union type in a table cell keeps its bars, as the generated reference writes them', () => {
  const html = render("| Type |\n|---|\n| `'grid' \\| 'slideshow'` |\n");
  assert.match(html, /<td><code>'grid' \| 'slideshow'<\/code><\/td>/);
});

for (const target of (await testDatabases()).slice(0, 1)) {
  describe(`the docs on ${target.name}`, () => {
    let t;
    before(async () => {
      t = await startTestApp(target);
    });
    after(() => t.close());

    test('/docs/ is a page of the site under the strict policy, linking every guide and every element', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/docs/' });
      assert.equal(response.statusCode, 200);
      assert.match(response.headers['content-type'], /^text\/html/);
      assert.match(response.headers['content-security-policy'], /require-trusted-types-for 'script'/);
      for (const tag of tags) assert.ok(response.body.includes(`href="/docs/elements/${tag}"`), tag);
      for (const guide of guides) assert.ok(response.body.includes(`href="/docs/guides/${guide}"`), guide);
      assert.match(response.body, /<header class="site-header">[\s\S]*href="\/"/, 'the header leads back to the demo site');
    });

    test('an element page holds its example twice: running, and as code', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/docs/elements/sq-tooltip' });
      assert.equal(response.statusCode, 200);
      const example = readFileSync(new URL('../../docs/examples/sq-tooltip.html', import.meta.url), 'utf8').trim();
      assert.ok(response.body.includes(`<div class="docs-example-stage">\n${example}\n</div>`));
      assert.ok(response.body.includes('&lt;sq-tooltip content='), 'the code block shows the markup as text');
      assert.match(response.body, /<script type="module" src="\/dist\/sq-elements\.js"><\/script>/);
    });

    test('the cookie banner page carries the playground, and the home page no longer does', async () => {
      const docs = await t.app.inject({ method: 'GET', url: '/docs/elements/sq-cookie-banner' });
      assert.match(docs.body, /id="playground"/);
      assert.match(docs.body, /src="\/playground\.js"/);
      const home = await t.app.inject({ method: 'GET', url: '/' });
      assert.doesNotMatch(home.body, /id="playground"|playground\.js/);
    });

    test('unknown pages are not found, and names that could leave the folder are refused', async () => {
      assert.equal((await t.app.inject({ method: 'GET', url: '/docs/elements/sq-nothing' })).statusCode, 404);
      assert.equal((await t.app.inject({ method: 'GET', url: '/docs/guides/nothing' })).statusCode, 404);
      assert.notEqual((await t.app.inject({ method: 'GET', url: '/docs/guides/..%2F..%2Fpackage' })).statusCode, 200);
      assert.notEqual((await t.app.inject({ method: 'GET', url: '/docs/guides/Server.md' })).statusCode, 200);
      assert.equal((await t.app.inject({ method: 'GET', url: '/docs/assets/docs.ts' })).statusCode, 404);
      assert.equal((await t.app.inject({ method: 'GET', url: '/docs/assets/docs.js' })).statusCode, 200);
    });
  });
}
