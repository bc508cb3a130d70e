import { expect } from '@open-wc/testing';
import { parseBaseUrl } from '../../src/shared/api/base-url.js';
import { apiUrl, isStateChanging, needsCrumb, sendsCrumbHeader, toSearchParams, withCrumb } from '../../src/shared/api/url.js';

describe('parseBaseUrl', () => {
  it('keeps origin and path, without a trailing slash', () => {
    expect(parseBaseUrl('https://shop.example.com')).to.equal('https://shop.example.com');
    expect(parseBaseUrl('https://shop.example.com/')).to.equal('https://shop.example.com');
    expect(parseBaseUrl('http://shop.example.com:8080/site/')).to.equal('http://shop.example.com:8080/site');
    expect(parseBaseUrl('  HTTPS://Shop.Example.com//  ')).to.equal('https://shop.example.com');
  });

  it('drops query, fragment and credentials', () => {
    expect(parseBaseUrl('https://user:secret@shop.example.com/site?x=1#top')).to.equal('https://shop.example.com/site');
  });

  it('resolves a relative base against the page', () => {
    expect(parseBaseUrl('/shop', 'https://site.example/page/')).to.equal('https://site.example/shop');
    expect(parseBaseUrl('//api.example', 'https://site.example/')).to.equal('https://api.example');
  });

  it('refuses anything but http and https', () => {
    for (const value of ['javascript:alert(1)', 'ftp://files.example', 'data:text/plain,x', 'file:///etc', 'mailto:a@b.c', 'not a url', '']) {
      expect(parseBaseUrl(value), value).to.equal(undefined);
    }
  });
});

describe('apiUrl', () => {
  it('joins base and path, with or without a leading slash', () => {
    expect(apiUrl('https://site.example', '/api/form/FormSubmissionKey').href).to.equal('https://site.example/api/form/FormSubmissionKey');
    expect(apiUrl('https://site.example/prefix', 'api/crumb').href).to.equal('https://site.example/prefix/api/crumb');
  });

  it('appends the query, leaving out null and undefined, repeating arrays, encoding values', () => {
    const url = apiUrl('https://site.example', '/api/site-users/account/session', {
      cloneCart: true,
      n: 0,
      skip: undefined,
      none: null,
      tags: ['a b', 'c&d'],
    });
    expect(url.search).to.equal('?cloneCart=true&n=0&tags=a+b&tags=c%26d');
  });

  it('keeps a query string already in the path', () => {
    expect(apiUrl('https://site.example', '/api/x?a=1', new URLSearchParams({ b: '2' })).search).to.equal('?a=1&b=2');
  });
});

describe('toSearchParams', () => {
  it('copies URLSearchParams rather than sharing them', () => {
    const source = new URLSearchParams({ event: 'click' });
    const copy = toSearchParams(source);
    copy.append('data', '{}');
    expect(source.toString()).to.equal('event=click');
    expect(copy.toString()).to.equal('event=click&data=%7B%7D');
  });
});

describe('the crumb on a call', () => {
  it('goes with GET, POST, PUT, PATCH and DELETE to /api/, in any case; the header only with the state-changing ones', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'post', 'delete']) {
      expect(isStateChanging(method), method).to.equal(true);
      expect(sendsCrumbHeader(method), method).to.equal(true);
      expect(needsCrumb(method, '/api/census/RecordHit'), method).to.equal(true);
      expect(needsCrumb(method, 'api/census/RecordHit'), method).to.equal(true);
    }
    for (const method of ['GET', 'get']) {
      expect(isStateChanging(method), method).to.equal(false);
      expect(sendsCrumbHeader(method), method).to.equal(false);
      expect(needsCrumb(method, '/api/multilingual/settings'), method).to.equal(true);
    }
  });

  it('does not go outside /api/', () => {
    expect(needsCrumb('GET', '/apiary/x')).to.equal(false);
    expect(needsCrumb('POST', '/apiary/x')).to.equal(false);
    expect(needsCrumb('POST', '/other/api/x')).to.equal(false);
  });

  it('is set as the crumb query parameter on a copy of the URL', () => {
    const url = new URL('https://site.example/api/x?crumb=old&a=1');
    const crumbed = withCrumb(url, 'n0nce.s1g');
    expect(crumbed.searchParams.get('crumb')).to.equal('n0nce.s1g');
    expect(crumbed.searchParams.get('a')).to.equal('1');
    expect(url.searchParams.get('crumb'), 'the original is untouched').to.equal('old');
  });
});
