import { expect, nextFrame, waitUntil } from '@open-wc/testing';
import { SqGallery } from '../../src/elements/sq-gallery.js';
import { slide } from '../helpers/gallery.js';

const SLIDES = [slide({ image: 'landscape' }), slide({ image: 'portrait' }), slide({ image: 'square' }), slide({ image: 'wide' })].join('');

let counter = 0;

/**
 * Puts a not-yet-defined gallery on the page, then defines it, sampling the element's height every
 * frame from before the upgrade until well after it, and once more at the moment of the upgrade,
 * before the view's first commit: what a frame painted then (a parser yielding, a long task) shows.
 */
async function heightsThroughUpgrade(attributes: string): Promise<{ before: number; atUpgrade: number; frames: number[]; host: HTMLElement }> {
  const tag = `sq-upgrade-gallery-${++counter}`;
  const container = document.createElement('div');
  container.style.width = '800px';
  container.innerHTML = `<${tag} ${attributes} style="display: block">${SLIDES}</${tag}>`;
  document.body.append(container);
  const host = container.firstElementChild as HTMLElement;
  await waitUntil(() => [...host.querySelectorAll('img')].every((image) => image.complete), 'the pictures loaded');
  await nextFrame();
  const before = host.getBoundingClientRect().height;

  const frames: number[] = [];
  let sampling = true;
  const sample = () => {
    if (!sampling) return;
    frames.push(host.getBoundingClientRect().height);
    requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
  await nextFrame();
  customElements.define(tag, class extends SqGallery {});
  const atUpgrade = host.getBoundingClientRect().height;
  for (let frame = 0; frame < 10; frame++) await nextFrame();
  sampling = false;
  return { before, atUpgrade, frames, host };
}

afterEach(() => {
  for (const element of document.querySelectorAll('[style="width: 800px;"]')) element.remove();
});

describe('upgrading an element', () => {
  for (const [name, attributes] of [
    ['grid', 'design="grid"'],
    ['slideshow', 'design="slideshow" thumbnails'],
  ] as const) {
    it(`keeps the ${name} gallery's light DOM on screen until the view has drawn, so no frame is blank`, async () => {
      const { before, atUpgrade, frames, host } = await heightsThroughUpgrade(attributes);
      expect(before, 'height before the upgrade').to.be.greaterThan(0);
      expect(atUpgrade, 'height after the upgrade, before the first commit').to.be.greaterThan(0);
      expect(frames.length, 'frames sampled').to.be.greaterThan(5);
      expect(
        frames.every((height) => height > 0),
        `height every frame: ${frames.join(', ')}`,
      ).to.equal(true);
      expect(host.shadowRoot!.querySelector('[part~="gallery"]'), 'the view drew the gallery').to.exist;
    });
  }

  it('takes the placeholder slot out in the view’s first commit', async () => {
    const { host } = await heightsThroughUpgrade('design="grid"');
    const slots = [...host.shadowRoot!.querySelectorAll('slot')];
    expect(slots.length).to.be.greaterThan(0);
    expect(
      slots.every((slot) => slot.name !== ''),
      'every slot left is a named slide slot',
    ).to.equal(true);
  });
});
