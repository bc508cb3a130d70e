import { expect } from '@open-wc/testing';
import {
  GALLERY_EVENT_NAMES,
  createGalleryState,
  currentGroup,
  galleryReducer,
  isActiveSlide,
  normalizeIndex,
  paginationDisabled,
  slidesPerGroup,
  totalGroups,
  type GalleryAction,
  type GalleryState,
} from '../../src/shared/gallery/state.js';
import { linkedGalleriesReducer } from '../../src/shared/gallery/linked.js';

function state(overrides: Partial<GalleryState> = {}): GalleryState {
  return { count: 5, currentIndex: 0, loop: false, inMotion: false, ...overrides };
}

function run(initial: GalleryState, ...actions: GalleryAction[]): GalleryState {
  return actions.reduce((current, action) => galleryReducer(current, action).state, initial);
}

describe('normalizeIndex', () => {
  it('keeps indexes inside the count', () => {
    for (let i = 0; i < 5; i++) expect(normalizeIndex(i, 5)).to.equal(i);
  });

  it('wraps negative values from the end', () => {
    expect(normalizeIndex(-1, 5)).to.equal(4);
    expect(normalizeIndex(-5, 5)).to.equal(0);
    expect(normalizeIndex(-6, 5)).to.equal(4);
    expect(normalizeIndex(-12, 5)).to.equal(3);
  });

  it('wraps values from the count up by modulo', () => {
    expect(normalizeIndex(5, 5)).to.equal(0);
    expect(normalizeIndex(7, 5)).to.equal(2);
    expect(normalizeIndex(1_000_000_003, 5)).to.equal(3);
    expect(normalizeIndex(Number.MAX_SAFE_INTEGER, 5)).to.equal(Number.MAX_SAFE_INTEGER % 5);
    expect(normalizeIndex(-Number.MAX_SAFE_INTEGER, 5)).to.equal(5 - (Number.MAX_SAFE_INTEGER % 5));
  });

  it('truncates fractions', () => {
    expect(normalizeIndex(2.9, 5)).to.equal(2);
    expect(normalizeIndex(-0.5, 5)).to.equal(0);
    expect(normalizeIndex(-1.5, 5)).to.equal(4);
  });

  it('is 0 with no slides or no number', () => {
    expect(normalizeIndex(3, 0)).to.equal(0);
    expect(normalizeIndex(-3, 0)).to.equal(0);
    expect(normalizeIndex(3, -2)).to.equal(0);
    expect(normalizeIndex(Number.NaN, 5)).to.equal(0);
    expect(normalizeIndex(Number.POSITIVE_INFINITY, 5)).to.equal(0);
    expect(normalizeIndex(Number.NEGATIVE_INFINITY, 5)).to.equal(0);
    expect(normalizeIndex(2, Number.NaN)).to.equal(0);
  });

  it('has one place for any index with one slide', () => {
    for (const index of [-7, -1, 0, 1, 99]) expect(normalizeIndex(index, 1)).to.equal(0);
  });
});

describe('createGalleryState', () => {
  it('starts at a normalised index, not in motion, without loop by default', () => {
    expect(createGalleryState({ count: 4, currentIndex: -1 })).to.deep.equal({
      count: 4,
      currentIndex: 3,
      loop: false,
      inMotion: false,
      slidesPerRow: undefined,
    });
    expect(createGalleryState({ count: 3, loop: true, slidesPerRow: 2 })).to.include({ currentIndex: 0, loop: true, slidesPerRow: 2 });
    expect(createGalleryState({ count: -3, currentIndex: 2 })).to.include({ count: 0, currentIndex: 0 });
    expect(createGalleryState({ count: 2.5 })).to.include({ count: 2 });
  });
});

describe('goTo', () => {
  it('moves to the normalised index and fires a slide change', () => {
    const result = galleryReducer(state(), { type: 'goTo', index: 3 });
    expect(result.state.currentIndex).to.equal(3);
    expect(result.events).to.deep.equal([{ type: 'slideChange', index: 3, previousIndex: 0 }]);
    expect(result.refused).to.equal(false);
    expect(galleryReducer(state(), { type: 'goTo', index: -1 }).state.currentIndex).to.equal(4);
    expect(galleryReducer(state(), { type: 'goTo', index: 12 }).state.currentIndex).to.equal(2);
  });

  it('fires nothing when the index does not change', () => {
    const result = galleryReducer(state({ currentIndex: 2 }), { type: 'goTo', index: 7 });
    expect(result.state.currentIndex).to.equal(2);
    expect(result.events).to.deep.equal([]);
  });

  it('does nothing with no slides', () => {
    const empty = state({ count: 0 });
    for (const action of [{ type: 'goTo', index: 3 }, { type: 'next' }, { type: 'previous' }, { type: 'goToGroup', group: 1 }] as GalleryAction[]) {
      const result = galleryReducer(empty, action);
      expect(result.state, action.type).to.deep.equal(empty);
      expect(result.events, action.type).to.deep.equal([]);
    }
  });

  it('does not change the state it is given', () => {
    const before = state();
    const frozen = Object.freeze({ ...before });
    galleryReducer(frozen, { type: 'goTo', index: 2 });
    expect(frozen).to.deep.equal(before);
  });
});

