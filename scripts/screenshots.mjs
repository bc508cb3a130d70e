// `npm run screenshots`: a full-page screenshot of every page of the demo site at a phone's width
// (390 px) and a desktop's (1280 px), in Chromium, into screenshots/ (PAGE-WIDTH.png). The pages
// come from the site definition: its pages, every product and post at its address, the search,
// checkout and not-found pages. The server runs on a fresh database, so what is shown is the definition's site.
import { execFileSync, spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { browserPaths, CHROMIUM_FLAGS } from './browsers.mjs';
import { build } from './build.mjs';
import { isCurrent } from './start.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const WIDTHS = [390, 1280];
const out = join(root, 'screenshots');

/** Every page of the definition in `siteDir`: its pages, products and published posts, and the search and not-found pages. */
export async function sitePaths(siteDir = join(root, 'demo', 'site')) {
  const read = async (file) => JSON.parse(await readFile(join(siteDir, file), 'utf8'));
  const [pages, products, items] = await Promise.all([read('pages.json'), read('products.json'), read('items.json')]);
  const visible = (entry) => entry.status !== 'draft' && entry.workflowState !== 'draft' && typeof entry.fullUrl === 'string';
  return [
    ...pages.map((page) => page.path),
    ...products.filter(visible).map((product) => product.fullUrl),
    ...items.filter(visible).map((item) => item.fullUrl),
    '/search?q=mug',
    '/commerce/goto-checkout',
    '/no-such-page',
  ];
}

/** A file name for `path`: `/shop/tide-mug` is `shop-tide-mug`, `/` is `home`. */
export const shotName = (path) =>
  path
    .replace(/[?=&]/g, '-')
    .replace(/^\/|\/$/g, '')
    .replace(/\//g, '-') || 'home';

async function startServer(dbDir) {
  const port = 20000 + Math.floor(Math.random() * 20000);
  const child = spawn(process.execPath, [join(root, 'server/dist/server/main.js')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: '', SQ_DB_FILE: join(dbDir, 'sq.db') },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 150; tries++) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}.`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, stop: () => child.kill() };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error('The server did not start within 15 s.');
}

async function main() {
  if (!isCurrent()) await build();
  execFileSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-b', 'server'], { cwd: root, stdio: 'inherit' });
  const executablePath = browserPaths().chromium;
  if (!executablePath) throw new Error('Chromium is missing: run npm run browsers (or sudo apt-get install -y chromium).');
  const dbDir = await mkdtemp(join(tmpdir(), 'sq-screenshots-'));
  const server = await startServer(dbDir);
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
  try {
    await mkdir(out, { recursive: true });
    const paths = await sitePaths();
    for (const width of WIDTHS) {
      // Slideshows hold still for the picture.
      const context = await browser.newContext({ baseURL: server.url, viewport: { width, height: 900 }, reducedMotion: 'reduce' });
      for (const path of paths) {
        const page = await context.newPage();
        await page.goto(path, { waitUntil: 'networkidle' });
        const file = join(out, `${shotName(path)}-${width}.png`);
        await page.screenshot({ path: file, fullPage: true });
        await page.close();
        console.log(`screenshots/${shotName(path)}-${width}.png  ${path}`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    server.stop();
    await rm(dbDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
