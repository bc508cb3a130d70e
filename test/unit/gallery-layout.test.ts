import { expect } from '@open-wc/testing';
import { heightRatio, parseDimensions, type Box, type Dimensions } from '../../src/shared/gallery/dimensions.js';
import { CENTER_FOCAL_POINT, imageRect, objectFit, objectPosition, parseFocalPoint } from '../../src/shared/gallery/focal-point.js';
import { computeLayout } from '../../src/shared/gallery/layout.js';
import { carouselGroupOffset, carouselLayout, carouselSlidesPerRow, groupCount } from '../../src/shared/gallery/layout-carousel.js';
import { autoColumnsLayout, autoGridLayout, columnCount, gridLayout } from '../../src/shared/gallery/layout-grid.js';
import { baseLayout, listLayout } from '../../src/shared/gallery/layout-list.js';
import { autoRowsLayout } from '../../src/shared/gallery/layout-rows.js';
import { slideshowHeight, stackedLayout } from '../../src/shared/gallery/layout-stacked.js';
import { clampStripOffset, stripHeightPercent, stripLayout, stripOffset, thumbnailPreloadCount } from '../../src/shared/gallery/layout-strip.js';
import { settingsFromAttributes, type AttributeMap } from '../helpers/gallery-settings.js';
import { stackedSlideStyle } from '../../src/shared/gallery/transitions.js';

const SQUARE: Dimensions = { width: 800, height: 800 };
const LANDSCAPE: Dimensions = { width: 1500, height: 1000 };
const PORTRAIT: Dimensions = { width: 1000, height: 2000 };

function round(box: Box): Box {
  const r = (value: number) => Math.round(value * 1000) / 1000;
  return { x: r(box.x), y: r(box.y), width: r(box.width), height: r(box.height) };
}

function expectBoxes(actual: readonly Box[], expected: readonly Box[]): void {
  expect(actual.map(round)).to.deep.equal(expected.map(round));
}

function expectFinite(boxes: readonly Box[], height: number): void {
  for (const box of boxes) for (const value of Object.values(box)) expect(Number.isFinite(value), JSON.stringify(box)).to.equal(true);
  expect(Number.isFinite(height)).to.equal(true);
}

function settingsOf(attributes: AttributeMap) {
  return settingsFromAttributes(attributes).settings;
}

describe('parseDimensions', () => {
  it("reads 'WIDTHxHEIGHT'", () => {
    expect(parseDimensions('1500x1000')).to.deep.equal({ width: 1500, height: 1000 });
    expect(parseDimensions('1500X1000')).to.deep.equal({ width: 1500, height: 1000 });
    expect(parseDimensions(' 640 x 480 ')).to.deep.equal({ width: 640, height: 480 });
    expect(parseDimensions('1.5x2.25')).to.deep.equal({ width: 1.5, height: 2.25 });
  });

  it('gives undefined for anything else', () => {
    for (const value of ['', 'x', '0x100', '100x0', '-1x5', '5x-1', 'abc', '100x', 'x100', '100x100x100', '1e3x5', '100*100', '100,100']) {
      expect(parseDimensions(value), value).to.equal(undefined);
    }
    for (const value of [undefined, null, 1500, { width: 1, height: 1 }]) expect(parseDimensions(value)).to.equal(undefined);
  });

  it('draws a slide of unknown dimensions square', () => {
    expect(heightRatio(undefined)).to.equal(1);
    expect(heightRatio(LANDSCAPE)).to.be.closeTo(2 / 3, 1e-12);
  });
});

