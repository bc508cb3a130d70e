import { expect } from '@open-wc/testing';
import {
  findInitialIndex,
  historyUrl,
  indexOfItem,
  isHistoryEnabled,
  itemIdFromHash,
  itemIdFromPath,
  type SlideRef,
} from '../../src/shared/gallery/deep-link.js';

const slides: SlideRef[] = [{ id: 'a1', url: 'sunrise' }, { id: 'b2', url: 'harbour' }, { id: 'c3' }, { url: 'night sky' }];

function initial(hash: string, pathname = '/gallery', collectionUrl: string | undefined = '/gallery') {
  return findInitialIndex({ hash, pathname, collectionUrl, slides });
}

describe('itemId in the hash', () => {
  it('reads itemId from the hash', () => {
    expect(itemIdFromHash('#itemId=b2')).to.equal('b2');
    expect(itemIdFromHash('itemId=b2')).to.equal('b2');
    expect(itemIdFromHash('#view=grid&itemId=night%20sky')).to.equal('night sky');
  });

  it('gives undefined without one', () => {
    for (const hash of ['', '#', '#itemId=', '#item=b2', '#b2', '#ItemId=b2']) expect(itemIdFromHash(hash), hash).to.equal(undefined);
  });
});

describe('itemId in the path', () => {
  it('takes the last path segment after the collection url', () => {
    expect(itemIdFromPath('/gallery/harbour', '/gallery')).to.equal('harbour');
    expect(itemIdFromPath('/gallery/harbour/', '/gallery')).to.equal('harbour');
    expect(itemIdFromPath('/gallery/2024/harbour', '/gallery')).to.equal('harbour');
    expect(itemIdFromPath('/gallery/night%20sky', '/gallery/')).to.equal('night sky');
    expect(itemIdFromPath('/gallery/harbour', 'https://example.com/gallery')).to.equal('harbour');
    expect(itemIdFromPath('/harbour', '/')).to.equal('harbour');
  });

  it('gives undefined on the collection page or outside it', () => {
    expect(itemIdFromPath('/gallery', '/gallery')).to.equal(undefined);
    expect(itemIdFromPath('/gallery/', '/gallery')).to.equal(undefined);
    expect(itemIdFromPath('/gallery-2/harbour', '/gallery')).to.equal(undefined);
    expect(itemIdFromPath('/blog/harbour', '/gallery')).to.equal(undefined);
    expect(itemIdFromPath('/', '/')).to.equal(undefined);
  });

  it('keeps a segment that is not valid percent-encoding as it is', () => {
    expect(itemIdFromPath('/gallery/100%', '/gallery')).to.equal('100%');
  });
});

describe('findInitialIndex', () => {
  it('matches itemId against each slide id or url', () => {
    expect(indexOfItem(slides, 'a1')).to.equal(0);
    expect(indexOfItem(slides, 'harbour')).to.equal(1);
    expect(indexOfItem(slides, 'c3')).to.equal(2);
    expect(indexOfItem(slides, 'night sky')).to.equal(3);
    expect(indexOfItem(slides, 'nothing')).to.equal(undefined);
    expect(indexOfItem([], 'a1')).to.equal(undefined);
  });

  it('takes the slide from the hash', () => {
    expect(initial('#itemId=b2')).to.equal(1);
    expect(initial('#itemId=sunrise')).to.equal(0);
  });

  it('takes the slide from the path without a hash', () => {
    expect(initial('', '/gallery/harbour')).to.equal(1);
    expect(initial('', '/gallery/c3')).to.equal(2);
  });

  it('prefers the hash to the path', () => {
    expect(initial('#itemId=c3', '/gallery/harbour')).to.equal(2);
  });

  it('falls back to the path when the hash matches no slide', () => {
    expect(initial('#itemId=missing', '/gallery/harbour')).to.equal(1);
  });

  it('gives undefined when nothing matches', () => {
    expect(initial('')).to.equal(undefined);
    expect(initial('#itemId=missing', '/gallery/missing')).to.equal(undefined);
    expect(findInitialIndex({ hash: '', pathname: '/gallery/harbour', collectionUrl: undefined, slides })).to.equal(undefined);
    expect(findInitialIndex({ hash: '', pathname: '/gallery/harbour', collectionUrl: '', slides })).to.equal(undefined);
    expect(findInitialIndex({ hash: '#itemId=a1', pathname: '/', slides: [] })).to.equal(undefined);
  });

  it('does not match slides without the id or url asked for', () => {
    expect(findInitialIndex({ hash: '#itemId=undefined', pathname: '/', slides: [{}] })).to.equal(undefined);
  });
});

