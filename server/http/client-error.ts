import { STATUS_CODES, maxHeaderSize as defaultMaxHeaderSize, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { securityHeaders } from './security-headers.js';

/** How long a closed answer waits for the client to stop sending before the socket goes. */
const LINGER_MS = 2000;

/** The method and target of the request line that starts `packet`, if it starts one. */
/** A client error as Node's HTTP server reports it; `rawPacket` is what the parser had read. */
type ClientError = Error & { code?: string; rawPacket?: Buffer };

/** What the server answers a refused request: a JSON reason, or the site's error page. */
export type ClientErrorAnswer =
  { status: number; json: { error: string }; page?: undefined } | { status: number; json?: undefined; page: { title: string; message: string } };

export function requestTarget(packet: Buffer | undefined): { method: string; target: string } | undefined {
  const text = packet ? packet.subarray(0, 512).toString('latin1') : '';
  const match = /^([A-Z]+) (\S+)/.exec(text);
  return match ? { method: match[1] ?? '', target: match[2] ?? '' } : undefined;
}

/**
 * What the server answers a request the HTTP parser refused before routing: the status, and for a
 * too-long address or header section (over `limit` bytes together) a JSON reason to the API and
 * the site's error page to everything else. A request line that never ends within the limit is
 * an address too long (414); one that ends means the headers are (431). Without the request's
 * start (a slow client's later packet), the page is the answer.
 */
export function clientErrorAnswer(error: ClientError, { limit }: { limit: number }): ClientErrorAnswer {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, json: { error: 'The request took too long to arrive.' } };
  if (error.code !== 'HPE_HEADER_OVERFLOW') return { status: 400, json: { error: 'Bad request: the server could not read it as HTTP.' } };
  const packet = error.rawPacket;
  const request = requestTarget(packet);
  const lineEnd = packet ? packet.indexOf('\r\n') : -1;
  const addressTooLong = !request || lineEnd === -1 || lineEnd > limit;
  const status = addressTooLong ? 414 : 431;
  const kb = Math.round(limit / 1024);
  const reason = addressTooLong
    ? `The address is too long: the address and headers of a request may take at most ${kb} KB (${limit} bytes).`
    : `The request's headers are too large: the address and headers of a request may take at most ${kb} KB (${limit} bytes).`;
  const isApi = request !== undefined && (request.target === '/api' || request.target.startsWith('/api/') || request.target.startsWith('/api?'));
  if (isApi) return { status, json: { error: reason } };
  return {
    status,
    page: { title: addressTooLong ? 'Address too long' : 'Request too large', message: `${reason} Check the link, or go back to the site.` },
  };
}

/** A whole HTTP/1.1 response that closes the connection, with the headers every answer carries. */
function response(status: number, contentType: string, body: string, head: boolean, extra: Record<string, string> = {}): Buffer {
  const bytes = Buffer.from(head ? '' : body, 'utf8');
  const headers = {
    ...securityHeaders,
    ...extra,
    'content-type': contentType,
    'content-length': String(Buffer.byteLength(body, 'utf8')),
    'cache-control': 'no-store',
    connection: 'close',
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return Buffer.concat([Buffer.from(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('\r\n')}\r\n\r\n`, 'latin1'), bytes]);
}

/**
 * Replaces the HTTP server's answer to requests its parser refuses (Node's and Fastify's write a
 * bare status and drop the connection, often before the client reads it): a too-long address
 * gets the site's error page, or a JSON reason under /api/; the answer is flushed before the
 * connection closes. A CONNECT request gets a 405 with its reason.
 * `page` draws the error page in the site's layout.
 */
export function answerClientErrors(server: Server, { page }: { page: (content: { title: string; message: string }) => string }): void {
  const limit = (server as Server & { maxHeaderSize?: number }).maxHeaderSize ?? defaultMaxHeaderSize;
  const answered = new WeakSet<Duplex>();
  server.removeAllListeners('clientError');
  server.on('clientError', (error: ClientError, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || socket.destroyed || answered.has(socket)) return;
    answered.add(socket);
    const answer = clientErrorAnswer(error, { limit });
    const head = requestTarget(error.rawPacket)?.method === 'HEAD';
    const bytes = answer.json
      ? response(answer.status, 'application/json; charset=utf-8', JSON.stringify(answer.json), head)
      : response(answer.status, 'text/html; charset=utf-8', page(answer.page), head);
    // Whatever else the client sends is read and dropped, so closing does not reset the connection under the answer.
    socket.on('data', () => {});
    socket.resume();
    if (socket.writable) socket.end(bytes);
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  });
  // CONNECT never reaches the router: Node hands its socket over, and without a listener drops it unanswered.
  server.on('connect', (_request, socket: Duplex) => {
    socket.on('data', () => {});
    socket.on('error', () => {});
    const body = JSON.stringify({ error: 'This server is not a proxy: CONNECT is not allowed.' });
    if (socket.writable) socket.end(response(405, 'application/json; charset=utf-8', body, false, { allow: 'GET, HEAD, POST, PUT, DELETE' }));
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  });
}
