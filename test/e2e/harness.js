import { after, before } from 'node:test';
import Database from 'better-sqlite3';
import { collectProblems, launchBrowser } from './browser.js';
import { startServer } from './server.js';

/** Rows read straight from the server's SQLite file. */
export function query(dbFile, sql, ...params) {
  const sqlite = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    return sqlite.prepare(sql).all(...params);
  } finally {
    sqlite.close();
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
