import { expect } from '@open-wc/testing';
import { itemHashUrl } from '../../src/shared/gallery/deep-link.js';
import { slideAddress } from '../../src/shared/gallery/history.js';
import { readSlides, slideKey } from '../../src/shared/gallery/slides.js';
import { isFollowableUrl } from '../../src/shared/dom/navigate.js';
import { isInBackEndEditor } from '../../src/shared/site/editor.js';

describe('reading slides from light DOM', () => {
  it('reads every slide attribute, the image, its alt text and the caption', () => {
    const host = document.createElement('div');
    host.innerHTML = `
      <figure data-type="video" data-slide-id="v1" data-slide-url="clip" data-click-through-url="/watch" data-src="/v.jpg"
        data-image-dimensions="640x480" data-image-focal-point="0.2,0.8"><img alt="A clip"><figcaption>Clip</figcaption></figure>
      <script type="application/json">{}</script>
      <div data-image-dimensions="bad"><img></div>`;
    const [video, plain, ...rest] = readSlides(host);
    expect(rest).to.deep.equal([]);
    expect(video).to.include({ type: 'video', id: 'v1', url: 'clip', clickThroughUrl: '/watch', src: '/v.jpg', alt: 'A clip', caption: 'Clip' });
    expect(video!.dimensions).to.deep.equal({ width: 16 / 9, height: 1 });
    expect(video!.imageDimensions).to.deep.equal({ width: 640, height: 480 });
    expect(video!.focalPoint).to.deep.equal({ x: 0.2, y: 0.8 });
    expect(plain).to.include({ type: 'image', id: undefined, src: undefined, dimensions: undefined, alt: '', caption: undefined });
    expect(slideKey(video)).to.equal('v1');
    expect(slideKey({ id: undefined, url: 'clip' })).to.equal('clip');
  });
});

describe('history addresses', () => {
  it('keeps the page path and query and puts itemId in the hash without a collection URL', () => {
    expect(itemHashUrl({ pathname: '/p', search: '?a=1', slide: { id: 'x y' } })).to.equal('/p?a=1#itemId=x%20y');
    expect(itemHashUrl({ pathname: '/p', search: '', slide: {} })).to.equal(undefined);
  });

  it("writes after the collection's full URL when there is one", () => {
    const location = { origin: 'https://example.com', pathname: '/gallery/old', search: '?q=1' } as Location;
    expect(slideAddress({ id: 'b' }, '/gallery', location)).to.equal('https://example.com/gallery/#itemId=b');
    expect(slideAddress({ url: 'c' }, undefined, location)).to.equal('/gallery/old?q=1#itemId=c');
  });
});

describe('back-end editor', () => {
  it('is a frame of the config area, not the top window nor a frame elsewhere', () => {
    const top = { location: { pathname: '/config/pages' } };
    const framed = (parent: unknown) => ({ top: parent }) as unknown as Window;
    expect(isInBackEndEditor(window)).to.equal(false);
    expect(isInBackEndEditor(framed(top))).to.equal(true);
    expect(isInBackEndEditor(framed({ location: { pathname: '/blog' } }))).to.equal(false);
    const crossOrigin = {
      get location(): Location {
        throw new DOMException('Blocked', 'SecurityError');
      },
    };
    expect(isInBackEndEditor(framed(crossOrigin))).to.equal(false);
  });
});

describe('click-through urls', () => {
  it('follows web, site, file and anchor links, never scripts', () => {
    for (const url of ['https://example.com/x', '/shop', '/s/file.pdf', '#top', 'example.com']) expect(isFollowableUrl(url), url).to.equal(true);
    for (const url of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,x', '']) expect(isFollowableUrl(url), url).to.equal(false);
  });
});