describe('grid layout', () => {
  it('places perRow equal cells with padding between them', () => {
    const layout = gridLayout({ containerWidth: 1000, slides: Array(6).fill(SQUARE) }, { perRow: 4, padding: 20, heightRatio: 1 });
    const cell = (1000 - 3 * 20) / 4;
    expect(layout.columns).to.equal(4);
    expect(layout.columnWidth).to.equal(cell);
    expectBoxes(layout.boxes, [
      { x: 0, y: 0, width: cell, height: cell },
      { x: cell + 20, y: 0, width: cell, height: cell },
      { x: 2 * (cell + 20), y: 0, width: cell, height: cell },
      { x: 3 * (cell + 20), y: 0, width: cell, height: cell },
      { x: 0, y: cell + 20, width: cell, height: cell },
      { x: cell + 20, y: cell + 20, width: cell, height: cell },
    ]);
    expect(layout.height).to.equal(2 * cell + 20);
  });

  it('draws cells of a fixed ratio', () => {
    const layout = gridLayout({ containerWidth: 400, slides: [SQUARE, PORTRAIT] }, { perRow: 2, padding: 0, heightRatio: 0.5 });
    expectBoxes(layout.boxes, [
      { x: 0, y: 0, width: 200, height: 100 },
      { x: 200, y: 0, width: 200, height: 100 },
    ]);
  });

  it('keeps each slide its own ratio without one, a row as tall as its tallest', () => {
    const layout = gridLayout({ containerWidth: 400, slides: [LANDSCAPE, PORTRAIT, SQUARE] }, { perRow: 2, padding: 10 });
    const cell = 195;
    expectBoxes(layout.boxes, [
      { x: 0, y: 0, width: cell, height: cell * (2 / 3) },
      { x: cell + 10, y: 0, width: cell, height: cell * 2 },
      { x: 0, y: cell * 2 + 10, width: cell, height: cell },
    ]);
    expect(layout.height).to.be.closeTo(cell * 3 + 10, 1e-9);
  });

  it('has no boxes and no height without slides', () => {
    expect(gridLayout({ containerWidth: 1000, slides: [] }, { perRow: 4, padding: 20 })).to.include({ height: 0 });
    expect(gridLayout({ containerWidth: 1000, slides: [] }, { perRow: 4, padding: 20 }).boxes).to.deep.equal([]);
  });

  it('draws one slide in the first cell', () => {
    const layout = gridLayout({ containerWidth: 1000, slides: [undefined] }, { perRow: 4, padding: 20 });
    expectBoxes(layout.boxes, [{ x: 0, y: 0, width: 235, height: 235 }]);
    expect(layout.height).to.equal(235);
  });

  it('takes at least one column, and survives a zero, negative or unknown width', () => {
    expect(gridLayout({ containerWidth: 300, slides: [SQUARE] }, { perRow: 0, padding: 0 }).columns).to.equal(1);
    expect(gridLayout({ containerWidth: 300, slides: [SQUARE] }, { perRow: Number.NaN, padding: 0 }).columns).to.equal(1);
    expect(gridLayout({ containerWidth: 300, slides: [SQUARE] }, { perRow: 2.7, padding: 0 }).columns).to.equal(2);
    for (const containerWidth of [0, -100, Number.NaN, Number.POSITIVE_INFINITY]) {
      const layout = gridLayout({ containerWidth, slides: [SQUARE, SQUARE, SQUARE] }, { perRow: 4, padding: 20 });
      expectFinite(layout.boxes, layout.height);
      expect(layout.boxes.every((box) => box.width === 0 && box.height === 0)).to.equal(true);
    }
  });
});

describe('column count (auto grid and auto columns)', () => {
  it('rounds down with min and up with max', () => {
    expect(columnCount(1000, 250, 0, 'min')).to.equal(4);
    expect(columnCount(1000, 250, 0, 'max')).to.equal(4);
    expect(columnCount(1100, 250, 0, 'min')).to.equal(4);
    expect(columnCount(1100, 250, 0, 'max')).to.equal(5);
    expect(columnCount(999, 250, 0, 'min')).to.equal(3);
    expect(columnCount(999, 250, 0, 'max')).to.equal(4);
  });

  it('counts the gutters between columns', () => {
    expect(columnCount(1030, 250, 10, 'min')).to.equal(4);
    expect(columnCount(1029, 250, 10, 'min')).to.equal(3);
  });

  it('is not thrown off by floating-point error', () => {
    expect(columnCount(0.1 * 3, 0.1, 0, 'max')).to.equal(3);
    expect(columnCount(0.1 * 3, 0.1, 0, 'min')).to.equal(3);
  });

  it('is at least 1', () => {
    expect(columnCount(100, 250, 0, 'min')).to.equal(1);
    expect(columnCount(0, 250, 0, 'max')).to.equal(1);
    expect(columnCount(Number.NaN, 250, 0, 'min')).to.equal(1);
    expect(columnCount(1000, 0, 0, 'min')).to.equal(1);
    expect(columnCount(1000, -5, 0, 'min')).to.equal(1);
    expect(columnCount(1000, Number.POSITIVE_INFINITY, 0, 'max')).to.equal(1);
  });
});

describe('auto grid layout', () => {
  it('is the grid with as many columns as columnWidth allows', () => {
    const layout = autoGridLayout(
      { containerWidth: 1100, slides: Array(5).fill(LANDSCAPE) },
      { columnWidth: 250, gutter: 0, columnBehavior: 'min', heightRatio: 1 },
    );
    expect(layout.columns).to.equal(4);
    expect(layout.columnWidth).to.equal(275);
    expect(round(layout.boxes[4]!)).to.deep.equal({ x: 0, y: 275, width: 275, height: 275 });
    expect(layout.height).to.equal(550);
  });
});

describe('auto columns layout (masonry)', () => {
  it('puts each slide under the shortest column, leftmost on a tie', () => {
    const layout = autoColumnsLayout(
      { containerWidth: 500, slides: [PORTRAIT, SQUARE, SQUARE, SQUARE, LANDSCAPE] },
      { columnWidth: 250, gutter: 0, columnBehavior: 'min' },
    );
    expect(layout.columns).to.equal(2);
    expectBoxes(layout.boxes, [
      { x: 0, y: 0, width: 250, height: 500 },
      { x: 250, y: 0, width: 250, height: 250 },
      { x: 250, y: 250, width: 250, height: 250 },
      { x: 0, y: 500, width: 250, height: 250 },
      { x: 250, y: 500, width: 250, height: 250 * (2 / 3) },
    ]);
    expect(layout.height).to.equal(750);
  });

  it('leaves the gutter between columns and between slides, not after the last', () => {
    const layout = autoColumnsLayout(
      { containerWidth: 520, slides: [SQUARE, SQUARE, SQUARE] },
      { columnWidth: 250, gutter: 20, columnBehavior: 'min' },
    );
    expectBoxes(layout.boxes, [
      { x: 0, y: 0, width: 250, height: 250 },
      { x: 270, y: 0, width: 250, height: 250 },
      { x: 0, y: 270, width: 250, height: 250 },
    ]);
    expect(layout.height).to.equal(520);
  });

  it('has no height without slides and survives no width', () => {
    expect(autoColumnsLayout({ containerWidth: 500, slides: [] }, { columnWidth: 250, gutter: 0, columnBehavior: 'min' }).height).to.equal(0);
    const layout = autoColumnsLayout({ containerWidth: 0, slides: [SQUARE, undefined] }, { columnWidth: 250, gutter: 10, columnBehavior: 'max' });
    expectFinite(layout.boxes, layout.height);
  });
});

