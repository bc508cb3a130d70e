import { expect } from '@open-wc/testing';
import { bottomReserveCss, bottomReserveOf, reserveBottom } from '../../src/shared/site/bottom-reserve.js';

describe('bottom reserve', () => {
  it('adds up the heights of the overlays, rounding up and ignoring what has no height', () => {
    expect(bottomReserveOf([])).to.equal(0);
    expect(bottomReserveOf([56.2, 46])).to.equal(103);
    expect(bottomReserveOf([0, -4, Number.NaN, Number.POSITIVE_INFINITY, 20])).to.equal(20);
  });

  it('reserves the height, grown by the window inset, at the end of the page and for scrolling; nothing for 0', () => {
    expect(bottomReserveCss(0)).to.equal('');
    const css = bottomReserveCss(60);
    expect(css).to.contain('html { scroll-padding-bottom: calc(60px + var(--sq-viewport-inset-bottom, 0px)); }');
    expect(css).to.contain('body::after { content: ""; display: block; height: calc(60px + var(--sq-viewport-inset-bottom, 0px)); }');
  });

  it('adopts one stylesheet on the document while something is reserved, and removes it once nothing is', () => {
    const first = document.createElement('div');
    const second = document.createElement('div');
    document.body.append(first, second);
    const before = document.adoptedStyleSheets.length;
    const height = () => document.documentElement.scrollHeight;
    const start = height();
    try {
      reserveBottom(first, 100);
      reserveBottom(second, 50);
      expect(document.adoptedStyleSheets.length).to.equal(before + 1);
      expect(getComputedStyle(document.body, '::after').height).to.equal('150px');
      reserveBottom(first, 0);
      expect(getComputedStyle(document.body, '::after').height).to.equal('50px');
      reserveBottom(second, 0);
      expect(document.adoptedStyleSheets.length).to.equal(before);
      expect(height()).to.equal(start);
    } finally {
      reserveBottom(first, 0);
      reserveBottom(second, 0);
      first.remove();
      second.remove();
    }
  });
});
