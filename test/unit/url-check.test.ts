import { expect } from '@open-wc/testing';
import { checkUrl, isSitePath, type UrlUse } from '../../src/shared/url/check.js';
import { isSafeLinkHref, navigationTarget } from '../../src/shared/url/links.js';
import { URL_CORPUS, URL_CORPUS_BASE } from '../fixtures/url-corpus.js';

const shown = (url: string) => JSON.stringify(url);

describe('the URL check over the corpus of tricky URLs', () => {
  for (const { url, link, navigation, sitePath, image = navigation } of URL_CORPUS) {
    it(`${shown(url)}: link ${link}, navigation ${navigation ?? 'none'}, site path ${sitePath}`, () => {
      expect(isSafeLinkHref(url, URL_CORPUS_BASE), 'link').to.equal(link);
      expect(checkUrl(url, 'image', { base: URL_CORPUS_BASE })?.url.href ?? null, 'image').to.equal(image);
      const target = navigationTarget(url, URL_CORPUS_BASE);
      expect(target === undefined ? null : new URL(target, URL_CORPUS_BASE).href, 'navigation').to.equal(navigation);
      expect(isSitePath(url, URL_CORPUS_BASE), 'site path').to.equal(sitePath);
    });
  }

  it('never passes a URL whose scheme its use does not allow, for any input of the corpus', () => {
    const allowed: Record<UrlUse, string[]> = {
      link: ['https:', 'http:', 'mailto:', 'tel:', 'sms:', 'ftp:'],
      navigation: ['https:', 'http:'],
      image: ['https:', 'http:'],
      script: ['https:', 'http:'],
      frame: ['https:', 'http:'],
      media: ['https:', 'http:'],
    };
    for (const { url } of URL_CORPUS) {
      for (const use of Object.keys(allowed) as UrlUse[]) {
        const checked = checkUrl(url, use, { base: URL_CORPUS_BASE });
        if (checked) expect(allowed[use], `${use} ${shown(url)}`).to.include(checked.url.protocol);
        const own = checkUrl(url, use, { base: URL_CORPUS_BASE, sameOrigin: true });
        if (own) expect(own.url.origin, `${use} ${shown(url)} on this site`).to.equal('https://site.example');
      }
    }
  });

  it('reads the page address from location when none is given', () => {
    expect(checkUrl('/shop', 'navigation')?.url.origin).to.equal(location.origin);
    expect(isSitePath('/shop')).to.be.true;
    expect(isSitePath('/\\evil.example')).to.be.false;
  });

  it('refuses what is not a string', () => {
    for (const value of [undefined, null, 42, {}, ['/shop']]) expect(checkUrl(value, 'link'), String(value)).to.equal(null);
  });
});