describe('auto rows layout (justified)', () => {
  it('scales each full row to the container width', () => {
    const layout = autoRowsLayout({ containerWidth: 1000, slides: [LANDSCAPE, LANDSCAPE, LANDSCAPE, LANDSCAPE] }, { rowHeight: 250, gutter: 20 });
    const height = (1000 - 40) / 4.5;
    expectBoxes(layout.boxes, [
      { x: 0, y: 0, width: height * 1.5, height },
      { x: height * 1.5 + 20, y: 0, width: height * 1.5, height },
      { x: 2 * (height * 1.5 + 20), y: 0, width: height * 1.5, height },
      { x: 0, y: height + 20, width: 375, height: 250 },
    ]);
    const first = layout.boxes.slice(0, 3);
    expect(first[2]!.x + first[2]!.width).to.be.closeTo(1000, 1e-9);
    expect(layout.height).to.be.closeTo(height + 20 + 250, 1e-9);
  });

  it('does not stretch the last row', () => {
    const layout = autoRowsLayout({ containerWidth: 1000, slides: [SQUARE, SQUARE] }, { rowHeight: 250, gutter: 20 });
    expectBoxes(layout.boxes, [
      { x: 0, y: 0, width: 250, height: 250 },
      { x: 270, y: 0, width: 250, height: 250 },
    ]);
    expect(layout.height).to.equal(250);
  });

  it('gives a panorama wider than the container a row of its own, scaled down', () => {
    const layout = autoRowsLayout({ containerWidth: 1000, slides: [{ width: 5000, height: 500 }, SQUARE] }, { rowHeight: 250, gutter: 20 });
    expectBoxes(layout.boxes, [
      { x: 0, y: 0, width: 1000, height: 100 },
      { x: 0, y: 120, width: 250, height: 250 },
    ]);
  });

  it('closes a row exactly at the container width', () => {
    const layout = autoRowsLayout({ containerWidth: 520, slides: [SQUARE, SQUARE, SQUARE] }, { rowHeight: 250, gutter: 20 });
    expect(layout.boxes.map((box) => box.y)).to.deep.equal([0, 0, 270]);
    expect(layout.boxes[0]!.height).to.equal(250);
  });

  it('has no height without slides and survives no width', () => {
    expect(autoRowsLayout({ containerWidth: 1000, slides: [] }, { rowHeight: 250, gutter: 20 })).to.deep.equal({ boxes: [], height: 0 });
    const layout = autoRowsLayout({ containerWidth: 0, slides: [SQUARE, undefined, PORTRAIT] }, { rowHeight: 250, gutter: 20 });
    expectFinite(layout.boxes, layout.height);
    const noHeight = autoRowsLayout({ containerWidth: 800, slides: [SQUARE] }, { rowHeight: Number.NaN, gutter: Number.NaN });
    expectFinite(noHeight.boxes, noHeight.height);
  });
});