describe('next and previous', () => {
  it('step one slide', () => {
    expect(run(state(), { type: 'next' }, { type: 'next' }).currentIndex).to.equal(2);
    expect(run(state({ currentIndex: 3 }), { type: 'previous' }).currentIndex).to.equal(2);
    expect(galleryReducer(state({ currentIndex: 1 }), { type: 'previous' }).events).to.deep.equal([
      { type: 'slideChange', index: 0, previousIndex: 1 },
    ]);
  });

  it('wrap next at the last slide to the first with loop', () => {
    const result = galleryReducer(state({ currentIndex: 4, loop: true }), { type: 'next' });
    expect(result.state.currentIndex).to.equal(0);
    expect(result.events).to.deep.equal([{ type: 'slideChange', index: 0, previousIndex: 4 }]);
  });

  it('fire reachedEnd at the last slide without loop', () => {
    const result = galleryReducer(state({ currentIndex: 4 }), { type: 'next' });
    expect(result.state.currentIndex).to.equal(4);
    expect(result.events).to.deep.equal([{ type: 'reachedEnd' }]);
  });

  it('wrap previous at the first slide to the last with loop', () => {
    const result = galleryReducer(state({ loop: true }), { type: 'previous' });
    expect(result.state.currentIndex).to.equal(4);
    expect(result.events).to.deep.equal([{ type: 'slideChange', index: 4, previousIndex: 0 }]);
  });

  it('fire reachedBeginning at the first slide without loop', () => {
    const result = galleryReducer(state(), { type: 'previous' });
    expect(result.state.currentIndex).to.equal(0);
    expect(result.events).to.deep.equal([{ type: 'reachedBeginning' }]);
  });

  it('with one slide, fire the end events without loop and nothing with loop', () => {
    expect(galleryReducer(state({ count: 1 }), { type: 'next' }).events).to.deep.equal([{ type: 'reachedEnd' }]);
    expect(galleryReducer(state({ count: 1 }), { type: 'previous' }).events).to.deep.equal([{ type: 'reachedBeginning' }]);
    expect(galleryReducer(state({ count: 1, loop: true }), { type: 'next' }).events).to.deep.equal([]);
    expect(galleryReducer(state({ count: 1, loop: true }), { type: 'previous' }).events).to.deep.equal([]);
  });

  it('name the events as the element fires them', () => {
    expect(GALLERY_EVENT_NAMES).to.deep.equal({
      slideChange: 'sq-slide-change',
      reachedEnd: 'sq-reached-end',
      reachedBeginning: 'sq-reached-beginning',
    });
  });
});

describe('motion', () => {
  const moving = state({ currentIndex: 2, inMotion: true });

  it('refuses every change while in motion, without events', () => {
    for (const action of [{ type: 'goTo', index: 4 }, { type: 'goToGroup', group: 1 }, { type: 'next' }, { type: 'previous' }] as GalleryAction[]) {
      const result = galleryReducer(moving, action);
      expect(result.refused, action.type).to.equal(true);
      expect(result.state, action.type).to.equal(moving);
      expect(result.events, action.type).to.deep.equal([]);
    }
  });

  it('refuses even reachedEnd while in motion', () => {
    expect(galleryReducer(state({ currentIndex: 4, inMotion: true }), { type: 'next' })).to.include({ refused: true });
  });

  it('refuses changes while a linked gallery is in motion', () => {
    const result = galleryReducer(state(), { type: 'next' }, { linkedInMotion: true });
    expect(result.refused).to.equal(true);
    expect(result.state.currentIndex).to.equal(0);
  });

  it('accepts changes again after motion ends', () => {
    const after = run(state(), { type: 'motionStart' }, { type: 'next' }, { type: 'motionEnd' }, { type: 'next' });
    expect(after).to.include({ currentIndex: 1, inMotion: false });
  });

  it('starts and ends motion without events', () => {
    expect(galleryReducer(state(), { type: 'motionStart' })).to.deep.equal({ state: state({ inMotion: true }), events: [], refused: false });
    expect(galleryReducer(moving, { type: 'motionEnd' })).to.deep.equal({ state: { ...moving, inMotion: false }, events: [], refused: false });
  });
});

