import { readFileSync } from 'node:fs';
import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { after, before } from 'node:test';
import Database from 'better-sqlite3';
import { collectProblems, launchBrowser } from './browser.js';
import { gotoSettled } from './settled.js';
import { startServer } from './server.js';

export { gotoSettled };

/** A copy of the demo's site definition in `dir`/site with `cookieSettings` laid over its own; resolves with the copy's folder. */
export async function siteWithCookieSettings(dir, cookieSettings) {
  const siteDir = join(dir, 'site');
  await cp('demo/site', siteDir, { recursive: true });
  const website = JSON.parse(await readFile(join(siteDir, 'website.json'), 'utf8'));
  Object.assign(website.cookieSettings, cookieSettings);
  await writeFile(join(siteDir, 'website.json'), JSON.stringify(website));
  return siteDir;
}

/** Rows read straight from the server's SQLite file. */
export function query(dbFile, sql, ...params) {
  const sqlite = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    return sqlite.prepare(sql).all(...params);
  } finally {
    sqlite.close();
  }
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The WCAG 2.2 AA and best-practice violations axe finds on the page as it is now (not its frames),
 * as `rule: targets` lines; `exclude` lists selectors axe leaves out. axe is injected as a script
 * tag, which the page's own policy would rightly refuse: the page's context must bypass it.
 */
export async function axeFindings(page, { exclude = [] } = {}) {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async (excluded) => {
    const results = await window.axe.run(excluded.length > 0 ? { exclude: excluded.map((selector) => [selector]) } : document, {
      iframes: false,
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    });
    return results.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`);
  }, exclude);
}

/** axe's findings on `path` once it has settled, in a fresh context that bypasses the page's policy, at `width` px (1280 by default). */
export async function axeViolations(browser, baseURL, path, { width = 1280, ...options } = {}) {
  const context = await browser.newContext({ baseURL, bypassCSP: true, viewport: { width, height: 900 } });
  try {
    const page = await context.newPage();
    await gotoSettled(page, path);
    return await axeFindings(page, options);
  } finally {
    await context.close();
  }
}

/** Runs `run` in a fresh browser context (no cookies, no storage) on `baseURL`, collecting the page's problems. */
export async function withPage(browser, baseURL, run, contextOptions = {}) {
  const context = await browser.newContext({ baseURL, ...contextOptions });
  try {
    const page = await context.newPage();
    const problems = await collectProblems(context, page);
    await run({ context, page, problems });
  } finally {
    await context.close();
  }
}

/**
 * The real server (on a fresh SQLite file, `site.server.dbFile`) and Chromium for one suite:
 * started before its tests and stopped after them.
 */
export function useSite(serverOptions = {}) {
  const site = {
    server: undefined,
    browser: undefined,
    /** Runs `run` in a fresh browser context on the server (see withPage). */
    withPage: (run, contextOptions) => withPage(site.browser, site.server.url, run, contextOptions),
  };
  before(async () => {
    [site.server, site.browser] = await Promise.all([startServer(serverOptions), launchBrowser()]);
  });
  after(async () => {
    await site.browser?.close();
    await site.server?.stop();
  });
  return site;
}
