import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { clientErrorAnswer, requestTarget } from '../../server/http/client-error.js';

const LIMIT = 16384;
const overflow = (text) =>
  Object.assign(new Error('Header overflow'), {
    code: 'HPE_HEADER_OVERFLOW',
    rawPacket: text === undefined ? undefined : Buffer.from(text, 'latin1'),
  });
const long = 'a'.repeat(LIMIT + 100);

describe('answers to requests the HTTP parser refuses', () => {
  test('reads the method and target of a request line, and nothing from a later packet', () => {
    const read = requestTarget(Buffer.from(`GET /api/x?${long}`));
    assert.equal(read.method, 'GET');
    assert.ok(read.target.startsWith('/api/x?aaa'));
    assert.equal(requestTarget(Buffer.from(long)), undefined);
    assert.equal(requestTarget(undefined), undefined);
  });

  test('a too-long API address gets 414 and a JSON reason naming the limit', () => {
    for (const target of [`/api/${long}`, `/api?${long}`]) {
      assert.deepEqual(clientErrorAnswer(overflow(`POST ${target} HTTP/1.1\r\n`), { limit: LIMIT }), {
        status: 414,
        json: { error: 'The address is too long: the address and headers of a request may take at most 16 KB (16384 bytes).' },
      });
    }
  });

  test('a too-long page address, or one whose start is not in the packet, gets 414 and the error page', () => {
    for (const packet of [`GET /${long} HTTP/1.1\r\n`, `GET /apiary/${long}`, long]) {
      const answer = clientErrorAnswer(overflow(packet), { limit: LIMIT });
      assert.equal(answer.status, 414);
      assert.equal(answer.page.title, 'Address too long');
      assert.match(answer.page.message, /at most 16 KB \(16384 bytes\)\. Check the link, or go back to the site\.$/);
    }
  });

  test('a short address with headers over the limit gets 431', () => {
    const packet = `GET /api/crumb HTTP/1.1\r\nX-Filler: ${long}`;
    assert.equal(clientErrorAnswer(overflow(packet), { limit: LIMIT }).status, 431);
    assert.match(clientErrorAnswer(overflow(packet), { limit: LIMIT }).json.error, /^The request's headers are too large/);
    assert.equal(clientErrorAnswer(overflow(`GET / HTTP/1.1\r\nX-Filler: ${long}`), { limit: LIMIT }).page.title, 'Request too large');
  });

  test('other parse failures get 400, a slow request 408, as JSON', () => {
    assert.equal(clientErrorAnswer(Object.assign(new Error('x'), { code: 'HPE_INVALID_METHOD' }), { limit: LIMIT }).status, 400);
    assert.equal(clientErrorAnswer(Object.assign(new Error('x'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' }), { limit: LIMIT }).status, 408);
  });
});
