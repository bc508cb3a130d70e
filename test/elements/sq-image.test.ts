import { expect, fixture, html, nextFrame, waitUntil } from '@open-wc/testing';
import '../../src/elements/sq-image.js';
import type { SqImage } from '../../src/elements/sq-image.js';
import { captureConsole } from '../helpers/console.js';
import { firstIntersectionReport, firstResizeReport } from '../helpers/observers.js';
import { placeholderSrc } from '../../src/shared/image/image.js';

const PICTURE = '/demo/public/images/ember-cups.svg';
let run = 0;
/** A source of its own per test, so no test sees another's cached sizes. */
const freshSource = () => `${PICTURE}?test=${Date.now()}-${++run}`;

const image = (element: Element) => element.querySelector('img')!;
const upgraded = (element: SqImage) =>
  waitUntil(() => element.shadowRoot!.querySelector('slot') && image(element).sizes.endsWith('px'), 'the element sizes its picture');
const requests = (source: string) =>
  performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.includes(source.split('?')[1]!));
const widthOf = (url: string) => Number(/format=(\d+)w/.exec(url)?.[1]);
const box = (node: Element) => node.getBoundingClientRect();

describe('<sq-image>', () => {
  it('shows its light-DOM picture with its text and is accessible', async () => {
    const source = freshSource();
    const element = await fixture<SqImage>(html`
      <sq-image layout="card"
        ><img src=${source} alt="Two ember cups on a bench" width="1600" height="900" />
        <div>
          <h2>The bench</h2>
          <p>Where the cups are glazed.</p>
        </div></sq-image
      >
    `);
    await upgraded(element);
    expect(image(element).alt).to.equal('Two ember cups on a bench');
    const slot = element.shadowRoot!.querySelector('slot')!;
    expect(slot.assignedElements().map((node) => node.localName)).to.deep.equal(['img', 'div']);
    expect(
      image(element)
        .srcset.split(', ')
        .map((candidate) => candidate.split(' ')[1]),
    ).to.deep.equal(['100w', '300w', '500w', '750w', '1000w', '1500w', '2500w']);
    await expect(element).to.be.accessible();
  });

  it('offers no size step wider than the first one that covers the picture', async () => {
    const element = await fixture<SqImage>(html`<sq-image><img src=${freshSource()} alt="A cup" width="600" height="400" /></sq-image>`);
    await upgraded(element);
    expect(
      image(element)
        .srcset.split(', ')
        .map((candidate) => candidate.split(' ')[1]),
    ).to.deep.equal(['100w', '300w', '500w', '750w']);
  });

  it('puts a card’s text beside the picture, and under it when narrower than 415 px', async () => {
    const wrapper = await fixture<HTMLDivElement>(html`
      <div style="width: 800px">
        <sq-image layout="card"
          ><img src=${freshSource()} alt="Cups" width="1600" height="900" />
          <div><h2>The bench</h2></div></sq-image
        >
      </div>
    `);
    const element = wrapper.querySelector<SqImage>('sq-image')!;
    await upgraded(element);
    const text = element.querySelector('div')!;
    expect(box(text).left).to.be.greaterThan(box(image(element)).right - 1);
    expect(box(text).top).to.be.lessThan(box(image(element)).bottom);
    wrapper.style.width = '414px';
    await nextFrame();
    expect(box(image(element)).width).to.equal(414);
    expect(box(text).top).to.be.at.least(box(image(element)).bottom - 1);
    wrapper.style.width = '415px';
    await nextFrame();
    expect(box(text).left).to.be.greaterThan(box(image(element)).right - 1);
  });

  it('crops around the focal point when filling its box', async () => {
    const element = await fixture<SqImage>(html`
      <sq-image layout="poster" crop="fill"
        ><img src=${freshSource()} alt="Cups" width="1600" height="900" data-image-focal-point="0.3,0.75"
      /></sq-image>
    `);
    await upgraded(element);
    const style = getComputedStyle(image(element));
    expect(style.objectFit).to.equal('cover');
    expect(style.objectPosition).to.equal('30% 75%');
    expect(box(image(element)).width / box(image(element)).height).to.be.closeTo(21 / 9, 0.02);
  });

  it('centres a content-fit picture without an alignment, saying so once', async () => {
    const console = captureConsole();
    try {
      const element = await fixture<SqImage>(html`<sq-image crop="fit"><img src=${freshSource()} alt="Cups" width="1600" height="900" /></sq-image>`);
      await upgraded(element);
      element.append(document.createElement('span'));
      // The light-DOM change reaches the element in a microtask; then it draws again.
      await nextFrame();
      await element.updateComplete;
      expect(getComputedStyle(image(element)).objectFit).to.equal('contain');
      expect(getComputedStyle(image(element)).objectPosition).to.equal('50% 50%');
      expect(console.errors).to.deep.equal(['Content-fit image has no alignment; defaulting to center [object HTMLElement]']);
    } finally {
      console.restore();
    }
  });

  it('loads a bigger size as it widens and never a smaller one as it shrinks', async () => {
    const source = freshSource();
    const wrapper = await fixture<HTMLDivElement>(html`
      <div style="width: 280px">
        <sq-image><img src=${source} alt="Cups" width="2600" height="1300" /></sq-image>
      </div>
    `);
    const element = wrapper.querySelector<SqImage>('sq-image')!;
    const picture = image(element);
    const ratio = window.devicePixelRatio;
    const loaded = () => widthOf(picture.currentSrc);
    await waitUntil(() => picture.complete && loaded() >= 280 * ratio, 'the first size loads');
    const first = loaded();
    wrapper.style.width = '900px';
    await waitUntil(() => picture.complete && loaded() >= 900 * ratio, 'a bigger size loads as it widens', { timeout: 3000 });
    expect(loaded()).to.be.greaterThan(first);
    const widest = loaded();
    const before = requests(source).length;
    const sizes = picture.sizes;
    wrapper.style.width = '200px';
    await firstResizeReport(picture);
    await nextFrame();
    // The element has seen the narrower box: the width it gives the browser never goes down, so no smaller size is chosen.
    expect(parseFloat(picture.sizes), 'sizes after shrinking').to.be.at.least(parseFloat(sizes));
    expect(loaded()).to.equal(widest);
    expect(requests(source).length, 'requests after shrinking').to.equal(before);
    expect(
      requests(source)
        .map(widthOf)
        .filter((width) => width > 0 && width < first),
      'smaller sizes fetched',
    ).to.deep.equal([]);
  });

  it('loads a data-src picture only once it comes within 200px of the window', async () => {
    const source = freshSource();
    const wrapper = await fixture<HTMLDivElement>(html`
      <div>
        <div style="height: calc(100vh + 600px)"></div>
        <sq-image><img data-src=${source} alt="Cups below the fold" width="1600" height="900" /></sq-image>
      </div>
    `);
    const element = wrapper.querySelector<SqImage>('sq-image')!;
    await waitUntil(() => element.shadowRoot!.querySelector('slot'));
    await firstIntersectionReport(image(element));
    expect(image(element).hasAttribute('src')).to.equal(false);
    expect(requests(source)).to.deep.equal([]);
    // 250px below the window: still outside the margin.
    window.scrollTo(0, 600 - 250 + (wrapper.getBoundingClientRect().top + window.scrollY));
    await firstIntersectionReport(image(element));
    expect(image(element).hasAttribute('src')).to.equal(false);
    // 150px below: inside it.
    window.scrollTo(0, 600 - 150 + (wrapper.getBoundingClientRect().top + window.scrollY));
    await waitUntil(() => image(element).hasAttribute('src'), 'the picture loads within the margin');
    expect(widthOf(image(element).src)).to.be.greaterThan(0);
    window.scrollTo(0, 0);
  });

  it('keeps the placeholder the server draws, holding the box and fetching nothing, until the picture comes within 200px', async () => {
    const source = freshSource();
    const placeholder = placeholderSrc(1600, 900);
    const wrapper = await fixture<HTMLDivElement>(html`
      <div style="width: 800px">
        <div style="height: calc(100vh + 600px)"></div>
        <sq-image><img src=${placeholder} data-src=${source} alt="Cups below the fold" width="1600" height="900" /></sq-image>
      </div>
    `);
    const element = wrapper.querySelector<SqImage>('sq-image')!;
    await waitUntil(() => element.shadowRoot!.querySelector('slot'));
    await firstIntersectionReport(image(element));
    expect(image(element).getAttribute('src')).to.equal(placeholder);
    expect(getComputedStyle(image(element)).opacity, 'nothing drawn while it waits').to.equal('0');
    expect(Math.round(box(image(element)).height), "the placeholder keeps the picture's proportions").to.equal(450);
    expect(requests(source)).to.deep.equal([]);
    window.scrollTo(0, 600 - 150 + (wrapper.getBoundingClientRect().top + window.scrollY));
    await waitUntil(() => image(element).getAttribute('src') !== placeholder, 'the picture loads within the margin');
    expect(widthOf(image(element).src)).to.be.greaterThan(0);
    expect(getComputedStyle(image(element)).opacity).to.equal('1');
    window.scrollTo(0, 0);
  });

  it('never leaves the picture in the first screenful lazy', async () => {
    const element = await fixture<SqImage>(
      html`<sq-image><img src=${freshSource()} alt="Cups" width="1600" height="900" loading="lazy" /></sq-image>`,
    );
    await upgraded(element);
    expect(image(element).loading).to.equal('eager');
    const below = await fixture<HTMLDivElement>(html`
      <div>
        <div style="height: calc(100vh + 3000px)"></div>
        <sq-image><img src=${freshSource()} alt="Cups" width="1600" height="900" loading="lazy" /></sq-image>
      </div>
    `);
    await waitUntil(() => below.querySelector('sq-image')!.shadowRoot!.querySelector('slot'));
    await below.querySelector('sq-image')!.updateComplete;
    await nextFrame();
    expect(below.querySelector('img')!.loading).to.equal('lazy');
  });

  for (const [name, markup, message] of [
    ['no picture', '<p>Cups</p>', 'Element is not a valid image element'],
    ['a picture without a source', '<img alt="Cups" width="10" height="10">', 'Invalid or missing image source'],
    ['a script URL as the source', '<img alt="Cups" width="10" height="10" data-src="javascript:alert(1)">', 'Invalid or missing image source'],
  ] as const) {
    it(`logs one message for ${name} and shows its light DOM`, async () => {
      const console = captureConsole();
      try {
        const element = document.createElement('sq-image') as SqImage;
        element.innerHTML = markup;
        document.body.append(element);
        await waitUntil(() => console.errors.length > 0, 'the message is logged');
        await element.updateComplete;
        await nextFrame();
        expect(console.errors).to.deep.equal([`${message} [object HTMLElement]`]);
        expect(element.shadowRoot!.querySelector('slot')!.assignedElements()).to.have.length(1);
        expect(box(element).height).to.be.greaterThan(0);
        await expect(element).to.be.accessible();
        element.remove();
      } finally {
        console.restore();
      }
    });
  }

  it('logs an unknown layout and lays the picture out inline', async () => {
    const console = captureConsole();
    try {
      const element = await fixture<SqImage>(
        html`<sq-image layout="sideways"
          ><img src=${freshSource()} alt="Cups" width="1600" height="900" />
          <p>Text</p></sq-image
        >`,
      );
      await upgraded(element);
      expect(console.errors.join('\n')).to.match(
        /<sq-image>: the "layout" attribute must be one of inline, poster, card, overlap, collage, stack, got "sideways"/,
      );
      expect(box(element.querySelector('p')!).top).to.be.at.least(box(image(element)).bottom - 1);
    } finally {
      console.restore();
    }
  });
});
