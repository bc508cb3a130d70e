import { expect } from '@open-wc/testing';
import { themeCss, tokenProperties } from '../../src/shared/theme/theme.js';
import { COLOR_SCALES, COLOR_STEPS, DURATIONS_MS, FONT_SIZES_PX, RADII_PX, SPACING_PX, type ColorName } from '../../src/shared/theme/tokens.js';

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((index) => {
      const channel = parseInt(hex.slice(index, index + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const colors = Object.keys(COLOR_SCALES) as ColorName[];

describe('design tokens', () => {
  it('runs font sizes from 9.75 to 28 px, each step larger', () => {
    expect(FONT_SIZES_PX[0]).to.equal(9.75);
    expect(FONT_SIZES_PX[FONT_SIZES_PX.length - 1]).to.equal(28);
    FONT_SIZES_PX.slice(1).forEach((size, index) => expect(size).to.be.greaterThan(FONT_SIZES_PX[index]!));
  });

  it('has spacing in rounded 5.5 px steps, radii of 0, 4 and 8 px, and durations in 50 ms steps', () => {
    expect(SPACING_PX).to.deep.equal([0, 6, 11, 16, 22, 27, 33, 38, 44, 49, 55]);
    expect(RADII_PX).to.deep.equal([0, 4, 8]);
    expect(DURATIONS_MS).to.deep.equal(Array.from({ length: 13 }, (_, index) => index * 50));
  });

  it('has scales 100–950 of six colours, each darker than the last', () => {
    expect(colors).to.deep.equal(['blue', 'green', 'red', 'pink', 'orange', 'gray']);
    for (const color of colors) {
      const values = COLOR_STEPS.map((step) => COLOR_SCALES[color][step]);
      for (const value of values) expect(value).to.match(/^#[0-9a-f]{6}$/);
      values
        .slice(1)
        .forEach((value, index) => expect(contrast(value, '#ffffff'), `${color}`).to.be.greaterThan(contrast(values[index]!, '#ffffff')));
    }
  });

  it('meets the contrast the token comment promises', () => {
    for (const color of colors) {
      const scale = COLOR_SCALES[color];
      for (const step of [700, 800, 900, 950] as const) expect(contrast(scale[step], '#ffffff'), `${color}-${step} on white`).to.be.at.least(4.5);
      for (const step of [100, 200, 300, 400] as const) expect(contrast(scale[step], '#000000'), `${color}-${step} on black`).to.be.at.least(4.5);
      expect(contrast(scale[700], scale[100]), `${color}-700 on ${color}-100`).to.be.at.least(4.5);
    }
    for (const color of ['blue', 'red', 'pink', 'gray'] as const) expect(contrast(COLOR_SCALES[color][600], '#ffffff')).to.be.at.least(4.5);
    expect(contrast(COLOR_SCALES.gray[500], '#ffffff')).to.be.at.least(4.5);
  });
});

describe('tokenProperties', () => {
  it('lists every token once, named --sq-*, with a value and a description', () => {
    const properties = tokenProperties();
    const expected = FONT_SIZES_PX.length + SPACING_PX.length + RADII_PX.length + DURATIONS_MS.length + colors.length * COLOR_STEPS.length + 1;
    expect(properties).to.have.length(expected);
    expect(new Set(properties.map(({ name }) => name)).size).to.equal(expected);
    for (const { name, value, description } of properties) {
      expect(name).to.match(/^--sq-[a-z0-9-]+$/);
      expect(value).to.not.equal('');
      expect(description).to.match(/^\S.*\.$/);
    }
  });

  it('names the steps as the docs say', () => {
    const byName = Object.fromEntries(tokenProperties().map(({ name, value }) => [name, value]));
    expect(byName['--sq-font-size-1']).to.equal('9.75px');
    expect(byName['--sq-font-size-11']).to.equal('28px');
    expect(byName['--sq-space-0']).to.equal('0px');
    expect(byName['--sq-space-3']).to.equal('16px');
    expect(byName['--sq-space-10']).to.equal('55px');
    expect(byName['--sq-radius-2']).to.equal('8px');
    expect(byName['--sq-duration-300']).to.equal('300ms');
    expect(byName['--sq-color-blue-500']).to.equal('#3b82f6');
    expect(byName['--sq-color-gray-950']).to.equal('#030712');
    expect(byName['--sq-z-index-base']).to.equal('30000');
  });
});

describe('themeCss', () => {
  let style: HTMLStyleElement | undefined;

  afterEach(() => style?.remove());

  it('declares every token on :root, where the browser computes it', () => {
    style = document.createElement('style');
    style.textContent = themeCss();
    document.head.append(style);
    expect(style.sheet!.cssRules).to.have.length(1);
    const computed = getComputedStyle(document.documentElement);
    for (const { name, value } of tokenProperties()) expect(computed.getPropertyValue(name).trim(), name).to.equal(value);
  });

  it('lets an element use the tokens', () => {
    style = document.createElement('style');
    style.textContent = `${themeCss()} .probe { padding-left: var(--sq-space-3); z-index: var(--sq-z-index-base); position: relative; border-radius: var(--sq-radius-2); }`;
    document.head.append(style);
    const probe = document.createElement('div');
    probe.className = 'probe';
    document.body.append(probe);
    const computed = getComputedStyle(probe);
    expect(computed.paddingLeft).to.equal('16px');
    expect(computed.zIndex).to.equal('30000');
    expect(computed.borderTopLeftRadius).to.equal('8px');
    probe.remove();
  });
});
