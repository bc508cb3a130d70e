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

/**
 * The real server (on a fresh SQLite file, `site.server.dbFile`) and Chromium for one suite:
 * started before its tests and stopped after them.
 */
export function useSite(serverOptions = {}) {
  const site = {
    server: undefined,
    browser: undefined,
    /** Runs `run` in a fresh browser context (no cookies, no storage), collecting the page's problems. */
    async withPage(run, contextOptions = {}) {
      const context = await site.browser.newContext({ baseURL: site.server.url, ...contextOptions });
      try {
        const page = await context.newPage();
        const problems = await collectProblems(context, page);
        await run({ context, page, problems });
      } finally {
        await context.close();
      }
    },
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
