// <sq-gallery> against PhotoSwipe 5 on the same 1,000 generated images, in the same Chromium run.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { cpus, loadavg } from 'node:os';

/** The 1, 5 and 15 minute load averages, rounded: the benchmark shares the machine. */
function loadAverage() {
  return loadavg().map((value) => Math.round(value * 100) / 100);
}

export const name = 'gallery';
export const description =
  'a 1,000- and a 5,000-slide grid: script start to laid out, longest task, layout shift, click to next paint and lightbox open latency, beside PhotoSwipe 5';
export const timeoutMs = 15 * 60_000;

const SLIDES = 1000;
/** Each size is measured RUNS[size] times (after the warm-up), in the same browser as the peer. */
const SIZES = [1000, 5000];
const RUNS = { 1000: 7, 5000: 5 };
/** Discarded first loads of each page: the browser's own start-up work lands in them. */
const WARMUP = 1;
const PAGE_TIMEOUT_MS = 30_000;
/** Landscape, portrait, square and wide, in turn: slide i has ratio RATIOS[i % 4]. */
const RATIOS = [
  [3, 2],
  [2, 3],
  [1, 1],
  [16, 9],
];
const ORIGINAL_WIDTH = 2000;
const COLORS = [
  [64, 110, 160],
  [170, 80, 70],
  [70, 150, 100],
  [190, 160, 70],
  [120, 90, 160],
  [60, 140, 150],
];
/** The image sizes each slide offers: both lightboxes get the same srcset and pick from it for their own width. */
const IMAGE_SIZES = [100, 300, 500, 750, 1000, 1500, 2500];

/** The slides clicked: the second in the first row (cold open), then one in the second row (warm open). */
const OPENED = [1, 5];

function dimensionsOf(index, width = ORIGINAL_WIDTH) {
  const [w, h] = RATIOS[index % RATIOS.length];
  return { width, height: Math.max(1, Math.round((width * h) / w)) };
}

