import { expect } from '@open-wc/testing';
import { BLOCK_ID_ATTRIBUTE, POINTER_LEFT, pointerReport, sameReport } from '../../src/shared/site/editor-events.js';

describe('editor events: the pointer report', () => {
  const page = document.createElement('div');
  page.innerHTML =
    `<section ${BLOCK_ID_ATTRIBUTE}="outer"><div ${BLOCK_ID_ATTRIBUTE}="inner"><b>x</b></div><i>y</i></section><p>z</p><div ${BLOCK_ID_ATTRIBUTE}=""><u>w</u></div>` +
    '<figure class="block block-image" id="image-1"><img alt=""><figcaption><s>c</s></figcaption></figure><div class="block"><q>no id</q></div><div id="not-a-block"><em>e</em></div>';

  it('names the nearest block around the target, in whole pixels', () => {
    expect(pointerReport(10.4, 20.6, page.querySelector('b'))).to.deep.equal({ type: 'sq-pointer', x: 10, y: 21, blockId: 'inner' });
    expect(pointerReport(1, 2, page.querySelector('i'))!.blockId).to.equal('outer');
  });

  it("names a block template's root by its id", () => {
    expect(pointerReport(1, 2, page.querySelector('s')).blockId).to.equal('image-1');
    expect(pointerReport(1, 2, page.querySelector('img')).blockId).to.equal('image-1');
  });

  it('has no block outside every block, for an empty id, or without a target', () => {
    expect(pointerReport(1, 2, page.querySelector('q')).blockId, 'a block without an id').to.equal(null);
    expect(pointerReport(1, 2, page.querySelector('em')).blockId, 'an element with an id that is not a block').to.equal(null);
    expect(pointerReport(1, 2, page.querySelector('p')).blockId).to.equal(null);
    expect(pointerReport(1, 2, page.querySelector('u')).blockId).to.equal(null);
    expect(pointerReport(1, 2, null).blockId).to.equal(null);
  });

  it('tells a repeated report apart from a change', () => {
    const report = pointerReport(1, 2, page.querySelector('b'));
    expect(sameReport(undefined, report)).to.equal(false);
    expect(sameReport(report, { ...report })).to.equal(true);
    expect(sameReport(report, { ...report, x: 3 })).to.equal(false);
    expect(sameReport(report, { ...report, blockId: 'outer' })).to.equal(false);
    expect(sameReport(report, POINTER_LEFT)).to.equal(false);
  });
});
