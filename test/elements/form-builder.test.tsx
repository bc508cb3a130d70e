import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { createRoot, type Root } from 'react-dom/client';
import { FormBuilderApp } from '../../src/react/FormBuilder/FormBuilderApp.js';
import { keysUp } from '../helpers/keys.js';

/**
 * The back end's form builder against a stand-in of the owner routes (server/routes/config-forms.ts)
 * on `fetch`: what the owner sees, does with the keyboard, and which calls go out.
 */

const CONTACT = 'form-contact';
const CRUMB = 'test.crumb';

interface Sent {
  method: string;
  path: string;
  body: unknown;
  crumbHeader: string | null;
}

const contactForm = () => ({
  id: CONTACT,
  name: 'Contact',
  submitButtonText: 'Send',
  postSubmitRedirect: '/thanks',
  formHandlerFlags: ['textareaMaxLength'],
  fields: [
    { id: 'name-1', type: 'name', title: 'Name', required: true },
    { id: 'email-1', type: 'email', title: 'Email', required: true, placeholder: 'you@example.com' },
    { id: 'phone-1', type: 'phone', title: 'Phone', showCountryCode: false },
    { id: 'textarea-1', type: 'textarea', title: 'Message', maxLength: 500 },
    { id: 'hidden-1', type: 'hidden', title: 'Campaign', key: 'utm_campaign', value: 'none' },
  ],
});

let sent: Sent[] = [];
let submissions = 0;
let signedOut = false;
const realFetch = window.fetch;

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function standIn(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : String(input), location.href);
  const method = (init.method ?? 'GET').toUpperCase();
  const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
  sent.push({ method, path: url.pathname, body, crumbHeader: new Headers(init.headers).get('x-csrf-token') });
  if (url.pathname === '/api/crumb') return json(200, { crumb: CRUMB });
  if (signedOut) return json(401, { error: 'Sign in to the config area first.', loginRequired: true });
  if (url.pathname === '/api/config/forms' && method === 'GET') {
    return json(200, {
      formHandlerFlags: ['textareaMaxLength'],
      textareaMaxLength: true,
      forms: [{ id: CONTACT, name: 'Contact', fieldCount: 5, submissionCount: submissions, ownerEdited: false }],
    });
  }
  if (url.pathname === '/api/config/forms' && method === 'POST')
    return json(201, { form: { ...body, id: 'new-form-id', formHandlerFlags: ['textareaMaxLength'] } });
  if (url.pathname === `/api/config/forms/${CONTACT}`) {
    if (method === 'GET') return json(200, { form: contactForm(), submissionCount: submissions });
    if (method === 'PUT') return json(200, { form: { ...body, id: CONTACT, formHandlerFlags: ['textareaMaxLength'] } });
    if (method === 'DELETE') {
      await keysUp();
      if (submissions)
        return json(409, {
          error: `This form holds ${submissions} submissions: delete them in the inbox first, so that no answer loses its questions.`,
        });
      return json(200, { deleted: CONTACT });
    }
  }
  return json(404, { error: 'Not found' });
}

let container: HTMLElement;
let root: Root;

const active = () => document.activeElement as HTMLElement | null;
const button = (name: string, within: ParentNode = container) =>
  [...within.querySelectorAll('button')].find((candidate) => candidate.textContent?.trim() === name || candidate.textContent?.startsWith(name));
const fieldItem = (id: string) => container.querySelector<HTMLLIElement>(`li[data-field="${id}"]`)!;
const order = () => [...container.querySelectorAll('.form-builder-fields > li')].map((item) => item.getAttribute('data-field'));
const announcement = () => container.querySelector('[aria-live="polite"]')!.textContent;
const labelled = (within: ParentNode, label: string) => {
  const found = [...within.querySelectorAll('label')].find((candidate) => candidate.textContent === label);
  return found ? (document.getElementById(found.htmlFor) as HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement) : undefined;
};
const labelsOf = (id: string) => [...fieldItem(id).querySelectorAll('label')].map((label) => label.textContent);

/** Moves focus with Tab presses until `target` has it; fails if it never does. */
async function tabTo(target: HTMLElement, backwards = false) {
  if (backwards) await sendKeys({ down: 'Shift' });
  for (let presses = 0; presses < 80 && active() !== target; presses += 1) await sendKeys({ press: 'Tab' });
  if (backwards) await sendKeys({ up: 'Shift' });
  expect(active()).to.equal(target);
}

/** Types into a control as the owner does: focus, select what is there, type. */
async function typeInto(control: HTMLElement, text: string) {
  control.focus();
  (control as HTMLInputElement).select();
  if (text) await sendKeys({ type: text });
  else await sendKeys({ press: 'Backspace' });
}

