import { expect } from '@open-wc/testing';
import { toSiteContext } from '../../src/shared/site/context.js';
import {
  NO_REDIRECT_SESSION_KEY,
  configPanelUrl,
  configRedirectUrl,
  hasNoRedirectQuery,
  isLocalhost,
  isLogoutSuccessQuery,
  logoutReturnUrl,
  logoutSuccessDialog,
  type ConfigRedirectInput,
} from '../../src/shared/site/config-redirect.js';

const owner = (website: Record<string, unknown> = {}, websiteRoles = [1]) =>
  toSiteContext({ authenticatedAccount: { id: 'a1' }, websiteRoles, website: { baseUrl: 'https://juniper.example.com', ...website } });

const input = (overrides: Partial<ConfigRedirectInput> = {}): ConfigRedirectInput => ({
  context: owner(),
  location: { hostname: 'juniper.example.com', pathname: '/shop/mug', search: '?color=blue&size=2' },
  isTopWindow: true,
  sessionNoRedirect: false,
  ...overrides,
});

const EXPECTED = `https://juniper.example.com/config/?frameUrl=${encodeURIComponent('/shop/mug?color=blue&size=2')}`;

describe('config redirect', () => {
  it('sends an authenticated owner to /config/ framing the encoded path and query', () => {
    expect(configRedirectUrl(input())).to.deep.equal({ url: EXPECTED, rememberNoRedirect: false });
    expect(EXPECTED).to.equal('https://juniper.example.com/config/?frameUrl=%2Fshop%2Fmug%3Fcolor%3Dblue%26size%3D2');
  });

  it('stays on the current origin when the site has no valid base url', () => {
    expect(configPanelUrl(toSiteContext({}), { pathname: '/', search: '' })).to.equal('/config/?frameUrl=%2F');
    expect(configPanelUrl(toSiteContext({ website: { baseUrl: 'not a url' } }), { pathname: '/a', search: '' })).to.equal('/config/?frameUrl=%2Fa');
    expect(configPanelUrl(toSiteContext({ website: { baseUrl: 'https://x.example/some/path' } }), { pathname: '/a', search: '' })).to.equal(
      'https://x.example/config/?frameUrl=%2Fa',
    );
  });

  it("stays on the page's own address when it differs from the site's base url", () => {
    const context = toSiteContext({ website: { baseUrl: 'http://localhost:8080' } });
    const page = { pathname: '/shop.html', search: '?x=1' };
    expect(configPanelUrl(context, { ...page, origin: 'http://site.test:8181' })).to.equal(
      `http://site.test:8181/config/?frameUrl=${encodeURIComponent('/shop.html?x=1')}`,
    );
    expect(configPanelUrl(context, { ...page, origin: 'http://localhost:8080' }), 'the same address either way').to.equal(
      `http://localhost:8080/config/?frameUrl=${encodeURIComponent('/shop.html?x=1')}`,
    );
    expect(configPanelUrl(context, { ...page, origin: 'null' }), 'an opaque origin falls back to the base url').to.equal(
      `http://localhost:8080/config/?frameUrl=${encodeURIComponent('/shop.html?x=1')}`,
    );
    expect(
      configRedirectUrl(input({ location: { hostname: 'site.test', origin: 'http://site.test:8181', pathname: '/', search: '' } })).url,
    ).to.equal(`http://site.test:8181/config/?frameUrl=${encodeURIComponent('/')}`);
  });

  it('does not redirect a visitor', () => {
    expect(configRedirectUrl(input({ context: toSiteContext({}) })).url).to.equal(undefined);
  });

  it('does not redirect in developer mode or on a cloneable site', () => {
    expect(configRedirectUrl(input({ context: owner({ developerMode: true }) })).url).to.equal(undefined);
    expect(configRedirectUrl(input({ context: owner({ cloneable: true }) })).url).to.equal(undefined);
  });

  it('does not redirect an owner holding only the viewer role', () => {
    expect(configRedirectUrl(input({ context: owner({}, [10]) })).url).to.equal(undefined);
    expect(configRedirectUrl(input({ context: owner({}, [10, 4]) })).url).to.equal(EXPECTED);
    expect(configRedirectUrl(input({ context: owner({}, []) })).url).to.equal(EXPECTED);
  });

  it('does not redirect inside a frame', () => {
    expect(configRedirectUrl(input({ isTopWindow: false })).url).to.equal(undefined);
  });

  it('is skipped on localhost', () => {
    for (const hostname of ['localhost', 'LOCALHOST', 'site.localhost', '127.0.0.1', '127.1.2.3', '[::1]', '::1']) {
      expect(isLocalhost(hostname), hostname).to.equal(true);
      expect(configRedirectUrl(input({ location: { hostname, pathname: '/', search: '' } })).url, hostname).to.equal(undefined);
    }
    expect(isLocalhost('localhost.example.com')).to.equal(false);
    expect(isLocalhost('128.0.0.1')).to.equal(false);
  });

  it('is skipped with noredirect in the query, which is remembered for the session', () => {
    expect(NO_REDIRECT_SESSION_KEY).to.equal('noredirect');
    for (const search of ['?noredirect', '?noredirect=1', '?a=1&noredirect=true']) {
      expect(hasNoRedirectQuery(search)).to.equal(true);
      expect(configRedirectUrl(input({ location: { hostname: 'x.example', pathname: '/', search } }))).to.deep.equal({
        url: undefined,
        rememberNoRedirect: true,
      });
    }
    expect(hasNoRedirectQuery('?redirect=1')).to.equal(false);
  });

  it('remembers noredirect even when there would be no redirect anyway', () => {
    const decision = configRedirectUrl(
      input({ context: toSiteContext({}), location: { hostname: 'x.example', pathname: '/', search: '?noredirect' } }),
    );
    expect(decision).to.deep.equal({ url: undefined, rememberNoRedirect: true });
  });

  it('is skipped for the rest of a session that saw noredirect', () => {
    expect(configRedirectUrl(input({ sessionNoRedirect: true }))).to.deep.equal({ url: undefined, rememberNoRedirect: false });
  });

  it('never redirects from the config area itself', () => {
    expect(configRedirectUrl(input({ location: { hostname: 'x.example', pathname: '/config/pages', search: '' } })).url).to.equal(undefined);
  });
});

