import { expect } from '@open-wc/testing';
import { canonicalUrl } from '../../src/shared/blocks/share.js';
import { followNetworkOf, profileHref, sharedPageUrl, shareHref, widgetScriptUrl } from '../../src/shared/social/networks.js';

describe('social networks: profiles, widget scripts and share addresses', () => {
  it('takes a profile address only as an http(s) address on another site', () => {
    expect(profileHref(' https://www.instagram.com/juniper/ ')).to.equal('https://www.instagram.com/juniper/');
    for (const bad of [
      'javascript:alert(1)',
      '/about',
      '//evil.example/x',
      'https:evil.example',
      'java\tscript:alert(1)',
      'mailto:a@b.co',
      '',
      42,
      undefined,
    ]) {
      expect(profileHref(bad), String(bad)).to.equal(undefined);
    }
  });

  it('names the network from the host, subdomains included, and nothing for another site', () => {
    expect(followNetworkOf('https://www.instagram.com/juniper')).to.equal('instagram');
    expect(followNetworkOf('https://twitter.com/juniper')).to.equal('x');
    expect(followNetworkOf('https://uk.linkedin.com/company/juniper')).to.equal('linkedin');
    expect(followNetworkOf('https://instagram.com.evil.example/juniper')).to.equal(undefined);
    expect(followNetworkOf('https://notinstagram.com/juniper')).to.equal(undefined);
    expect(followNetworkOf('javascript:alert(1)')).to.equal(undefined);
  });

  it('takes a widget script from https, or http on a loopback host only, without credentials', () => {
    expect(widgetScriptUrl('https://widgets.example/follow.js')?.origin).to.equal('https://widgets.example');
    expect(widgetScriptUrl('http://localhost:8000/__script-stand-in/a.js')?.href).to.equal('http://localhost:8000/__script-stand-in/a.js');
    expect(widgetScriptUrl('http://127.0.0.1/a.js')).to.not.equal(undefined);
    for (const bad of [
      'http://widgets.example/follow.js',
      'data:text/javascript,alert(1)',
      '/local.js',
      'https://u:p@widgets.example/a.js',
      'ftp://x.example/a.js',
    ]) {
      expect(widgetScriptUrl(bad), bad).to.equal(undefined);
    }
  });

  it('builds each share address with the page and title encoded', () => {
    const page = 'https://juniper.example/journal/a?b=1&c=2';
    const title = 'Salt & “smoke”';
    const encoded = encodeURIComponent(page);
    expect(shareHref('facebook', page, title)).to.equal(`https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
    expect(shareHref('x', page, title)).to.equal(`https://x.com/intent/post?url=${encoded}&text=${encodeURIComponent(title)}`);
    expect(shareHref('linkedin', page, title)).to.equal(`https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`);
    expect(shareHref('pinterest', page, title)).to.equal(
      `https://www.pinterest.com/pin/create/button/?url=${encoded}&description=${encodeURIComponent(title)}`,
    );
    expect(shareHref('email', page, title)).to.equal(`mailto:?subject=${encodeURIComponent(title)}&body=${encoded}`);
  });

  it('shares a page as an absolute http(s) address without its fragment; the canonical one from the base URL and path', () => {
    expect(sharedPageUrl('https://juniper.example/a#comments')).to.equal('https://juniper.example/a');
    expect(sharedPageUrl('/a')).to.equal(undefined);
    expect(sharedPageUrl('javascript:alert(1)')).to.equal(undefined);
    expect(canonicalUrl({ baseUrl: 'https://juniper.example', path: '/journal/glazes' })).to.equal('https://juniper.example/journal/glazes');
    expect(canonicalUrl({ baseUrl: 'https://juniper.example/', path: '' })).to.equal('https://juniper.example/');
    expect(canonicalUrl({ baseUrl: undefined, path: '/a' })).to.equal(undefined);
    expect(canonicalUrl({ baseUrl: 'javascript:alert(1)', path: '/a' })).to.equal(undefined);
  });
});
