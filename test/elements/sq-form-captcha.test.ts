import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import '../../src/elements/sq-form.js';
import type { SqForm } from '../../src/elements/sq-form.js';
import { captureConsole } from '../helpers/console.js';
import { received, standInBase } from '../helpers/stand-in.js';

const STAND_IN = '/test/helpers/captcha-stand-in.js';
const fields = [{ id: 'email', type: 'email', title: 'Email', required: true }];
const part = (element: SqForm, name: string) => element.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
const box = (element: SqForm) => element.shadowRoot!.querySelector<HTMLInputElement>('.stand-in-captcha');

async function captchaForm({ formId = 'captcha-1', siteKey = 'site-key', width = '500px', objectName = 'captcha' } = {}) {
  const element = await fixture<SqForm>(
    html`<sq-form
      style="display:block;width:${width}"
      form-id=${formId}
      object-name=${objectName}
      api-base=${standInBase()}
      captcha-site-key=${siteKey}
      captcha-src=${STAND_IN}
      .definition=${{ fields, captcha: true }}
    ></sq-form>`,
  );
  await waitUntil(() => part(element, 'form'));
  const input = element.shadowRoot!.getElementById('sq-field-email') as HTMLInputElement;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'jo@example.com');
  input.dispatchEvent(new Event('input', { bubbles: true }));
  return element;
}

describe('<sq-form> with a captcha', () => {
  it("logs 'ReCaptcha has not been set up!' without a site key and refuses to submit", async () => {
    const console = captureConsole();
    try {
      const element = await captchaForm({ siteKey: '' });
      await waitUntil(() => console.errors.includes('ReCaptcha has not been set up!'));
      const failed = oneEvent(element, 'sq-form-error');
      part(element, 'submit')!.click();
      expect((await failed).detail.message).to.equal('Complete CAPTCHA before submitting.');
    } finally {
      console.restore();
    }
  });

  it('draws the widget compact below 320 px, normal otherwise', async () => {
    const narrow = await captchaForm({ width: '300px' });
    await waitUntil(() => box(narrow));
    expect(part(narrow, 'captcha')!.dataset.size).to.equal('compact');
    const wide = await captchaForm({ width: '400px' });
    await waitUntil(() => box(wide));
    expect(part(wide, 'captcha')!.dataset.size).to.equal('normal');
    expect(part(wide, 'captcha')!.dataset.sitekey).to.equal('site-key');
  });

  it('sends the captcha key; after a failure resets the captcha and disables submit until it is completed again', async () => {
    const objectName = `captcha-${Math.random().toString(36).slice(2)}`;
    const element = await captchaForm({ formId: 'status-500', objectName });
    await waitUntil(() => box(element));
    part(element, 'submit')!.click();
    await waitUntil(() => part(element, 'error-message')?.textContent === 'Complete CAPTCHA before submitting.');
    box(element)!.click();
    const failed = oneEvent(element, 'sq-form-error');
    part(element, 'submit')!.click();
    expect((await failed).detail.message).to.equal('Unable to send form. Please try again later.');
    const saves = (await received('/api/form/SaveFormSubmission')).filter((entry) => entry.body.includes(objectName));
    expect(JSON.parse(saves[0]!.body).captchaKey).to.match(/^stand-in-key-\d+$/);
    await waitUntil(() => (part(element, 'submit') as HTMLButtonElement).disabled, 'submit is disabled');
    expect(box(element)!.checked).to.equal(false);
    box(element)!.click();
    await waitUntil(() => !(part(element, 'submit') as HTMLButtonElement).disabled, 'submit is enabled again');
    await expect(element).to.be.accessible();
  });
});
