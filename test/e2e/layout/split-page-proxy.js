import { once } from 'node:events';
import { createServer, request as forward } from 'node:http';

/**
 * A proxy in front of the site that sends each HTML page in two parts, the second `delayMs` after
 * the first, cut before the first occurrence of `cutBefore`: the browser parses and paints the part
 * it has, as it does when a page comes over a slow network. Everything else passes straight through.
 */
export async function startSplitPageProxy(target, { cutBefore, delayMs = 600 }) {
  const origin = new URL(target);
  const server = createServer((request, response) => {
    const headers = { ...request.headers, host: origin.host, 'accept-encoding': 'identity' };
    const upstream = forward({ host: origin.hostname, port: origin.port, path: request.url, method: request.method, headers }, async (answer) => {
      if (!String(answer.headers['content-type'] ?? '').startsWith('text/html')) {
        response.writeHead(answer.statusCode, answer.headers);
        answer.pipe(response);
        return;
      }
      const chunks = [];
      for await (const chunk of answer) chunks.push(chunk);
      const page = Buffer.concat(chunks);
      const cut = page.indexOf(cutBefore);
      const { 'content-length': _length, etag: _etag, ...rest } = answer.headers;
      response.writeHead(answer.statusCode, rest);
      if (cut === -1) {
        response.end(page);
        return;
      }
      response.write(page.subarray(0, cut));
      // Fixed wait: the network's pause between the two parts, long enough for the browser to paint the first; nothing tells a server it has.
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      response.end(page.subarray(cut));
    });
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    stop: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}
