import { expect } from '@open-wc/testing';
import { tooltipPosition } from '../../src/shared/site/tooltip.js';

const VIEWPORT = { viewportWidth: 1000, viewportHeight: 800 };
const SIZE = { width: 250, height: 60 };

describe('tooltipPosition', () => {
  it('goes 15 px right of and below the pointer', () => {
    expect(tooltipPosition({ x: 100, y: 100, ...SIZE, ...VIEWPORT })).to.deep.equal({ left: 115, top: 115 });
  });

  it('flips to the other side when it would come within 20 px of the right or bottom edge', () => {
    expect(tooltipPosition({ x: 800, y: 750, ...SIZE, ...VIEWPORT })).to.deep.equal({ left: 800 - 15 - 250, top: 750 - 15 - 60 });
    expect(tooltipPosition({ x: 715, y: 100, ...SIZE, ...VIEWPORT }).left, 'exactly 20 px from the edge still fits').to.equal(730);
    expect(tooltipPosition({ x: 716, y: 100, ...SIZE, ...VIEWPORT }).left).to.equal(716 - 265);
  });

  it('keeps the 20 px edge margin when neither side fits', () => {
    expect(tooltipPosition({ x: 150, y: 10, width: 250, height: 60, viewportWidth: 300, viewportHeight: 100 })).to.deep.equal({ left: 30, top: 20 });
    expect(tooltipPosition({ x: 50, y: 50, width: 400, height: 60, viewportWidth: 300, viewportHeight: 800 }).left).to.equal(20);
  });
});