// A PNG encoder: enough to make real raster images locally, without a network or an image library.
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A width × height RGB PNG: a diagonal gradient of `color` with a grid of lighter squares, so it decodes like an image. */
function png(width, height, color) {
  const stride = width * 3 + 1;
  const raw = Buffer.alloc(stride * height);
  const cell = Math.max(8, Math.round(width / 12));
  for (let y = 0; y < height; y++) {
    const row = y * stride;
    for (let x = 0; x < width; x++) {
      const shade = 0.6 + 0.4 * ((x / width + y / height) / 2);
      const light = (Math.floor(x / cell) + Math.floor(y / cell)) % 2 ? 1.15 : 1;
      const at = row + 1 + x * 3;
      raw[at] = Math.min(255, color[0] * shade * light);
      raw[at + 1] = Math.min(255, color[1] * shade * light);
      raw[at + 2] = Math.min(255, color[2] * shade * light);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * The image service both galleries use: /img/{i}.png?format={w}w is image i, w px wide; the same bytes
 * for the same request whichever gallery asks. PhotoSwipe's files come from the same server.
 */
export function assetServer(photoswipeDir) {
  const cache = new Map();
  const server = createServer(async (request, response) => {
    const url = new URL(request.url, 'http://127.0.0.1');
    const send = (status, body, type) => {
      response.writeHead(status, {
        'content-type': type,
        'access-control-allow-origin': '*',
        'timing-allow-origin': '*',
        'cache-control': 'public, max-age=3600',
      });
      response.end(body);
    };
    const image = /^\/img\/(\d+)\.png$/.exec(url.pathname);
    if (image) {
      const index = Number(image[1]);
      const width = Number(/^(\d+)w$/.exec(url.searchParams.get('format') ?? '')?.[1] ?? ORIGINAL_WIDTH);
      const { height } = dimensionsOf(index, width);
      const key = `${index % RATIOS.length}:${index % COLORS.length}:${width}`;
      if (!cache.has(key)) cache.set(key, png(width, height, COLORS[index % COLORS.length]));
      return send(200, cache.get(key), 'image/png');
    }
    const file = /^\/photoswipe\/([\w.-]+\.(js|css))$/.exec(url.pathname);
    if (file) {
      try {
        return send(200, await readFile(join(photoswipeDir, file[1])), file[2] === 'js' ? 'text/javascript' : 'text/css');
      } catch {
        return send(404, 'not found', 'text/plain');
      }
    }
    return send(404, 'not found', 'text/plain');
  });
  return {
    listen: () =>
      new Promise((done, fail) => {
        server.once('error', fail);
        server.listen(0, '127.0.0.1', () => done(`http://127.0.0.1:${server.address().port}`));
      }),
    close: () => {
      server.closeAllConnections?.();
      return new Promise((done) => server.close(() => done()));
    },
  };
}

/** Both pages draw the same grid: 4 columns, 20 px apart, as the grid design's defaults do. */
const GRID_CSS = 'display: grid; grid-template-columns: repeat(4, 1fr); gap: 20px; align-items: start;';

/**
 * Runs first on both pages: sums layout shifts (none after input), and records when the module script starts
 * (`scriptStart`), when the gallery is laid out (`laidOut`), each click, the first frame in which the lightbox
 * draws any image of the item (`firstFrame`: PhotoSwipe's zooming thumbnail counts) and the first in which
 * the full image is in the page and decoded (`shown`).
 */
const PROBE = `
window.bench = { cls: 0, shifts: 0, clicks: [], firstFrame: [], shown: [], tasks: [], interactions: {} };
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) if (!entry.hadRecentInput) { bench.cls += entry.value; bench.shifts++; }
}).observe({ type: 'layout-shift', buffered: true });
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) bench.tasks.push({ start: entry.startTime, duration: entry.duration });
}).observe({ type: 'longtask', buffered: true });
// Click to next paint: the longest event of each interaction, from its timestamp to the paint after its handlers.
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (!entry.interactionId) continue;
    bench.interactions[entry.interactionId] = Math.max(bench.interactions[entry.interactionId] ?? 0, entry.duration);
  }
}).observe({ type: 'event', durationThreshold: 16, buffered: true });
const isDrawn = (image) => image && image.isConnected && image.complete && image.naturalWidth > 0;
addEventListener('pointerdown', (event) => {
  bench.clicks.push(event.timeStamp);
  let first = false;
  const watch = () => {
    if (!first && isDrawn(window.lightboxAnyImage?.())) {
      first = true;
      bench.firstFrame.push(performance.now());
    }
    if (isDrawn(window.lightboxImage?.())) bench.shown.push(performance.now());
    else requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
}, true);
function whenLaidOut(isLaidOut, isVisible = isLaidOut) {
  const check = () => {
    if (bench.visible === undefined && isVisible()) bench.visible = performance.now();
    if (isLaidOut()) bench.laidOut = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}
`;

function pageHead(title, extra = '') {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>
body { margin: 0; font: 16px/1.5 system-ui, sans-serif; }
main { box-sizing: border-box; max-width: 1000px; margin: 0 auto; padding: 0 20px; }
h1 { margin: 16px 0; font-size: 24px; }
</style>
${extra}
<script>${PROBE}</script>
</head>`;
}

/** `<link rel="modulepreload">` for each file: the reference server writes them for the elements on a page. */
function modulePreloads(files) {
  return files.map((file) => `<link rel="modulepreload" href="${file}">`).join('\n');
}

/**
 * `preloads`: the files of <sq-gallery>'s module (dist/preloads.json). The page preloads them and the loader, as
 * the reference server's pages fetch them: the loader is a module script in their head, the rest modulepreload links.
 */
export function sqGalleryPage(images, count = SLIDES, preloads = []) {
  const slides = Array.from({ length: count }, (_, i) => {
    const { width, height } = dimensionsOf(i);
    return `<figure data-type="image" data-slide-id="s${i}" data-src="${images}/img/${i}.png" data-image-dimensions="${width}x${height}"><img alt="Image ${i + 1}" src="${images}/img/${i}.png?format=300w" width="${width}" height="${height}" loading="lazy"></figure>`;
  }).join('\n');
  // The grid the page draws before the element's code loads is the layout it computes: nothing moves on upgrade.
  const preUpgrade = `<style>
sq-gallery[design="grid"]:not(:defined) { ${GRID_CSS} }
sq-gallery:not(:defined) > figure { margin: 0; }
sq-gallery:not(:defined) img { display: block; width: 100%; height: auto; }
</style>`;
  return `${pageHead(`sq-gallery: ${count} slides`, `${preUpgrade}\n${modulePreloads(['sq-elements.js', ...preloads].map((file) => `/${file}`))}`)}
<body>
<main>
<h1>sq-gallery</h1>
<sq-gallery design="grid">
${slides}
</sq-gallery>
</main>
<script type="module">
bench.scriptStart = performance.now();
customElements.whenDefined('sq-gallery').then(() => (bench.defined = performance.now()));
const gallery = document.querySelector('sq-gallery');
window.lightboxImage = () => gallery.shadowRoot?.querySelector('sq-lightbox')?.shadowRoot?.querySelector('[part~="image"]');
// The thumbnail the lightbox draws while the full image loads counts as its first image, as PhotoSwipe's does.
window.lightboxAnyImage = () => {
  const root = gallery.shadowRoot?.querySelector('sq-lightbox')?.shadowRoot;
  return [...(root?.querySelectorAll('img') ?? [])].find((image) => image.complete && image.naturalWidth > 0);
};
// Laid out: every slide in its frame. Visible: every slide on screen in its frame (the rest of the height is reserved).
const frames = () => gallery.shadowRoot?.querySelectorAll('[part~="slide"]') ?? [];
whenLaidOut(
  () => gallery.lastElementChild.assignedSlot !== null && frames().length === ${count},
  () => {
    const drawn = frames();
    const last = drawn[drawn.length - 1];
    return last !== undefined && gallery.children[drawn.length - 1].assignedSlot !== null && (drawn.length === ${count} || last.getBoundingClientRect().top >= innerHeight);
  },
);
import('/sq-elements.js');
</script>
</body>
</html>
`;
}

export function photoswipePage(images, count = SLIDES) {
  const slides = Array.from({ length: count }, (_, i) => {
    const { width, height } = dimensionsOf(i);
    const srcset = IMAGE_SIZES.map((size) => `${images}/img/${i}.png?format=${size}w ${size}w`).join(', ');
    return `<a href="${images}/img/${i}.png?format=1500w" data-pswp-srcset="${srcset}" data-pswp-width="${width}" data-pswp-height="${height}"><img alt="Image ${i + 1}" src="${images}/img/${i}.png?format=300w" width="${width}" height="${height}" loading="lazy"></a>`;
  }).join('\n');
  return `${pageHead(
    `PhotoSwipe 5: ${count} slides`,
    `<link rel="stylesheet" href="${images}/photoswipe/photoswipe.css">
${modulePreloads([`${images}/photoswipe/photoswipe-lightbox.esm.min.js`])}
<style>#gallery { ${GRID_CSS} } #gallery a { display: block; } #gallery img { display: block; width: 100%; height: auto; }</style>`,
  )}
<body>
<main>
<h1>PhotoSwipe</h1>
<div id="gallery">
${slides}
</div>
</main>
<script type="module">
bench.scriptStart = performance.now();
window.lightboxImage = () => document.querySelector('.pswp__item:not([aria-hidden="true"]) img.pswp__img:not(.pswp__img--placeholder)');
window.lightboxAnyImage = () => document.querySelector('.pswp__item:not([aria-hidden="true"]) img.pswp__img');
const { default: PhotoSwipeLightbox } = await import('${images}/photoswipe/photoswipe-lightbox.esm.min.js');
const lightbox = new PhotoSwipeLightbox({ gallery: '#gallery', children: 'a', pswpModule: () => import('${images}/photoswipe/photoswipe.esm.min.js') });
lightbox.init();
whenLaidOut(() => true);
</script>
</body>
</html>
`;
}

/** Clicks the centre of slide `index`, as a visitor would. */
async function clickSlide(page, index, library) {
  const selector = library === 'sq-gallery' ? `sq-gallery > figure:nth-child(${index + 1})` : `#gallery > a:nth-child(${index + 1})`;
  const box = await page.locator(selector).boundingBox();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

async function closeLightbox(page) {
  await page.keyboard.press('Escape');
  await page.waitForTimeout(800);
}

async function measure(context, url, library) {
  const { page, close } = await context.newPage();
  try {
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.setViewportSize({ width: 1000, height: 800 });
    await page.goto(url, { waitUntil: 'commit', timeout: PAGE_TIMEOUT_MS });
    await page
      .waitForFunction(() => window.bench?.laidOut !== undefined, null, { timeout: PAGE_TIMEOUT_MS })
      .catch(() => {
        throw new Error(`${library} was not laid out within ${PAGE_TIMEOUT_MS / 1000} s${errors.length ? `: ${errors.join('; ')}` : ''}`);
      });
    // Let the visible images load: any shift they caused would count.
    await page.waitForLoadState('load');
    await page.waitForTimeout(500);
    const load = await page.evaluate(() => ({ ...window.bench }));
    const opens = [];
    for (const [n, index] of OPENED.entries()) {
      const before = await page.evaluate(() => Object.keys(window.bench.interactions));
      await clickSlide(page, index, library);
      await page
        .waitForFunction((count) => window.bench.shown.length >= count, n + 1, { timeout: PAGE_TIMEOUT_MS })
        .catch(() => {
          throw new Error(`${library}: the lightbox image was not shown${errors.length ? `: ${errors.join('; ')}` : ''}`);
        });
      // Event Timing entries arrive after the paint they end with.
      await page.waitForTimeout(300);
      const { clicks, firstFrame, shown, interactions } = await page.evaluate(() => window.bench);
      const latest = Object.entries(interactions)
        .filter(([id]) => !before.includes(id))
        .map(([, duration]) => duration);
      opens.push({ firstFrame: firstFrame[n] - clicks.at(-1), shown: shown[n] - clicks.at(-1), nextPaint: latest.length ? Math.max(...latest) : 0 });
      await closeLightbox(page);
    }
    // Long tasks of the gallery's own work: from script start until it is laid out, and a second after.
    const tasks = load.tasks.filter((task) => task.start + task.duration >= load.scriptStart && task.start <= load.laidOut + 1000);
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => /\.m?js(\?|$)/.test(entry.name))
        .reduce((sum, entry) => sum + entry.encodedBodySize, 0),
    );
    return {
      scriptToDefined: (load.defined ?? load.laidOut) - load.scriptStart,
      scriptToLaidOut: load.laidOut - load.scriptStart,
      scriptToVisible: (load.visible ?? load.laidOut) - load.scriptStart,
      longestTask: tasks.length ? Math.max(...tasks.map((task) => task.duration)) : 0,
      longestTaskAnyTime: load.tasks.length ? Math.max(...load.tasks.map((task) => task.duration)) : 0,
      firstOpenNextPaint: opens[0].nextPaint,
      warmOpenNextPaint: opens[1].nextPaint,
      navigationToLaidOut: load.laidOut,
      cls: load.cls,
      shifts: load.shifts,
      firstOpen: opens[0].shown,
      warmOpen: opens[1].shown,
      firstOpenFirstFrame: opens[0].firstFrame,
      warmOpenFirstFrame: opens[1].firstFrame,
      scriptBytes: scripts,
    };
  } finally {
    await close();
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const round = (value) => Math.round(value * 10) / 10;

function summarise(samples) {
  const series = (key) => ({ median: round(median(samples.map((sample) => sample[key]))), samples: samples.map((sample) => round(sample[key])) });
  return {
    scriptStartToLaidOutMs: series('scriptToLaidOut'),
    scriptStartToVisibleLaidOutMs: series('scriptToVisible'),
    longestTaskMs: series('longestTask'),
    longestTaskIncludingPageParseMs: series('longestTaskAnyTime'),
    firstOpenClickToNextPaintMs: series('firstOpenNextPaint'),
    warmOpenClickToNextPaintMs: series('warmOpenNextPaint'),
    scriptStartToDefinedMs: series('scriptToDefined'),
    navigationToLaidOutMs: series('navigationToLaidOut'),
    cumulativeLayoutShift: {
      max: Math.max(...samples.map((sample) => sample.cls)),
      samples: samples.map((sample) => Math.round(sample.cls * 10000) / 10000),
    },
    lightboxFirstOpenMs: series('firstOpen'),
    lightboxWarmOpenMs: series('warmOpen'),
    lightboxFirstOpenAnyImageMs: series('firstOpenFirstFrame'),
    lightboxWarmOpenAnyImageMs: series('warmOpenFirstFrame'),
    scriptBytes: median(samples.map((sample) => sample.scriptBytes)),
  };
}

export default async function run(context) {
  context.requireBuilt('sq-elements.js', 'elements/sq-gallery.js', 'elements/sq-lightbox.js', 'preloads.json');
  const preloads = JSON.parse(await readFile(join(context.dist, 'preloads.json'), 'utf8'))['sq-gallery'];
  const photoswipeDir = join(context.root, 'node_modules/photoswipe/dist');
  const photoswipeVersion = JSON.parse(await readFile(join(context.root, 'node_modules/photoswipe/package.json'), 'utf8')).version;
  const assets = assetServer(photoswipeDir);
  const images = await assets.listen();
  try {
    const results = {};
    const load = await loadAverage();
    for (const size of SIZES) {
      const pages = {
        'sq-gallery': await context.page(`/bench/gallery-sq-${size}.html`, sqGalleryPage(images, size, preloads)),
        photoswipe: await context.page(`/bench/gallery-photoswipe-${size}.html`, photoswipePage(images, size)),
      };
      const samples = { 'sq-gallery': [], photoswipe: [] };
      for (let i = 0; i < WARMUP + RUNS[size]; i++) {
        // Alternate which goes first, so neither always meets a colder browser.
        const order = i % 2 ? ['photoswipe', 'sq-gallery'] : ['sq-gallery', 'photoswipe'];
        for (const library of order) {
          const sample = await measure(context, pages[library], library);
          if (i >= WARMUP) samples[library].push(sample);
        }
      }
      results[`${size} slides`] = { 'sq-gallery': summarise(samples['sq-gallery']), photoswipe: summarise(samples.photoswipe) };
      for (const [library, result] of Object.entries(results[`${size} slides`])) {
        context.log(
          `${size} slides, ${library.padEnd(10)} laid out ${result.scriptStartToLaidOutMs.median} ms after script start` +
            ` (on screen ${result.scriptStartToVisibleLaidOutMs.median} ms), longest task ${result.longestTaskMs.median} ms, CLS ${result.cumulativeLayoutShift.max},` +
            ` click to next paint ${result.firstOpenClickToNextPaintMs.median} / ${result.warmOpenClickToNextPaintMs.median} ms,` +
            ` lightbox image ${result.lightboxFirstOpenMs.median} / ${result.lightboxWarmOpenMs.median} ms,` +
            ` first pixels ${result.lightboxFirstOpenAnyImageMs.median} / ${result.lightboxWarmOpenAnyImageMs.median} ms (first / warm open), ${result.scriptBytes} B of script`,
        );
      }
    }
    const loadAfter = await loadAverage();
    return {
      benchmark: description,
      browser: `Chromium ${await context.browserVersion()}`,
      node: process.version,
      peer: `photoswipe ${photoswipeVersion}`,
      slides: SIZES,
      viewport: '1000x800',
      runs: RUNS,
      warmup: WARMUP,
      machine: { cores: cpus().length, loadAverageBefore: load, loadAverageAfter: loadAfter },
      notes: [
        'Laid out on screen: every slide in the viewport is in its frame and the gallery height is final (sq-gallery draws the frames of a large grid in batches, those on screen first). For PhotoSwipe, whose grid is the page CSS, the same as laid out.',
        'Longest task: the longest task (Long Tasks API, over 50 ms; 0 when none) from script start until a second after the gallery is laid out; including page parse: any time during the load, the parse of the page HTML included.',
        'Click to next paint: the Event Timing duration of the click interaction that opens the lightbox (its longest event, from the click to the next paint after its handlers); 0 means under the 16 ms reporting threshold.',
        'Script start: the page module script starts; laid out: every slide placed (sq-gallery) or the lightbox initialised over the CSS grid (PhotoSwipe, whose layout is the page CSS). Defined: the gallery code has loaded (for PhotoSwipe, the same as laid out).',
        'Lightbox open: from the pointerdown of a real click to the first animation frame in which the full image is in the page and decoded; the first open includes fetching the lightbox code. The AnyImage figures (first pixels) count the first frame with any image of the item: for both, the thumbnail the page has already loaded, drawn at once while the full image loads (PhotoSwipe zooms it in).',
        'Cumulative layout shift: every shift without recent input, from navigation until the visible images have loaded and 500 ms more.',
        'Images: generated PNGs from a local image service that answers ?format={w}w, the same for both.',
        'Preloads: each page preloads the code it runs with <link rel="modulepreload">: for sq-gallery the loader and the files dist/preloads.json names for the tag, which the reference server\'s pages fetch from their head; for PhotoSwipe its lightbox module.',
      ],
      results,
    };
  } finally {
    await assets.close();
  }
}
