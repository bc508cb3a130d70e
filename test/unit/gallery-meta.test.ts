import { expect } from '@open-wc/testing';
import { GalleryDesign } from '../../src/shared/gallery/designs.js';
import { metaBesideStyles, metaOverflows, metaOverlayStyle, metaPlacement } from '../../src/shared/gallery/meta.js';

describe('meta position', () => {
  it('lays the meta over the image at the top, centre or bottom, except in the list', () => {
    for (const design of [GalleryDesign.GRID, GalleryDesign.STACKED, GalleryDesign.CAROUSEL, GalleryDesign.STRIP, GalleryDesign.AUTO_ROWS]) {
      expect(metaPlacement(design, 'top'), design).to.deep.equal({ kind: 'overlay', edge: 'top' });
      expect(metaPlacement(design, 'center'), design).to.deep.equal({ kind: 'overlay', edge: 'center' });
      expect(metaPlacement(design, 'bottom'), design).to.deep.equal({ kind: 'overlay', edge: 'bottom' });
      expect(metaPlacement(design, undefined), `${design}: not drawn without a position`).to.equal(undefined);
      expect(metaPlacement(design, 'left'), `${design}: left and right are for the list`).to.equal(undefined);
    }
  });

  it('puts the meta beside the image in the list: right and top by default, left, or aligned', () => {
    expect(metaPlacement(GalleryDesign.LIST, undefined)).to.deep.equal({ kind: 'beside', side: 'right', align: 'top' });
    expect(metaPlacement(GalleryDesign.LIST, 'left')).to.deep.equal({ kind: 'beside', side: 'left', align: 'top' });
    expect(metaPlacement(GalleryDesign.LIST, 'bottom')).to.deep.equal({ kind: 'beside', side: 'right', align: 'bottom' });
    expect(metaBesideStyles('left', 'center')).to.deep.equal({
      image: { 'grid-column': '2', 'grid-row': '1' },
      meta: { 'grid-column': '1', 'grid-row': '1', 'align-self': 'center' },
    });
    expect(metaBesideStyles('right', 'top').meta).to.include({ 'grid-column': '2', 'align-self': 'start' });
  });

  it('scrolls an overlay at 40% of the height once its content exceeds 90% of it', () => {
    expect(metaOverflows(91, 100)).to.equal(true);
    expect(metaOverflows(90, 100)).to.equal(false);
    expect(metaOverflows(10, 0), 'no height yet').to.equal(false);
    expect(metaOverlayStyle('bottom', true)).to.include({ 'max-height': '40%', 'overflow-y': 'auto', bottom: '0' });
    expect(metaOverlayStyle('top', false)).to.include({ 'max-height': 'none', top: '0' });
    expect(metaOverlayStyle('center', false)).to.include({ top: '50%', transform: 'translateY(-50%)' });
  });
});