describe('active slide and pagination', () => {
  it('marks only the current slide active', () => {
    const current = state({ currentIndex: 2 });
    expect([0, 1, 2, 3, 4].map((i) => isActiveSlide(current, i))).to.deep.equal([false, false, true, false, false]);
    expect(isActiveSlide(state({ count: 0 }), 0)).to.equal(false);
  });

  it('disables previous at the first and next at the last slide without loop', () => {
    expect(paginationDisabled(state())).to.deep.equal({ previous: true, next: false });
    expect(paginationDisabled(state({ currentIndex: 2 }))).to.deep.equal({ previous: false, next: false });
    expect(paginationDisabled(state({ currentIndex: 4 }))).to.deep.equal({ previous: false, next: true });
    expect(paginationDisabled(state({ count: 1 }))).to.deep.equal({ previous: true, next: true });
    expect(paginationDisabled(state({ count: 0 }))).to.deep.equal({ previous: true, next: true });
  });

  it('never disables pagination with loop', () => {
    for (const currentIndex of [0, 2, 4]) {
      expect(paginationDisabled(state({ currentIndex, loop: true }))).to.deep.equal({ previous: false, next: false });
    }
    expect(paginationDisabled(state({ count: 0, loop: true }))).to.deep.equal({ previous: false, next: false });
  });
});

describe('carousel groups', () => {
  const carousel = (overrides: Partial<GalleryState> = {}) => state({ count: 7, slidesPerRow: 3, ...overrides });

  it('counts ceil(slides / slidesPerRow) groups, first 0 and last totalGroups - 1', () => {
    expect(totalGroups(carousel())).to.equal(3);
    expect(currentGroup(carousel())).to.equal(0);
    expect(currentGroup(carousel({ currentIndex: 5 }))).to.equal(1);
    expect(currentGroup(carousel({ currentIndex: 6 }))).to.equal(2);
    expect(totalGroups(carousel({ count: 0 }))).to.equal(0);
    expect(totalGroups(carousel({ count: 6 }))).to.equal(2);
  });

  it('is one slide per group outside the carousel', () => {
    expect(slidesPerGroup(state())).to.equal(1);
    expect(slidesPerGroup(state({ slidesPerRow: 0 }))).to.equal(1);
    expect(slidesPerGroup(state({ slidesPerRow: Number.NaN }))).to.equal(1);
    expect(slidesPerGroup(state({ slidesPerRow: 2.5 }))).to.equal(2);
    expect(totalGroups(state())).to.equal(5);
  });

  it('moves a group at a time to the group start', () => {
    const second = galleryReducer(carousel(), { type: 'next' });
    expect(second.state.currentIndex).to.equal(3);
    expect(second.events).to.deep.equal([{ type: 'slideChange', index: 3, previousIndex: 0 }]);
    expect(run(carousel(), { type: 'next' }, { type: 'next' }).currentIndex).to.equal(6);
    expect(run(carousel({ currentIndex: 4 }), { type: 'previous' }).currentIndex).to.equal(0);
  });

  it('fires reachedEnd at the last group and reachedBeginning at the first without loop', () => {
    expect(galleryReducer(carousel({ currentIndex: 6 }), { type: 'next' }).events).to.deep.equal([{ type: 'reachedEnd' }]);
    expect(galleryReducer(carousel({ currentIndex: 2 }), { type: 'previous' }).events).to.deep.equal([{ type: 'reachedBeginning' }]);
  });

  it('wraps between the last and first groups with loop', () => {
    expect(run(carousel({ currentIndex: 6, loop: true }), { type: 'next' }).currentIndex).to.equal(0);
    expect(run(carousel({ loop: true }), { type: 'previous' }).currentIndex).to.equal(6);
  });

  it('goes to a group by number, normalised like an index', () => {
    expect(run(carousel(), { type: 'goToGroup', group: 2 }).currentIndex).to.equal(6);
    expect(run(carousel(), { type: 'goToGroup', group: -1 }).currentIndex).to.equal(6);
    expect(run(carousel(), { type: 'goToGroup', group: 4 }).currentIndex).to.equal(3);
  });

  it('disables pagination by group', () => {
    expect(paginationDisabled(carousel({ currentIndex: 2 }))).to.deep.equal({ previous: true, next: false });
    expect(paginationDisabled(carousel({ currentIndex: 6 }))).to.deep.equal({ previous: false, next: true });
    expect(paginationDisabled(carousel({ count: 3, currentIndex: 1 }))).to.deep.equal({ previous: true, next: true });
  });

  it('takes a new slidesPerRow when the carousel narrows, keeping the slide', () => {
    const result = galleryReducer(carousel({ currentIndex: 3 }), { type: 'setSlidesPerRow', slidesPerRow: 2 });
    expect(result.state).to.include({ currentIndex: 3, slidesPerRow: 2 });
    expect(currentGroup(result.state)).to.equal(1);
    expect(result.events).to.deep.equal([]);
  });
});

