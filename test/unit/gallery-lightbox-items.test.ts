import { expect } from '@open-wc/testing';
import { lightboxItemOf, normalizeLightboxItems } from '../../src/shared/gallery/lightbox-items.js';
import { LIGHTBOX_PADDING_PX, lightboxImageBox, lightboxPadding } from '../../src/shared/gallery/lightbox-layout.js';
import { readSlide } from '../../src/shared/gallery/slides.js';

function slideFrom(markup: string) {
  const holder = document.createElement('div');
  holder.innerHTML = markup;
  return readSlide(holder.firstElementChild as HTMLElement);
}

describe('lightbox items from slides', () => {
  it('gives sized sources from data-src, the alt text and the caption as text', () => {
    const slide = slideFrom(
      '<figure data-src="/img/a.jpg" data-image-dimensions="1200x800"><img alt="Harbour"><figcaption> At <b>dusk</b> </figcaption></figure>',
    );
    expect(lightboxItemOf(slide)).to.deep.equal({
      src: '/img/a.jpg?format=1500w',
      srcset:
        '/img/a.jpg?format=100w 100w, /img/a.jpg?format=300w 300w, /img/a.jpg?format=500w 500w, /img/a.jpg?format=750w 750w, /img/a.jpg?format=1000w 1000w, /img/a.jpg?format=1500w 1500w',
      width: 1200,
      height: 800,
      alt: 'Harbour',
      caption: 'At dusk',
    });
  });

  it('asks for no more than 1500 px where srcset is ignored, and less for a smaller image', () => {
    expect(lightboxItemOf(slideFrom('<figure data-src="/a.jpg" data-image-dimensions="3000x2000"><img alt=""></figure>'))!.src).to.equal(
      '/a.jpg?format=1500w',
    );
    expect(lightboxItemOf(slideFrom('<figure data-src="/a.jpg" data-image-dimensions="600x400"><img alt=""></figure>'))!.src).to.equal(
      '/a.jpg?format=750w',
    );
  });

  it('uses the natural size without dimensions, and the page image without data-src', () => {
    const sized = lightboxItemOf(slideFrom('<figure data-src="/a.jpg"><img alt="A"></figure>'), { width: 640, height: 480 });
    expect(sized).to.include({ width: 640, height: 480 });
    const plain = lightboxItemOf(slideFrom('<figure><img alt="B" src="/plain.jpg"></figure>'));
    expect(plain).to.deep.equal({ src: '/plain.jpg', alt: 'B' });
    expect(lightboxItemOf(slideFrom('<figure><img alt="C"></figure>'))).to.equal(undefined);
  });
});

describe('lightbox items given as data', () => {
  it('keeps usable items and reports the others', () => {
    const { items, problems } = normalizeLightboxItems([
      { src: '/a.jpg', width: 10, height: 20, alt: 'A', caption: 'Hi', srcset: '/a.jpg 10w' },
      { src: 'javascript:alert(1)' },
      { src: '/b.jpg', width: -1, height: 5 },
      null,
      'text',
    ]);
    expect(items).to.deep.equal([
      { src: '/a.jpg', srcset: '/a.jpg 10w', width: 10, height: 20, alt: 'A', caption: 'Hi' },
      { src: '/b.jpg', srcset: undefined, alt: '', caption: undefined },
    ]);
    expect(problems).to.deep.equal(Array(3).fill('Invalid or missing image source'));
  });

  it('gives nothing for anything but an array', () => {
    for (const value of [undefined, null, {}, 'x', 3]) expect(normalizeLightboxItems(value)).to.deep.equal({ items: [], problems: [] });
  });
});

describe('lightbox image box', () => {
  it('fits the image inside the window less the padding, centred, never enlarged', () => {
    const viewport = { width: 1200, height: 800 };
    const padding = lightboxPadding(false);
    expect(padding).to.equal(LIGHTBOX_PADDING_PX);
    expect(lightboxImageBox(viewport, { width: 3000, height: 2000 }, padding)).to.deep.equal({ x: 84, y: 56, width: 1032, height: 688 });
    expect(lightboxImageBox(viewport, { width: 400, height: 300 }, padding)).to.deep.equal({ x: 400, y: 250, width: 400, height: 300 });
  });

  it('takes the whole screen on mobile, and the whole area without dimensions', () => {
    expect(lightboxPadding(true)).to.equal(0);
    expect(lightboxImageBox({ width: 400, height: 700 }, { width: 1600, height: 900 }, 0)).to.deep.equal({ x: 0, y: 237.5, width: 400, height: 225 });
    expect(lightboxImageBox({ width: 400, height: 700 }, undefined, 10)).to.deep.equal({ x: 10, y: 10, width: 380, height: 680 });
  });
});
