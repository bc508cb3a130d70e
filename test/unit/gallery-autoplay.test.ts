import { expect } from '@open-wc/testing';
import {
  autoplayAction,
  autoplayDelay,
  autoplayReducer,
  createAutoplayState,
  isAutoplayRunning,
  isMotionDisabled,
  nextAutoplayIndex,
  type AutoplayAction,
  type AutoplayState,
} from '../../src/shared/gallery/autoplay.js';
import { galleryReducer, type GalleryState } from '../../src/shared/gallery/state.js';

function gallery(overrides: Partial<GalleryState> = {}): GalleryState {
  return { count: 5, currentIndex: 0, loop: false, inMotion: false, ...overrides };
}

function sequence(...values: number[]): () => number {
  let i = 0;
  return () => values[i++ % values.length]!;
}

function run(initial: AutoplayState, ...actions: AutoplayAction[]): AutoplayState {
  return actions.reduce(autoplayReducer, initial);
}

describe('autoplay delay', () => {
  it('is 5000 ms by default', () => {
    expect(autoplayDelay(undefined)).to.equal(5000);
  });

  it('converts autoplay-duration seconds to ms', () => {
    expect(autoplayDelay(3)).to.equal(3000);
    expect(autoplayDelay(0.5)).to.equal(500);
    expect(autoplayDelay(2, { lightbox: true })).to.equal(2000);
  });

  it('is 1000 ms by default in the lightbox context', () => {
    expect(autoplayDelay(undefined, { lightbox: true })).to.equal(1000);
    expect(autoplayDelay(undefined, { lightbox: false })).to.equal(5000);
  });

  it('ignores a duration that is not a positive number', () => {
    for (const duration of [0, -2, Number.NaN, Number.POSITIVE_INFINITY]) expect(autoplayDelay(duration), String(duration)).to.equal(5000);
  });
});

describe('next autoplay index', () => {
  it('advances to the next slide', () => {
    expect(nextAutoplayIndex(gallery(), { randomize: false })).to.equal(1);
    expect(nextAutoplayIndex(gallery({ currentIndex: 3 }), { randomize: false })).to.equal(4);
  });

  it('starts again from the first after the last only when the gallery loops', () => {
    expect(nextAutoplayIndex(gallery({ currentIndex: 4, loop: true }), { randomize: false })).to.equal(0);
    expect(nextAutoplayIndex(gallery({ currentIndex: 4 }), { randomize: false })).to.equal(undefined);
  });

  it('advances a group in a carousel', () => {
    expect(nextAutoplayIndex(gallery({ count: 7, slidesPerRow: 3 }), { randomize: false })).to.equal(3);
    expect(nextAutoplayIndex(gallery({ count: 7, slidesPerRow: 3, currentIndex: 6, loop: true }), { randomize: false })).to.equal(0);
    expect(nextAutoplayIndex(gallery({ count: 7, slidesPerRow: 3, currentIndex: 6 }), { randomize: false })).to.equal(undefined);
  });

  it('has nowhere to go with fewer than two slides', () => {
    expect(nextAutoplayIndex(gallery({ count: 0 }), { randomize: false })).to.equal(undefined);
    expect(nextAutoplayIndex(gallery({ count: 1 }), { randomize: true })).to.equal(undefined);
    expect(nextAutoplayIndex(gallery({ count: 3, slidesPerRow: 3 }), { randomize: false })).to.equal(undefined);
  });

  it('goes to a random different slide with randomize', () => {
    const current = gallery({ currentIndex: 2 });
    expect(nextAutoplayIndex(current, { randomize: true }, () => 0)).to.equal(0);
    expect(nextAutoplayIndex(current, { randomize: true }, () => 0.25)).to.equal(1);
    expect(nextAutoplayIndex(current, { randomize: true }, () => 0.5)).to.equal(3);
    expect(nextAutoplayIndex(current, { randomize: true }, () => 0.999)).to.equal(4);
  });

  it('never stays on the current slide and reaches every other one', () => {
    for (let currentIndex = 0; currentIndex < 5; currentIndex++) {
      const seen = new Set<number>();
      for (let step = 0; step < 100; step++) {
        const index = nextAutoplayIndex(gallery({ currentIndex }), { randomize: true }, () => step / 100)!;
        expect(index).to.not.equal(currentIndex);
        seen.add(index);
      }
      expect(seen.size).to.equal(4);
    }
  });

  it('with two slides always goes to the other one', () => {
    expect(nextAutoplayIndex(gallery({ count: 2 }), { randomize: true }, sequence(0, 0.7, 0.999))).to.equal(1);
    expect(nextAutoplayIndex(gallery({ count: 2, currentIndex: 1 }), { randomize: true }, () => 0.9)).to.equal(0);
  });

  it('survives a random source out of range', () => {
    for (const value of [1, 5, -1, Number.NaN]) {
      const index = nextAutoplayIndex(gallery({ currentIndex: 4 }), { randomize: true }, () => value)!;
      expect(index, String(value)).to.be.within(0, 3);
    }
  });

  it('picks a random different group in a carousel', () => {
    expect(nextAutoplayIndex(gallery({ count: 7, slidesPerRow: 3 }), { randomize: true }, () => 0.9)).to.equal(6);
    expect(nextAutoplayIndex(gallery({ count: 7, slidesPerRow: 3, currentIndex: 6 }), { randomize: true }, () => 0.9)).to.equal(3);
  });
});

