import { expect } from '@open-wc/testing';
import { heightRatio } from '../../src/shared/gallery/dimensions.js';
import {
  VIDEO_THUMBNAIL_DIMENSIONS,
  imageLoadConcurrency,
  imageSizesAttribute,
  imageSizesFor,
  imageSources,
  imageSrcset,
  imageUrl,
  isValidImageSource,
  pickImageSize,
  slideDimensions,
  upgradeResolution,
} from '../../src/shared/gallery/images.js';

const SRC = 'https://images.example.com/a/photo.jpg';

describe('image sources', () => {
  it('accepts http(s), protocol-relative and site-relative URLs', () => {
    for (const src of [SRC, 'http://example.com/p.png', 'HTTPS://EXAMPLE.COM/p.png', '//cdn.example.com/p.jpg', '/s/photo.jpg', '/photo.jpg?x=1']) {
      expect(isValidImageSource(src), src).to.equal(true);
    }
  });

  it('refuses anything else', () => {
    for (const src of [
      '',
      'photo.jpg',
      'data:image/png;base64,AAAA',
      'javascript:alert(1)',
      'ftp://example.com/p.jpg',
      'https://',
      '///p.jpg',
      'https://example.com/my photo.jpg',
      ' /photo.jpg',
    ]) {
      expect(isValidImageSource(src), src).to.equal(false);
    }
    for (const src of [undefined, null, 42, {}]) expect(isValidImageSource(src)).to.equal(false);
  });
});

describe('imageUrl', () => {
  it('asks for a width with ?format={w}w', () => {
    expect(imageUrl(SRC, 500)).to.equal(`${SRC}?format=500w`);
    expect(imageUrl('/s/photo.jpg', 100)).to.equal('/s/photo.jpg?format=100w');
  });

  it('keeps other parameters and the fragment', () => {
    expect(imageUrl(`${SRC}?content-type=image%2Fjpeg`, 750)).to.equal(`${SRC}?content-type=image%2Fjpeg&format=750w`);
    expect(imageUrl(`${SRC}#frag`, 300)).to.equal(`${SRC}?format=300w#frag`);
    expect(imageUrl(`${SRC}?a=1&&b=2#x`, 300)).to.equal(`${SRC}?a=1&b=2&format=300w#x`);
  });

  it('replaces a format already there', () => {
    expect(imageUrl(`${SRC}?format=2500w`, 300)).to.equal(`${SRC}?format=300w`);
    expect(imageUrl(`${SRC}?a=1&format=original&b=2`, 300)).to.equal(`${SRC}?a=1&b=2&format=300w`);
    expect(imageUrl(`${SRC}?formats=x`, 300)).to.equal(`${SRC}?formats=x&format=300w`);
  });

  it('gives undefined for an invalid source or width', () => {
    expect(imageUrl('photo.jpg', 300)).to.equal(undefined);
    for (const width of [0, -100, Number.NaN, Number.POSITIVE_INFINITY]) expect(imageUrl(SRC, width), String(width)).to.equal(undefined);
  });

  it('rounds the width', () => {
    expect(imageUrl(SRC, 299.6)).to.equal(`${SRC}?format=300w`);
  });
});

describe('srcset and sizes', () => {
  it('offers every size, smallest first', () => {
    expect(imageSizesFor()).to.deep.equal([100, 300, 500, 750, 1000, 1500, 2500]);
    expect(imageSrcset(SRC)).to.equal([100, 300, 500, 750, 1000, 1500, 2500].map((size) => `${SRC}?format=${size}w ${size}w`).join(', '));
  });

  it('offers no size beyond the first that covers the original width', () => {
    expect(imageSizesFor(800)).to.deep.equal([100, 300, 500, 750, 1000]);
    expect(imageSizesFor(750)).to.deep.equal([100, 300, 500, 750]);
    expect(imageSizesFor(50)).to.deep.equal([100]);
    expect(imageSizesFor(4000)).to.deep.equal([100, 300, 500, 750, 1000, 1500, 2500]);
    expect(imageSizesFor(0)).to.deep.equal([100, 300, 500, 750, 1000, 1500, 2500]);
    expect(imageSrcset(SRC, 400)).to.equal(`${SRC}?format=100w 100w, ${SRC}?format=300w 300w, ${SRC}?format=500w 500w`);
  });

  it('gives no srcset for an invalid source', () => {
    expect(imageSrcset('data:image/png;base64,AAAA')).to.equal(undefined);
  });

  it('sizes the image to its laid-out box', () => {
    expect(imageSizesAttribute({ width: 332.67 })).to.equal('333px');
    expect(imageSizesAttribute({ width: 250 })).to.equal('250px');
    expect(imageSizesAttribute({ width: 0 })).to.equal('0px');
    expect(imageSizesAttribute({ width: Number.NaN })).to.equal('0px');
  });
});

