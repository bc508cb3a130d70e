// The demo pages as a visitor downloads them from the reference server: Chromium loads each page
// from the compiled server (compression and caching as in production) with an empty cache, and the
// Resource Timing entries of the page and everything it loaded give the bytes on the wire (the
// body as sent, compressed) beside the bytes decoded.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from './server.bench.mjs';

export const name = 'served';
export const description = 'the bytes each demo page downloads from the reference server, as served (compressed) and decoded';

const PAGES = ['/', '/contact', '/gallery', '/shop', '/cart'];
/** After the load event, quiet this long before the count, so lazily loaded chunks are in it. */
const SETTLE_MS = 1000;

const isScript = (url) => /\.m?js(\?|$)/.test(new URL(url).pathname);
const sum = (entries, key) => entries.reduce((total, entry) => total + entry[key], 0);

export default async function run(context) {
  const dir = await mkdtemp(join(tmpdir(), 'sq-bench-served-'));
  const server = await startServer(context.root, join(dir, 'sq.db'));
  try {
    const pages = [];
    for (const path of PAGES) {
      const { page, close } = await context.newPage();
      try {
        const encodings = {};
        page.on('response', (response) => {
          const encoding = response.headers()['content-encoding'] ?? 'identity';
          encodings[encoding] = (encodings[encoding] ?? 0) + 1;
        });
        await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
        await page.waitForTimeout(SETTLE_MS);
        const entries = await page.evaluate(() =>
          [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map((entry) => ({
            url: entry.name,
            served: entry.encodedBodySize,
            decoded: entry.decodedBodySize,
          })),
        );
        const scripts = entries.filter((entry) => isScript(entry.url));
        pages.push({
          path,
          requests: entries.length,
          scripts: scripts.length,
          scriptServed: sum(scripts, 'served'),
          scriptDecoded: sum(scripts, 'decoded'),
          allServed: sum(entries, 'served'),
          allDecoded: sum(entries, 'decoded'),
          encodings,
        });
        context.log(`${path}: ${scripts.length} scripts, ${sum(scripts, 'served')} B served, ${sum(scripts, 'decoded')} B decoded`);
      } finally {
        await close();
      }
    }
    return {
      benchmark: `Chromium ${await context.browserVersion()} loads each demo page once from the compiled reference server on loopback, with an empty cache; bytes are the bodies as sent (Resource Timing encodedBodySize) and as decoded (decodedBodySize), the page itself included`,
      pages,
    };
  } finally {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
}
