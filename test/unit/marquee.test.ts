import { expect } from '@open-wc/testing';
import { MARQUEE_MIN_REGION_WIDTH_PX } from '../../src/shared/constants/limits.js';
import { MARQUEE_RERENDER_DEBOUNCE_MS } from '../../src/shared/constants/timings.js';
import {
  canMove,
  copiesNeeded,
  cycleMs,
  isRunning,
  marqueeSettings,
  trackKeyframes,
  waveKeyframes,
  waveTiming,
} from '../../src/shared/marquee/marquee.js';

describe('marquee settings', () => {
  it('default to a wave frequency of 1, no wave, left, speed 1 and no pause on hover', () => {
    expect(marqueeSettings({})).to.deep.equal({ waveFrequency: 1, waveIntensity: 0, direction: 'left', speed: 1, pausedOnHover: false });
  });

  it('keep speeds between 0.1 and 20 and drop values that are not numbers', () => {
    expect(marqueeSettings({ animationSpeed: 0 }).speed).to.equal(0.1);
    expect(marqueeSettings({ animationSpeed: 500 }).speed).to.equal(20);
    expect(marqueeSettings({ animationSpeed: Number.NaN, waveIntensity: -4, waveFrequency: Infinity })).to.include({
      speed: 1,
      waveIntensity: 0,
      waveFrequency: 1,
    });
    expect(marqueeSettings({ animationDirection: 'right', pausedOnHover: true })).to.include({ direction: 'right', pausedOnHover: true });
  });

  it('use the spec timings and limits', () => {
    expect(MARQUEE_RERENDER_DEBOUNCE_MS).to.equal(1000);
    expect(MARQUEE_MIN_REGION_WIDTH_PX).to.equal(50);
  });
});

describe('marquee movement', () => {
  it('adds enough copies to cover the region while the row moves one content width', () => {
    expect(copiesNeeded(600, 250)).to.equal(3);
    expect(copiesNeeded(600, 600)).to.equal(1);
    expect(copiesNeeded(600, 900)).to.equal(1);
    expect(copiesNeeded(600, 0), 'empty content').to.equal(0);
    expect(copiesNeeded(0, 300)).to.equal(0);
  });

  it('moves 50 px a second at speed 1, by transforms only', () => {
    expect(cycleMs(500, 1)).to.equal(10_000);
    expect(cycleMs(500, 2)).to.equal(5000);
    expect(trackKeyframes(320, 'left')).to.deep.equal([{ transform: 'translateX(0px)' }, { transform: 'translateX(-320px)' }]);
    expect(trackKeyframes(320, 'right')).to.deep.equal([{ transform: 'translateX(-320px)' }, { transform: 'translateX(0px)' }]);
  });

  it('moves only when it can and nothing holds it', () => {
    const free = { visible: true, reducedMotion: false, stopped: false, hoverPaused: false, focused: false, regionWidth: 600 };
    expect(isRunning(free)).to.equal(true);
    for (const held of [
      { visible: false },
      { reducedMotion: true },
      { stopped: true },
      { hoverPaused: true },
      { focused: true },
      { regionWidth: 49 },
    ]) {
      expect(isRunning({ ...free, ...held }), JSON.stringify(held)).to.equal(false);
    }
    expect(canMove({ reducedMotion: false, regionWidth: 50 })).to.equal(true);
    expect(canMove({ reducedMotion: false, regionWidth: 49.5 })).to.equal(false);
    expect(canMove({ reducedMotion: true, regionWidth: 800 })).to.equal(false);
  });

  it('bobs each item by its place in the row: one period per wavelength travelled', () => {
    // Content 400 px, two waves: a wavelength of 200 px, 4 s at 50 px a second.
    expect(waveTiming(0, 400, { waveFrequency: 2, speed: 1 })).to.deep.equal({ periodMs: 4000, delayMs: -0 });
    expect(waveTiming(100, 400, { waveFrequency: 2, speed: 1 })).to.deep.equal({ periodMs: 4000, delayMs: -2000 });
    expect(waveTiming(100, 400, { waveFrequency: 0, speed: 1 })).to.equal(undefined);
    expect(waveKeyframes(6).map((frame) => frame.transform)).to.deep.equal([
      'translateY(0px)',
      'translateY(6px)',
      'translateY(0px)',
      'translateY(-6px)',
      'translateY(0px)',
    ]);
  });
});
