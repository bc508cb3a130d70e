import { expect } from '@open-wc/testing';
import {
  LIGHTBOX_CAPTION_HIDE_MS,
  LIGHTBOX_CLICK_DEAD_ZONE_FRACTION,
  LIGHTBOX_FADE_MS,
  LIGHTBOX_KEY_REPEAT_THROTTLE_MS,
  LIGHTBOX_OVERLAY_OPACITY,
} from '../../src/shared/constants/index.js';
import {
  classifySwipe,
  clickZone,
  isCaptionVisible,
  isLongPress,
  lightboxKeyAction,
  lightboxNext,
  lightboxPagination,
  lightboxPrevious,
  lockAxis,
  opensLightbox,
  shouldHandleKey,
} from '../../src/shared/gallery/lightbox.js';
import { isMobileViewport } from '../../src/shared/gallery/viewport.js';

const desktop = { mobile: false };
const mobile = { mobile: true };

describe('lightbox constants', () => {
  it('fades in 0.6 s over a 0.95 overlay, throttles keys to 200 ms and hides the caption after 500 ms', () => {
    expect(LIGHTBOX_FADE_MS).to.equal(600);
    expect(LIGHTBOX_OVERLAY_OPACITY).to.equal(0.95);
    expect(LIGHTBOX_KEY_REPEAT_THROTTLE_MS).to.equal(200);
    expect(LIGHTBOX_CAPTION_HIDE_MS).to.equal(500);
    expect(LIGHTBOX_CLICK_DEAD_ZONE_FRACTION).to.equal(0.02);
  });
});

describe('opening the lightbox', () => {
  it('opens for an item without a click-through url when the gallery has a lightbox', () => {
    expect(opensLightbox({ lightbox: true })).to.equal(true);
    expect(opensLightbox({ lightbox: true, clickThroughUrl: '' })).to.equal(true);
    expect(opensLightbox({ lightbox: true, clickThroughUrl: '  ' })).to.equal(true);
    expect(opensLightbox({ lightbox: true, clickThroughUrl: null })).to.equal(true);
  });

  it('does not open for an item with a click-through url, or without a lightbox', () => {
    expect(opensLightbox({ lightbox: true, clickThroughUrl: '/shop' })).to.equal(false);
    expect(opensLightbox({ lightbox: false })).to.equal(false);
  });
});

describe('lightbox navigation', () => {
  it('steps through the set', () => {
    expect(lightboxNext(0, 4, desktop)).to.equal(1);
    expect(lightboxPrevious(2, 4, desktop)).to.equal(1);
    expect(lightboxNext(1, 4, mobile)).to.equal(2);
    expect(lightboxPrevious(2, 4, mobile)).to.equal(1);
  });

  it('wraps on desktop', () => {
    expect(lightboxNext(3, 4, desktop)).to.equal(0);
    expect(lightboxPrevious(0, 4, desktop)).to.equal(3);
  });

  it('does not wrap on mobile', () => {
    expect(lightboxNext(3, 4, mobile)).to.equal(3);
    expect(lightboxPrevious(0, 4, mobile)).to.equal(0);
  });

  it('normalises the index it starts from', () => {
    expect(lightboxNext(-1, 4, desktop)).to.equal(0);
    expect(lightboxNext(7, 4, mobile)).to.equal(3);
    expect(lightboxNext(6, 4, mobile)).to.equal(3);
    expect(lightboxPrevious(4, 4, mobile)).to.equal(0);
  });

  it('stays put with one item or none', () => {
    for (const context of [desktop, mobile]) {
      expect(lightboxNext(0, 1, context)).to.equal(0);
      expect(lightboxPrevious(0, 1, context)).to.equal(0);
      expect(lightboxNext(0, 0, context)).to.equal(0);
      expect(lightboxPrevious(0, 0, context)).to.equal(0);
    }
  });

  it('disables the controls only at the ends on mobile', () => {
    expect(lightboxPagination(0, 4, desktop)).to.deep.equal({ previous: true, next: true });
    expect(lightboxPagination(3, 4, desktop)).to.deep.equal({ previous: true, next: true });
    expect(lightboxPagination(0, 4, mobile)).to.deep.equal({ previous: false, next: true });
    expect(lightboxPagination(3, 4, mobile)).to.deep.equal({ previous: true, next: false });
    expect(lightboxPagination(0, 1, desktop)).to.deep.equal({ previous: false, next: false });
  });

  it('is mobile up to 432 px', () => {
    expect(isMobileViewport(320)).to.equal(true);
    expect(isMobileViewport(432)).to.equal(true);
    expect(isMobileViewport(433)).to.equal(false);
  });
});

