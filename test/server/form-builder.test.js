import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { insertSubmission } from '../../server/store/forms.js';
import { DEFAULT_SITE_DIR, loadSiteDefinition } from '../../server/site/load.js';
import { storeSiteDefinition } from '../../server/store/site.js';
import { readSiteDefinition } from '../../server/site/definition.js';
import { DEMO_EDITOR, DEMO_STORE_MANAGER as DEMO_STORE, DEMO_VIEWER, ownerSession, startTestApp } from './app.js';
import { testDatabases } from './databases.js';

const API = '/api/config/forms';
const CONTACT = '65f1a2b3c4d5e6f708192e01';
const FEEDBACK = '65f1a2b3c4d5e6f708192e03';
const SIGN_IN = { error: 'Sign in to the config area first.', loginRequired: true };
const NO_CONTENT = { error: 'Only an editor or an admin may change content and forms.' };

const COMPANY = { id: 'text-1', type: 'text', title: 'Company', required: true, placeholder: 'Where you work', description: '' };

/** The contact form's values as the runtime sends them, every required field filled in. */
const contactValues = {
  'name-yui_3_17_2_1_1': ['Ada', 'Potter'],
  'email-yui_3_17_2_1_2': 'ada@example.com',
  'select-yui_3_17_2_1_5': 'A commission',
  'textarea-yui_3_17_2_1_7': 'A dozen mugs, please.',
};