describe('autoplay action', () => {
  it('asks for next, as the next control does, so the end of a gallery that does not loop fires reachedEnd', () => {
    const end = gallery({ currentIndex: 4 });
    expect(autoplayAction(end, { randomize: false })).to.deep.equal({ type: 'next' });
    const { state, events } = galleryReducer(end, autoplayAction(end, { randomize: false })!);
    expect(state.currentIndex, 'stays on the last slide').to.equal(4);
    expect(events).to.deep.equal([{ type: 'reachedEnd' }]);
    const looped = galleryReducer({ ...end, loop: true }, autoplayAction({ ...end, loop: true }, { randomize: false })!);
    expect(looped.state.currentIndex, 'wraps with loop on').to.equal(0);
  });

  it('goes to a random different slide with randomize, and nowhere with one group', () => {
    expect(autoplayAction(gallery({ currentIndex: 2 }), { randomize: true }, () => 0)).to.deep.equal({ type: 'goTo', index: 0 });
    expect(autoplayAction(gallery({ count: 1 }), { randomize: false })).to.equal(undefined);
    expect(autoplayAction(gallery({ count: 3, slidesPerRow: 3 }), { randomize: true })).to.equal(undefined);
  });
});

describe('autoplay pauses', () => {
  const on = createAutoplayState(true);

  it('runs when on and nothing pauses it', () => {
    expect(isAutoplayRunning(on, { mobile: false, motionDisabled: false })).to.equal(true);
    expect(isAutoplayRunning(createAutoplayState(false), { mobile: false, motionDisabled: false })).to.equal(false);
  });

  it('pauses on hover, not on mobile', () => {
    const hovered = run(on, { type: 'hoverStart' });
    expect(isAutoplayRunning(hovered, { mobile: false, motionDisabled: false })).to.equal(false);
    expect(isAutoplayRunning(hovered, { mobile: true, motionDisabled: false })).to.equal(true);
    expect(isAutoplayRunning(run(hovered, { type: 'hoverEnd' }), { mobile: false, motionDisabled: false })).to.equal(true);
  });

  it('turns autoplay off while a video plays and restores it after', () => {
    const playing = run(on, { type: 'videoPlay' });
    expect(playing).to.deep.equal({ autoplay: false, hovered: false, suspendedAutoplay: true });
    expect(isAutoplayRunning(playing, { mobile: true, motionDisabled: false })).to.equal(false);
    expect(run(playing, { type: 'videoStop' })).to.deep.equal(on);
  });

  it('restores off when autoplay was off', () => {
    const off = createAutoplayState(false);
    expect(run(off, { type: 'videoPlay' }, { type: 'videoStop' })).to.deep.equal(off);
  });

  it('keeps the first saved setting when a second video plays', () => {
    expect(run(on, { type: 'videoPlay' }, { type: 'videoPlay' }, { type: 'videoStop' }).autoplay).to.equal(true);
  });

  it('ignores a video stop without a play', () => {
    expect(run(on, { type: 'videoStop' })).to.deep.equal(on);
  });

  it('remembers a setting changed during a video for when it stops', () => {
    const changed = run(on, { type: 'videoPlay' }, { type: 'setAutoplay', autoplay: false });
    expect(changed.autoplay).to.equal(false);
    expect(run(changed, { type: 'videoStop' }).autoplay).to.equal(false);
    expect(run(createAutoplayState(false), { type: 'setAutoplay', autoplay: true }).autoplay).to.equal(true);
  });

  it('holds while keyboard focus is inside, and stops while paused with the pause control', () => {
    expect(isAutoplayRunning(on, { mobile: false, motionDisabled: false, focusInside: true })).to.equal(false);
    expect(isAutoplayRunning(on, { mobile: true, motionDisabled: false, focusInside: true }), 'on mobile too').to.equal(false);
    expect(isAutoplayRunning(on, { mobile: false, motionDisabled: false, paused: true })).to.equal(false);
    expect(isAutoplayRunning(on, { mobile: true, motionDisabled: false, paused: true })).to.equal(false);
    expect(isAutoplayRunning(on, { mobile: false, motionDisabled: false, paused: false, focusInside: false })).to.equal(true);
  });

  it('does not run when motion is disabled', () => {
    expect(isAutoplayRunning(on, { mobile: false, motionDisabled: true })).to.equal(false);
    expect(isAutoplayRunning(on, { mobile: true, motionDisabled: true })).to.equal(false);
  });
});

describe('nomotion', () => {
  it('disables motion with nomotion=true', () => {
    expect(isMotionDisabled('?nomotion=true')).to.equal(true);
    expect(isMotionDisabled('?a=1&nomotion=true')).to.equal(true);
    expect(isMotionDisabled('nomotion=true')).to.equal(true);
  });

  it('leaves motion on otherwise', () => {
    for (const search of ['', '?', '?nomotion', '?nomotion=false', '?nomotion=1', '?nomotion=TRUE', '?motion=true']) {
      expect(isMotionDisabled(search), search).to.equal(false);
    }
  });
});
