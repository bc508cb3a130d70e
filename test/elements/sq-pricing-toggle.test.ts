import { expect, fixture, html, nextFrame, oneEvent, waitUntil } from '@open-wc/testing';
import '../../src/elements/sq-pricing-toggle.js';
import type { SqPricingToggle } from '../../src/elements/sq-pricing-toggle.js';

const buttons = (element: SqPricingToggle) => [...element.shadowRoot!.querySelectorAll<HTMLButtonElement>('button')];
const shown = (element: SqPricingToggle) =>
  [...element.querySelectorAll<HTMLElement>('[data-billing]')].filter((node) => !node.hidden).map((node) => node.textContent);

async function toggleFixture(template: ReturnType<typeof html>) {
  const element = await fixture<SqPricingToggle>(template);
  await waitUntil(() => buttons(element).length === 2, 'the buttons render');
  return element;
}

const plans = html`
  <p data-billing="monthly">$10 a month</p>
  <p data-billing="annual">$100 a year</p>
  <div><a href="/join?plan=m" data-billing="monthly">Join monthly</a><a href="/join?plan=a" data-billing="annual">Join annually</a></div>
  <p>Cancel any time.</p>
`;

describe('<sq-pricing-toggle>', () => {
  it('is a labelled group of two toggle buttons showing the monthly prices and join buttons first', async () => {
    const element = await toggleFixture(html`<sq-pricing-toggle>${plans}</sq-pricing-toggle>`);
    const group = element.shadowRoot!.querySelector('[role="group"]')!;
    expect(group.getAttribute('aria-label')).to.equal('Billing period');
    expect(buttons(element).map((button) => [button.textContent, button.getAttribute('aria-pressed')])).to.deep.equal([
      ['Monthly', 'true'],
      ['Annual', 'false'],
    ]);
    expect(shown(element)).to.deep.equal(['$10 a month', 'Join monthly']);
    expect(element.querySelector<HTMLElement>('p:not([data-billing])')!.hidden).to.equal(false);
    await expect(element).to.be.accessible();
  });

  it('switches to annual on a click, firing sq-pricing-change', async () => {
    const element = await toggleFixture(html`<sq-pricing-toggle>${plans}</sq-pricing-toggle>`);
    const changed = oneEvent(element, 'sq-pricing-change');
    buttons(element)[1]!.click();
    expect((await changed).detail).to.deep.equal({ value: 'annual' });
    await waitUntil(() => buttons(element)[1]!.getAttribute('aria-pressed') === 'true');
    expect(buttons(element)[0]!.getAttribute('aria-pressed')).to.equal('false');
    expect(shown(element)).to.deep.equal(['$100 a year', 'Join annually']);
    await expect(element).to.be.accessible();
  });

  it('keeps a click made the moment the buttons appear', async () => {
    const element = document.createElement('sq-pricing-toggle');
    element.innerHTML = '<p data-billing="monthly">$10 a month</p><p data-billing="annual">$100 a year</p>';
    // Clicks in the same task as the first render, before the view's passive effects have run.
    const clicked = new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        const [, annual] = buttons(element);
        if (!annual) return;
        observer.disconnect();
        annual.click();
        resolve();
      });
      observer.observe(element.shadowRoot!, { childList: true, subtree: true });
    });
    document.body.append(element);
    try {
      await clicked;
      await nextFrame();
      await nextFrame();
      expect(buttons(element)[1]!.getAttribute('aria-pressed')).to.equal('true');
      expect(shown(element)).to.deep.equal(['$100 a year']);
    } finally {
      element.remove();
    }
  });

  it('starts from the value attribute and takes its own labels', async () => {
    const element = await toggleFixture(
      html`<sq-pricing-toggle value="annual" label="Pay" monthly-label="Per month" annual-label="Per year">${plans}</sq-pricing-toggle>`,
    );
    expect(shown(element)).to.deep.equal(['$100 a year', 'Join annually']);
    expect(buttons(element).map((button) => button.textContent)).to.deep.equal(['Per month', 'Per year']);
    expect(element.shadowRoot!.querySelector('[role="group"]')!.getAttribute('aria-label')).to.equal('Pay');
    element.value = 'monthly';
    await waitUntil(() => shown(element)[0] === '$10 a month');
  });
});