describe('carousel layout', () => {
  it('keeps slidesPerRow from 724 px up', () => {
    expect(carouselSlidesPerRow(3, 1000)).to.equal(3);
    expect(carouselSlidesPerRow(5, 724)).to.equal(5);
  });

  it('shows 3 below 724 px when it was above 2', () => {
    expect(carouselSlidesPerRow(5, 723)).to.equal(3);
    expect(carouselSlidesPerRow(4, 600)).to.equal(3);
    expect(carouselSlidesPerRow(3, 600)).to.equal(3);
    expect(carouselSlidesPerRow(2, 600)).to.equal(2);
    expect(carouselSlidesPerRow(1, 600)).to.equal(1);
    expect(carouselSlidesPerRow(5, 480)).to.equal(3);
  });

  it('shows 2 below 480 px when it was above 1', () => {
    expect(carouselSlidesPerRow(3, 479)).to.equal(2);
    expect(carouselSlidesPerRow(5, 300)).to.equal(2);
    expect(carouselSlidesPerRow(2, 300)).to.equal(2);
    expect(carouselSlidesPerRow(1, 300)).to.equal(1);
    expect(carouselSlidesPerRow(3, 0)).to.equal(2);
  });

  it('takes at least 1 per row', () => {
    expect(carouselSlidesPerRow(0, 1000)).to.equal(1);
    expect(carouselSlidesPerRow(Number.NaN, 1000)).to.equal(1);
  });

  it('counts ceil(slides / slidesPerRow) groups', () => {
    expect(groupCount(0, 3)).to.equal(0);
    expect(groupCount(1, 3)).to.equal(1);
    expect(groupCount(3, 3)).to.equal(1);
    expect(groupCount(4, 3)).to.equal(2);
    expect(groupCount(7, 3)).to.equal(3);
    expect(groupCount(5, 0)).to.equal(0);
  });

  it('places slides side by side with the gutter', () => {
    const layout = carouselLayout({ containerWidth: 1000, slides: Array(4).fill(SQUARE) }, { slidesPerRow: 3, gutter: 1 });
    const width = 998 / 3;
    expect(layout).to.include({ slidesPerRow: 3, groupCount: 2 });
    expect(layout.groupWidth).to.be.closeTo(3 * (width + 1), 1e-9);
    expectBoxes(
      layout.boxes,
      [0, 1, 2, 3].map((i) => ({ x: i * (width + 1), y: 0, width, height: width })),
    );
    expect(layout.height).to.be.closeTo(width, 1e-9);
  });

  it('uses the reduced slidesPerRow and a fixed ratio', () => {
    const layout = carouselLayout({ containerWidth: 400, slides: [PORTRAIT, SQUARE, SQUARE] }, { slidesPerRow: 3, gutter: 0, heightRatio: 0.75 });
    expect(layout.slidesPerRow).to.equal(2);
    expect(layout.groupCount).to.equal(2);
    expect(layout.boxes.map((box) => box.height)).to.deep.equal([150, 150, 150]);
  });

  it('is as tall as its tallest slide without a fixed ratio', () => {
    const layout = carouselLayout({ containerWidth: 900, slides: [LANDSCAPE, PORTRAIT] }, { slidesPerRow: 3, gutter: 0 });
    expect(layout.height).to.equal(600);
  });

  it('moves one group width per group, from the first to the last', () => {
    const layout = carouselLayout({ containerWidth: 900, slides: Array(7).fill(SQUARE) }, { slidesPerRow: 3, gutter: 0 });
    expect(carouselGroupOffset(layout, 0)).to.equal(0);
    expect(carouselGroupOffset(layout, 1)).to.equal(900);
    expect(carouselGroupOffset(layout, 2)).to.equal(1800);
    expect(carouselGroupOffset(layout, 5)).to.equal(1800);
    expect(carouselGroupOffset(layout, -1)).to.equal(0);
    expect(carouselGroupOffset(layout, Number.NaN)).to.equal(0);
  });

  it('has no groups and no height without slides', () => {
    const layout = carouselLayout({ containerWidth: 900, slides: [] }, { slidesPerRow: 3, gutter: 1 });
    expect(layout).to.include({ groupCount: 0, height: 0 });
    expect(carouselGroupOffset(layout, 1)).to.equal(0);
  });
});

describe('list layout', () => {
  it('gives the image listImageSize percent and the meta the remainder', () => {
    const layout = listLayout({ containerWidth: 1000, slides: [LANDSCAPE, SQUARE] }, { listImageSize: 40, gutter: 10 });
    expectBoxes(layout.boxes, [
      { x: 0, y: 0, width: 400, height: 400 * (2 / 3) },
      { x: 0, y: 400 * (2 / 3) + 10, width: 400, height: 400 },
    ]);
    expectBoxes(layout.metaBoxes, [
      { x: 400, y: 0, width: 600, height: 400 * (2 / 3) },
      { x: 400, y: 400 * (2 / 3) + 10, width: 600, height: 400 },
    ]);
    expect(layout.height).to.be.closeTo(400 * (2 / 3) + 10 + 400, 1e-9);
  });

  it('clamps the image size to the width', () => {
    const layout = listLayout({ containerWidth: 500, slides: [SQUARE] }, { listImageSize: 150, gutter: 0 });
    expect(layout.boxes[0]!.width).to.equal(500);
    expect(layout.metaBoxes[0]!.width).to.equal(0);
    expect(listLayout({ containerWidth: 500, slides: [SQUARE] }, { listImageSize: Number.NaN, gutter: 0 }).boxes[0]!.width).to.equal(0);
  });

  it('has no height without slides', () => {
    expect(listLayout({ containerWidth: 500, slides: [] }, { listImageSize: 50, gutter: 0 })).to.deep.equal({ boxes: [], metaBoxes: [], height: 0 });
  });
});

describe('base layout (the stacked design name)', () => {
  it('stacks slides at the full width', () => {
    const layout = baseLayout({ containerWidth: 600, slides: [LANDSCAPE, undefined] }, { gutter: 0 });
    expectBoxes(layout.boxes, [
      { x: 0, y: 0, width: 600, height: 400 },
      { x: 0, y: 400, width: 600, height: 600 },
    ]);
    expect(layout.height).to.equal(1000);
  });

  it('uses a fixed ratio and the gutter', () => {
    const layout = baseLayout({ containerWidth: 600, slides: [LANDSCAPE, PORTRAIT] }, { gutter: 8, heightRatio: 0.5 });
    expect(layout.boxes.map((box) => box.y)).to.deep.equal([0, 308]);
    expect(layout.height).to.equal(608);
  });
});

