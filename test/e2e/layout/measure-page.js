import { readFileSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import { browserPaths, CHROMIUM_FLAGS } from '../../../scripts/browsers.mjs';
import { settled, trackRequests } from '../settled.js';

const measureScript = readFileSync(new URL('./measure.js', import.meta.url), 'utf8');

/** Chromium or Firefox (`browser`), both driven by puppeteer-core (Firefox over WebDriver BiDi): the layout measures run in each. */
export function launch(browser) {
  const { chromium, firefox } = browserPaths();
  return browser === 'firefox'
    ? puppeteer.launch({ browser: 'firefox', executablePath: firefox, headless: true })
    : puppeteer.launch({ executablePath: chromium, headless: true, args: CHROMIUM_FLAGS });
}

/**
 * Loads `url` at `width` px and records, from before the first script runs until the page has
 * settled (every request, pictures included, finished and every element drawn; see settled.js),
 * the layout shifts Chromium reports and the boxes that moved between two frames (see measure.js).
 */
export async function measureLayout(browser, url, { width, height = 900, timeoutMs = 30_000 } = {}) {
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
    const requests = trackRequests(page);
    await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
    await settled(page, requests, { timeoutMs });
    // A quick page settles in a handful of frames: sample a few more, so a late move has frames to show in.
    await page.evaluate(async () => {
      while (window.__layoutRecord.frames <= 10) await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    const record = await page.evaluate(() => window.__layoutRecord);
    return { ...record, problems };
  } finally {
    await page.close();
  }
}
