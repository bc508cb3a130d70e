import { readFileSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import { browserPaths, CHROMIUM_FLAGS } from '../../../scripts/browsers.mjs';

const measureScript = readFileSync(new URL('./measure.js', import.meta.url), 'utf8');

/** Chromium or Firefox (`browser`), both driven by puppeteer-core (Firefox over WebDriver BiDi): the layout measures run in each. */
export function launch(browser) {
  const { chromium, firefox } = browserPaths();
  return browser === 'firefox'
    ? puppeteer.launch({ browser: 'firefox', executablePath: firefox, headless: true })
    : puppeteer.launch({ executablePath: chromium, headless: true, args: CHROMIUM_FLAGS });
}

/** Waits until no request has been in flight for `quietMs`. */
async function settle(page, inFlight, lastChange, { quietMs, timeoutMs }) {
  const deadline = Date.now() + timeoutMs;
  while (inFlight.size > 0 || Date.now() - lastChange() < quietMs) {
    if (Date.now() > deadline) throw new Error(`still loading: ${[...inFlight].map((request) => request.url()).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Loads `url` at `width` px and records, from before the first script runs until every request
 * (pictures included) has finished and the page has been still for a while, the layout shifts
 * Chromium reports and the boxes that moved between two frames (see measure.js).
 */
export async function measureLayout(browser, url, { width, height = 900, quietMs = 700, timeoutMs = 30_000 } = {}) {
  const page = await browser.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()} (${message.location()?.url ?? ''})`);
  });
  try {
    try {
      await page.setViewport({ width, height });
    } catch (error) {
      // Firefox ESR sizes the viewport but refuses the screen-orientation override puppeteer also sends.
      if (!String(error?.message).includes('setScreenOrientationOverride')) throw error;
    }
    await page.evaluateOnNewDocument(measureScript);
    const inFlight = new Set();
    let changed = Date.now();
    page.on('request', (request) => {
      inFlight.add(request);
      changed = Date.now();
    });
    const done = (request) => {
      inFlight.delete(request);
      changed = Date.now();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
    await settle(page, inFlight, () => changed, { quietMs, timeoutMs });
    const record = await page.evaluate(() => window.__layoutRecord);
    return { ...record, problems };
  } finally {
    await page.close();
  }
}