describe('slideshow layout (stacked design)', () => {
  const slides = [LANDSCAPE, PORTRAIT, undefined];

  it('follows the current slide with autoHeight', () => {
    expect(slideshowHeight({ containerWidth: 900, slides }, { currentIndex: 0, autoHeight: true })).to.equal(600);
    expect(slideshowHeight({ containerWidth: 900, slides }, { currentIndex: 1, autoHeight: true })).to.equal(1800);
  });

  it('uses the default slider aspect ratio 50 for a slide of unknown size or without autoHeight', () => {
    expect(slideshowHeight({ containerWidth: 900, slides }, { currentIndex: 2, autoHeight: true })).to.equal(450);
    expect(slideshowHeight({ containerWidth: 900, slides }, { currentIndex: 1, autoHeight: false })).to.equal(450);
    expect(slideshowHeight({ containerWidth: 900, slides }, { currentIndex: 7, autoHeight: true })).to.equal(450);
  });

  it('uses a fixed ratio over autoHeight', () => {
    expect(slideshowHeight({ containerWidth: 900, slides }, { currentIndex: 1, autoHeight: true, heightRatio: 0.4 })).to.equal(360);
  });

  it('gives every slide the same box', () => {
    const layout = stackedLayout({ containerWidth: 900, slides }, { currentIndex: 0, autoHeight: true });
    expectBoxes(layout.boxes, Array(3).fill({ x: 0, y: 0, width: 900, height: 600 }));
    expect(layout).to.include({ height: 600, slideHeight: 600 });
    expect(layout.thumbnailStrip).to.equal(undefined);
  });

  it('reserves the thumbnail strip under the slides, its few thumbnails widened at most twice towards its width', () => {
    const layout = stackedLayout({ containerWidth: 900, slides }, { currentIndex: 0, autoHeight: true, thumbnails: { height: 60, margin: 5 } });
    expect(layout.thumbnailStrip!.y).to.equal(605);
    expect(layout.height).to.equal(665);
    expectBoxes(layout.thumbnailStrip!.layout.boxes, [
      { x: 0, y: 0, width: 180, height: 60 },
      { x: 185, y: 0, width: 60, height: 60 },
      { x: 250, y: 0, width: 120, height: 60 },
    ]);
  });

  it('spans the slides’ width with its thumbnails when they nearly fill it, each widened by the same factor', () => {
    const six = Array(6).fill(LANDSCAPE);
    const layout = stackedLayout(
      { containerWidth: 1000, slides: six },
      { currentIndex: 0, autoHeight: true, thumbnails: { height: 100, margin: 10 } },
    );
    const boxes = layout.thumbnailStrip!.layout.boxes;
    const last = boxes[boxes.length - 1]!;
    expect(last.x + last.width).to.be.closeTo(1000, 0.001);
    expect(new Set(boxes.map((box) => box.width.toFixed(3))).size).to.equal(1);
    expect(boxes.every((box) => box.height === 100)).to.equal(true);
  });

  it('makes the thumbnail strip vSize 10 tall without a height', () => {
    const layout = stackedLayout({ containerWidth: 900, slides }, { currentIndex: 0, autoHeight: true, thumbnails: { margin: 0 } });
    expect(layout.thumbnailStrip!.layout.height).to.equal(90);
    expect(layout.height).to.equal(690);
  });

  it('has no height without slides', () => {
    const layout = stackedLayout({ containerWidth: 900, slides: [] }, { currentIndex: 0, autoHeight: true, thumbnails: { margin: 5 } });
    expect(layout).to.deep.equal({ boxes: [], height: 0, slideHeight: 0 });
  });
});

