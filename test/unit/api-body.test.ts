import { expect } from '@open-wc/testing';
import { encodeBody, isJsonType, readBody } from '../../src/shared/api/body.js';
import { UnparseableBody } from '../../src/shared/api/classify.js';

describe('encodeBody', () => {
  it('sends body as JSON', () => {
    expect(encodeBody({ body: { languages: ['fr'] } })).to.deep.equal({
      body: '{"languages":["fr"]}',
      contentType: 'application/json',
    });
  });

  it('sends form fields form-encoded', () => {
    const { body, contentType } = encodeBody({ form: { event: 'click', data: '{"a":1}', ss_cvr: undefined } });
    expect(contentType).to.equal('application/x-www-form-urlencoded;charset=UTF-8');
    expect(String(body)).to.equal('event=click&data=%7B%22a%22%3A1%7D');
  });

  it('sends text as plain text', () => {
    expect(encodeBody({ text: '[{"name":"lcp"}]' })).to.deep.equal({
      body: '[{"name":"lcp"}]',
      contentType: 'text/plain;charset=UTF-8',
    });
  });

  it('sends nothing without a body, and refuses two bodies', () => {
    expect(encodeBody({})).to.deep.equal({});
    expect(() => encodeBody({ body: {}, text: 'x' })).to.throw(TypeError, 'one body');
  });
});

describe('isJsonType', () => {
  it('knows JSON content types', () => {
    for (const type of ['application/json', 'application/json; charset=utf-8', 'application/problem+json', 'TEXT/JSON']) {
      expect(isJsonType(type), type).to.equal(true);
    }
    for (const type of ['text/plain', 'text/html; charset=utf-8', 'application/jsonp', 'application/x-json-stream', null]) {
      expect(isJsonType(type), String(type)).to.equal(false);
    }
  });
});

describe('readBody', () => {
  const url = 'https://site.example/api/x';
  const json = { 'content-type': 'application/json; charset=utf-8' };

  it('parses JSON when the content type says so', async () => {
    expect(await readBody(new Response('{"key":"k1"}', { headers: json }), url)).to.deep.equal({ key: 'k1' });
  });

  it('returns other bodies as text, and an empty body as undefined', async () => {
    expect(await readBody(new Response('user-123', { headers: { 'content-type': 'text/plain' } }), url)).to.equal('user-123');
    expect(await readBody(new Response('{"a":1}'), url), 'no content type: text').to.equal('{"a":1}');
    expect(await readBody(new Response(null, { status: 204 }), url)).to.equal(undefined);
    expect(await readBody(new Response('', { headers: json }), url)).to.equal(undefined);
  });

  it('marks JSON that does not parse, with the URL and the parser message', async () => {
    const body = await readBody(new Response('{nope', { headers: json }), url);
    expect(body).to.be.instanceOf(UnparseableBody);
    expect((body as UnparseableBody).url).to.equal(url);
    expect((body as UnparseableBody).reason)
      .to.be.a('string')
      .and.not.equal('');
  });
});