describe('lightbox click zones', () => {
  it('does nothing in the outer 2 % of the window', () => {
    for (const x of [0, 19.9, 980.1, 1000]) expect(clickZone(x, 1000), String(x)).to.equal('none');
  });

  it('goes previous in the left half and next in the right half', () => {
    expect(clickZone(20, 1000)).to.equal('previous');
    expect(clickZone(499, 1000)).to.equal('previous');
    expect(clickZone(500, 1000)).to.equal('next');
    expect(clickZone(980, 1000)).to.equal('next');
  });

  it('does nothing outside the window or without a width', () => {
    expect(clickZone(-5, 1000)).to.equal('none');
    expect(clickZone(1200, 1000)).to.equal('none');
    expect(clickZone(10, 0)).to.equal('none');
    expect(clickZone(Number.NaN, 1000)).to.equal('none');
    expect(clickZone(10, Number.NaN)).to.equal('none');
  });
});

describe('lightbox keys', () => {
  it('goes previous with 37 and next with 39, and closes with Escape', () => {
    expect(lightboxKeyAction({ keyCode: 37 })).to.equal('previous');
    expect(lightboxKeyAction({ keyCode: 39 })).to.equal('next');
    expect(lightboxKeyAction({ key: 'ArrowLeft' })).to.equal('previous');
    expect(lightboxKeyAction({ key: 'ArrowRight' })).to.equal('next');
    expect(lightboxKeyAction({ key: 'Escape', keyCode: 27 })).to.equal('close');
  });

  it('ignores other keys', () => {
    for (const event of [{ keyCode: 38 }, { keyCode: 40 }, { key: 'Enter', keyCode: 13 }, {}]) {
      expect(lightboxKeyAction(event), JSON.stringify(event)).to.equal(undefined);
    }
  });

  it('throttles repeats to one per 200 ms', () => {
    expect(shouldHandleKey(undefined, 0)).to.equal(true);
    expect(shouldHandleKey(1000, 1000)).to.equal(false);
    expect(shouldHandleKey(1000, 1199)).to.equal(false);
    expect(shouldHandleKey(1000, 1200)).to.equal(true);
    expect(shouldHandleKey(1000, 5000)).to.equal(true);
  });
});

describe('lightbox swipe', () => {
  it('locks the axis after 10 px', () => {
    expect(lockAxis(9, 9)).to.equal(undefined);
    expect(lockAxis(-9.9, 0)).to.equal(undefined);
    expect(lockAxis(10, 0)).to.equal('x');
    expect(lockAxis(-3, 10)).to.equal('y');
    expect(lockAxis(12, 12)).to.equal('x');
  });

  it('goes next when the finger moves left 50 px and previous when it moves right', () => {
    expect(classifySwipe({ dx: -50, dy: 0, dt: 600 })).to.equal('next');
    expect(classifySwipe({ dx: 50, dy: 10, dt: 600 })).to.equal('previous');
    expect(classifySwipe({ dx: -200, dy: 80, dt: 1000 })).to.equal('next');
  });

  it('takes a shorter flick under 250 ms', () => {
    expect(classifySwipe({ dx: -20, dy: 0, dt: 100 })).to.equal('next');
    expect(classifySwipe({ dx: 30, dy: 5, dt: 249 })).to.equal('previous');
    expect(classifySwipe({ dx: 30, dy: 5, dt: 250 })).to.equal('none');
  });

  it('ignores short, slow, vertical and untimed moves', () => {
    expect(classifySwipe({ dx: -49, dy: 0, dt: 400 })).to.equal('none');
    expect(classifySwipe({ dx: -5, dy: 0, dt: 50 })).to.equal('none');
    expect(classifySwipe({ dx: -60, dy: 100, dt: 100 })).to.equal('none');
    expect(classifySwipe({ dx: 0, dy: 0, dt: 0 })).to.equal('none');
    expect(classifySwipe({ dx: 30, dy: 0, dt: Number.NaN })).to.equal('none');
    expect(classifySwipe({ dx: 30, dy: 0, dt: -10 })).to.equal('none');
  });
});

describe('long press', () => {
  it('is a press held longer than 250 ms', () => {
    expect(isLongPress(250)).to.equal(false);
    expect(isLongPress(251)).to.equal(true);
    expect(isLongPress(0)).to.equal(false);
  });
});

describe('lightbox caption', () => {
  it('shows for 500 ms after the mouse moves', () => {
    expect(isCaptionVisible(1000, 1000)).to.equal(true);
    expect(isCaptionVisible(1000, 1499)).to.equal(true);
    expect(isCaptionVisible(1000, 1500)).to.equal(false);
    expect(isCaptionVisible(undefined, 1000)).to.equal(false);
  });
});
