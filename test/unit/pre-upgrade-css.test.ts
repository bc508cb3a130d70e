import { expect, waitUntil } from '@open-wc/testing';
import { computeLayout } from '../../src/shared/gallery/layout.js';
import { GalleryDesign } from '../../src/shared/gallery/designs.js';
import { parseGallerySettings, type GivenSettings } from '../../src/shared/gallery/settings.js';
import { preUpgradeCss } from '../../src/shared/layout/pre-upgrade.js';

/** This page defines no element: every sq-gallery stays `:not(:defined)`, drawn by sq-elements.css alone. */
const sheet = new CSSStyleSheet();
sheet.replaceSync(preUpgradeCss());
document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];

const PICTURES = [
  ['landscape', 1500, 1000],
  ['portrait', 1000, 1500],
  ['square', 800, 800],
  ['wide', 1600, 900],
  ['landscape', 1500, 1000],
  ['portrait', 1000, 1500],
] as const;

const slidesMarkup = PICTURES.map(
  ([name, width, height]) =>
    `<figure data-image-dimensions="${width}x${height}"><img alt="" src="/test/elements/fixtures/gallery/${name}.svg" width="${width}" height="${height}"><figcaption>${name}</figcaption></figure>`,
).join('');

type Box = { x: number; y: number; width: number; height: number };

async function drawn(attributes: string, width: number): Promise<{ host: HTMLElement; boxes: Box[] }> {
  const container = document.createElement('div');
  container.style.width = `${width}px`;
  container.innerHTML = `<sq-gallery ${attributes}>${slidesMarkup}</sq-gallery>`;
  document.body.append(container);
  const host = container.firstElementChild as HTMLElement;
  await waitUntil(() => [...host.querySelectorAll('img')].every((image) => image.complete), 'the pictures loaded');
  const origin = host.getBoundingClientRect();
  const boxes = [...host.children].map((slide) => {
    const rect = slide.getBoundingClientRect();
    return { x: rect.left - origin.left, y: rect.top - origin.top, width: rect.width, height: rect.height };
  });
  return { host, boxes };
}

function expected(given: GivenSettings, width: number) {
  const { settings } = parseGallerySettings({ given });
  const slides = PICTURES.map(([, w, h]) => ({ width: w, height: h }));
  return computeLayout(settings, { containerWidth: width, slides, currentIndex: 0 });
}

function expectBox(actual: Box, wanted: Box, what: string) {
  for (const key of ['x', 'y', 'width', 'height'] as const) {
    expect(actual[key], `${what} ${key}: ${JSON.stringify(actual)} vs ${JSON.stringify(wanted)}`).to.be.closeTo(wanted[key], 0.5);
  }
}

afterEach(() => {
  for (const gallery of document.querySelectorAll('sq-gallery')) gallery.parentElement!.remove();
});

