import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { launchBrowser } from './browser.js';
import { startServer } from './server.js';

const YEAR = 'public, max-age=31536000, immutable';

describe('a browser on the real server gets the site compressed and cached', () => {
  let server;
  let browser;
  before(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  test('the home page and every script over 1 KB come Brotli-compressed; on reload hashed chunks come from the cache, the loader is revalidated', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const responses = [];
    page.on('response', (response) => responses.push(response));
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });

    const first = [...responses];
    const home = first.find((response) => new URL(response.url()).pathname === '/');
    assert.equal((await home.allHeaders())['content-encoding'], 'br');
    const scripts = first.filter((response) => new URL(response.url()).pathname.startsWith('/dist/'));
    const chunks = scripts.filter((response) => new URL(response.url()).pathname.startsWith('/dist/chunks/'));
    assert.ok(chunks.length > 0, 'the home page loads hashed chunks');
    for (const response of scripts) {
      const headers = await response.allHeaders();
      const path = new URL(response.url()).pathname;
      assert.equal(response.status(), 200, path);
      // The build keeps no compressed copy of a file under 1 KB.
      if (headers['content-encoding'] !== 'br') assert.ok(Number(headers['content-length']) < 1024, `${path} is sent plain`);
      assert.match(headers.vary, /accept-encoding/i, path);
      assert.equal(headers['cache-control'], path.startsWith('/dist/chunks/') ? YEAR : 'no-cache', path);
    }

    await page.reload({ waitUntil: 'networkidle' });
    const transferred = (url) => page.evaluate((name) => performance.getEntriesByName(name).map((entry) => entry.transferSize), url);
    for (const chunk of chunks) {
      const sizes = await transferred(chunk.url());
      assert.ok(sizes.length > 0 && sizes.every((size) => size === 0), `${chunk.url()} comes from the browser's cache, unasked: ${sizes}`);
    }
    const loader = await transferred(`${server.url}/dist/sq-elements.js`);
    assert.ok(loader.length > 0 && loader.every((size) => size > 0), `the loader is asked for again (revalidated): ${loader}`);
    await context.close();
  });
});
