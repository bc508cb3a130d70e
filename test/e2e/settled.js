/**
 * When a page has settled, from the page's own signals rather than a quiet period: no request of
 * the page or its frames in flight, every upgraded element's `updateComplete` settled, the fonts
 * loaded, and two frames painted since, with no request started meanwhile. Works with a
 * Playwright or a puppeteer page. Playwright's own network-idle signal never comes on some pages
 * with many frames although nothing is loading, so the requests are counted here.
 */

/** Counts `page`'s requests from now on; `stop()` lets go of the page. */
export function trackRequests(page) {
  const inFlight = new Set();
  let started = 0;
  let idle = [];
  const start = (request) => {
    inFlight.add(request);
    started++;
  };
  const end = (request) => {
    inFlight.delete(request);
    if (inFlight.size === 0) for (const resolve of idle.splice(0)) resolve();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return {
    inFlight,
    started: () => started,
    /** Resolves once nothing is in flight. */
    idle: () => (inFlight.size === 0 ? Promise.resolve() : new Promise((resolve) => idle.push(resolve))),
    stop() {
      page.off('request', start);
      page.off('requestfinished', end);
      page.off('requestfailed', end);
      idle = [];
    },
  };
}

/** In the page: every upgraded sq-* element has drawn, the fonts are in, and two frames have been painted since. */
async function drawn() {
  const elements = [];
  const collect = (root) => {
    for (const element of root.querySelectorAll('*')) {
      if (element.localName.startsWith('sq-') && 'updateComplete' in element) elements.push(element);
      if (element.shadowRoot) collect(element.shadowRoot);
    }
  };
  collect(document);
  await Promise.all(elements.map((element) => element.updateComplete));
  await document.fonts.ready;
  for (let frame = 0; frame < 2; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
}

/** Resolves once the page tracked by `requests` (see trackRequests) has settled; throws after `timeoutMs`, naming what was still loading. */
export async function settled(page, requests, { timeoutMs = 30_000 } = {}) {
  let timer;
  const expired = new Promise((resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${page.url()} kept loading: ${[...requests.inFlight].map((request) => request.url()).join(', ') || 'no request'}`)),
      timeoutMs,
    );
  });
  try {
    for (;;) {
      await Promise.race([requests.idle(), expired]);
      const before = requests.started();
      await Promise.race([page.evaluate(drawn), expired]);
      if (requests.started() === before && requests.inFlight.size === 0) return;
    }
  } finally {
    clearTimeout(timer);
  }
}

/** Loads `url` (`waitUntil: 'load'`) and resolves once it has settled. */
export async function gotoSettled(page, url, { timeoutMs = 30_000 } = {}) {
  const requests = trackRequests(page);
  try {
    await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
    await settled(page, requests, { timeoutMs });
  } finally {
    requests.stop();
  }
}