describe('logout round trip', () => {
  it('returns to the site root with logout=true', () => {
    expect(logoutReturnUrl()).to.equal('/?logout=true');
    expect(logoutReturnUrl({ previewFrameUrl: '' })).to.equal('/?logout=true');
  });

  it('returns to the preview frame url with logout=true, keeping its query and hash', () => {
    expect(logoutReturnUrl({ previewFrameUrl: '/shop/mug' })).to.equal('/shop/mug?logout=true');
    expect(logoutReturnUrl({ previewFrameUrl: '/shop?color=blue' })).to.equal('/shop?color=blue&logout=true');
    expect(logoutReturnUrl({ previewFrameUrl: '/shop?logout=false#top' })).to.equal('/shop?logout=true#top');
    expect(logoutReturnUrl({ previewFrameUrl: '?a=1' })).to.equal('/?a=1&logout=true');
  });

  it("the logout=true query shows 'Logout Successful'", () => {
    expect(isLogoutSuccessQuery('?logout=true')).to.equal(true);
    expect(isLogoutSuccessQuery('?a=1&logout=true')).to.equal(true);
    expect(isLogoutSuccessQuery('logout=true')).to.equal(true);
    expect(isLogoutSuccessQuery('?logout=false')).to.equal(false);
    expect(isLogoutSuccessQuery('?logout')).to.equal(false);
    expect(isLogoutSuccessQuery('')).to.equal(false);
    expect(logoutSuccessDialog()).to.deep.equal({ title: 'Logout Successful', message: 'You have been successfully logged out.' });
  });
});