describe('sq-elements.css draws a gallery before its code runs where the element will draw it', () => {
  const cases: [string, GivenSettings][] = [
    ['design="grid"', { design: 'grid' }],
    [
      'design="grid" image-aspect-ratio="75" slides-per-row="3" padding="10"',
      { design: 'grid', imageAspectRatio: '75', slidesPerRow: 3, padding: 10 },
    ],
    ['design="grid" square-thumbs thumbnails-per-row="2"', { design: 'grid', squareThumbs: true, thumbnailsPerRow: 2 }],
    ['design="auto-grid" image-aspect-ratio="100"', { design: 'auto-grid', imageAspectRatio: '100' }],
    ['design="auto-columns" image-aspect-ratio="75" gutter="8"', { design: 'auto-columns', imageAspectRatio: '75', gutter: 8 }],
    ['design="carousel" image-aspect-ratio="75"', { design: 'carousel', imageAspectRatio: '75' }],
    ['design="carousel" slides-per-row="4" gutter="12"', { design: 'carousel', slidesPerRow: 4, gutter: 12 }],
    ['design="carousel" thumbnails-per-row="2"', { design: 'carousel', thumbnailsPerRow: 2 }],
    ['design="grid" slides-per-row="5" thumbnails-per-row="3"', { design: 'grid', slidesPerRow: 5, thumbnailsPerRow: 3 }],
  ];
  for (const [attributes, given] of cases) {
    for (const width of [360, 600, 900]) {
      it(`${attributes} at ${width} px: every slide's box`, async () => {
        const { boxes } = await drawn(attributes, width);
        const layout = expected(given, width);
        layout.boxes.forEach((box, index) => expectBox(boxes[index]!, box, `slide ${index}`));
      });
    }
  }

  for (const width of [360, 900]) {
    it(`design="list" image-aspect-ratio="75" at ${width} px: each picture's box`, async () => {
      const { host } = await drawn('design="list" image-aspect-ratio="75"', width);
      const layout = expected({ design: 'list', imageAspectRatio: '75' }, width);
      const origin = host.getBoundingClientRect();
      [...host.querySelectorAll('img')].forEach((image, index) => {
        const rect = image.getBoundingClientRect();
        expectBox(
          { x: rect.left - origin.left, y: rect.top - origin.top, width: rect.width, height: rect.height },
          layout.boxes[index]!,
          `picture ${index}`,
        );
      });
    });

    for (const [attributes, given] of [
      ['design="slideshow"', { design: 'slideshow' }],
      ['design="slideshow" thumbnails', { design: 'slideshow', thumbnails: true }],
      ['design="slideshow" image-aspect-ratio="50" thumbnails', { design: 'slideshow', imageAspectRatio: '50', thumbnails: true }],
      ['design="slider"', { design: 'slider' }],
    ] as [string, GivenSettings][]) {
      it(`${attributes} at ${width} px: the gallery's height, and the first slide's box`, async () => {
        const { host, boxes } = await drawn(attributes, width);
        const layout = expected(given, width);
        expect(host.getBoundingClientRect().height, 'height').to.be.closeTo(layout.height, 0.5);
        if (layout.design === GalleryDesign.STACKED) expectBox(boxes[0]!, layout.boxes[0]!, 'first slide');
      });
    }
  }
});

describe('the pricing toggle before its code runs', () => {
  /** The sheet's top-level rules whose text names the pricing toggle's periods or its placeholder. */
  const toggleRules = () => [...sheet.cssRules].filter((rule) => /sq-pricing-toggle[^{]*(data-billing|::before)/.test(rule.cssText));

  it('hides a period and reserves the toggle only where scripts run: without them both periods show', () => {
    const rules = toggleRules();
    expect(rules.length).to.be.greaterThan(0);
    for (const rule of rules) {
      expect(rule).to.be.instanceOf(CSSMediaRule);
      expect((rule as CSSMediaRule).conditionText).to.equal('(scripting: enabled)');
    }
    const hidden = rules.flatMap((rule) => [...(rule as CSSMediaRule).cssRules]).filter((inner) => inner.cssText.includes('display: none'));
    expect(hidden.map((inner) => (inner as CSSStyleRule).selectorText)).to.include(
      'sq-pricing-toggle:not([value="annual"]):not(:defined) [data-billing="annual"]',
    );
  });
});

describe('the search preview in sq-elements.css', () => {
  it('places the light-DOM preview under its box, as one rule the browser reads', () => {
    const host = document.createElement('sq-search');
    host.innerHTML = '<div class="sq-search-popup"><ul class="sq-search-listbox"><li class="sq-search-option">Tide mug</li></ul></div>';
    document.body.append(host);
    const popup = host.querySelector('.sq-search-popup')!;
    expect(getComputedStyle(popup).position).to.equal('absolute');
    expect(getComputedStyle(host.querySelector('.sq-search-listbox')!).listStyleType).to.equal('none');
    expect([...sheet.cssRules].map((rule) => (rule as CSSStyleRule).selectorText)).to.include('sq-search .sq-search-popup');
    host.remove();
  });
});
