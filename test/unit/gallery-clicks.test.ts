import { expect } from '@open-wc/testing';
import { isActivationKey, slideshowClick, stripClick, stripKey, type SlideshowClick } from '../../src/shared/gallery/clicks.js';

function slideshow(overrides: Partial<SlideshowClick> = {}) {
  return slideshowClick({ target: 'slide', clickBehavior: 'next', x: 100, width: 1000, ...overrides });
}

describe('slideshow click', () => {
  it('navigates to a click-through URL', () => {
    expect(slideshow({ clickThroughUrl: 'https://example.com/page' })).to.deep.equal({ type: 'navigate', url: 'https://example.com/page' });
    expect(slideshow({ clickThroughUrl: ' /shop ', clickBehavior: 'previous' })).to.deep.equal({ type: 'navigate', url: '/shop' });
  });

  it('advances by clickBehavior otherwise', () => {
    expect(slideshow()).to.deep.equal({ type: 'next' });
    expect(slideshow({ clickBehavior: 'previous' })).to.deep.equal({ type: 'previous' });
    expect(slideshow({ clickThroughUrl: '' })).to.deep.equal({ type: 'next' });
    expect(slideshow({ clickThroughUrl: '   ' })).to.deep.equal({ type: 'next' });
    expect(slideshow({ clickThroughUrl: null })).to.deep.equal({ type: 'next' });
  });

  it('goes by the half clicked: left previous, right next', () => {
    expect(slideshow({ clickBehavior: 'half', x: 0 })).to.deep.equal({ type: 'previous' });
    expect(slideshow({ clickBehavior: 'half', x: 499.9 })).to.deep.equal({ type: 'previous' });
    expect(slideshow({ clickBehavior: 'half', x: 500 })).to.deep.equal({ type: 'next' });
    expect(slideshow({ clickBehavior: 'half', x: 1000 })).to.deep.equal({ type: 'next' });
  });

  it('does nothing for clicks on videos or links, even with a click-through URL', () => {
    for (const target of ['video', 'link'] as const) {
      expect(slideshow({ target }), target).to.deep.equal({ type: 'none' });
      expect(slideshow({ target, clickThroughUrl: 'https://example.com' }), target).to.deep.equal({ type: 'none' });
      expect(slideshow({ target, clickBehavior: 'half', x: 10 }), target).to.deep.equal({ type: 'none' });
    }
  });
});

describe('strip click', () => {
  it('selects a slide that is not current', () => {
    for (const behavior of ['next', 'previous', 'stay'] as const) {
      expect(stripClick({ target: 'slide', index: 3, currentIndex: 1, activeSlideClickBehavior: behavior })).to.deep.equal({
        type: 'goTo',
        index: 3,
      });
    }
  });

  it('follows activeSlideClickBehavior on the current slide', () => {
    const click = { target: 'slide', index: 2, currentIndex: 2 } as const;
    expect(stripClick({ ...click, activeSlideClickBehavior: 'next' })).to.deep.equal({ type: 'next' });
    expect(stripClick({ ...click, activeSlideClickBehavior: 'previous' })).to.deep.equal({ type: 'previous' });
    expect(stripClick({ ...click, activeSlideClickBehavior: 'stay' })).to.deep.equal({ type: 'none' });
  });

  it('leaves the current video (or a link in it) to itself, and selects a video that is not current', () => {
    expect(stripClick({ target: 'video', index: 2, currentIndex: 2, activeSlideClickBehavior: 'next' })).to.deep.equal({ type: 'none' });
    expect(stripClick({ target: 'link', index: 2, currentIndex: 2, activeSlideClickBehavior: 'next' })).to.deep.equal({ type: 'none' });
    expect(stripClick({ target: 'video', index: 0, currentIndex: 2, activeSlideClickBehavior: 'stay' })).to.deep.equal({ type: 'goTo', index: 0 });
  });

  it('activates with Enter or Space as with a click', () => {
    for (const key of ['Enter', ' ', 'Spacebar']) {
      expect(stripKey(key, { index: 1, currentIndex: 0, activeSlideClickBehavior: 'stay' }), key).to.deep.equal({ type: 'goTo', index: 1 });
      expect(stripKey(key, { index: 0, currentIndex: 0, activeSlideClickBehavior: 'next' }), key).to.deep.equal({ type: 'next' });
    }
  });

  it('ignores other keys', () => {
    for (const key of ['a', 'Tab', 'Escape', 'ArrowRight', 'Space']) {
      expect(stripKey(key, { index: 1, currentIndex: 0, activeSlideClickBehavior: 'next' }), key).to.deep.equal({ type: 'none' });
    }
  });

  it('recognises the activation keys', () => {
    expect(isActivationKey('Enter')).to.equal(true);
    expect(isActivationKey(' ')).to.equal(true);
    expect(isActivationKey('enter')).to.equal(false);
    expect(isActivationKey('')).to.equal(false);
  });
});