describe('historyUrl', () => {
  it("writes the slide id as itemId after the collection's full URL and a trailing slash", () => {
    expect(historyUrl({ collectionUrl: '/gallery', origin: 'https://example.com', slide: slides[0]! })).to.equal(
      'https://example.com/gallery/#itemId=a1',
    );
    expect(historyUrl({ collectionUrl: 'https://example.com/gallery', slide: slides[1]! })).to.equal('https://example.com/gallery/#itemId=b2');
  });

  it('keeps one trailing slash', () => {
    expect(historyUrl({ collectionUrl: '/gallery/', origin: 'https://example.com', slide: slides[0]! })).to.equal(
      'https://example.com/gallery/#itemId=a1',
    );
    expect(historyUrl({ collectionUrl: '/', origin: 'https://example.com', slide: slides[0]! })).to.equal('https://example.com/#itemId=a1');
  });

  it('writes the url when the slide has no id, encoded', () => {
    expect(historyUrl({ collectionUrl: '/gallery', origin: 'https://example.com', slide: slides[3]! })).to.equal(
      'https://example.com/gallery/#itemId=night%20sky',
    );
  });

  it('drops the query and hash of the collection URL', () => {
    expect(historyUrl({ collectionUrl: 'https://example.com/gallery?view=grid#top', slide: slides[2]! })).to.equal(
      'https://example.com/gallery/#itemId=c3',
    );
  });

  it('stays site-relative without an origin', () => {
    expect(historyUrl({ collectionUrl: '/gallery', slide: slides[0]! })).to.equal('/gallery/#itemId=a1');
    expect(historyUrl({ collectionUrl: '//cdn.example.com/gallery', slide: slides[0]! })).to.equal('https://cdn.example.com/gallery/#itemId=a1');
  });

  it('reads back to the same slide', () => {
    for (const [index, slide] of slides.entries()) {
      const written = new URL(historyUrl({ collectionUrl: '/gallery', origin: 'https://example.com', slide })!);
      expect(findInitialIndex({ hash: written.hash, pathname: written.pathname, collectionUrl: '/gallery', slides })).to.equal(index);
    }
  });

  it('gives undefined for a slide with neither id nor url', () => {
    expect(historyUrl({ collectionUrl: '/gallery', slide: {} })).to.equal(undefined);
    expect(historyUrl({ collectionUrl: '/gallery', slide: { id: '', url: null } })).to.equal(undefined);
  });

  it('gives undefined for a collection URL it cannot read', () => {
    expect(historyUrl({ collectionUrl: 'https://', slide: slides[0]! })).to.equal(undefined);
    expect(historyUrl({ collectionUrl: '/gallery', origin: 'not a url', slide: slides[0]! })).to.equal(undefined);
  });
});

describe('isHistoryEnabled', () => {
  it('follows the setting outside the back-end editor, and is off in it', () => {
    expect(isHistoryEnabled({ setting: true, inEditor: false })).to.equal(true);
    expect(isHistoryEnabled({ setting: false, inEditor: false })).to.equal(false);
    expect(isHistoryEnabled({ setting: true, inEditor: true })).to.equal(false);
    expect(isHistoryEnabled({ setting: false, inEditor: true })).to.equal(false);
  });
});
