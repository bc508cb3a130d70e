import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { barChart, readResults, renderReport, RESULTS_DIR, writeReport } from './report.mjs';

const results = readResults();

test('the report has a table and a chart for the gallery beside PhotoSwipe, page weights, pages as served and server throughput', () => {
  const { markdown, charts } = renderReport(results);
  for (const heading of [
    '## Gallery beside PhotoSwipe',
    '## Page weights per element',
    '## Pages as served',
    '## Server throughput',
    '## Several processes behind a proxy',
    '## Cookie banner beside cookieconsent 3',
    '## Soak',
  ])
    assert.ok(markdown.includes(heading), heading);
  assert.deepEqual([...charts.keys()].sort(), [
    'cluster-throughput.svg',
    'consent-banner.svg',
    'gallery-1000.svg',
    'gallery-5000.svg',
    'page-weights.svg',
    'served-bytes.svg',
    'server-throughput.svg',
    'soak-timeline.svg',
  ]);
  for (const name of charts.keys()) assert.ok(markdown.includes(`](charts/${name})`), `the report shows ${name}`);
  for (const svg of charts.values()) {
    assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* role="img" aria-label="[^"]+"/);
    assert.match(svg, /<title>[^<]+<\/title>/);
    assert.match(svg.trimEnd(), /<\/svg>$/);
  }
});

test('the numbers in the tables are those of the stored results', () => {
  const { markdown } = renderReport(results);
  const server = results.server.saveFormSubmission.requestsPerSecond.toLocaleString('en-US');
  assert.ok(markdown.includes(`| Form saves | ${server} |`));
  for (const run of results.cluster.runs)
    assert.ok(markdown.includes(`| ${run.label} | Census hits | ${run.recordHit.requestsPerSecond.toLocaleString('en-US')} |`), run.label);
  const gallery = results.gallery.results['1000 slides']['sq-gallery'].lightboxFirstOpenMs.median;
  const peer = results.gallery.results['1000 slides'].photoswipe.lightboxFirstOpenMs.median;
  assert.ok(markdown.includes(`| Lightbox first open | ${gallery} ms | ${peer} ms |`));
  for (const element of results.size.elements) assert.ok(markdown.includes(`\`<${element.element.replace(/^dist\/elements\/|\.js$/g, '')}>\``));
  const home = results.served.pages.find((page) => page.path === '/');
  assert.ok(home.scriptServed < home.scriptDecoded / 2, 'the home page\u2019s scripts are sent compressed');
  assert.ok(
    markdown.includes(
      `| \`/\` | ${home.requests} | ${home.scripts} | ${(home.scriptServed / 1024).toLocaleString('en-US', { maximumFractionDigits: 1 })} KB |`,
    ),
  );
});

test('a missing result says how to make it, instead of failing', () => {
  const { markdown, charts } = renderReport({ size: results.size });
  assert.match(markdown, /## server\n\nNo results yet: run `npm run bench:server`\./);
  assert.deepEqual([...charts.keys()], ['page-weights.svg']);
});

test('chart text is escaped, and bars scale to the largest value', () => {
  const svg = barChart({ title: 'A <b>"title"</b>', unit: 'ms', rows: [{ label: '<sq-x>', values: [50, 100] }], series: ['a', 'b'] });
  assert.ok(!svg.includes('<b>') && !svg.includes('<sq-x>'));
  assert.ok(svg.includes('&lt;sq-x&gt;') && svg.includes('A &lt;b&gt;&quot;title&quot;&lt;/b&gt;'));
  const widths = [...svg.matchAll(/<rect x="230" y="\d+" width="([\d.]+)"/g)].map((match) => Number(match[1]));
  assert.deepEqual(widths, [190, 380]);
});

const dir = mkdtempSync(join(tmpdir(), 'sq-bench-report-'));
after(() => rmSync(dir, { recursive: true, force: true }));

test('the committed report is what the stored results draw', () => {
  for (const file of readdirSync(RESULTS_DIR)) if (file.endsWith('.json')) copyFileSync(join(RESULTS_DIR, file), join(dir, file));
  writeReport(dir);
  assert.equal(readFileSync(join(dir, 'report.md'), 'utf8'), readFileSync(join(RESULTS_DIR, 'report.md'), 'utf8'), 'run npm run bench:report');
  const charts = readdirSync(join(dir, 'charts')).sort();
  assert.deepEqual(charts, readdirSync(join(RESULTS_DIR, 'charts')).sort());
  for (const name of charts)
    assert.equal(readFileSync(join(dir, 'charts', name), 'utf8'), readFileSync(join(RESULTS_DIR, 'charts', name), 'utf8'), name);
});
