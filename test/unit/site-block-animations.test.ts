import { expect } from '@open-wc/testing';
import { ANIMATION_INTERSECTION_THRESHOLDS, DEFAULT_RATIO_THRESHOLD } from '../../src/shared/constants/limits.js';
import { blockAnimationCss, isBlockAnimation, isInView, unknownAnimationMessage } from '../../src/shared/site/block-animations.js';

describe('block animations: when a block comes into view', () => {
  const viewportHeight = 800;

  it('at half visible by default, one of the observed thresholds', () => {
    expect(DEFAULT_RATIO_THRESHOLD).to.equal(0.5);
    expect(ANIMATION_INTERSECTION_THRESHOLDS).to.deep.equal([0, 0.1, 0.25, 0.5, 1]);
    expect(isInView({ ratio: 0.49, isIntersecting: true, height: 400, viewportHeight })).to.equal(false);
    expect(isInView({ ratio: 0.5, isIntersecting: true, height: 400, viewportHeight })).to.equal(true);
    expect(isInView({ ratio: 0.25, isIntersecting: true, height: 400, viewportHeight }, 0.25)).to.equal(true);
  });

  it('a block taller than the viewport: as soon as it intersects', () => {
    expect(isInView({ ratio: 0.1, isIntersecting: true, height: 1600, viewportHeight })).to.equal(true);
    expect(isInView({ ratio: 0, isIntersecting: false, height: 1600, viewportHeight })).to.equal(false);
    expect(isInView({ ratio: 0.1, isIntersecting: true, height: 800, viewportHeight }), 'exactly the viewport is not taller').to.equal(false);
  });
});

describe('block animations: names and styles', () => {
  it('knows fade, rise, scale, slide-start and slide-end', () => {
    for (const name of ['fade', 'rise', 'scale', 'slide-start', 'slide-end']) expect(isBlockAnimation(name), name).to.equal(true);
    for (const name of ['spin', '', 'toString', undefined, null]) expect(isBlockAnimation(name), String(name)).to.equal(false);
    expect(unknownAnimationMessage('spin')).to.equal(
      'sq-site: unknown block animation "spin"; use fade, rise, scale, slide-start, slide-end. The block is shown without one.',
    );
  });

  it('hides only the blocks the runtime holds back, with transforms and opacity, for 300 ms by default, and only with motion allowed', () => {
    const css = blockAnimationCss();
    expect(css).to.match(/^@media \(prefers-reduced-motion:no-preference\)\{.*\}$/);
    expect(css).to.contain('.sq-animation-waiting[data-sq-animation="fade"]{opacity:0}');
    expect(css).to.contain('.sq-animation-waiting[data-sq-animation="rise"]{opacity:0;transform:translateY(24px)}');
    expect(css).to.contain('.sq-animation-waiting.loaded{opacity:1;transform:none;transition:opacity 300ms ease-out,transform 300ms ease-out}');
    expect(css).not.to.match(/(^|[}\s])\[data-sq-animation/);
    expect(css).not.to.match(/top|left|margin|height|width/);
  });
});
