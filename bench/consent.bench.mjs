// The cookie banner beside cookieconsent 3 (vanilla-cookieconsent) on the same page of the demo
// site: how long until a first-time visitor sees the banner, with the CPU slowed 4× and on a
// fast-3G-like network, and how much JavaScript has to arrive before it shows. The page is a post
// of the demo as the reference server renders it for a visitor who has not chosen yet; the three
// variants differ only in their banner:
//   - sq-elements as served: the banner is in the page's markup, and its element enhances it;
//   - sq-elements drawn by script: the same page without that markup, so <sq-site> adds the banner
//     once its code has run (how every banner was shown before the server drew it);
//   - cookieconsent 3: the same page without sq-elements' banner, with cookieconsent's script and
//     stylesheet, as its documentation sets it up (run() from its ES module).
import { createServer, request as httpRequest } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startServer } from './server.bench.mjs';

export const name = 'consent';
export const description =
  'the cookie banner beside cookieconsent 3 on the same demo page: time until it is visible, and the JavaScript it needs to show';
export const timeoutMs = 9 * 60_000;

const PAGE = '/journal/why-we-fire-slowly';
const RUNS = 5;
const VISIBLE_TIMEOUT_MS = 30_000;
const VENDOR = '/vendor/cookieconsent/';

/** Chrome DevTools' "Fast 3G" preset. */
const FAST_3G = { offline: false, latency: 562.5, downloadThroughput: (1.6 * 1e6 * 0.9) / 8, uploadThroughput: (750 * 1e3 * 0.9) / 8 };
const PROFILES = [
  { name: '4× CPU', cpu: 4 },
  { name: 'Fast 3G-like network', network: FAST_3G },
];

const SQ_BANNER = /<sq-cookie-banner data-sq-site-banner>[^]*?<\/sq-cookie-banner>\n?/;

/**
 * cookieconsent's own example set-up: a box in the bottom right, accept and reject, one necessary
 * category. It hides from automated browsers by default (hideFromBots), and this one is automated.
 */
const CC_START = `import * as CookieConsent from './cookieconsent.esm.js';
CookieConsent.run({
  hideFromBots: false,
  categories: { necessary: { enabled: true, readOnly: true }, analytics: {} },
  language: {
    default: 'en',
    translations: {
      en: {
        consentModal: {
          title: 'We use cookies',
          description: 'By using this website, you agree to our use of cookies. We use cookies to provide you with a great experience and to help our website run effectively.',
          acceptAllBtn: 'Accept',
          acceptNecessaryBtn: 'Decline',
        },
        preferencesModal: { sections: [] },
      },
    },
  },
});
`;

