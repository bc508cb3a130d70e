import { expect } from '@open-wc/testing';
import { activateItem, isPaginated, itemRole, type Activation } from '../../src/shared/gallery/activation.js';
import { GalleryDesign } from '../../src/shared/gallery/designs.js';
import { ActiveSlideClickBehavior, ClickBehavior } from '../../src/shared/gallery/options.js';

function activation(overrides: Partial<Activation>): Activation {
  return {
    design: GalleryDesign.GRID,
    lightbox: true,
    hasLightboxItem: true,
    target: 'slide',
    index: 2,
    currentIndex: 0,
    clickBehavior: ClickBehavior.NEXT,
    activeSlideClickBehavior: ActiveSlideClickBehavior.STAY,
    x: 10,
    width: 100,
    ...overrides,
  };
}

describe('gallery item activation', () => {
  it('opens the lightbox for an item without a click-through url', () => {
    expect(activateItem(activation({}))).to.deep.equal({ type: 'lightbox', index: 2 });
    expect(itemRole(activation({}))).to.equal('lightbox');
  });

  it('follows a click-through url instead, and makes the item a link', () => {
    const item = activation({ clickThroughUrl: ' /shop ' });
    expect(activateItem(item)).to.deep.equal({ type: 'navigate', url: '/shop' });
    expect(itemRole(item)).to.equal('link');
  });

  it('does nothing without a lightbox or without an image to show', () => {
    expect(activateItem(activation({ lightbox: false }))).to.deep.equal({ type: 'none' });
    expect(itemRole(activation({ lightbox: false }))).to.equal(undefined);
    expect(activateItem(activation({ hasLightboxItem: false }))).to.deep.equal({ type: 'none' });
  });

  it('leaves clicks on videos and links inside an item to them', () => {
    expect(activateItem(activation({ target: 'video' }))).to.deep.equal({ type: 'none' });
    expect(activateItem(activation({ target: 'link', clickThroughUrl: '/x' }))).to.deep.equal({ type: 'none' });
  });

  it('advances a slideshow by clickBehavior when the lightbox is off, and opens it when on', () => {
    const slideshow = { design: GalleryDesign.STACKED, lightbox: false };
    expect(activateItem(activation(slideshow))).to.deep.equal({ type: 'next' });
    expect(activateItem(activation({ ...slideshow, clickBehavior: ClickBehavior.PREVIOUS }))).to.deep.equal({ type: 'previous' });
    expect(activateItem(activation({ ...slideshow, clickBehavior: ClickBehavior.HALF, x: 10 }))).to.deep.equal({ type: 'previous' });
    expect(activateItem(activation({ ...slideshow, clickBehavior: ClickBehavior.HALF, x: 90 }))).to.deep.equal({ type: 'next' });
    expect(activateItem(activation({ design: GalleryDesign.STACKED }))).to.deep.equal({ type: 'lightbox', index: 2 });
  });

  it('selects in the strip, where every item is a button', () => {
    const strip = { design: GalleryDesign.STRIP };
    expect(itemRole(activation(strip))).to.equal('button');
    expect(activateItem(activation(strip))).to.deep.equal({ type: 'goTo', index: 2 });
    expect(activateItem(activation({ ...strip, currentIndex: 2 }))).to.deep.equal({ type: 'none' });
    expect(activateItem(activation({ ...strip, currentIndex: 2, activeSlideClickBehavior: ActiveSlideClickBehavior.NEXT }))).to.deep.equal({
      type: 'next',
    });
  });

  it('knows which designs have a current slide', () => {
    expect(Object.values(GalleryDesign).filter(isPaginated)).to.deep.equal(['stacked', 'strip', 'carousel']);
  });
});