/** Chooses an option of a select as React sees a change. */
function choose(select: HTMLSelectElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(select, value);
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

async function mount() {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  root.render(<FormBuilderApp />);
  await waitUntil(() => container.querySelector('nav'), 'the list of forms is shown');
}

async function openContact() {
  await mount();
  await tabTo(button('Contact')!);
  await sendKeys({ press: 'Enter' });
  await waitUntil(() => fieldItem('name-1'), 'the form is open');
  await waitUntil(() => active() === container.querySelector('#form-builder-heading'), 'focus moves to the form’s heading');
}

describe('the back end form builder', () => {
  beforeEach(() => {
    sent = [];
    submissions = 0;
    signedOut = false;
    document.cookie = `crumb=${CRUMB}; path=/`;
    window.fetch = standIn as typeof window.fetch;
  });

  afterEach(() => {
    root.unmount();
    container.remove();
    window.fetch = realFetch;
  });

  it('opens a form by keyboard, each field with exactly its type’s properties as labelled controls', async () => {
    await openContact();
    const heading = container.querySelector('#form-builder-heading')!;
    await waitUntil(() => active() === heading, 'focus moves to the form’s heading');
    expect(heading.textContent).to.equal('Contact');
    expect(button('Contact')!.getAttribute('aria-current')).to.equal('true');
    expect(labelled(container, 'Form name')!.value).to.equal('Contact');
    expect(labelsOf('name-1')).to.deep.equal(['Title', 'Description', 'Required']);
    expect(labelsOf('email-1')).to.deep.equal(['Title', 'Description', 'Placeholder', 'Required']);
    expect(labelsOf('phone-1')).to.deep.equal(['Title', 'Description', 'Required', 'Show the country code']);
    expect(labelsOf('textarea-1')).to.deep.equal(['Title', 'Description', 'Placeholder', 'Required', 'Maximum length (0 for no limit)']);
    expect(labelsOf('hidden-1')).to.deep.equal(['Title', 'Page query parameter', 'Value']);
    expect((labelled(fieldItem('textarea-1'), 'Maximum length (0 for no limit)') as HTMLInputElement).value).to.equal('500');
    // The site definition's postSubmitRedirect is the form's success redirect.
    expect(labelled(container, 'Success redirect')!.value).to.equal('/thanks');
    await expect(container).to.be.accessible();
  });

  it('adds a field of every type, each with its type’s defaults, the new title focused and the addition announced', async () => {
    await openContact();
    const types = [
      'text',
      'textarea',
      'email',
      'number',
      'currency',
      'website',
      'password',
      'twitter',
      'date',
      'time',
      'name',
      'address',
      'phone',
      'section',
      'radio',
      'checkbox',
      'select',
      'likert',
      'hidden',
    ];
    const typeSelect = labelled(container, 'Field type') as HTMLSelectElement;
    expect([...typeSelect.options].map((option) => option.value)).to.deep.equal(types);
    for (const type of types) {
      choose(typeSelect, type);
      await tabTo(button('Add field')!);
      await sendKeys({ press: 'Enter' });
      const id = type === 'name' || type === 'phone' || type === 'textarea' || type === 'email' || type === 'hidden' ? `${type}-2` : `${type}-1`;
      await waitUntil(() => fieldItem(id), `a ${type} field is added`);
      const title = labelled(fieldItem(id), 'Title')!;
      await waitUntil(() => active() === title, `the new ${type} field’s title has focus`);
    }
    expect(order().length).to.equal(5 + types.length);
    expect(announcement()).to.equal('Hidden added as field 24 of 24.');
    expect(labelsOf('currency-1')).to.deep.equal(['Title', 'Description', 'Currency symbol', 'Required']);
    expect(labelsOf('section-1')).to.deep.equal(['Title', 'Description', 'Underline']);
    expect(labelsOf('likert-1')).to.deep.equal(['Title', 'Description', 'Questions, one a line', 'Required']);
    expect(labelsOf('website-1')).to.deep.equal(['Title', 'Description', 'Placeholder', 'Required']);
    // An address names its country, which names its parts: the United States unless chosen.
    expect(labelsOf('address-1')).to.deep.equal(['Title', 'Description', 'Required', 'Country']);
    const country = labelled(fieldItem('address-1'), 'Country') as HTMLSelectElement;
    expect([...country.options].map((option) => [option.value, option.textContent])).to.deep.equal([
      ['US', 'United States'],
      ['GB', 'United Kingdom'],
    ]);
    expect(country.value).to.equal('US');
    expect(labelled(fieldItem('radio-1'), 'Options, one a line')!.value).to.equal('Option 1\nOption 2');
    await expect(container).to.be.accessible();
  });

  it('reorders by keyboard: focus stays on the moved field’s button, each move is announced, the ends go no further', async () => {
    await openContact();
    await tabTo(button('Move down', fieldItem('name-1'))!);
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => order()[1] === 'name-1', 'Name moves down one place');
    expect(order()).to.deep.equal(['email-1', 'name-1', 'phone-1', 'textarea-1', 'hidden-1']);
    expect(active()).to.equal(button('Move down', fieldItem('name-1')));
    expect(announcement()).to.equal('Name moved to position 2 of 5.');
    for (let press = 0; press < 5; press += 1) await sendKeys({ press: 'Enter' });
    await waitUntil(() => order()[4] === 'name-1', 'Name reaches the end');
    expect(order()).to.deep.equal(['email-1', 'phone-1', 'textarea-1', 'hidden-1', 'name-1']);
    expect(active()?.getAttribute('aria-disabled')).to.equal('true');
    expect(active()).to.equal(button('Move down', fieldItem('name-1')));
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    expect(active()).to.equal(button('Move up', fieldItem('name-1')));
    await sendKeys({ press: ' ' });
    await waitUntil(() => order()[3] === 'name-1', 'Name moves up one place');
    expect(active()).to.equal(button('Move up', fieldItem('name-1')));
    expect(announcement()).to.equal('Name moved to position 4 of 5.');
    expect(fieldItem('name-1').querySelector('h3')!.textContent).to.match(/^4\. Name/);
    await expect(container).to.be.accessible();
  });

  it('reorders by dragging a field’s handle onto another field', async () => {
    await openContact();
    const transfer = new DataTransfer();
    fieldItem('hidden-1')
      .querySelector('.form-builder-handle')!
      .dispatchEvent(new DragEvent('dragstart', { bubbles: true, dataTransfer: transfer }));
    fieldItem('email-1').dispatchEvent(new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer: transfer }));
    fieldItem('email-1').dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: transfer }));
    await waitUntil(() => order()[1] === 'hidden-1', 'the dragged field takes the place it was dropped on');
    expect(order()).to.deep.equal(['name-1', 'hidden-1', 'email-1', 'phone-1', 'textarea-1']);
    expect(announcement()).to.equal('Campaign moved to position 2 of 5.');
  });

  it('removes a field by keyboard: focus goes to the Fields heading and the removal is announced', async () => {
    await openContact();
    await tabTo(button('Remove', fieldItem('phone-1'))!);
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => !fieldItem('phone-1'), 'the field is gone');
    expect(order()).to.deep.equal(['name-1', 'email-1', 'textarea-1', 'hidden-1']);
    await waitUntil(() => active() === container.querySelector('#form-builder-fields-heading'), 'focus moves to the Fields heading');
    expect(announcement()).to.equal('Phone removed.');
  });

  it('marks each problem at its control with the messages, focuses the first, and sends nothing', async () => {
    await openContact();
    await typeInto(labelled(container, 'Form name')!, '');
    await typeInto(labelled(fieldItem('email-1'), 'Title')!, '');
    await typeInto(labelled(container, 'Success redirect')!, 'javascript:alert(1)');
    await typeInto(labelled(fieldItem('textarea-1'), 'Maximum length (0 for no limit)')!, '');
    await sendKeys({ type: '-3' });
    await tabTo(button('Save form')!);
    await sendKeys({ press: 'Enter' });
    const name = labelled(container, 'Form name')!;
    await waitUntil(() => active() === name, 'focus goes to the first problem');
    const messageOf = (control: HTMLElement) => document.getElementById(control.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent;
    expect(name.getAttribute('aria-invalid')).to.equal('true');
    expect(messageOf(name)).to.equal('Enter the form’s name.');
    const title = labelled(fieldItem('email-1'), 'Title')!;
    expect(title.getAttribute('aria-invalid')).to.equal('true');
    expect(messageOf(title)).to.equal('Enter the field’s title.');
    const redirect = labelled(container, 'Success redirect')!;
    expect(redirect.getAttribute('aria-invalid')).to.equal('true');
    expect(messageOf(redirect)).to.equal('javascript:alert(1) is not a valid page URL.');
    expect(redirect.getAttribute('aria-describedby')).to.include('form-successRedirect-help');
    expect(messageOf(labelled(fieldItem('textarea-1'), 'Maximum length (0 for no limit)')!)).to.equal('Enter a whole number, 0 for no limit.');
    expect(container.querySelector('[role="alert"]')!.textContent).to.equal('The form has 4 problems; they are marked below.');
    expect(sent.filter((call) => call.method !== 'GET')).to.deep.equal([]);
    await expect(container).to.be.accessible();

    // Fixed as typed: the message goes once the control is right.
    await typeInto(name, 'Contact us');
    await waitUntil(() => name.getAttribute('aria-invalid') === null, 'the name is no longer marked');
  });

  it('saves with PUT: each field with exactly its properties, the redirect under its one name, with the crumb', async () => {
    await openContact();
    await typeInto(labelled(fieldItem('email-1'), 'Placeholder')!, 'name@example.com');
    const captcha = labelled(container, 'Require a captcha before sending') as HTMLInputElement;
    await tabTo(captcha);
    await sendKeys({ press: ' ' });
    await tabTo(button('Save form')!);
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => container.querySelector('[role="status"]')?.textContent, 'the save is confirmed');
    expect(container.querySelector('[role="status"]')!.textContent).to.equal('The form Contact is saved. The site shows it on the next page load.');
    const puts = sent.filter((call) => call.method === 'PUT');
    expect(puts.length).to.equal(1);
    expect(puts[0]!.path).to.equal(`/api/config/forms/${CONTACT}`);
    expect(puts[0]!.crumbHeader).to.equal(CRUMB);
    expect(puts[0]!.body).to.deep.equal({
      name: 'Contact',
      submitButtonText: 'Send',
      successRedirect: '/thanks',
      captcha: true,
      fields: [
        { id: 'name-1', type: 'name', title: 'Name', required: true },
        { id: 'email-1', type: 'email', title: 'Email', required: true, placeholder: 'name@example.com' },
        { id: 'phone-1', type: 'phone', title: 'Phone', showCountryCode: false },
        { id: 'textarea-1', type: 'textarea', title: 'Message', maxLength: 500 },
        { id: 'hidden-1', type: 'hidden', title: 'Campaign', key: 'utm_campaign', value: 'none' },
      ],
    });
  });

  it('makes a new form with POST and lists it', async () => {
    await mount();
    await tabTo(button('New form')!);
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => active() === container.querySelector('#form-builder-heading'), 'the new form’s heading has focus');
    expect(container.textContent).to.include('This form has no fields yet. Add one below.');
    expect(button('Delete form')).to.equal(undefined);
    await typeInto(labelled(container, 'Form name')!, 'Booking');
    await tabTo(button('Add field')!);
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => fieldItem('text-1'), 'a text field is added');
    await tabTo(button('Save form')!);
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => button('Booking'), 'the form is listed');
    const posts = sent.filter((call) => call.method === 'POST' && call.path === '/api/config/forms');
    expect(posts.length).to.equal(1);
    expect(posts[0]!.body).to.deep.equal({
      name: 'Booking',
      fields: [{ id: 'text-1', type: 'text', title: 'Text', description: '', placeholder: '', required: false }],
    });
    expect(button('Delete form')).not.to.equal(undefined);
  });

  it('deletes after a confirmation; a form with submissions is refused with the server’s reason', async () => {
    submissions = 2;
    await openContact();
    await tabTo(button('Delete form')!);
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => document.querySelector('dialog[open]'), 'the confirmation opens');
    const dialogElement = document.querySelector('dialog[open]')!;
    expect(active()).to.equal(button('Cancel', dialogElement));
    await expect(dialogElement).to.be.accessible();
    button('Delete form', dialogElement)!.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => dialogElement.querySelector('[role="alert"]')?.textContent, 'the refusal is shown');
    expect(dialogElement.querySelector('[role="alert"]')!.textContent).to.equal(
      'This form holds 2 submissions: delete them in the inbox first, so that no answer loses its questions.',
    );
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !document.querySelector('dialog[open]'), 'Escape closes the confirmation');
    await waitUntil(() => active() === button('Delete form'), 'focus goes back to Delete form');

    submissions = 0;
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => document.querySelector('dialog[open]'), 'the confirmation opens again');
    button('Delete form', document.querySelector('dialog[open]')!)!.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => container.querySelector('[role="status"]')?.textContent === 'The form Contact was deleted.', 'the deletion is confirmed');
    expect(button('Contact')).to.equal(undefined);
    expect(sent.filter((call) => call.method === 'DELETE').length).to.equal(2);
  });

  it('says so when the session has ended, with a link to sign in', async () => {
    signedOut = true;
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    root.render(<FormBuilderApp />);
    await waitUntil(() => container.querySelector('[role="alert"]')?.textContent, 'the failure is shown');
    expect(container.querySelector('[role="alert"]')!.textContent).to.equal('Your session has ended. Sign in again to edit forms.');
    expect(container.querySelector('a[href="/config/"]')!.textContent).to.equal('Sign in');
  });
});