describe('strip layout (slider design)', () => {
  it('is vSize percent of the width tall, else the aspect ratio, else vSize 10', () => {
    expect(stripHeightPercent(20, 50)).to.equal(20);
    expect(stripHeightPercent(undefined, 50)).to.equal(50);
    expect(stripHeightPercent(undefined, 'auto')).to.equal(10);
    expect(stripHeightPercent(undefined, undefined)).to.equal(10);
    expect(stripHeightPercent(0, 0)).to.equal(10);
  });

  it('preloads container width divided by strip height, rounded up', () => {
    expect(thumbnailPreloadCount(1000, 100)).to.equal(10);
    expect(thumbnailPreloadCount(1001, 100)).to.equal(11);
    expect(thumbnailPreloadCount(50, 100)).to.equal(1);
    expect(thumbnailPreloadCount(0, 100)).to.equal(0);
    expect(thumbnailPreloadCount(1000, 0)).to.equal(0);
    expect(thumbnailPreloadCount(1000, Number.NaN)).to.equal(0);
  });

  it('places slides left to right at the strip height and their own ratio', () => {
    const layout = stripLayout({ containerWidth: 1000, slides: [LANDSCAPE, PORTRAIT, undefined] }, { height: 100, gutter: 10 });
    expectBoxes(layout.boxes, [
      { x: 0, y: 0, width: 150, height: 100 },
      { x: 160, y: 0, width: 50, height: 100 },
      { x: 220, y: 0, width: 100, height: 100 },
    ]);
    expect(layout).to.include({ height: 100, width: 320, preloadCount: 10 });
  });

  it('fills a given width only where the row is narrower, never beyond twice its slides’ widths', () => {
    const input = { containerWidth: 1000, slides: [LANDSCAPE, PORTRAIT, undefined] };
    // 300 px of slides and 20 of gutters in 420: each slide a third wider.
    const filled = stripLayout(input, { height: 100, gutter: 10, fillWidth: 420 });
    expectBoxes(filled.boxes, [
      { x: 0, y: 0, width: 200, height: 100 },
      { x: 210, y: 0, width: 200 / 3, height: 100 },
      { x: 210 + 200 / 3 + 10, y: 0, width: 400 / 3, height: 100 },
    ]);
    expect(filled.width).to.be.closeTo(420, 0.001);
    expect(stripLayout(input, { height: 100, gutter: 10, fillWidth: 5000 }).width).to.equal(620);
    expect(stripLayout(input, { height: 100, gutter: 10, fillWidth: 200 }).width).to.equal(320);
  });

  it('aligns the current slide at the start, middle or end', () => {
    const layout = stripLayout({ containerWidth: 1000, slides: [LANDSCAPE, PORTRAIT, undefined] }, { height: 100, gutter: 10 });
    expect(stripOffset(layout, 1, 'start', 1000)).to.equal(-160);
    expect(stripOffset(layout, 1, 'middle', 1000)).to.equal(500 - 185);
    expect(stripOffset(layout, 1, 'end', 1000)).to.equal(1000 - 210);
    expect(stripOffset(layout, 0, 'start', 1000)).to.equal(0);
  });

  it("widens a tall picture's thumbnail in a short strip to a pointer target, 24 px, keeping the row's height", () => {
    const layout = stripLayout({ containerWidth: 390, slides: [LANDSCAPE, PORTRAIT] }, { height: 34, gutter: 0 });
    expectBoxes(layout.boxes, [
      { x: 0, y: 0, width: 51, height: 34 },
      { x: 51, y: 0, width: 24, height: 34 },
    ]);
  });

  it('does not move for a slide it does not have', () => {
    const layout = stripLayout({ containerWidth: 1000, slides: [SQUARE] }, { height: 100, gutter: 0 });
    expect(stripOffset(layout, 3, 'middle', 1000)).to.equal(0);
    expect(stripOffset(layout, -1, 'start', 1000)).to.equal(0);
  });

  it('has no size without slides or height', () => {
    expect(stripLayout({ containerWidth: 1000, slides: [] }, { height: 100, gutter: 10 })).to.include({ height: 0, width: 0 });
    const layout = stripLayout({ containerWidth: 1000, slides: [SQUARE] }, { height: Number.NaN, gutter: Number.NaN });
    expectFinite(layout.boxes, layout.height);
  });
});

