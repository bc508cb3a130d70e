import { aTimeout, expect, fixture, html, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import '../../src/elements/sq-accordion.js';
import type { SqAccordion } from '../../src/elements/sq-accordion.js';
import { ACCORDION_MS } from '../../src/shared/constants/timings.js';
import { untilFoundSupported } from '../../src/shared/accordion/dom.js';

const triggers = (element: SqAccordion) => [...element.querySelectorAll<HTMLButtonElement>('h3 > button')];
const panels = (element: SqAccordion) => [...element.querySelectorAll<HTMLElement>(':scope > div')];
const expanded = (element: SqAccordion) => triggers(element).map((trigger) => trigger.getAttribute('aria-expanded'));
const open = (element: SqAccordion) => panels(element).map((panel) => !panel.hasAttribute('hidden'));
const isChromium = !navigator.userAgent.includes('Firefox');

const items = html`
  <h3>Do you ship abroad?</h3>
  <div><p>Yes, to most of Europe.</p></div>
  <h3>Can I visit the studio?</h3>
  <div><p>Tuesday to Saturday, 10:00 to 18:00.</p></div>
  <h3>Are the glazes food safe?</h3>
  <div><p>Every glaze is lead-free and dishwasher safe.</p></div>
`;

async function accordion(template: ReturnType<typeof html>) {
  const element = await fixture<SqAccordion>(template);
  await waitUntil(() => triggers(element).length === 3, 'the headings get their buttons');
  return element;
}

/** Waits out the open or close animation a toggle started. */
const settled = (element: SqAccordion) => waitUntil(() => !element.hasAttribute('data-animating'), 'the animation ends', { timeout: 2000 });

// The suite runs with reduced motion unless a test turns it off, so that toggles apply at once.
before(async () => {
  if (isChromium) await emulateMedia({ reducedMotion: 'reduce' });
});
after(async () => {
  if (isChromium) await emulateMedia({ reducedMotion: 'no-preference' });
});

describe('<sq-accordion>', () => {
  it('puts an APG button in each real heading, controlling a region labelled by it, all closed at first', async () => {
    const element = await accordion(html`<sq-accordion id="faq">${items}</sq-accordion>`);
    const [first] = triggers(element);
    expect(first!.parentElement!.localName, 'the heading stays a heading').to.equal('h3');
    expect(first!.textContent).to.equal('Do you ship abroad?');
    expect(first!.type).to.equal('button');
    expect(expanded(element)).to.deep.equal(['false', 'false', 'false']);
    panels(element).forEach((panel, index) => {
      expect(triggers(element)[index]!.getAttribute('aria-controls')).to.equal(panel.id);
      expect(panel.getAttribute('role')).to.equal('region');
      expect(panel.getAttribute('aria-labelledby')).to.equal(triggers(element)[index]!.id);
      expect(panel.getAttribute('hidden')).to.equal(untilFoundSupported() ? 'until-found' : '');
    });
    expect(element.querySelector('summary')).to.equal(null);
    await expect(element).to.be.accessible();
  });

  it('opens one item at a time by default, with Enter and Space on the focused button', async () => {
    const element = await accordion(html`<sq-accordion first-open>${items}</sq-accordion>`);
    expect(expanded(element)).to.deep.equal(['true', 'false', 'false']);
    expect(open(element)).to.deep.equal([true, false, false]);
    triggers(element)[1]!.focus();
    await sendKeys({ press: 'Enter' });
    await settled(element);
    expect(expanded(element)).to.deep.equal(['false', 'true', 'false']);
    expect(open(element)).to.deep.equal([false, true, false]);
    await expect(element).to.be.accessible();
    await sendKeys({ press: ' ' });
    await settled(element);
    expect(expanded(element)).to.deep.equal(['false', 'false', 'false']);
    expect(open(element)).to.deep.equal([false, false, false]);
  });

  it('keeps several items open with multiple', async () => {
    const element = await accordion(html`<sq-accordion multiple>${items}</sq-accordion>`);
    triggers(element)[0]!.click();
    await settled(element);
    triggers(element)[2]!.click();
    await settled(element);
    expect(expanded(element)).to.deep.equal(['true', 'false', 'true']);
    expect(open(element)).to.deep.equal([true, false, true]);
    await expect(element).to.be.accessible();
  });

  it('moves focus between the buttons with Down, Up, Home and End, wrapping', async () => {
    const element = await accordion(html`<sq-accordion>${items}</sq-accordion>`);
    const focused = () => triggers(element).indexOf(document.activeElement as HTMLButtonElement);
    triggers(element)[0]!.focus();
    await sendKeys({ press: 'ArrowDown' });
    expect(focused()).to.equal(1);
    await sendKeys({ press: 'End' });
    expect(focused()).to.equal(2);
    await sendKeys({ press: 'ArrowDown' });
    expect(focused()).to.equal(0);
    await sendKeys({ press: 'ArrowUp' });
    expect(focused()).to.equal(2);
    await sendKeys({ press: 'Home' });
    expect(focused()).to.equal(0);
    expect(expanded(element), 'moving focus opens nothing').to.deep.equal(['false', 'false', 'false']);
  });

  it('animates for 250 ms, ignoring toggles meanwhile', async () => {
    if (isChromium) await emulateMedia({ reducedMotion: 'no-preference' });
    try {
      const element = await accordion(html`<sq-accordion>${items}</sq-accordion>`);
      const started = performance.now();
      triggers(element)[0]!.click();
      expect(element.hasAttribute('data-animating')).to.equal(true);
      expect(panels(element)[0]!.getAnimations()).to.have.length(1);
      expect(panels(element)[0]!.getAnimations()[0]!.effect!.getTiming().duration).to.equal(ACCORDION_MS);
      triggers(element)[0]!.click();
      triggers(element)[1]!.click();
      expect(expanded(element), 'toggles while animating are ignored').to.deep.equal(['true', 'false', 'false']);
      await settled(element);
      expect(performance.now() - started).to.be.at.least(ACCORDION_MS - 20);
      expect(open(element)).to.deep.equal([true, false, false]);
      triggers(element)[0]!.click();
      expect(expanded(element)).to.deep.equal(['false', 'false', 'false']);
      expect(open(element), 'a closing panel shows until its animation ends').to.deep.equal([true, false, false]);
      await settled(element);
      expect(open(element)).to.deep.equal([false, false, false]);
    } finally {
      if (isChromium) await emulateMedia({ reducedMotion: 'reduce' });
    }
  });

  it('does not animate under reduced motion', async function () {
    // Media emulation needs the DevTools protocol, which only Chromium speaks here.
    if (!isChromium) this.skip();
    const element = await accordion(html`<sq-accordion>${items}</sq-accordion>`);
    triggers(element)[0]!.click();
    expect(element.hasAttribute('data-animating')).to.equal(false);
    expect(panels(element)[0]!.getAnimations()).to.have.length(0);
    expect(open(element)).to.deep.equal([true, false, false]);
    triggers(element)[0]!.click();
    expect(open(element), 'a second toggle applies at once').to.deep.equal([false, false, false]);
  });

  it('opens the panel find-in-page matches in, closing the others', async () => {
    const element = await accordion(html`<sq-accordion first-open>${items}</sq-accordion>`);
    const panel = panels(element)[2]!;
    // What the browser does when find-in-page matches text in a hidden="until-found" panel.
    panel.dispatchEvent(new Event('beforematch', { bubbles: true }));
    panel.removeAttribute('hidden');
    await aTimeout(0);
    expect(expanded(element)).to.deep.equal(['false', 'false', 'true']);
    expect(open(element)).to.deep.equal([false, false, true]);
    await expect(element).to.be.accessible();
  });

  it('enhances items that arrive after the upgrade', async () => {
    const element = await accordion(html`<sq-accordion>${items}</sq-accordion>`);
    const heading = document.createElement('h3');
    heading.textContent = 'Do you take commissions?';
    const panel = document.createElement('div');
    panel.textContent = 'Yes, from March.';
    element.append(heading, panel);
    await waitUntil(() => triggers(element).length === 4, 'the new heading gets a button');
    expect(panel.getAttribute('role')).to.equal('region');
    expect(panel.hasAttribute('hidden')).to.equal(true);
  });
});
