import { expect, fixture, html, nextFrame, waitUntil } from '@open-wc/testing';
import '../../src/elements/sq-shape.js';
import type { SqShape } from '../../src/elements/sq-shape.js';
import { captureConsole } from '../helpers/console.js';

const svg = (element: SqShape) => element.shadowRoot!.querySelector('svg');
const drawn = async (element: SqShape) => {
  await waitUntil(() => svg(element), 'the shape is drawn');
  return svg(element)!;
};

describe('<sq-shape>', () => {
  it('draws the shape at its size and colour, hidden from assistive technology without a label', async () => {
    const element = await fixture<SqShape>(html`<sq-shape shape="star" width="240" height="160" color="#c2410c"></sq-shape>`);
    const shape = await drawn(element);
    expect(shape.getAttribute('viewBox')).to.equal('0 0 1 1');
    expect(shape.getAttribute('aria-hidden')).to.equal('true');
    expect(shape.getAttribute('role')).to.equal(null);
    expect(shape.querySelector('path')!.getAttribute('fill')).to.equal('#c2410c');
    const box = shape.getBoundingClientRect();
    expect([box.width, box.height]).to.deep.equal([240, 160]);
    await expect(element).to.be.accessible();
  });

  it('is an image named by its label when it has one', async () => {
    const element = await fixture<SqShape>(html`<sq-shape shape="arrow" label="Next room this way"></sq-shape>`);
    const shape = await drawn(element);
    expect(shape.getAttribute('role')).to.equal('img');
    expect(shape.getAttribute('aria-label')).to.equal('Next room this way');
    expect(shape.hasAttribute('aria-hidden')).to.equal(false);
    expect(shape.querySelector('path')!.getAttribute('fill')).to.equal('currentColor');
    expect(shape.getBoundingClientRect().width).to.equal(200);
    await expect(element).to.be.accessible();
  });

  it('never grows wider than its column, keeping its ratio', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div style="width: 120px"><sq-shape shape="ellipse" width="240" height="160"></sq-shape></div>`,
    );
    const shape = await drawn(wrapper.querySelector<SqShape>('sq-shape')!);
    const box = shape.getBoundingClientRect();
    expect([box.width, box.height]).to.deep.equal([120, 80]);
  });

  it('redraws when its attributes change', async () => {
    const element = await fixture<SqShape>(html`<sq-shape shape="rectangle" width="100" height="50"></sq-shape>`);
    const before = (await drawn(element)).querySelector('path')!.getAttribute('d');
    element.setAttribute('shape', 'triangle');
    await waitUntil(() => svg(element)!.querySelector('path')!.getAttribute('d') !== before);
    expect(svg(element)!.querySelector('path')!.getAttribute('d')).to.equal('M.5 0L1 1H0Z');
  });

  for (const [name, attributes, message] of [
    ['an unknown shape', { shape: 'blob' }, '<sq-shape>: cannot draw shape "blob".'],
    ['no shape', {}, '<sq-shape>: cannot draw shape "".'],
    ['a size out of range', { shape: 'star', width: '-4' }, '<sq-shape>: cannot draw width "-4".'],
    [
      'a colour that is not one',
      { shape: 'star', color: 'url(https://evil.example/x)' },
      '<sq-shape>: cannot draw color "url(https://evil.example/x)".',
    ],
  ] as const) {
    it(`logs one message for ${name} and shows its light DOM`, async () => {
      const console = captureConsole();
      try {
        const element = document.createElement('sq-shape') as SqShape;
        for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
        element.innerHTML = '<p>A star</p>';
        document.body.append(element);
        await waitUntil(() => console.errors.length > 0);
        element.setAttribute('label', 'Still bad');
        await element.updateComplete;
        await nextFrame();
        expect(console.errors).to.deep.equal([message]);
        expect(svg(element)).to.equal(null);
        expect(
          element
            .shadowRoot!.querySelector('slot')!
            .assignedElements()
            .map((node) => node.textContent),
        ).to.deep.equal(['A star']);
        element.remove();
      } finally {
        console.restore();
      }
    });
  }
});