describe('computeLayout', () => {
  const slides = [LANDSCAPE, PORTRAIT, SQUARE, undefined, LANDSCAPE];

  it('gives the grid fewer columns on narrow screens, as the carousel: 2 below 480 px, 3 below 724 px', () => {
    const columns = (width: number, extra: AttributeMap = {}) => {
      const layout = computeLayout(settingsOf({ design: 'grid', ...extra }), { containerWidth: width, slides });
      return layout.design === 'grid' ? layout.columns : undefined;
    };
    expect(columns(390)).to.equal(2);
    expect(columns(479)).to.equal(2);
    expect(columns(480)).to.equal(3);
    expect(columns(723)).to.equal(3);
    expect(columns(724)).to.equal(4);
    expect(columns(600, { 'thumbnails-per-row': '2' }), 'never more than asked for').to.equal(2);
    expect(columns(390, { 'slides-per-row': '1' })).to.equal(1);
    expect(columns(1000, { 'slides-per-row': '6' })).to.equal(6);
  });

  it('crops each grid row to its shortest slide with auto-crop and an auto ratio, so rows have no holes', () => {
    const grid = computeLayout(settingsOf({ design: 'grid', 'auto-crop': '', padding: '0' }), { containerWidth: 1000, slides });
    expect(grid.boxes.slice(0, 4).map((box) => box.height)).to.deep.equal([250 * (2 / 3), 250 * (2 / 3), 250 * (2 / 3), 250 * (2 / 3)]);
    expect(grid.boxes[4]!.y).to.equal(250 * (2 / 3));
    const natural = computeLayout(settingsOf({ design: 'grid', padding: '0' }), { containerWidth: 1000, slides });
    expect(natural.boxes[1]!.height, 'auto keeps natural sizes without auto-crop').to.equal(500);
    const ratio = computeLayout(settingsOf({ design: 'grid', 'auto-crop': '', 'image-aspect-ratio': '75', padding: '0' }), {
      containerWidth: 1000,
      slides,
    });
    expect(
      ratio.boxes.map((box) => box.height),
      'a ratio wins',
    ).to.deep.equal(Array(5).fill(187.5));
    const autoGrid = computeLayout(settingsOf({ design: 'auto grid', 'auto-crop': '' }), { containerWidth: 1000, slides });
    expect(new Set(autoGrid.boxes.slice(0, 4).map((box) => box.height)).size).to.equal(1);
  });

  it('crops auto columns to the image aspect ratio or square-thumbs', () => {
    const ratio = computeLayout(settingsOf({ design: 'auto columns', 'image-aspect-ratio': '50' }), { containerWidth: 1000, slides });
    expect(ratio.boxes.map((box) => box.height)).to.deep.equal(Array(5).fill(125));
    expect(ratio.boxes[4]).to.deep.equal({ x: 0, y: 125, width: 250, height: 125 });
    const square = computeLayout(settingsOf({ design: 'auto columns', 'square-thumbs': '' }), { containerWidth: 1000, slides });
    expect(square.boxes.map((box) => box.height)).to.deep.equal(Array(5).fill(250));
  });

  it('draws the grid with perRow 4 and padding 20 by default', () => {
    const layout = computeLayout(settingsOf({ design: 'grid' }), { containerWidth: 1000, slides });
    expect(layout.design).to.equal('grid');
    expect(layout.boxes[1]!.x).to.equal(255);
    expect(layout.boxes[4]!.y).to.equal(235 * 2 + 20);
  });

  it('lets thumbnails-per-row set the grid columns, and square-thumbs make cells square', () => {
    const layout = computeLayout(settingsOf({ design: 'grid', 'thumbnails-per-row': '2', padding: '0', 'square-thumbs': '' }), {
      containerWidth: 1000,
      slides,
    });
    expect(layout.boxes.map((box) => box.height)).to.deep.equal([500, 500, 500, 500, 500]);
    expect(layout.height).to.equal(1500);
  });

  it('draws grid cells of the image aspect ratio', () => {
    const layout = computeLayout(settingsOf({ design: 'grid', 'image-aspect-ratio': '50', padding: '0' }), { containerWidth: 1000, slides });
    expect(layout.boxes[0]).to.deep.equal({ x: 0, y: 0, width: 250, height: 125 });
  });

  it('draws auto grid and auto columns with columnWidth 250 and gutter 0', () => {
    const grid = computeLayout(settingsOf({ design: 'auto grid' }), { containerWidth: 1000, slides });
    expect(grid.design).to.equal('auto-grid');
    expect(grid.boxes[0]).to.deep.equal({ x: 0, y: 0, width: 250, height: 250 * (2 / 3) });
    const columns = computeLayout(settingsOf({ design: 'auto columns', 'column-behavior': 'max' }), { containerWidth: 900, slides });
    expect(columns.design === 'auto-columns' && columns.columns).to.equal(4);
  });

  it('draws auto rows at rowHeight 250 with gutter 20', () => {
    const layout = computeLayout(settingsOf({ design: 'auto rows' }), { containerWidth: 10_000, slides });
    expect(layout.boxes.every((box) => box.height === 250)).to.equal(true);
    expect(layout.boxes[1]!.x).to.equal(375 + 20);
  });

  it('draws the carousel with gutter 1 and 3 per row', () => {
    const layout = computeLayout(settingsOf({ design: 'carousel' }), { containerWidth: 1000, slides });
    expect(layout.design === 'carousel' && layout.slidesPerRow).to.equal(3);
    expect(layout.boxes[1]!.x).to.be.closeTo(998 / 3 + 1, 1e-9);
  });

  it('draws the list with half the width for images', () => {
    const layout = computeLayout(settingsOf({ design: 'list' }), { containerWidth: 1000, slides });
    expect(layout.design === 'list' && layout.metaBoxes[0]!.x).to.equal(500);
  });

  it('draws the slideshow from the current slide, normalising its index', () => {
    const settings = settingsOf({ design: 'slideshow' });
    expect(computeLayout(settings, { containerWidth: 900, slides, currentIndex: 1 }).height).to.equal(1800);
    expect(computeLayout(settings, { containerWidth: 900, slides, currentIndex: -4 }).height).to.equal(1800);
    expect(computeLayout(settings, { containerWidth: 900, slides }).height).to.equal(600);
    const withStrip = computeLayout(settingsOf({ design: 'slideshow', thumbnails: '', 'thumbnail-strip-margin': '20' }), {
      containerWidth: 900,
      slides,
    });
    expect(withStrip.design === 'stacked' && withStrip.thumbnailStrip!.y).to.equal(605);
  });

  it('draws the slider at vSize 10 without an aspect ratio', () => {
    const layout = computeLayout(settingsOf({ design: 'slider' }), { containerWidth: 1000, slides });
    expect(layout.design).to.equal('strip');
    expect(layout.height).to.equal(100);
    expect(layout.design === 'strip' && layout.preloadCount).to.equal(10);
    expect(computeLayout(settingsOf({ design: 'slider', 'image-aspect-ratio': '30' }), { containerWidth: 1000, slides }).height).to.equal(300);
    expect(computeLayout(settingsOf({ design: 'slider', 'v-size': '25' }), { containerWidth: 1000, slides }).height).to.equal(250);
  });

  it('draws the stacked design name as the base design', () => {
    const layout = computeLayout(settingsOf({ design: 'stacked' }), { containerWidth: 600, slides: [LANDSCAPE, SQUARE] });
    expect(layout.design).to.equal('base');
    expect(layout.height).to.equal(1000);
  });

  it('reserves nothing without slides in every design', () => {
    for (const design of ['grid', 'auto grid', 'auto columns', 'auto rows', 'carousel', 'list', 'slideshow', 'slider', 'stacked']) {
      const layout = computeLayout(settingsOf({ design }), { containerWidth: 1000, slides: [] });
      expect(layout.height, design).to.equal(0);
      expect(layout.boxes, design).to.deep.equal([]);
    }
  });

  it('gives finite boxes with no width in every design', () => {
    for (const design of ['grid', 'auto grid', 'auto columns', 'auto rows', 'carousel', 'list', 'slideshow', 'slider', 'stacked']) {
      const layout = computeLayout(settingsOf({ design }), { containerWidth: 0, slides });
      expectFinite(layout.boxes, layout.height);
      expect(layout.boxes.length, design).to.equal(slides.length);
    }
  });
});