describe('resolution', () => {
  it('picks the smallest size at least as wide as needed', () => {
    expect(pickImageSize(1)).to.equal(100);
    expect(pickImageSize(100)).to.equal(100);
    expect(pickImageSize(101)).to.equal(300);
    expect(pickImageSize(760)).to.equal(1000);
    expect(pickImageSize(2500)).to.equal(2500);
    expect(pickImageSize(4000)).to.equal(2500);
    expect(pickImageSize(0)).to.equal(100);
    expect(pickImageSize(Number.NaN)).to.equal(2500);
  });

  it('counts the pixel ratio', () => {
    expect(pickImageSize(400, 2)).to.equal(1000);
    expect(pickImageSize(400, 1.5)).to.equal(750);
    expect(pickImageSize(400, 0)).to.equal(500);
    expect(pickImageSize(400, Number.NaN)).to.equal(500);
  });

  it('upgrades when more is needed', () => {
    expect(upgradeResolution(undefined, 280)).to.equal(300);
    expect(upgradeResolution(300, 600)).to.equal(750);
    expect(upgradeResolution(750, 600, 2)).to.equal(1500);
  });

  it('never downgrades', () => {
    expect(upgradeResolution(1500, 200)).to.equal(1500);
    expect(upgradeResolution(750, 750)).to.equal(750);
    expect(upgradeResolution(2500, 10_000)).to.equal(2500);
  });

  it('gives src, srcset and sizes for an image in its box', () => {
    expect(imageSources({ src: SRC, box: { width: 400 }, originalWidth: 3000 })).to.deep.equal({
      src: `${SRC}?format=500w`,
      srcset: imageSrcset(SRC, 3000),
      sizes: '400px',
    });
  });

  it('does not ask for more than the original gives', () => {
    const sources = imageSources({ src: SRC, box: { width: 1200 }, originalWidth: 800, pixelRatio: 2 });
    expect(sources).to.include({ src: `${SRC}?format=1000w`, sizes: '1200px' });
  });

  it('gives the console message for an invalid or missing source', () => {
    for (const src of [undefined, '', 'photo.jpg', 'javascript:alert(1)']) {
      expect(imageSources({ src, box: { width: 400 } }), String(src)).to.deep.equal({ error: 'Invalid or missing image source' });
    }
  });
});

describe('slide dimensions', () => {
  it('reads data-image-dimensions for images', () => {
    expect(slideDimensions({ type: 'image', imageDimensions: '1500x1000' })).to.deep.equal({ width: 1500, height: 1000 });
    expect(slideDimensions({ imageDimensions: '640x480' })).to.deep.equal({ width: 640, height: 480 });
    expect(slideDimensions({ type: 'image', imageDimensions: 'bad' })).to.equal(undefined);
    expect(slideDimensions({ type: 'image' })).to.equal(undefined);
  });

  it('draws video thumbnails 16:9', () => {
    expect(heightRatio(VIDEO_THUMBNAIL_DIMENSIONS)).to.be.closeTo(9 / 16, 1e-12);
    expect(slideDimensions({ type: 'video', imageDimensions: '1000x1000' })).to.equal(VIDEO_THUMBNAIL_DIMENSIONS);
    expect(slideDimensions({ type: 'video' })).to.equal(VIDEO_THUMBNAIL_DIMENSIONS);
  });
});

describe('image loading queue', () => {
  it('loads 16 images at once, 1 on mobile', () => {
    expect(imageLoadConcurrency(false)).to.equal(16);
    expect(imageLoadConcurrency(true)).to.equal(1);
  });
});
