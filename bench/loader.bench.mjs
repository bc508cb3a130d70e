export const name = 'loader';
export const description = 'ms from navigation start until <sq-cookie-banner> is defined and has rendered, beside K unknown sq-x-* tags';

/** How many undefined `sq-x-*` tags share the page: the loader must look at each and load none. */
const UNKNOWN_TAGS = [0, 20, 200];
const RUNS = 5;
/** Discarded first loads: the browser's own start-up work lands in them. */
const WARMUP = 1;
const PAGE_TIMEOUT_MS = 15_000;

/**
 * A page with the loader, K unknown tags and one banner. The inline script runs before the loader
 * and records, in page time, when the tag is defined and when its shadow root first has content.
 */
function pageHtml(unknownTags) {
  const unknown = Array.from({ length: unknownTags }, (_, i) => `<sq-x-${i}>unknown ${i}</sq-x-${i}>`).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>loader benchmark: ${unknownTags} unknown tags</title>
<script>
customElements.whenDefined('sq-cookie-banner').then(() => {
  const defined = performance.now();
  const root = document.querySelector('sq-cookie-banner').shadowRoot;
  const done = () => { window.sqBench = { defined, rendered: performance.now() }; };
  if (!root) { window.sqBench = { error: 'sq-cookie-banner has no open shadow root' }; return; }
  if (root.childNodes.length) return done();
  new MutationObserver((records, observer) => {
    if (!root.childNodes.length) return;
    observer.disconnect();
    done();
  }).observe(root, { childList: true });
});
</script>
<script type="module" src="/sq-elements.js"></script>
</head>
<body>
${unknown}
<sq-cookie-banner></sq-cookie-banner>
</body>
</html>
`;
}

/** One cold load in a fresh browser context: timings, and the scripts the page fetched. */
async function loadOnce(context, url) {
  const { page, close } = await context.newPage();
  try {
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(url, { waitUntil: 'commit', timeout: PAGE_TIMEOUT_MS });
    await page
      .waitForFunction(() => window.sqBench, null, { timeout: PAGE_TIMEOUT_MS })
      .catch(() => {
        throw new Error(`<sq-cookie-banner> did not render within ${PAGE_TIMEOUT_MS / 1000} s${errors.length ? `: ${errors.join('; ')}` : ''}`);
      });
    const sample = await page.evaluate(() => {
      const scripts = performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
      return {
        ...window.sqBench,
        scripts: scripts.length,
        scriptBytes: scripts.reduce((sum, entry) => sum + entry.decodedBodySize, 0),
      };
    });
    if (sample.error) throw new Error(sample.error);
    return sample;
  } finally {
    await close();
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const round = (ms) => Math.round(ms * 10) / 10;

function summarise(unknownTags, samples) {
  const series = (key) => ({ median: round(median(samples.map((sample) => sample[key]))), samples: samples.map((sample) => round(sample[key])) });
  return {
    unknownTags,
    definedMs: series('defined'),
    renderedMs: series('rendered'),
    // Unknown tags must not cost requests: these stay the same across cases.
    scripts: median(samples.map((sample) => sample.scripts)),
    scriptBytes: median(samples.map((sample) => sample.scriptBytes)),
  };
}

export default async function run(context) {
  context.requireBuilt('sq-elements.js', 'elements/sq-cookie-banner.js');
  const cases = [];
  for (const unknownTags of UNKNOWN_TAGS) {
    const url = await context.page(`/bench/loader-${unknownTags}.html`, pageHtml(unknownTags));
    const samples = [];
    for (let i = 0; i < WARMUP + RUNS; i++) {
      const sample = await loadOnce(context, url);
      if (i >= WARMUP) samples.push(sample);
    }
    const result = summarise(unknownTags, samples);
    context.log(
      `${String(unknownTags).padStart(4)} unknown tags: defined ${result.definedMs.median} ms, rendered ${result.renderedMs.median} ms` +
        ` (median of ${RUNS}), ${result.scripts} scripts, ${result.scriptBytes} B`,
    );
    cases.push(result);
  }
  return {
    benchmark: description,
    browser: `Chromium ${await context.browserVersion()}`,
    node: process.version,
    runs: RUNS,
    warmup: WARMUP,
    cases,
  };
}