/** Watches every frame from the document's start; records when the banner first has a box on screen. */
function watchBanner() {
  const find = () => {
    const host = document.querySelector('sq-cookie-banner');
    const banner =
      host?.querySelector('[part~="banner"]') ?? host?.shadowRoot?.querySelector('[part~="banner"]') ?? document.querySelector('#cc-main .cm');
    return banner ?? null;
  };
  const shown = (element) => {
    const box = element.getBoundingClientRect();
    return box.height > 0 && box.width > 0 && element.checkVisibility({ visibilityProperty: true });
  };
  // Seen in a frame's layout, it is on screen once that frame has been presented: the next frame's start.
  const frame = () => {
    const banner = find();
    if (banner && shown(banner)) requestAnimationFrame((presented) => (window.__bannerVisibleAt = presented));
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** One page on loopback that serves the variants and cookieconsent's files, and hands everything else to the reference server. */
function variantServer(upstream, variants, files) {
  const server = createServer((request, response) => {
    const path = new URL(request.url, 'http://127.0.0.1').pathname;
    const own = variants.get(path) ?? files.get(path);
    if (own) {
      // Compressed as the reference server sends its pages and files.
      const body = gzipSync(own.body, { level: 9 });
      response.writeHead(200, { 'content-type': own.type, 'content-encoding': 'gzip', 'cache-control': 'no-store' });
      response.end(body);
      return;
    }
    const forward = httpRequest(`${upstream}${request.url}`, { method: request.method, headers: request.headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    forward.on('error', () => response.destroy());
    request.pipe(forward);
  });
  return new Promise((done) => {
    server.listen(0, '127.0.0.1', () =>
      done({ url: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((closed) => server.close(() => closed())) }),
    );
  });
}

async function measure(context, url, profile) {
  const { page, close } = await context.newPage();
  try {
    const session = await page.context().newCDPSession(page);
    if (profile.cpu) await session.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
    if (profile.network) {
      await session.send('Network.enable');
      await session.send('Network.emulateNetworkConditions', profile.network);
    }
    await page.addInitScript(watchBanner);
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__bannerVisibleAt !== undefined, undefined, { timeout: VISIBLE_TIMEOUT_MS, polling: 50 });
    await page.waitForLoadState('load', { timeout: VISIBLE_TIMEOUT_MS });
    return await page.evaluate(async () => {
      const firstPaintMs = await new Promise((done) => {
        const found = () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
        if (found() !== undefined) return done(found());
        new PerformanceObserver(() => done(found())).observe({ type: 'paint', buffered: true });
        setTimeout(() => done(undefined), 10_000);
      });
      // Nothing is on screen before the first contentful paint, the banner's text included.
      const visibleMs = Math.max(window.__bannerVisibleAt, firstPaintMs ?? 0);
      // Scripts that had arrived by then, as served (compressed): what showing the banner waited for, at most.
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => /\.m?js$/.test(new URL(entry.name).pathname) && entry.responseEnd <= visibleMs);
      return {
        visibleMs,
        firstPaintMs,
        scriptsBefore: scripts.length,
        scriptBytesBefore: scripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
      };
    });
  } finally {
    await close();
  }
}

/** gzip bytes of the files a tag needs (its module and every chunk it imports statically), from the build's preloads. */
async function tagJavaScript(distDir, tag) {
  const preloads = JSON.parse(await readFile(join(distDir, 'preloads.json'), 'utf8'));
  const files = ['sq-elements.js', ...(preloads[tag] ?? [])];
  let total = 0;
  for (const file of files) total += gzipSync(await readFile(join(distDir, file)), { level: 9 }).length;
  return total;
}

export default async function run(context) {
  context.requireBuilt('sq-elements.js', 'sq-elements.css', 'preloads.json', 'elements/sq-cookie-banner.js');
  const dir = await mkdtemp(join(tmpdir(), 'sq-bench-consent-'));
  const upstream = await startServer(context.root, join(dir, 'sq.db'));
  let server;
  try {
    const answer = await fetch(`${upstream.url}${PAGE}`, { headers: { accept: 'text/html' } });
    const served = await answer.text();
    if (!SQ_BANNER.test(served)) throw new Error(`${PAGE} came without the site's banner: is the demo's banner enabled?`);
    const withoutBanner = served.replace(SQ_BANNER, '');
    // The site's banner off in the context, so that only cookieconsent's shows.
    const ccPage = withoutBanner
      .replace('"isCookieBannerEnabled":true', '"isCookieBannerEnabled":false')
      .replace(
        '</head>',
        `<link rel="stylesheet" href="${VENDOR}cookieconsent.css">\n<script type="module" src="${VENDOR}start.js"></script>\n</head>`,
      );
    const html = 'text/html; charset=utf-8';
    const variants = new Map([
      ['/bench/sq-elements', { body: served, type: html }],
      ['/bench/sq-elements-script', { body: withoutBanner, type: html }],
      ['/bench/cookieconsent', { body: ccPage, type: html }],
    ]);
    const vendorDir = join(context.root, 'node_modules', 'vanilla-cookieconsent', 'dist');
    const ccScript = await readFile(join(vendorDir, 'cookieconsent.esm.js'));
    const ccStyles = await readFile(join(vendorDir, 'cookieconsent.css'));
    const files = new Map([
      [`${VENDOR}cookieconsent.esm.js`, { body: ccScript, type: 'text/javascript; charset=utf-8' }],
      [`${VENDOR}start.js`, { body: Buffer.from(CC_START), type: 'text/javascript; charset=utf-8' }],
      [`${VENDOR}cookieconsent.css`, { body: ccStyles, type: 'text/css; charset=utf-8' }],
    ]);
    server = await variantServer(upstream.url, variants, files);

    const names = {
      '/bench/sq-elements': 'sq-elements, as served',
      '/bench/sq-elements-script': 'sq-elements, drawn by script',
      '/bench/cookieconsent': 'cookieconsent 3',
    };
    const results = [];
    for (const profile of PROFILES) {
      for (const [path, label] of Object.entries(names)) {
        const runs = [];
        for (let index = 0; index < RUNS; index += 1) runs.push(await measure(context, `${server.url}${path}`, profile));
        const entry = {
          profile: profile.name,
          variant: label,
          visibleMs: { median: Math.round(median(runs.map((entry) => entry.visibleMs))), runs: runs.map((entry) => Math.round(entry.visibleMs)) },
          firstPaintMs: Math.round(median(runs.map((entry) => entry.firstPaintMs ?? NaN))),
          scriptBytesBeforeVisible: median(runs.map((entry) => entry.scriptBytesBefore)),
        };
        results.push(entry);
        context.log(
          `${profile.name}, ${label}: visible at ${entry.visibleMs.median} ms (first paint ${entry.firstPaintMs} ms), ${entry.scriptBytesBeforeVisible} B of script (as served) before`,
        );
      }
    }
    return {
      benchmark: `Chromium ${await context.browserVersion()} opens ${PAGE} of the demo, as the compiled reference server renders it for a first-time visitor, ${RUNS} times per variant with an empty cache; the banner counts as visible once the frame in which it first has a box on screen has been presented, and never before the page's first contentful paint`,
      page: PAGE,
      profiles: PROFILES.map((profile) => ({ name: profile.name, cpuSlowdown: profile.cpu ?? 1, network: profile.network ?? null })),
      results,
      code: {
        sqElementsToShow: 0,
        sqElementsToEnhance: await tagJavaScript(context.dist, 'sq-cookie-banner'),
        cookieconsentScript: gzipSync(ccScript, { level: 9 }).length,
        cookieconsentStyles: gzipSync(ccStyles, { level: 9 }).length,
        sqElementsStyles: gzipSync(await readFile(join(context.dist, 'sq-elements.css')), { level: 9 }).length,
      },
    };
  } finally {
    await server?.close();
    await upstream.stop();
    await rm(dir, { recursive: true, force: true });
  }
}
