import { aTimeout, expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import '../../src/elements/sq-form.js';
import type { SqForm } from '../../src/elements/sq-form.js';
import type { FormField } from '../../src/shared/forms/fields.js';
import { preUpgradeCss } from '../../src/shared/layout/pre-upgrade.js';
import { captureConsole } from '../helpers/console.js';
import { received, standInBase } from '../helpers/stand-in.js';

const ALL_TYPES: FormField[] = [
  { id: 'text-1', type: 'text', title: 'Nickname', placeholder: 'Jo', required: true },
  { id: 'textarea-1', type: 'textarea', title: 'Message', maxLength: 10 },
  { id: 'email-1', type: 'email', title: 'Email', required: true },
  { id: 'number-1', type: 'number', title: 'Pieces' },
  { id: 'currency-1', type: 'currency', title: 'Budget', currencySymbol: '$' },
  { id: 'website-1', type: 'website', title: 'Website' },
  { id: 'password-1', type: 'password', title: 'Password' },
  { id: 'twitter-1', type: 'twitter', title: 'Twitter' },
  { id: 'date-1', type: 'date', title: 'Date' },
  { id: 'time-1', type: 'time', title: 'Time' },
  { id: 'name-1', type: 'name', title: 'Name', required: true },
  { id: 'address-1', type: 'address', title: 'Address' },
  { id: 'address-uk', type: 'address', title: 'Delivery address', country: 'GB' },
  { id: 'phone-1', type: 'phone', title: 'Phone' },
  { id: 'phone-2', type: 'phone', title: 'Phone abroad', showCountryCode: true },
  { id: 'section-1', type: 'section', title: 'More', description: 'Optional', underline: true },
  { id: 'radio-1', type: 'radio', title: 'Found us', options: ['Friend', 'Online'] },
  { id: 'checkbox-1', type: 'checkbox', title: 'Interests', options: ['Mugs', 'Bowls'] },
  { id: 'select-1', type: 'select', title: 'Topic', options: ['A', 'B'] },
  { id: 'likert-1', type: 'likert', title: 'Rating', options: ['Pace', 'Again'] },
  { id: 'hidden-1', type: 'hidden', title: 'Campaign', key: 'utm_campaign', value: 'none' },
];

const REQUIRED_FIELDS: FormField[] = [
  { id: 'email', type: 'email', title: 'Email', required: true },
  { id: 'name', type: 'name', title: 'Name', required: true },
];

const INVALID = 'One or more fields is invalid, please check your entries.';
const SCROLL_DOWN = 'Your form has encountered a problem. Please scroll down to review.';
const SCROLL_UP = 'Your form has encountered a problem. Please scroll up to review.';

const $ = <T extends Element = HTMLElement>(element: SqForm, selector: string) => element.shadowRoot!.querySelector<T>(selector);
const $$ = (element: SqForm, selector: string) => [...element.shadowRoot!.querySelectorAll<HTMLElement>(selector)];
const part = (element: SqForm, name: string) => $(element, `[part~="${name}"]`);

async function renderForm(fields: FormField[], { formId = 'form-1', objectName = 'test', extra = {} } = {}) {
  const definition = {
    fields,
    submitButtonText: 'Send',
    formHandlerFlags: ['textareaMaxLength'],
    postSubmitMessage: '<p>Thanks <strong>a lot</strong>.<script>window.ran = 1</script></p>',
    ...extra,
  };
  const element = await fixture<SqForm>(
    html`<sq-form form-id=${formId} object-name=${objectName} api-base=${standInBase()} .definition=${definition}></sq-form>`,
  );
  await waitUntil(() => part(element, 'form'), 'the form renders');
  return element;
}

function type(element: SqForm, id: string, text: string) {
  const input = element.shadowRoot!.getElementById(id) as HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
  const prototype = Object.getPrototypeOf(input) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(input, text);
  input.dispatchEvent(new Event(input instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

function submit(element: SqForm) {
  part(element, 'submit')!.click();
}

async function fillRequired(element: SqForm) {
  type(element, 'sq-field-email', 'jo@example.com');
  type(element, 'sq-field-name-First', 'Jo');
  type(element, 'sq-field-name-Last', 'Doe');
  await aTimeout(0);
}

const unique = () => `obj-${Math.random().toString(36).slice(2)}`;

describe('<sq-form>', () => {
  it("takes the page's accent for its Submit, and its own accent over the page's", async () => {
    const element = await renderForm([{ id: 'email', type: 'email', title: 'Email' }]);
    const look = () => getComputedStyle(part(element, 'submit')!);
    expect(look().backgroundColor, 'near-black by default').to.equal('rgb(17, 24, 39)');
    document.documentElement.style.setProperty('--sq-accent', 'rgb(138, 63, 18)');
    document.documentElement.style.setProperty('--sq-accent-color', 'rgb(255, 250, 240)');
    try {
      expect(look().backgroundColor).to.equal('rgb(138, 63, 18)');
      expect(look().color).to.equal('rgb(255, 250, 240)');
      element.style.setProperty('--sq-form-accent', 'rgb(0, 80, 0)');
      expect(look().backgroundColor, "the element's own wins").to.equal('rgb(0, 80, 0)');
    } finally {
      document.documentElement.style.removeProperty('--sq-accent');
      document.documentElement.style.removeProperty('--sq-accent-color');
    }
  });

  it('renders every form-builder field type with labelled inputs and sub-inputs, and is accessible', async () => {
    const element = await renderForm(ALL_TYPES);
    const labels = $$(element, '.title').map((label) => label.textContent);
    expect(labels).to.include('Nickname (required)');
    expect(labels).to.include('Budget');
    expect($$(element, '[part~="field"]')).to.have.length(ALL_TYPES.length - 2);
    const partLabels = (id: string) => $$(element, `label[for^="sq-field-${id}-"]`).map((label) => label.textContent);
    expect(partLabels('name-1')).to.deep.equal(['First Name', 'Last Name']);
    expect(partLabels('phone-1')).to.deep.equal(['Area code', 'Prefix', 'Line']);
    expect(partLabels('phone-2')).to.deep.equal(['Country', 'Area code', 'Prefix', 'Line']);
    expect(partLabels('address-1')).to.deep.equal(['Address 1', 'Address 2', 'City', 'State', 'ZIP Code', 'Country']);
    expect(partLabels('address-uk'), 'an address asked in the United Kingdom').to.deep.equal([
      'Address 1',
      'Address 2',
      'City',
      'County',
      'Postcode',
      'Country',
    ]);
    expect(partLabels('date-1')).to.deep.equal(['Month', 'Day', 'Year']);
    expect(partLabels('time-1')).to.deep.equal(['Hour', 'Minute', 'Second', 'AM/PM']);
    expect($$(element, 'input[name="sq-field-likert-1-0"]').map((input) => (input as HTMLInputElement).value)).to.deep.equal([
      '-2',
      '-1',
      '0',
      '1',
      '2',
    ]);
    expect($(element, '#sq-field-text-1')!.getAttribute('placeholder')).to.equal('Jo');
    expect($(element, '.section-title')!.textContent).to.equal('More');
    expect($(element, 'input[type="hidden"]')).to.equal(null);
    expect(part(element, 'submit')!.textContent).to.equal('Send');
    await expect(element).to.be.accessible();
  });

  it('validates on submit, not while typing, with the field messages, a focused summary linking to the first invalid field', async () => {
    const element = await renderForm(REQUIRED_FIELDS, { objectName: unique() });
    type(element, 'sq-field-email', 'not-an-email');
    await aTimeout(0);
    expect(part(element, 'field-error')).to.equal(null);
    const failed = oneEvent(element, 'sq-form-error');
    submit(element);
    const { detail } = await failed;
    expect(detail).to.deep.equal({
      formId: 'form-1',
      status: 0,
      message: INVALID,
      fieldErrors: { email: 'Email is not valid. Email addresses should follow the format user@domain.com.', name: 'Name is required.' },
    });
    await waitUntil(() => part(element, 'error-summary'));
    const summary = part(element, 'error-summary')!;
    expect(element.shadowRoot!.activeElement).to.equal(summary);
    expect(summary.textContent).to.contain(SCROLL_DOWN).and.contain(INVALID);
    expect(part(element, 'error-below')!.textContent).to.equal(SCROLL_UP);
    const email = $(element, '#sq-field-email')!;
    expect(email.getAttribute('aria-invalid')).to.equal('true');
    expect(email.getAttribute('aria-describedby')).to.equal('sq-field-email-error');
    expect($(element, '#sq-field-email-error')!.textContent).to.equal(
      'Error: Email is not valid. Email addresses should follow the format user@domain.com.',
    );
    // The error sits above the field's title.
    const field = email.closest('.field')!;
    expect(field.firstElementChild!.id).to.equal('sq-field-email-error');
    const links = [...summary.querySelectorAll('a')];
    expect(links.map((link) => link.textContent)).to.deep.equal([
      'Email is not valid. Email addresses should follow the format user@domain.com.',
      'Name is required.',
    ]);
    links[1]!.click();
    expect(element.shadowRoot!.activeElement!.id).to.equal('sq-field-name-First');
    await expect(element).to.be.accessible();
    expect(
      await received(`/api/form/SaveFormSubmission`).then((list) => list.filter((entry) => entry.body.includes(element.objectName!))),
    ).to.have.length(0);
  });

  it('counts textarea characters live, marks going over, and shows no counter for a max of 0', async () => {
    const element = await renderForm([
      { id: 'm', type: 'textarea', title: 'Message', maxLength: 5 },
      { id: 'n', type: 'textarea', title: 'Notes', maxLength: 0 },
    ]);
    const counter = () => part(element, 'counter')!;
    expect(counter().textContent).to.equal('0 / 5');
    expect($(element, '#sq-field-m')!.getAttribute('aria-describedby')).to.equal('sq-field-m-counter');
    type(element, 'sq-field-m', 'abcdef');
    await aTimeout(0);
    expect(counter().textContent).to.equal('6 / 5');
    expect(counter().classList.contains('over')).to.equal(true);
    expect($$(element, '[part~="counter"]')).to.have.length(1);
    submit(element);
    await waitUntil(() => part(element, 'field-error'));
    expect(part(element, 'field-error')!.textContent).to.contain('You have exceeded the character limit.');
  });

  it('counts and checks a textarea maxLength given in the definition whatever its form-handler flags', async () => {
    for (const formHandlerFlags of [undefined, [], ['other']]) {
      const element = await renderForm([{ id: 'm', type: 'textarea', title: 'Message', maxLength: 5 }], { extra: { formHandlerFlags } });
      const counter = () => part(element, 'counter')?.textContent;
      expect(counter(), JSON.stringify(formHandlerFlags)).to.equal('0 / 5');
      type(element, 'sq-field-m', 'abcdef');
      await waitUntil(() => counter() === '6 / 5', 'the counter follows');
      expect(part(element, 'counter-over')).to.not.equal(null);
      submit(element);
      await waitUntil(() => part(element, 'field-error'));
      expect(part(element, 'field-error')!.textContent).to.equal('Error: You have exceeded the character limit.');
      await expect(element).to.be.accessible();
    }
  });

  it('asks for the submission key with an empty body', async () => {
    const since = Date.now();
    const element = await renderForm(REQUIRED_FIELDS, { objectName: unique() });
    await fillRequired(element);
    const succeeded = oneEvent(element, 'sq-form-success');
    submit(element);
    await succeeded;
    const keyCalls = (await received('/api/form/FormSubmissionKey')).filter((entry) => entry.userAgent === navigator.userAgent && entry.at >= since);
    expect(keyCalls.map(({ method, body, contentType }) => ({ method, body, contentType }))).to.deep.equal([
      { method: 'POST', body: '', contentType: undefined },
    ]);
  });

  it('shows owner post-submit HTML as written and runs its scripts, through one Trusted Types policy', async () => {
    const win = window as { ownerScriptRuns?: number; trustedTypes?: { getPolicyNames?(): string[] } };
    const html = '<h3>Thank you</h3><p>We will write soon.</p><script>window.ownerScriptRuns = (window.ownerScriptRuns || 0) + 1</script>';
    const element = await renderForm(REQUIRED_FIELDS, { objectName: unique(), extra: { postSubmitHtml: html } });
    await fillRequired(element);
    submit(element);
    await waitUntil(() => part(element, 'post-submit')?.querySelector('h3'), 'the owner HTML shows');
    expect(part(element, 'post-submit')!.querySelector('p')!.textContent).to.equal('We will write soon.');
    await waitUntil(() => win.ownerScriptRuns === 1, 'its script ran once');
    if (win.trustedTypes?.getPolicyNames) expect(win.trustedTypes.getPolicyNames()).to.include('sq-owner-html');
    await expect(element).to.be.accessible();
  });

  it('gives up the height the page reserved for its fields once its message replaces them, the message in view', async () => {
    // The page's stylesheet (sq-elements.css) holds the reserved height as the element's minimum; the page reserves 1,400 px.
    const pageStyles = new CSSStyleSheet();
    pageStyles.replaceSync(`${preUpgradeCss()} #reserved { --sq-reserved-height: 1400px; }`);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, pageStyles];
    try {
      const element = await renderForm(REQUIRED_FIELDS, { objectName: unique() });
      element.id = 'reserved';
      expect(element.getBoundingClientRect().height).to.equal(1400);
      await fillRequired(element);
      // Scrolled to the foot of the reserved space, where the visitor was as they sent it.
      document.scrollingElement!.scrollTop = element.offsetTop + 1400 - window.innerHeight;
      submit(element);
      await waitUntil(() => part(element, 'post-submit'), 'the message shows');
      const message = part(element, 'post-submit')!;
      const height = element.getBoundingClientRect().height;
      expect(height).to.be.below(400);
      expect(height).to.equal(part(element, 'form')!.getBoundingClientRect().height);
      const box = message.getBoundingClientRect();
      expect(box.top >= 0 && box.bottom <= window.innerHeight, 'the message is in view').to.equal(true);
      expect(element.shadowRoot!.activeElement).to.equal(message);
      await expect(element).to.be.accessible();
    } finally {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== pageStyles);
    }
  });

  it('locks while submitting, ignores a second submit, sends the payload, then shows the post-submit message', async () => {
    const objectName = unique();
    const element = await renderForm(REQUIRED_FIELDS, { formId: 'slow', objectName });
    await fillRequired(element);
    const succeeded = oneEvent(element, 'sq-form-success');
    submit(element);
    await waitUntil(() => part(element, 'submit')?.textContent === 'Submitting…', 'the button says Submitting…');
    expect(part(element, 'form')!.classList.contains('submitting')).to.equal(true);
    expect($(element, '[role="status"]')!.textContent).to.equal('Submitting…');
    await expect(element).to.be.accessible();
    submit(element);
    const { detail } = await succeeded;
    expect(detail).to.deep.equal({ formId: 'slow', values: { email: 'jo@example.com', name: ['Jo', 'Doe'] } });
    await waitUntil(() => part(element, 'post-submit'));
    expect(part(element, 'fields')).to.equal(null);
    expect(part(element, 'submit')).to.equal(null);
    expect(part(element, 'post-submit')!.innerHTML).to.equal('<p>Thanks <strong>a lot</strong>.</p>');
    expect((window as { ran?: number }).ran).to.equal(undefined);
    expect(element.shadowRoot!.activeElement).to.equal(part(element, 'post-submit'));
    await expect(element).to.be.accessible();
    const saves = (await received('/api/form/SaveFormSubmission')).filter((entry) => entry.body.includes(objectName));
    expect(saves).to.have.length(1);
    const body = JSON.parse(saves[0]!.body);
    expect(body).to.include({
      formId: 'slow',
      objectName,
      isOverlayForm: false,
      submitButtonText: 'Send',
      pageTitle: document.title,
      pagePath: location.pathname,
    });
    expect(body.key).to.be.a('string').and.not.equal('');
    expect(JSON.parse(body.form)).to.deep.equal({ email: 'jo@example.com', name: ['Jo', 'Doe'] });
  });

  it('sends every value a script filled in the same task as its submit, as a password manager does, parts of one field included', async () => {
    const objectName = unique();
    const fields: FormField[] = [
      ...REQUIRED_FIELDS,
      { id: 'checkbox', type: 'checkbox', title: 'Interests', options: ['Mugs', 'Bowls'] },
      { id: 'likert', type: 'likert', title: 'Rating', options: ['Pace', 'Again'] },
    ];
    const element = await renderForm(fields, { objectName });
    const succeeded = oneEvent(element, 'sq-form-success');
    type(element, 'sq-field-email', 'jo@example.com');
    type(element, 'sq-field-name-First', 'Jo');
    type(element, 'sq-field-name-Last', 'Doe');
    for (const id of ['sq-field-checkbox-0', 'sq-field-checkbox-1', 'sq-field-likert-0-4', 'sq-field-likert-1-0'])
      element.shadowRoot!.getElementById(id)!.click();
    submit(element);
    const { detail } = await succeeded;
    const values = { email: 'jo@example.com', name: ['Jo', 'Doe'], checkbox: ['Mugs', 'Bowls'], likert: { Pace: '2', Again: '-2' } };
    expect(detail).to.deep.equal({ formId: 'form-1', values });
    const saves = (await received('/api/form/SaveFormSubmission')).filter((entry) => entry.body.includes(objectName));
    expect(JSON.parse(JSON.parse(saves[0]!.body).form)).to.deep.equal(values);
  });

  it('sends values a script set through the value property and announced with input events, in the same task as its submit', async () => {
    const objectName = unique();
    const element = await renderForm([...REQUIRED_FIELDS, { id: 'note', type: 'textarea', title: 'Note' }], { objectName });
    const succeeded = oneEvent(element, 'sq-form-success');
    for (const [id, value] of [
      ['sq-field-email', 'jo@example.com'],
      ['sq-field-name-First', 'Jo'],
      ['sq-field-name-Last', 'Doe'],
      ['sq-field-note', 'Six bowls'],
    ] as const) {
      const control = element.shadowRoot!.getElementById(id) as HTMLInputElement | HTMLTextAreaElement;
      control.value = value;
      control.dispatchEvent(new Event('input', { bubbles: true }));
    }
    submit(element);
    const values = { email: 'jo@example.com', name: ['Jo', 'Doe'], note: 'Six bowls' };
    expect((await succeeded).detail).to.deep.equal({ formId: 'form-1', values });
    const saves = (await received('/api/form/SaveFormSubmission')).filter((entry) => entry.body.includes(objectName));
    expect(JSON.parse(JSON.parse(saves[0]!.body).form)).to.deep.equal(values);
  });

  it('fires sq-newsletter-subscribe for a newsletter form', async () => {
    const element = await renderForm(REQUIRED_FIELDS, { extra: { newsletter: true } });
    await fillRequired(element);
    const subscribed = oneEvent(element, 'sq-newsletter-subscribe');
    submit(element);
    expect((await subscribed).detail.values).to.deep.equal({ email: 'jo@example.com', name: ['Jo', 'Doe'] });
  });

  const statuses: [string, string][] = [
    ['status-401', 'Unable to submit form. Please try again later.'],
    ['status-404', 'This form has not been configured yet.'],
    ['status-429', 'Unable to submit form. Submission rate limit exceeded. Please try again later.'],
    ['status-500', 'Unable to send form. Please try again later.'],
    ['status-400-error', 'Server error text.'],
    ['status-400', 'Unknown error, please try again later.'],
  ];
  for (const [formId, message] of statuses) {
    it(`shows '${message}' for ${formId} and unlocks`, async () => {
      const element = await renderForm(REQUIRED_FIELDS, { formId });
      await fillRequired(element);
      const failed = oneEvent(element, 'sq-form-error');
      submit(element);
      const { detail } = await failed;
      expect(detail.message).to.equal(message);
      await waitUntil(() => part(element, 'error-summary'));
      expect(part(element, 'error-message')!.textContent).to.equal(message);
      expect(part(element, 'submit')!.textContent).to.equal('Send');
      expect(part(element, 'fields')).to.not.equal(null);
    });
  }

  it("shows 'Could not get a form submission key, please try again later.' when the key call fails", async () => {
    const element = await fixture<SqForm>(
      html`<sq-form form-id="form-1" api-base=${`${standInBase()}/missing`} .definition=${{ fields: REQUIRED_FIELDS }}></sq-form>`,
    );
    await waitUntil(() => part(element, 'form'));
    await fillRequired(element);
    const failed = oneEvent(element, 'sq-form-error');
    submit(element);
    expect((await failed).detail.message).to.equal('Could not get a form submission key, please try again later.');
    await waitUntil(() => part(element, 'error-message'));
    expect(part(element, 'submit')!.textContent).to.equal('Submit');
  });

  it('shows a 400 with errors above each field and marks it invalid; is accessible in the error state', async () => {
    const element = await renderForm(REQUIRED_FIELDS, { formId: 'status-400-errors' });
    await fillRequired(element);
    submit(element);
    await waitUntil(() => part(element, 'error-summary'));
    expect(part(element, 'error-message')!.textContent).to.equal(INVALID);
    expect($(element, '#sq-field-email-error')!.textContent).to.equal('Error: Server says no.');
    expect($(element, '#sq-field-email')!.getAttribute('aria-invalid')).to.equal('true');
    expect($(element, '#sq-field-name-First')!.getAttribute('aria-invalid')).to.equal('true');
    await expect(element).to.be.accessible();
  });

  it('reads its definition from a JSON script child and reports the render to the census', async () => {
    const formId = unique();
    const element = await fixture<SqForm>(
      html`<sq-form form-id=${formId} api-base=${standInBase()}>
        <script type="application/json">
          { "fields": [{ "id": "t", "type": "text", "title": "Title" }] }
        </script>
      </sq-form>`,
    );
    await waitUntil(() => part(element, 'form'));
    expect($(element, 'label')!.textContent).to.equal('Title');
    await waitUntil(
      async () => (await received('/api/census/form-render')).some((entry) => entry.body.includes(formId)),
      'the census got the render',
    );
  });

  it('logs "Could not render form" and shows an accessible fallback for a malformed or missing definition', async () => {
    const console = captureConsole();
    try {
      const element = await fixture<SqForm>(html`<sq-form definition="{not json"></sq-form>`);
      await waitUntil(() => part(element, 'fallback'));
      expect(part(element, 'fallback')!.textContent).to.equal('This form could not be shown.');
      await waitUntil(() => console.errors.some((text) => text.includes('Could not render form')), 'the error is logged');
      await expect(element).to.be.accessible();
      const missing = await fixture<SqForm>(html`<sq-form form-id="nowhere"></sq-form>`);
      await waitUntil(() => part(missing, 'fallback'));
      await waitUntil(() => console.errors.filter((text) => text.includes('Could not render form')).length === 2, 'both are logged');
    } finally {
      console.restore();
    }
  });

  it('skips unknown field types with a console warning', async () => {
    const console = captureConsole();
    try {
      const element = await renderForm([
        { id: 'x', type: 'signature' as FormField['type'], title: 'Sign' },
        { id: 't', type: 'text', title: 'T' },
      ]);
      expect($$(element, '[part~="field"]')).to.have.length(1);
      expect(console.warnings.join()).to.contain('unknown type "signature"');
    } finally {
      console.restore();
    }
  });
});
