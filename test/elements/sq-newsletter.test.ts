import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import '../../src/elements/sq-newsletter.js';
import type { SqNewsletter } from '../../src/elements/sq-newsletter.js';
import { standInBase } from '../helpers/stand-in.js';

const definition = { fields: [{ id: 'email', type: 'email', title: 'Email', required: true }], submitButtonText: 'Sign up', postSubmitMessage: 'Thank you for signing up.' };
const part = (element: SqNewsletter, name: string) => element.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);

async function newsletter(width: string) {
  const element = await fixture<SqNewsletter>(
    html`<sq-newsletter style="display:block;width:${width}" form-id="news-1" api-base=${standInBase()} .definition=${definition}></sq-newsletter>`,
  );
  await waitUntil(() => part(element, 'form'));
  return element;
}

describe('<sq-newsletter>', () => {
  it('fires sq-newsletter-subscribe with the values after a saved sign-up', async () => {
    const element = await newsletter('500px');
    const input = element.shadowRoot!.getElementById('sq-field-email') as HTMLInputElement;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'jo@example.com');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    const subscribed = oneEvent(element, 'sq-newsletter-subscribe');
    part(element, 'submit')!.click();
    expect((await subscribed).detail).to.deep.equal({ formId: 'news-1', values: { email: 'jo@example.com' } });
    await waitUntil(() => part(element, 'post-submit'));
    expect(part(element, 'post-submit')!.textContent).to.equal('Thank you for signing up.');
    await expect(element).to.be.accessible();
  });

  it('stacks in a container narrower than 320 px', async () => {
    const narrow = await newsletter('300px');
    await waitUntil(() => part(narrow, 'newsletter-small'), 'the small layout applies');
    const wide = await newsletter('320px');
    // Two frames: the ResizeObserver has reported by then.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(part(wide, 'newsletter-small')).to.equal(null);
  });
});