for (const target of await testDatabases()) {
  describe(`the form builder on ${target.name}`, () => {
    let t;
    let owner;
    const as = (token) => (request) => t.call({ ...request, cookies: { sq_owner_session: token, ...request.cookies } });
    const ownerCall = (request) => as(owner)(request);
    const contact = async () => (await ownerCall({ method: 'GET', url: `${API}/${CONTACT}` })).json().form;
    const send = async (formId, form) => {
      const key = (await t.call({ method: 'POST', url: '/api/form/FormSubmissionKey' })).json().key;
      return t.call({ method: 'POST', url: '/api/form/SaveFormSubmission', payload: { key, formId, form } });
    };

    before(async () => {
      t = await startTestApp(target, { rateLimit: { form: { max: 1000 }, formAddress: { max: 1000 } } });
      owner = await ownerSession(t);
    });
    after(() => t.close());
    beforeEach(async () => {
      await t.db.deleteFrom('form_submissions').execute();
    });

    test('lists the site’s forms with their field and submission counts and the site’s form-handler flags', async () => {
      await insertSubmission(t.db, { formId: CONTACT, values: contactValues });
      const response = await ownerCall({ method: 'GET', url: API });
      assert.equal(response.statusCode, 200);
      const body = response.json();
      assert.equal(body.textareaMaxLength, true);
      assert.deepEqual(body.formHandlerFlags, ['textareaMaxLength']);
      const listed = body.forms.find((form) => form.id === CONTACT);
      assert.deepEqual(listed, { id: CONTACT, name: 'Contact', fieldCount: 10, submissionCount: 1, ownerEdited: false });
      const read = await ownerCall({ method: 'GET', url: `${API}/${CONTACT}` });
      assert.equal(read.statusCode, 200);
      assert.equal(read.json().form.fields[6].maxLength, 500);
      assert.equal(read.json().submissionCount, 1);
      assert.equal((await ownerCall({ method: 'GET', url: `${API}/nothing` })).statusCode, 404);
    });

    test('a required field added to the contact form is drawn on /contact and enforced by the server, and survives a restart', async () => {
      const form = await contact();
      const saved = await ownerCall({ method: 'PUT', url: `${API}/${CONTACT}`, payload: { ...form, fields: [...form.fields, COMPANY] } });
      assert.equal(saved.statusCode, 200, saved.body);
      assert.deepEqual(saved.json().form.fields.at(-1), {
        id: 'text-1',
        type: 'text',
        title: 'Company',
        required: true,
        placeholder: 'Where you work',
      });

      const page = (await t.app.inject({ method: 'GET', url: '/contact', headers: { accept: 'text/html' } })).body;
      assert.match(page, /<label for="contact-form-text-1">Company<span class="form-fallback-required"> \(required\)<\/span><\/label>/);
      assert.match(page, /<input[^>]*id="contact-form-text-1"[^>]*required/);
      assert.match(page, /&quot;id&quot;:&quot;text-1&quot;|"id":"text-1"/, 'the element’s definition holds the field');

      const without = await send(CONTACT, contactValues);
      assert.equal(without.statusCode, 400);
      assert.ok(JSON.stringify(without.json()).includes('text-1'), without.body);
      const withIt = await send(CONTACT, { ...contactValues, 'text-1': 'Juniper Studio' });
      assert.equal(withIt.statusCode, 200, withIt.body);
      const stored = await t.db.selectFrom('form_submissions').select('form_json').execute();
      assert.equal(JSON.parse(stored[0].form_json)['text-1'], 'Juniper Studio');

      // A restart with the same files, and one with changed files: the owner's form stays as saved.
      await loadSiteDefinition(t.db);
      assert.deepEqual((await contact()).fields.at(-1).id, 'text-1');
      const definition = await readSiteDefinition(DEFAULT_SITE_DIR);
      definition.forms = definition.forms.map((entry) => (entry.id === CONTACT ? { ...entry, name: 'Changed in the file' } : entry));
      assert.equal(await storeSiteDefinition(t.db, definition), true);
      const after = await contact();
      assert.equal(after.name, 'Contact');
      assert.equal(after.fields.at(-1).id, 'text-1');
      // Put the demo back for the other tests.
      const restored = await ownerCall({ method: 'PUT', url: `${API}/${CONTACT}`, payload: form });
      assert.equal(restored.statusCode, 200);
    });

    test('creates a form with every field type, then deletes it; the definition does not bring a deleted form back', async () => {
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
      const fields = types.map((type, index) => ({
        id: `${type}-${index}`,
        type,
        title: `A ${type}`,
        ...(['radio', 'checkbox', 'select', 'likert'].includes(type) && { options: ['One', 'Two'] }),
        ...(type === 'textarea' && { maxLength: 300 }),
        ...(type === 'phone' && { showCountryCode: true }),
        ...(type === 'currency' && { currencySymbol: '€' }),
        ...(type === 'hidden' && { key: 'utm_source', value: 'none' }),
      }));
      const created = await ownerCall({
        method: 'POST',
        url: API,
        payload: { name: 'Booking', fields, successRedirect: '/thank-you', captcha: true, postSubmitHtml: '<p>Thanks</p>', submitButtonText: 'Book' },
      });
      assert.equal(created.statusCode, 201, created.body);
      const { form } = created.json();
      assert.match(form.id, /^[0-9a-f]{24}$/);
      assert.deepEqual(
        form.fields.map((field) => field.type),
        types,
      );
      assert.equal(form.fields[1].maxLength, 300, 'the site’s flag offers a textarea’s limit');
      assert.deepEqual(form.formHandlerFlags, ['textareaMaxLength']);
      assert.equal(form.successRedirect, '/thank-you');
      assert.equal(form.captcha, true);

      const deleted = await ownerCall({ method: 'DELETE', url: `${API}/${form.id}` });
      assert.equal(deleted.statusCode, 200);
      assert.equal((await ownerCall({ method: 'GET', url: `${API}/${form.id}` })).statusCode, 404);

      // Deleting the feedback form from the definition's forms, then storing a changed definition: it stays deleted.
      assert.equal((await ownerCall({ method: 'DELETE', url: `${API}/${FEEDBACK}` })).statusCode, 200);
      const definition = await readSiteDefinition(DEFAULT_SITE_DIR);
      definition.forms = definition.forms.map((entry) => ({ ...entry, submitButtonText: 'Changed' }));
      await storeSiteDefinition(t.db, definition);
      assert.equal((await ownerCall({ method: 'GET', url: `${API}/${FEEDBACK}` })).statusCode, 404);
      assert.equal((await t.app.inject({ method: 'GET', url: '/' })).statusCode, 200);
    });

    test('deleting a form that holds submissions answers 409 with the reason, and keeps it', async () => {
      await insertSubmission(t.db, { formId: CONTACT, values: contactValues });
      await insertSubmission(t.db, { formId: CONTACT, values: contactValues });
      const response = await ownerCall({ method: 'DELETE', url: `${API}/${CONTACT}` });
      assert.equal(response.statusCode, 409);
      assert.deepEqual(response.json(), {
        error: 'This form holds 2 submissions: delete them in the inbox first, so that no answer loses its questions.',
      });
      assert.equal((await ownerCall({ method: 'GET', url: `${API}/${CONTACT}` })).statusCode, 200);
      assert.equal((await ownerCall({ method: 'DELETE', url: `${API}/nothing` })).statusCode, 404);
    });

    test('bad input answers 400 with the reason and changes nothing', async () => {
      const form = await contact();
      const cases = [
        [{ ...form, successRedirect: 'javascript:alert(1)' }, 'javascript:alert(1) is not a valid page URL.'],
        [{ ...form, successRedirect: 'https:evil' }, 'https:evil is not a valid page URL.'],
        [{ ...form, name: '  ' }, 'The form needs a name.'],
        [{ ...form, fields: [...form.fields, { id: 'text-9', type: 'text', title: '' }] }, 'Enter the field’s title.'],
        [
          { ...form, fields: [...form.fields, { id: 'radio-9', type: 'radio', title: 'Pick', options: [] }] },
          'Enter at least one option, one a line.',
        ],
        [
          { ...form, fields: [...form.fields, { id: 'text-9', type: 'text', title: 'T', maxLength: 5 }] },
          'Field 11 (text) has no property "maxLength" to edit.',
        ],
        [{ ...form, fields: [...form.fields, { id: 'text-9', type: 'slider', title: 'T' }] }, /^Field 11 has an unknown type "slider"/],
        [{ ...form, fields: [...form.fields, { id: 'bad id!', type: 'text', title: 'T' }] }, /^Field 11 needs an id/],
        [{ ...form, fields: [...form.fields, { ...form.fields[0] }] }, /^Field 11 repeats the id/],
        [{ ...form, fields: 'none' }, 'The form needs a fields array.'],
        [{ ...form, submitButtonText: 'x'.repeat(201) }, 'The form has a submitButtonText that is not text of at most 200 characters.'],
        [{ ...form, id: FEEDBACK }, 'The form’s id is not the one in the address.'],
        [{ ...form, colour: 'red' }, 'The form has no property "colour" to edit.'],
        [
          { ...form, fields: form.fields.map((field) => (field.type === 'textarea' ? { ...field, maxLength: -1 } : field)) },
          'Enter a whole number, 0 for no limit.',
        ],
      ];
      for (const [payload, reason] of cases) {
        const response = await ownerCall({ method: 'PUT', url: `${API}/${CONTACT}`, payload });
        assert.equal(response.statusCode, 400, `${JSON.stringify(reason)}: ${response.body}`);
        if (typeof reason === 'string') assert.equal(response.json().error, reason);
        else assert.match(response.json().error, reason);
      }
      const notObject = await ownerCall({ method: 'PUT', url: `${API}/${CONTACT}`, payload: [1, 2] });
      assert.equal(notObject.statusCode, 400);
      assert.ok(notObject.json().error);
      const created = await ownerCall({ method: 'POST', url: API, payload: { name: 'X', fields: [{ id: 'text-1', type: 'text', title: '' }] } });
      assert.equal(created.statusCode, 400);
      assert.equal(created.json().error, 'Enter the field’s title.');
      assert.deepEqual(await contact(), form);
    });

    test('a textarea’s limit is refused on a form whose form-handler flag is off', async () => {
      const created = await ownerCall({ method: 'POST', url: API, payload: { name: 'Plain', fields: [] } });
      const { form } = created.json();
      await t.db
        .updateTable('forms')
        .set({ definition: JSON.stringify({ ...form, formHandlerFlags: [] }) })
        .where('id', '=', form.id)
        .execute();
      const response = await ownerCall({
        method: 'PUT',
        url: `${API}/${form.id}`,
        payload: { name: 'Plain', fields: [{ id: 'textarea-1', type: 'textarea', title: 'Message', maxLength: 10 }] },
      });
      assert.equal(response.statusCode, 400);
      assert.equal(response.json().error, 'Field 1 (textarea) has no property "maxLength" to edit (the form-handler flag textareaMaxLength is off).');
      assert.equal((await ownerCall({ method: 'DELETE', url: `${API}/${form.id}` })).statusCode, 200);
    });

    test('a change without the crumb answers 401 crumbFail, and nothing changes', async () => {
      const form = await contact();
      const count = (await ownerCall({ method: 'GET', url: API })).json().forms.length;
      const changes = [
        ['POST', API, { name: 'X', fields: [] }],
        ['PUT', `${API}/${CONTACT}`, { ...form, name: 'Forged' }],
        ['DELETE', `${API}/${CONTACT}`],
      ];
      for (const [method, url, payload] of changes) {
        const noCrumb = await t.app.inject({ method, url, payload, cookies: { sq_owner_session: owner } });
        assert.equal(noCrumb.statusCode, 401, `${method} ${url}`);
        assert.deepEqual(noCrumb.json(), { crumbFail: true });
        const forged = await ownerCall({ method, url, payload, headers: { 'x-csrf-token': 'forged.crumb' } });
        assert.equal(forged.statusCode, 401);
        assert.deepEqual(forged.json(), { crumbFail: true });
      }
      assert.deepEqual(await contact(), form);
      assert.equal((await ownerCall({ method: 'GET', url: API })).json().forms.length, count);
    });

    test('without an owner session every route answers 401 loginRequired', async () => {
      const routes = [
        ['GET', API],
        ['GET', `${API}/${CONTACT}`],
        ['POST', API, { name: 'X', fields: [] }],
        ['PUT', `${API}/${CONTACT}`, { name: 'X', fields: [] }],
        ['DELETE', `${API}/${CONTACT}`],
      ];
      for (const [method, url, payload] of routes) {
        const response = await t.call({ method, url, payload });
        assert.equal(response.statusCode, 401, `${method} ${url}`);
        assert.deepEqual(response.json(), SIGN_IN);
      }
    });

    test('a viewer and a store manager get 403 with the rule on every route; an editor may edit', async () => {
      const form = await contact();
      for (const account of [DEMO_VIEWER, DEMO_STORE]) {
        const call = as(await ownerSession(t, account));
        const routes = [
          ['GET', API],
          ['GET', `${API}/${CONTACT}`],
          ['POST', API, { name: 'X', fields: [] }],
          ['PUT', `${API}/${CONTACT}`, { ...form, name: 'Not yours' }],
          ['DELETE', `${API}/${CONTACT}`],
        ];
        for (const [method, url, payload] of routes) {
          const response = await call({ method, url, payload });
          assert.equal(response.statusCode, 403, `${account.email} ${method} ${url}`);
          assert.deepEqual(response.json(), NO_CONTENT);
        }
      }
      assert.deepEqual(await contact(), form);
      const editor = as(await ownerSession(t, DEMO_EDITOR));
      const saved = await editor({ method: 'PUT', url: `${API}/${CONTACT}`, payload: { ...form, submitButtonText: 'Send' } });
      assert.equal(saved.statusCode, 200, saved.body);
      assert.equal((await editor({ method: 'PUT', url: `${API}/${CONTACT}`, payload: form })).statusCode, 200);
    });

    test('the builder’s screen is served to an editor and refused to a viewer with the rule', async () => {
      const page = await t.app.inject({ method: 'GET', url: '/config/forms', cookies: { sq_owner_session: owner } });
      assert.equal(page.statusCode, 200);
      assert.match(page.body, /\/dist\/config\/forms\.js/);
      const viewer = await t.app.inject({ method: 'GET', url: '/config/forms', cookies: { sq_owner_session: await ownerSession(t, DEMO_VIEWER) } });
      assert.equal(viewer.statusCode, 403);
      assert.match(viewer.body, /Only an editor or an admin may change content and forms\./);
    });

    // Last: it deletes the demo's contact form.
    test('a page whose form was deleted still answers 200, without the form, and submissions to it get 404', async () => {
      assert.equal((await ownerCall({ method: 'DELETE', url: `${API}/${CONTACT}` })).statusCode, 200);
      const page = await t.app.inject({ method: 'GET', url: '/contact', headers: { accept: 'text/html' } });
      assert.equal(page.statusCode, 200);
      assert.doesNotMatch(page.body, /contact-form-email-yui_3_17_2_1_2/);
      const sent = await send(CONTACT, contactValues);
      assert.equal(sent.statusCode, 404, sent.body);
    });
  });
}
