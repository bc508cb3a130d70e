import { expect, waitUntil } from '@open-wc/testing';
import { imagePosition, imageProblem, initialSizes, nextSizesWidth, requestedWidth } from '../../src/shared/image/image.js';
import { enhancePicture } from '../../src/shared/image/picture.js';
import { SHAPES, shapeColor, shapeData } from '../../src/shared/shape/shape.js';
import { fitFontSize, fluidFontSize } from '../../src/shared/text/fit.js';

const node = (attributes: Record<string, string>, parentNode: unknown = {}) => ({
  localName: 'img',
  parentNode,
  getAttribute: (name: string) => attributes[name] ?? null,
});

describe('the image block', () => {
  it('names the spec’s console message for each unusable picture', () => {
    expect(imageProblem(null)).to.equal('Element is not a valid image element');
    expect(imageProblem({ localName: 'p', getAttribute: () => null })).to.equal('Element is not a valid image element');
    expect(imageProblem(node({ src: '/a.jpg' }, null))).to.equal('Image element has no parentNode');
    expect(imageProblem(node({}))).to.equal('Invalid or missing image source');
    expect(imageProblem(node({ src: 'javascript:alert(1)' }))).to.equal('Invalid or missing image source');
    expect(imageProblem(node({ 'data-src': 'https://cdn.example/a b.jpg' }))).to.equal('Invalid or missing image source');
    expect(imageProblem(node({ src: '/a.jpg' }))).to.equal(undefined);
    expect(imageProblem(node({ 'data-src': '//cdn.example/a.jpg' }))).to.equal(undefined);
  });

  it('positions a crop at the focal point, else the centre, saying so for content-fit', () => {
    expect(imagePosition('fill', '0.2,0.9')).to.deep.equal({ position: '20% 90%' });
    expect(imagePosition('fit', '1.5,-1')).to.deep.equal({ position: '100% 0%' });
    expect(imagePosition('fill', undefined)).to.deep.equal({ position: '50% 50%' });
    expect(imagePosition('fit', 'middle')).to.deep.equal({
      position: '50% 50%',
      warning: 'Content-fit image has no alignment; defaulting to center',
    });
  });

  it('only ever grows the width the browser picks a size step for', () => {
    expect(requestedWidth('/a.jpg?format=750w')).to.equal(750);
    expect(requestedWidth('/a.jpg?x=1&format=1500w#top')).to.equal(1500);
    expect(requestedWidth('/a.jpg')).to.equal(undefined);
    expect(nextSizesWidth(undefined, 299.2, undefined, 1)).to.equal(300);
    expect(nextSizesWidth(300, 900, undefined, 1)).to.equal(900);
    // Shrinking keeps the widest so far, and what is already loaded counts (in CSS pixels).
    expect(nextSizesWidth(900, 200, 1000, 1)).to.equal(1000);
    expect(nextSizesWidth(undefined, 200, 1500, 2)).to.equal(750);
    expect(nextSizesWidth(undefined, Number.NaN, undefined, Number.NaN)).to.equal(1);
  });

  it('asks the server’s markup for the window’s width, or its share beside the text', () => {
    expect(initialSizes(undefined)).to.equal('100vw');
    expect(initialSizes('poster')).to.equal('100vw');
    expect(initialSizes('card')).to.equal('(min-width: 768px) 60vw, 100vw');
  });
  it('logs that a picture taken out of its block has no parentNode, in a real document', async () => {
    const host = document.createElement('div');
    const image = document.createElement('img');
    // Far below the window, so nothing loads it meanwhile.
    host.style.marginTop = '5000px';
    image.setAttribute('data-src', '/images/none.svg');
    image.width = 300;
    image.height = 200;
    host.append(image);
    document.body.append(host);
    const messages: string[] = [];
    const stop = enhancePicture(host, undefined, (message) => messages.push(message));
    try {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      expect(messages).to.deep.equal([]);
      image.remove();
      await waitUntil(() => messages.length > 0, 'a message once the picture is out');
      expect(messages).to.deep.equal(['Image element has no parentNode']);
      expect(image.hasAttribute('src')).to.equal(false);
    } finally {
      stop();
      host.remove();
    }
  });
});

describe('the shape block', () => {
  it('draws a known shape with its defaults', () => {
    expect(SHAPES).to.include.members(['rectangle', 'ellipse', 'star', 'arrow']);
    expect(shapeData({ shape: 'star' }, () => true)).to.deep.equal({
      shape: 'star',
      width: 200,
      height: 200,
      color: 'currentColor',
      label: undefined,
    });
    expect(shapeData({ shape: 'ellipse', width: 300, color: 'teal', label: 'A pond' }, () => true)).to.deep.equal({
      shape: 'ellipse',
      width: 300,
      height: 300,
      color: 'teal',
      label: 'A pond',
    });
  });

  it('names the unusable attribute', () => {
    const isColor = (value: string) => shapeColor(value) !== undefined;
    expect(shapeData({ shape: 'toString' }, isColor)).to.deep.equal({ error: '<sq-shape>: cannot draw shape "toString".' });
    expect(shapeData({ shape: 'star', width: 0 }, isColor)).to.deep.equal({ error: '<sq-shape>: cannot draw width "0".' });
    expect(shapeData({ shape: 'star', height: 5000 }, isColor)).to.deep.equal({ error: '<sq-shape>: cannot draw height "5000".' });
    expect(shapeData({ shape: 'star', color: 'red;}' }, isColor)).to.deep.equal({ error: '<sq-shape>: cannot draw color "red;}".' });
  });

  it('accepts hex, rgb(), hsl() and named colours in block data, nothing else', () => {
    expect(['#abc', '#aabbcc80', 'rgb(1 2 3 / 50%)', 'hsl(20, 50%, 40%)', 'Teal'].map(shapeColor)).to.deep.equal([
      '#abc',
      '#aabbcc80',
      'rgb(1 2 3 / 50%)',
      'hsl(20, 50%, 40%)',
      'teal',
    ]);
    expect(['url(x)', '#ab', 'red;}', 'var(--x)', ''].map(shapeColor)).to.deep.equal([undefined, undefined, undefined, undefined, undefined]);
  });
});

describe('text shrink', () => {
  it('finds the largest size that fits by binary search, in few measurements', () => {
    let calls = 0;
    const result = fitFontSize(48, (size) => {
      calls += 1;
      return size <= 23.6;
    });
    expect(result.fitted).to.equal(true);
    expect(result.size).to.be.within(23.35, 23.6);
    expect(calls).to.be.below(12);
  });

  it('keeps text that fits at its size, and stops at 11 px', () => {
    expect(fitFontSize(30, () => true)).to.deep.equal({ size: 30, fitted: true });
    expect(fitFontSize(30, () => false)).to.deep.equal({ size: 11, fitted: false });
    expect(fitFontSize(8, () => true)).to.deep.equal({ size: 11, fitted: true });
  });

  it('writes the size as a share of the width, within the minimum and the maximum', () => {
    expect(fluidFontSize(20, 400, 48)).to.equal('clamp(11px,5cqi,48px)');
    expect(fluidFontSize(20, 0, 48)).to.equal('20px');
  });
});
