import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import '../../src/elements/sq-newsletter.js';
import type { SqNewsletter } from '../../src/elements/sq-newsletter.js';
import { standInBase } from '../helpers/stand-in.js';

const definition = {
  fields: [{ id: 'email', type: 'email', title: 'Email', required: true }],
  submitButtonText: 'Sign up',
  postSubmitMessage: 'Thank you for signing up.',
};
/** The demo's newsletter: an email and a name (First and Last). */
const emailAndName = {
  fields: [
    { id: 'email', type: 'email', title: 'Email', required: true, placeholder: 'you@example.com' },
    { id: 'name', type: 'name', title: 'Name' },
  ],
  submitButtonText: 'Sign up',
};
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

  describe('layout of an Email and a Name field', () => {
    const inputRect = (element: SqNewsletter, id: string) => element.shadowRoot!.getElementById(id)!.getBoundingClientRect();

    async function atWidth(width: string) {
      const element = await fixture<SqNewsletter>(
        html`<sq-newsletter style="display:block;width:${width}" api-base=${standInBase()} .definition=${emailAndName}></sq-newsletter>`,
      );
      await waitUntil(() => part(element, 'form'));
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return element;
    }

    it('side by side, the Email input and the Name inputs share a row', async () => {
      for (const width of ['1184px', '700px']) {
        const element = await atWidth(width);
        const email = inputRect(element, 'sq-field-email');
        const first = inputRect(element, 'sq-field-name-First');
        const last = inputRect(element, 'sq-field-name-Last');
        expect(first.left, `${width}: Name beside Email`).to.be.above(email.right);
        expect(first.top, `${width}: the same top`).to.be.closeTo(email.top, 1);
        expect(last.top, `${width}: the same top`).to.be.closeTo(email.top, 1);
        expect(first.height, `${width}: the same height`).to.be.closeTo(email.height, 1);
        await expect(element).to.be.accessible();
      }
    });

    it('wrapped on a phone (358 px), the Email input and the first Name input share a left edge', async () => {
      for (const width of ['358px', '300px']) {
        const element = await atWidth(width);
        const email = inputRect(element, 'sq-field-email');
        const first = inputRect(element, 'sq-field-name-First');
        expect(first.top, `${width}: Name below Email`).to.be.above(email.bottom);
        expect(first.left, `${width}: the same left edge`).to.be.closeTo(email.left, 1);
        expect(element.shadowRoot!.querySelector('.fields')!.scrollWidth, `${width}: nothing overflows`).to.be.at.most(element.clientWidth);
      }
    });
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
