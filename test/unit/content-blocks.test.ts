import { expect } from '@open-wc/testing';
import { changedItems, focusTarget, initialOpen, revealItem, toggleItem } from '../../src/shared/accordion/state.js';
import { selectedSection, tabFocusTarget, tabLabel } from '../../src/shared/menu/tabs.js';
import { parseDate, relativeTimeText } from '../../src/shared/time/relative-time.js';
import { buttonHref } from '../../src/shared/button/button.js';

const SECOND = 1000;
const NOW = Date.parse('2026-11-27T08:00:00Z');

describe('accordion state', () => {
  it('starts with the first item open only when asked', () => {
    expect(initialOpen(3, true)).to.deep.equal([true, false, false]);
    expect(initialOpen(3, false)).to.deep.equal([false, false, false]);
    expect(initialOpen(0, true)).to.deep.equal([]);
  });

  it('closes the others when one opens, unless several may be open', () => {
    const state = { open: [true, false, false], animating: false };
    expect(toggleItem(state, 1, false)).to.deep.equal([false, true, false]);
    expect(toggleItem(state, 1, true)).to.deep.equal([true, true, false]);
    expect(toggleItem(state, 0, false)).to.deep.equal([false, false, false]);
  });

  it('ignores toggles while animating, and indexes out of range', () => {
    const state = { open: [true, false], animating: true };
    expect(toggleItem(state, 1, false)).to.equal(state.open);
    expect(toggleItem({ ...state, animating: false }, 5, false)).to.deep.equal([true, false]);
  });

  it('reveals an item for find-in-page, closing the others where one opens at a time', () => {
    expect(revealItem([true, false, false], 2, false)).to.deep.equal([false, false, true]);
    expect(revealItem([true, false, false], 2, true)).to.deep.equal([true, false, true]);
  });

  it('names what a change opens and closes', () => {
    expect(changedItems([true, false, false], [false, true, false])).to.deep.equal({ opened: [1], closed: [0] });
  });

  it('moves focus with Down, Up (wrapping), Home and End only', () => {
    expect(focusTarget('ArrowDown', 2, 3)).to.equal(0);
    expect(focusTarget('ArrowUp', 0, 3)).to.equal(2);
    expect(focusTarget('Home', 2, 3)).to.equal(0);
    expect(focusTarget('End', 0, 3)).to.equal(2);
    expect(focusTarget('ArrowRight', 0, 3)).to.equal(undefined);
    expect(focusTarget('ArrowDown', 0, 0)).to.equal(undefined);
  });
});

describe('menu tabs', () => {
  it('cycles with Left and Right, wrapping; Home and End go to the ends', () => {
    expect(tabFocusTarget('ArrowRight', 2, 3)).to.equal(0);
    expect(tabFocusTarget('ArrowLeft', 0, 3)).to.equal(2);
    expect(tabFocusTarget('Home', 1, 3)).to.equal(0);
    expect(tabFocusTarget('End', 1, 3)).to.equal(2);
    expect(tabFocusTarget('Enter', 1, 3)).to.equal(undefined);
    expect(tabFocusTarget('ArrowDown', 1, 3)).to.equal(undefined);
  });

  it('selects the first section unless another exists', () => {
    expect(selectedSection(2, 3)).to.equal(2);
    expect(selectedSection(3, 3)).to.equal(0);
    expect(selectedSection(undefined, 3)).to.equal(0);
    expect(selectedSection(-1, 3)).to.equal(0);
  });

  it("labels a tab with its heading's words on one line, else its number", () => {
    expect(tabLabel('  Coffee\n  and tea ', 0)).to.equal('Coffee and tea');
    expect(tabLabel('', 1)).to.equal('2');
  });
});

describe('relative time', () => {
  it("reads 'just now', then seconds under a minute, then minutes, hours and days", () => {
    expect(relativeTimeText(NOW, NOW)).to.equal('just now');
    expect(relativeTimeText(NOW - 4999, NOW)).to.equal('just now');
    expect(relativeTimeText(NOW - 30 * SECOND, NOW)).to.equal('30 seconds ago');
    expect(relativeTimeText(NOW - 59 * SECOND, NOW)).to.equal('59 seconds ago');
    expect(relativeTimeText(NOW - 60 * SECOND, NOW)).to.equal('1 minute ago');
    expect(relativeTimeText(NOW - 5 * 60 * SECOND, NOW)).to.equal('5 minutes ago');
    expect(relativeTimeText(NOW - 3600 * SECOND, NOW)).to.equal('1 hour ago');
    expect(relativeTimeText(NOW - 23 * 3600 * SECOND, NOW)).to.equal('23 hours ago');
    expect(relativeTimeText(NOW - 3 * 24 * 3600 * SECOND, NOW)).to.equal('3 days ago');
    expect(relativeTimeText(NOW + 60 * SECOND, NOW), 'a clock running ahead').to.equal('just now');
  });

  it('reads ISO dates and refuses what is not a date', () => {
    expect(parseDate('2026-11-27T08:00:00Z')).to.equal(NOW);
    expect(parseDate('soon')).to.equal(undefined);
    expect(parseDate('')).to.equal(undefined);
    expect(parseDate(null)).to.equal(undefined);
  });
});

describe('button click-through', () => {
  it('passes the link rules or gives nothing', () => {
    expect(buttonHref('/visit')).to.equal('/visit');
    expect(buttonHref('example.com')).to.equal('https://example.com');
    expect(buttonHref('tel:+441326')).to.equal('tel:+441326');
    expect(buttonHref('javascript:alert(1)')).to.equal(undefined);
    expect(buttonHref('//evil.example')).to.equal('https://evil.example');
    expect(buttonHref(' ')).to.equal(undefined);
  });
});
