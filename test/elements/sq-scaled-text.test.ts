import { expect, fixture, html, nextFrame, waitUntil } from '@open-wc/testing';
import { install } from '@sinonjs/fake-timers';
import '../../src/elements/sq-scaled-text.js';
import type { SqScaledText } from '../../src/elements/sq-scaled-text.js';
import { captureConsole } from '../helpers/console.js';

const LONG = 'The studio opens on Saturdays from ten until four';
const fontSize = (node: Element) => parseFloat(getComputedStyle(node).fontSize);
const fits = (heading: HTMLElement) => heading.scrollWidth <= heading.clientWidth + 0.5;

async function scaled(width: number, text = LONG, max?: number) {
  const wrapper = await fixture<HTMLDivElement>(html`
    <div style="width: ${width}px; font-family: sans-serif">
      <sq-scaled-text .max=${max}><h2 style="font-size: 48px; margin: 0; text-wrap: balance">${text}</h2></sq-scaled-text>
      <p>After the heading</p>
    </div>
  `);
  const element = wrapper.querySelector<SqScaledText>('sq-scaled-text')!;
  await waitUntil(() => element.hasAttribute('fitted'), 'the text is fitted');
  return { wrapper, element, heading: element.querySelector('h2')!, after: wrapper.querySelector('p')! };
}

describe('<sq-scaled-text>', () => {
  it('shrinks the text to the largest size that fits on one line', async () => {
    const { element, heading } = await scaled(400);
    const size = fontSize(heading);
    expect(size).to.be.below(48);
    expect(size).to.be.at.least(11);
    expect(fits(heading)).to.equal(true);
    expect(heading.getClientRects().length).to.equal(1);
    // A pixel larger would overflow: the search found the largest size.
    element.style.setProperty('--_sq-fit-size', `${size + 1}px`);
    expect(fits(heading)).to.equal(false);
    element.style.setProperty('--_sq-fit-size', `${size}px`);
    await expect(element).to.be.accessible();
  });

  it('leaves text that fits at its own size', async () => {
    const { heading } = await scaled(800, 'Open');
    expect(fontSize(heading)).to.equal(48);
  });

  it('keeps the height the page drew it at, so nothing below moves', async () => {
    const wrapper = await fixture<HTMLDivElement>(html`
      <div style="width: 400px">
        <sq-scaled-text><h2 style="font-size: 48px; margin: 0; line-height: 1.2">${LONG}</h2></sq-scaled-text>
        <p>After</p>
      </div>
    `);
    const element = wrapper.querySelector<SqScaledText>('sq-scaled-text')!;
    await waitUntil(() => element.hasAttribute('fitted'));
    expect(element.getBoundingClientRect().height).to.be.closeTo(48 * 1.2, 1);
  });

  it('stops at 11 px and wraps what still does not fit', async () => {
    const { element, heading } = await scaled(60);
    expect(fontSize(heading)).to.equal(11);
    expect(element.hasAttribute('wrapped')).to.equal(true);
    expect(heading.getClientRects().length).to.be.greaterThan(0);
    expect(heading.scrollWidth).to.be.at.most(60);
  });

  it('fits again 100 ms after a resize, following the width in between', async () => {
    const { wrapper, element, heading } = await scaled(400);
    const narrow = fontSize(heading);
    // The search tries sizes on the element's style: each run changes it.
    const searched = new MutationObserver(() => {});
    searched.observe(element, { attributes: true, attributeFilter: ['style'] });
    // The search runs again on a timer, 100 ms after the last resize the resize observer reports.
    const clock = install({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      wrapper.style.width = '600px';
      await nextFrame();
      // Container units follow the width before the search runs again.
      expect(fontSize(heading)).to.be.closeTo((narrow * 600) / 400, 1);
      searched.takeRecords();
      clock.tick(99);
      expect(searched.takeRecords(), 'not searched again before 100 ms').to.have.length(0);
      clock.tick(1);
      expect(searched.takeRecords()).to.not.have.length(0);
      expect(fits(heading)).to.equal(true);
      expect(fontSize(heading)).to.be.greaterThan(narrow);
      wrapper.style.width = '300px';
      await nextFrame();
      clock.tick(100);
      expect(fits(heading)).to.equal(true);
      expect(fontSize(heading)).to.be.below(narrow);
    } finally {
      searched.disconnect();
      clock.uninstall();
    }
  });

  it('takes a smaller max', async () => {
    const { heading } = await scaled(800, 'Open', 30);
    expect(fontSize(heading)).to.equal(30);
  });

  it('logs one message when there is no text, and throws nothing', async () => {
    const console = captureConsole();
    try {
      const element = document.createElement('sq-scaled-text') as SqScaledText;
      document.body.append(element);
      await waitUntil(() => console.errors.length > 0);
      element.setAttribute('max', '20');
      // The text is checked in a layout effect of the render.
      await element.updateComplete;
      await nextFrame();
      expect(console.errors).to.deep.equal(['<sq-scaled-text>: there is no text to fit.']);
      element.remove();
    } finally {
      console.restore();
    }
  });
});
