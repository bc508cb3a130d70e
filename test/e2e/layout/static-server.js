import { createReadStream, existsSync, statSync } from 'node:fs';
import { once } from 'node:events';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = fileURLToPath(new URL('../../..', import.meta.url));
const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.map': 'application/json',
};

/**
 * Serves the element test pages (/pages/…), the build (/dist/…) and the demo's pictures (/images/…),
 * the pictures `imageDelayMs` late, so that they arrive after the elements have upgraded.
 */
export async function startStaticServer({ imageDelayMs = 1500 } = {}) {
  const roots = { '/pages/': 'test/e2e/layout/pages/', '/dist/': 'dist/', '/images/': 'demo/public/images/' };
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url, 'http://localhost').pathname);
    const prefix = Object.keys(roots).find((candidate) => path.startsWith(candidate));
    const file = prefix && normalize(join(projectRoot, roots[prefix], path.slice(prefix.length)));
    if (path === '/favicon.ico') {
      response.writeHead(204).end();
      return;
    }
    if (!file || !file.startsWith(projectRoot) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    // Fixed wait: the network's latency for pictures, so they arrive after the elements have upgraded; nothing tells a server when that is.
    if (prefix === '/images/') await new Promise((resolve) => setTimeout(resolve, imageDelayMs));
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
    createReadStream(file).pipe(response);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${server.address().port}`, stop: () => new Promise((resolve) => server.close(resolve)) };
}