describe('focal point and loader modes', () => {
  it("parses 'x,y' fractions", () => {
    expect(parseFocalPoint('0.25,0.75')).to.deep.equal({ x: 0.25, y: 0.75 });
    expect(parseFocalPoint(' .5 , 1 ')).to.deep.equal({ x: 0.5, y: 1 });
    expect(parseFocalPoint('0,0')).to.deep.equal({ x: 0, y: 0 });
  });

  it('clamps fractions outside 0–1', () => {
    expect(parseFocalPoint('-0.2,1.4')).to.deep.equal({ x: 0, y: 1 });
  });

  it('gives undefined for anything else', () => {
    for (const value of ['', '0.5', '0.5,', ',0.5', 'a,b', '0.5,0.5,0.5', '0.5;0.5']) expect(parseFocalPoint(value), value).to.equal(undefined);
    expect(parseFocalPoint(undefined)).to.equal(undefined);
    expect(parseFocalPoint(0.5)).to.equal(undefined);
  });

  it('turns the focal point into object-position percentages, the centre by default', () => {
    expect(objectPosition({ x: 0.25, y: 0.75 })).to.equal('25% 75%');
    expect(objectPosition({ x: 1 / 3, y: 0 })).to.equal('33.33% 0%');
    expect(objectPosition()).to.equal('50% 50%');
    expect(objectPosition(CENTER_FOCAL_POINT)).to.equal('50% 50%');
  });

  it('maps fit, fill and none to object-fit', () => {
    expect(objectFit('fit')).to.equal('contain');
    expect(objectFit('fill')).to.equal('cover');
    expect(objectFit('none')).to.equal('none');
  });

  it('fits the whole image, centred', () => {
    expectBoxes([imageRect('fit', { width: 400, height: 400 }, LANDSCAPE)], [{ x: 0, y: (400 - 800 / 3) / 2, width: 400, height: 800 / 3 }]);
  });

  it('fills the box, cropping around the focal point', () => {
    const centred = imageRect('fill', { width: 400, height: 400 }, LANDSCAPE);
    expectBoxes([centred], [{ x: -100, y: 0, width: 600, height: 400 }]);
    expect(imageRect('fill', { width: 400, height: 400 }, LANDSCAPE, { x: 0, y: 0.5 }).x).to.equal(0);
    expect(imageRect('fill', { width: 400, height: 400 }, LANDSCAPE, { x: 1, y: 0.5 }).x).to.be.closeTo(-200, 1e-9);
  });

  it('keeps the natural size with none', () => {
    expect(imageRect('none', { width: 400, height: 400 }, { width: 200, height: 100 }, { x: 0, y: 1 })).to.deep.equal({
      x: 0,
      y: 300,
      width: 200,
      height: 100,
    });
  });
});

describe('stacked transitions', () => {
  it('fades: only the current slide is visible', () => {
    expect(stackedSlideStyle('fade', 2, 2)).to.deep.equal({ opacity: 1, transform: 'none' });
    expect(stackedSlideStyle('fade', 1, 2)).to.deep.equal({ opacity: 0, transform: 'none' });
  });

  it('ken-burns: fades and zooms the current slide to 1.075', () => {
    expect(stackedSlideStyle('ken-burns', 0, 0)).to.deep.equal({ opacity: 1, transform: 'scale(1.075)' });
    expect(stackedSlideStyle('ken-burns', 1, 0)).to.deep.equal({ opacity: 0, transform: 'scale(1)' });
  });

  it('scrolls horizontally: slides line up left to right around the current one', () => {
    expect(stackedSlideStyle('scroll', 2, 2)).to.deep.equal({ opacity: 1, transform: 'translateX(0%)' });
    expect(stackedSlideStyle('scroll', 0, 2)).to.deep.equal({ opacity: 1, transform: 'translateX(-200%)' });
    expect(stackedSlideStyle('scroll', 3, 2)).to.deep.equal({ opacity: 1, transform: 'translateX(100%)' });
  });
});

describe('thumbnail strip offset', () => {
  const layout = { width: 1000 };

  it('never starts partway across nor leaves room after the last thumbnail', () => {
    expect(clampStripOffset(300, layout, 600), 'the first thumbnail centred would start halfway').to.equal(0);
    expect(clampStripOffset(-200, layout, 600)).to.equal(-200);
    expect(clampStripOffset(-700, layout, 600), 'the last thumbnail stays whole at the right edge').to.equal(-400);
  });

  it('keeps a strip narrower than the container at its left edge', () => {
    expect(clampStripOffset(150, { width: 300 }, 600)).to.equal(0);
    expect(clampStripOffset(-50, { width: 300 }, 600)).to.equal(0);
    expect(clampStripOffset(Number.NaN, layout, 600)).to.equal(0);
  });
});
