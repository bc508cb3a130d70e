import { request } from 'node:http';

/**
 * One HTTP request with its path sent exactly as given: `fetch` and `URL` resolve dot segments and
 * re-encode, so they cannot send the paths an attacker would. Resolves with the status, headers
 * and body text.
 *
 * @param {string} base The server's origin, `http://127.0.0.1:{port}`.
 * @param {{ method?: string, path: string, headers?: Record<string, string | string[]>, body?: string }} options
 */
export function rawRequest(base, { method = 'GET', path, headers = {}, body }) {
  const { hostname, port } = new URL(base);
  const length = body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) };
  return new Promise((resolve, reject) => {
    const outgoing = request({ hostname, port, method, path, headers: { ...length, ...headers }, insecureHTTPParser: true }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: text }));
    });
    outgoing.on('error', reject);
    if (body !== undefined) outgoing.write(body);
    outgoing.end();
  });
}
