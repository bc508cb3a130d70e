import { expect } from '@open-wc/testing';
import { cookieDomainsFor, cookiePathsFor, deleteCookie, deleteCookieEverywhere, getCookie, setCookie } from '../../src/shared/dom/cookies.js';

/** How many cookies of this name a cookie string holds (one per path and domain it was set on). */
function countCookies(cookieString: string, name: string): number {
  return cookieString.split(';').filter((pair) => pair.trim().startsWith(`${name}=`)).length;
}

/** A same-origin frame at `path`: its document.cookie shows the cookies that path can see. */
async function frameAt(path: string): Promise<HTMLIFrameElement> {
  const frame = document.createElement('iframe');
  frame.src = path;
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  await loaded;
  return frame;
}

describe('cookies', () => {
  const names = ['sq_test_cookie', 'sq_test_cookie_b', 'sq_test_everywhere'];

  afterEach(() => {
    for (const name of names) deleteCookieEverywhere(name);
  });

  it('sets a cookie that document.cookie then holds, URI-encoded', () => {
    setCookie('sq_test_cookie', 'a b;c=d é');
    expect(document.cookie).to.contain(`sq_test_cookie=${encodeURIComponent('a b;c=d é')}`);
  });

  it('reads back the decoded value, and undefined for a missing cookie', () => {
    setCookie('sq_test_cookie', 'a b;c=d é', { maxAgeSeconds: 60 });
    expect(getCookie('sq_test_cookie')).to.equal('a b;c=d é');
    expect(getCookie('sq_test_cookie_missing')).to.equal(undefined);
  });

  it('does not confuse names that share a prefix', () => {
    setCookie('sq_test_cookie_b', 'long');
    expect(getCookie('sq_test_cookie')).to.equal(undefined);
    setCookie('sq_test_cookie', 'short');
    expect(getCookie('sq_test_cookie')).to.equal('short');
    expect(getCookie('sq_test_cookie_b')).to.equal('long');
  });

  it('returns a malformed encoded value as it is', () => {
    document.cookie = 'sq_test_cookie=%E0%A4%A; path=/';
    expect(getCookie('sq_test_cookie')).to.equal('%E0%A4%A');
  });

  it('does not keep a cookie whose max-age is 0', () => {
    setCookie('sq_test_cookie', 'gone', { maxAgeSeconds: 0 });
    expect(getCookie('sq_test_cookie')).to.equal(undefined);
  });

  it('deletes a cookie on its path', () => {
    setCookie('sq_test_cookie', 'x');
    deleteCookie('sq_test_cookie');
    expect(getCookie('sq_test_cookie')).to.equal(undefined);
    expect(countCookies(document.cookie, 'sq_test_cookie')).to.equal(0);
  });

  it('deletes a cookie set on this page\u2019s own path', () => {
    setCookie('sq_test_everywhere', 'own path', { path: location.pathname });
    expect(countCookies(document.cookie, 'sq_test_everywhere')).to.equal(1);
    deleteCookieEverywhere('sq_test_everywhere');
    expect(countCookies(document.cookie, 'sq_test_everywhere')).to.equal(0);
  });

  describe('on a deeper path', () => {
    const original = location.href;
    let frame: HTMLIFrameElement | undefined;

    afterEach(() => {
      deleteCookieEverywhere('sq_test_everywhere');
      history.replaceState(null, '', original);
      frame?.remove();
    });

    it('deletes the cookie on "/" and on every prefix of the page path, host-only or for the domain', async () => {
      history.replaceState(null, '', '/sq-cookie-test/shop/item');
      setCookie('sq_test_everywhere', 'root', { path: '/' });
      setCookie('sq_test_everywhere', 'shop', { path: '/sq-cookie-test/shop' });
      setCookie('sq_test_everywhere', 'shop-slash', { path: '/sq-cookie-test/shop/' });
      setCookie('sq_test_everywhere', 'item', { path: '/sq-cookie-test/shop/item' });
      setCookie('sq_test_everywhere', 'domain', { path: '/sq-cookie-test', domain: location.hostname });
      frame = await frameAt('/sq-cookie-test/shop/item/');
      const frameDocument = frame.contentDocument!;
      expect(countCookies(frameDocument.cookie, 'sq_test_everywhere')).to.equal(5);

      deleteCookieEverywhere('sq_test_everywhere');

      frame.remove();
      frame = await frameAt('/sq-cookie-test/shop/item/');
      expect(countCookies(frame.contentDocument!.cookie, 'sq_test_everywhere')).to.equal(0);
      expect(countCookies(document.cookie, 'sq_test_everywhere')).to.equal(0);
    });
  });
});

describe('cookieDomainsFor', () => {
  it('lists the host and each parent domain, never the bare top-level domain', () => {
    expect(cookieDomainsFor('a.b.example.com')).to.deep.equal(['a.b.example.com', '.b.example.com', '.example.com']);
    expect(cookieDomainsFor('www.example.com')).to.deep.equal(['www.example.com', '.example.com']);
    expect(cookieDomainsFor('example.com')).to.deep.equal(['example.com']);
  });

  it('lists a single-label host by itself', () => {
    expect(cookieDomainsFor('localhost')).to.deep.equal(['localhost']);
  });

  it('lists nothing for an IP address or an empty host: their cookies are host-only', () => {
    expect(cookieDomainsFor('127.0.0.1')).to.deep.equal([]);
    expect(cookieDomainsFor('[::1]')).to.deep.equal([]);
    expect(cookieDomainsFor('::1')).to.deep.equal([]);
    expect(cookieDomainsFor('')).to.deep.equal([]);
  });

  it('ignores case and a trailing dot', () => {
    expect(cookieDomainsFor('Shop.Example.COM.')).to.deep.equal(['shop.example.com', '.example.com']);
  });
});

describe('cookiePathsFor', () => {
  it('lists "/" and every prefix, with and without a trailing slash', () => {
    expect(cookiePathsFor('/shop/item')).to.deep.equal(['/', '/shop', '/shop/', '/shop/item', '/shop/item/']);
  });

  it('gives the same paths with a trailing slash or repeated slashes', () => {
    expect(cookiePathsFor('/shop/item/')).to.deep.equal(cookiePathsFor('/shop/item'));
    expect(cookiePathsFor('//shop//item')).to.deep.equal(cookiePathsFor('/shop/item'));
  });

  it('lists only "/" for the root or an empty path', () => {
    expect(cookiePathsFor('/')).to.deep.equal(['/']);
    expect(cookiePathsFor('')).to.deep.equal(['/']);
  });
});