describe('setCount', () => {
  it('takes slides that arrive later, keeping the index', () => {
    const result = galleryReducer(state({ count: 0 }), { type: 'setCount', count: 4 });
    expect(result.state).to.include({ count: 4, currentIndex: 0 });
    expect(result.events).to.deep.equal([]);
  });

  it('normalises the index when slides go, and reports the change', () => {
    const result = galleryReducer(state({ count: 10, currentIndex: 7 }), { type: 'setCount', count: 5 });
    expect(result.state).to.include({ count: 5, currentIndex: 2 });
    expect(result.events).to.deep.equal([{ type: 'slideChange', index: 2, previousIndex: 7 }]);
  });

  it('goes back to 0 silently when every slide goes', () => {
    const result = galleryReducer(state({ currentIndex: 3 }), { type: 'setCount', count: 0 });
    expect(result.state).to.include({ count: 0, currentIndex: 0 });
    expect(result.events).to.deep.equal([]);
  });

  it('applies in motion and ignores a count that is not a number', () => {
    expect(galleryReducer(state({ inMotion: true }), { type: 'setCount', count: 8 }).state.count).to.equal(8);
    expect(galleryReducer(state(), { type: 'setCount', count: Number.NaN }).state.count).to.equal(0);
  });
});

describe('linked galleries (slideshow and thumbnail strip)', () => {
  const slideshow = state({ count: 4 });
  const strip = state({ count: 4 });

  it('moves the other gallery to the same index, each firing its slide change', () => {
    const result = linkedGalleriesReducer([slideshow, strip], 1, { type: 'goTo', index: 2 });
    expect(result.states.map((s) => s.currentIndex)).to.deep.equal([2, 2]);
    expect(result.events).to.deep.equal([
      [{ type: 'slideChange', index: 2, previousIndex: 0 }],
      [{ type: 'slideChange', index: 2, previousIndex: 0 }],
    ]);
    expect(result.refused).to.equal(false);
  });

  it('fires the end events only on the gallery that navigated', () => {
    const result = linkedGalleriesReducer([state({ count: 4, currentIndex: 3 }), state({ count: 4, currentIndex: 3 })], 0, { type: 'next' });
    expect(result.events).to.deep.equal([[{ type: 'reachedEnd' }], []]);
  });

  it('refuses changes while any linked gallery is in motion', () => {
    const result = linkedGalleriesReducer([slideshow, { ...strip, inMotion: true }], 0, { type: 'next' });
    expect(result.refused).to.equal(true);
    expect(result.states.map((s) => s.currentIndex)).to.deep.equal([0, 0]);
    expect(result.events).to.deep.equal([[], []]);
    expect(linkedGalleriesReducer([{ ...slideshow, inMotion: true }, strip], 1, { type: 'goTo', index: 3 }).refused).to.equal(true);
  });

  it('keeps motion per gallery: only the source starts moving', () => {
    const result = linkedGalleriesReducer([slideshow, strip], 0, { type: 'motionStart' });
    expect(result.states.map((s) => s.inMotion)).to.deep.equal([true, false]);
    const after = linkedGalleriesReducer(result.states, 1, { type: 'next' });
    expect(after.refused).to.equal(true);
  });

  it('keeps galleries that are already in sync quiet', () => {
    const result = linkedGalleriesReducer([state({ count: 4, currentIndex: 2 }), state({ count: 4, currentIndex: 0 })], 0, { type: 'motionEnd' });
    expect(result.states.map((s) => s.currentIndex)).to.deep.equal([2, 0]);
    expect(result.events).to.deep.equal([[], []]);
  });

  it('normalises the index for a linked gallery of another size and skips an empty one', () => {
    const result = linkedGalleriesReducer([state({ count: 6 }), state({ count: 4 }), state({ count: 0 })], 0, { type: 'goTo', index: 5 });
    expect(result.states.map((s) => s.currentIndex)).to.deep.equal([5, 1, 0]);
    expect(result.events[2]).to.deep.equal([]);
  });

  it('ignores a source it does not have', () => {
    const result = linkedGalleriesReducer([slideshow, strip], 5, { type: 'next' });
    expect(result.states).to.deep.equal([slideshow, strip]);
    expect(result.events).to.deep.equal([[], []]);
  });

  it('works for a single gallery', () => {
    expect(linkedGalleriesReducer([slideshow], 0, { type: 'next' }).states[0]!.currentIndex).to.equal(1);
  });
});
