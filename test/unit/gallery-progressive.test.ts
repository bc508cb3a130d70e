import { expect } from '@open-wc/testing';
import { GalleryDesign } from '../../src/shared/gallery/designs.js';
import {
  drawsProgressively,
  FRAME_BATCH,
  initialFrameCount,
  nextFrameCount,
  passStart,
  slidesNearViewport,
} from '../../src/shared/gallery/progressive.js';

const rows = (count: number, height = 100) => Array.from({ length: count }, (_, i) => ({ x: 0, y: Math.floor(i / 4) * height, width: 100, height }));

describe('progressive frames', () => {
  it('draws the grid designs in batches, and the designs with a current slide at once', () => {
    for (const design of [
      GalleryDesign.GRID,
      GalleryDesign.AUTO_GRID,
      GalleryDesign.AUTO_COLUMNS,
      GalleryDesign.AUTO_ROWS,
      GalleryDesign.LIST,
      GalleryDesign.BASE,
    ]) {
      expect(drawsProgressively(design), design).to.equal(true);
    }
    for (const design of [GalleryDesign.CAROUSEL, GalleryDesign.STACKED, GalleryDesign.STRIP])
      expect(drawsProgressively(design), design).to.equal(false);
  });

  it('first draws every frame whose top is on screen, and at least a batch', () => {
    expect(initialFrameCount(rows(1000), 500, 8)).to.equal(20);
    expect(initialFrameCount(rows(1000), 50, 8)).to.equal(8);
    expect(initialFrameCount(rows(5), 10_000, 8)).to.equal(5);
    expect(initialFrameCount([], 500)).to.equal(0);
    expect(initialFrameCount(rows(1000), 0)).to.equal(FRAME_BATCH);
  });

  it('adds a batch at a time, up to the total', () => {
    expect(nextFrameCount(120, 1000, 120)).to.equal(240);
    expect(nextFrameCount(960, 1000, 120)).to.equal(1000);
    expect(nextFrameCount(-5, 1000, 120)).to.equal(120);
  });

  it('starts a pass over the drawn slides where the last one stopped, unless its inputs changed', () => {
    const boxes = rows(10);
    const roles = ['button'];
    expect(passStart({ inputs: [boxes, roles], drawn: 120 }, [boxes, roles], 240), 'only more frames: the new ones').to.equal(120);
    expect(passStart({ inputs: [boxes, roles], drawn: 240 }, [boxes, roles], 120), 'fewer frames: none new').to.equal(120);
    expect(passStart({ inputs: [boxes, roles], drawn: 120 }, [rows(10), roles], 240), 'new boxes: every slide again').to.equal(0);
    expect(passStart({ inputs: [boxes, 'fill'], drawn: 120 }, [boxes, 'fit'], 240), 'another value').to.equal(0);
    expect(passStart({ inputs: [boxes, undefined], drawn: 120 }, [boxes, undefined], 240), 'the same undefined').to.equal(120);
    expect(passStart({ inputs: [], drawn: 0 }, [boxes], 120), 'the first pass').to.equal(0);
    expect(passStart({ inputs: [boxes], drawn: 120 }, [boxes, roles], 240), 'other inputs').to.equal(0);
  });

  it('finds the drawn slides within the margin of the viewport from the gallery position', () => {
    const boxes = rows(40);
    // Gallery top 300 px below the viewport top, an 800 px viewport, 200 px margin: rows from -500 to 700.
    expect(slidesNearViewport(boxes, 40, 300, 800, 200)).to.deep.equal(Array.from({ length: 28 }, (_, i) => i));
    // Scrolled 1000 px into the gallery: rows from 800 to 2000.
    expect(slidesNearViewport(boxes, 40, -1000, 800, 200)).to.deep.equal(Array.from({ length: 8 }, (_, i) => 32 + i));
    expect(slidesNearViewport(boxes, 10, -1000, 800, 200), 'only drawn frames').to.deep.equal([]);
    expect(slidesNearViewport(boxes, 40, 5000, 800, 200), 'far below').to.deep.equal([]);
  });
});
