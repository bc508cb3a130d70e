import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { FORM_KEY_TTL_MS, issueFormKey } from '../../server/store/forms.js';
import { startTestApp } from './app.js';
import { testDatabases } from './databases.js';

const CONTACT = '65f1a2b3c4d5e6f708192e01';
const NEWSLETTER = '65f1a2b3c4d5e6f708192e02';
const FEEDBACK = '65f1a2b3c4d5e6f708192e03';

/** A valid contact form, field id to value, each in its field's shape. */
const contactValues = {
  'name-yui_3_17_2_1_1': ['Ada', 'Potter'],
  'email-yui_3_17_2_1_2': 'ada@example.com',
  'phone-yui_3_17_2_1_3': ['', '555', '123', '4567'],
  'address-yui_3_17_2_1_4': ['1 Harbour Road', '', 'Portland', 'ME', '04101', 'United States'],
  'select-yui_3_17_2_1_5': 'A commission',
  'checkbox-yui_3_17_2_1_6': ['Mugs', 'Workshops'],
  'textarea-yui_3_17_2_1_7': 'A set of six mugs, please.',
  'radio-yui_3_17_2_1_9': 'A market',
  'hidden-yui_3_17_2_1_10': 'spring',
};

const pageFields = {
  pageTitle: 'Contact · Juniper Ceramics',
  pageId: '65f1a2b3c4d5e6f708192b01',
  contentSource: 'c',
  pagePath: '/contact',
  pagePermissionTypeValue: 1,
};

for (const target of await testDatabases()) {
  describe(`form submission on ${target.name}`, () => {
    let t;
    const submissions = () => t.db.selectFrom('form_submissions').selectAll().orderBy('submitted_at').execute();

    before(async () => {
      t = await startTestApp(target, { rateLimit: { form: { max: 1000 }, formAddress: { max: 1000 }, formKeyAddress: { max: 1000 } } });
    });
    after(() => t.close());
    beforeEach(() => t.db.deleteFrom('form_submissions').execute());

    async function newKey(request = {}) {
      const response = await t.call({ method: 'POST', url: '/api/form/FormSubmissionKey', ...request });
      assert.equal(response.statusCode, 200, response.body);
      return response.json().key;
    }

    async function save(body, request = {}) {
      return t.call({ method: 'POST', url: '/api/form/SaveFormSubmission', payload: { key: await newKey(), ...body }, ...request });
    }

    test('FormSubmissionKey answers a fresh key, with or without a JSON content type', async () => {
      const plain = await t.call({ method: 'POST', url: '/api/form/FormSubmissionKey' });
      const json = await t.call({ method: 'POST', url: '/api/form/FormSubmissionKey', headers: { 'content-type': 'application/json' } });
      assert.equal(plain.statusCode, 200);
      assert.equal(json.statusCode, 200);
      assert.match(plain.json().key, /^[A-Za-z0-9_-]{32}$/);
      assert.notEqual(plain.json().key, json.json().key);
    });

    test('SaveFormSubmission stores the values and the page fields, and answers 200 with the id', async () => {
      const response = await save(
        {
          formId: CONTACT,
          form: contactValues,
          collectionId: 'c1',
          objectName: 'page-section-1',
          isOverlayForm: false,
          submitButtonText: 'Send message',
          ...pageFields,
          unknownCensusField: 'x',
        },
        { cookies: { ss_cvr: 'visitor-1|1|2|3|4' } },
      );
      assert.equal(response.statusCode, 200, response.body);
      const { id } = response.json();
      const [row, ...rest] = await submissions();
      assert.equal(rest.length, 0);
      assert.equal(row.id, id);
      assert.equal(row.form_id, CONTACT);
      assert.deepEqual(JSON.parse(row.form_json), contactValues);
      assert.equal(row.collection_id, 'c1');
      assert.equal(row.object_name, 'page-section-1');
      assert.equal(row.is_overlay_form, 0);
      assert.equal(row.submit_button_text, 'Send message');
      assert.equal(row.page_title, pageFields.pageTitle);
      assert.equal(row.page_id, pageFields.pageId);
      assert.equal(row.content_source, 'c');
      assert.equal(row.page_path, '/contact');
      assert.equal(row.page_permission_type_value, 1);
      assert.equal(row.visitor, 'visitor-1|1|2|3|4');
      assert.ok(Math.abs(Date.parse(row.submitted_at) - Date.now()) < 60_000);
    });

    test('the form may come as JSON text; fields the form does not have are not stored', async () => {
      const values = { 'email-yui_3_17_2_1_20': 'ada@example.com', 'not-a-field': 'x' };
      const response = await save({ formId: NEWSLETTER, form: JSON.stringify(values), isOverlayForm: true });
      assert.equal(response.statusCode, 200, response.body);
      const [row] = await submissions();
      assert.deepEqual(JSON.parse(row.form_json), { 'email-yui_3_17_2_1_20': 'ada@example.com' });
      assert.equal(row.is_overlay_form, 1);
      assert.equal(row.page_path, null);
    });

    test('invalid fields answer 400 with a message per field id, with the client rules and texts', async () => {
      const response = await save({
        formId: CONTACT,
        form: {
          ...contactValues,
          'name-yui_3_17_2_1_1': ['Ada', ''],
          'email-yui_3_17_2_1_2': 'ada@example',
          'address-yui_3_17_2_1_4': ['1 Harbour Road', '', 'Portland', 'ME', '4101', 'United States'],
          'textarea-yui_3_17_2_1_7': 'x'.repeat(501),
          'select-yui_3_17_2_1_5': 'Free mugs',
        },
      });
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json(), {
        errors: {
          'name-yui_3_17_2_1_1': 'Name is required.',
          'email-yui_3_17_2_1_2': 'Email is not valid. Email addresses should follow the format user@domain.com.',
          'address-yui_3_17_2_1_4': 'Zip code is not valid. US zip codes should have 5 digits.',
          'select-yui_3_17_2_1_5': 'Free mugs is not one of the expected options.',
          'textarea-yui_3_17_2_1_7': 'You have exceeded the character limit.',
        },
      });
      assert.equal((await submissions()).length, 0);
    });

    test("a textarea's maxLength counts whatever the form-handler flags say; on other types it is not an editable property", async () => {
      const [row] = await t.db.selectFrom('forms').select('definition').where('id', '=', CONTACT).execute();
      const original = row.definition;
      const contact = JSON.parse(original);
      assert.deepEqual(contact.formHandlerFlags, ['textareaMaxLength']);
      const { formHandlerFlags: _flags, ...unflagged } = contact;
      unflagged.fields = unflagged.fields.map((field) => (field.type === 'select' ? { ...field, maxLength: 3 } : field));
      await t.db
        .updateTable('forms')
        .set({ definition: JSON.stringify(unflagged) })
        .where('id', '=', CONTACT)
        .execute();
      try {
        const over = await save({ formId: CONTACT, form: { ...contactValues, 'textarea-yui_3_17_2_1_7': 'x'.repeat(501) } });
        assert.equal(over.statusCode, 400);
        assert.deepEqual(over.json(), { errors: { 'textarea-yui_3_17_2_1_7': 'You have exceeded the character limit.' } });
        const fine = await save({ formId: CONTACT, form: { ...contactValues, 'textarea-yui_3_17_2_1_7': 'x'.repeat(500) } });
        assert.equal(fine.statusCode, 200, fine.body);
        assert.equal((await submissions()).length, 1);
      } finally {
        await t.db.updateTable('forms').set({ definition: original }).where('id', '=', CONTACT).execute();
      }
    });

    test('required likert and date fields need every answer; a value of the wrong shape is unparseable', async () => {
      const response = await save({
        formId: FEEDBACK,
        form: {
          'date-yui_3_17_2_1_30': ['4', '', '2024'],
          'likert-yui_3_17_2_1_31': { 'The pace was right': '1' },
          'text-yui_3_17_2_1_32': ['not', 'text'],
        },
      });
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json().errors, {
        'date-yui_3_17_2_1_30': 'Workshop date is required.',
        'likert-yui_3_17_2_1_31': 'How was it? is required.',
        'text-yui_3_17_2_1_32': 'Could not parse the form fields, please check your entries.',
      });
      const fine = await save({
        formId: FEEDBACK,
        form: { 'date-yui_3_17_2_1_30': ['4', '12', '2024'], 'likert-yui_3_17_2_1_31': { 'The pace was right': '1', 'I would come again': '2' } },
      });
      assert.equal(fine.statusCode, 200, fine.body);
    });

    test('form fields that are neither an object nor JSON text of one answer 400 with the parse message', async () => {
      for (const form of ['{not json', '[1,2]', '"text"']) {
        const response = await save({ formId: NEWSLETTER, form });
        assert.equal(response.statusCode, 400, form);
        assert.deepEqual(response.json(), { error: 'Could not parse the form fields, please check your entries.' });
      }
    });

    test('an unknown form answers 404 with the spec text', async () => {
      const response = await save({ formId: 'no-such-form', form: {} });
      assert.equal(response.statusCode, 404);
      assert.deepEqual(response.json(), { error: 'This form has not been configured yet.' });
    });

    test('a key works once: reused, unknown or expired keys answer 401', async () => {
      const key = await newKey();
      const body = { formId: NEWSLETTER, form: { 'email-yui_3_17_2_1_20': 'ada@example.com' } };
      const first = await t.call({ method: 'POST', url: '/api/form/SaveFormSubmission', payload: { ...body, key } });
      assert.equal(first.statusCode, 200);
      const unauthorized = { error: 'Unable to submit form. Please try again later.' };
      for (const bad of [key, 'made-up-key', await issueFormKey(t.db, Date.now() - FORM_KEY_TTL_MS - 1000)]) {
        const response = await t.call({ method: 'POST', url: '/api/form/SaveFormSubmission', payload: { ...body, key: bad } });
        assert.equal(response.statusCode, 401);
        assert.deepEqual(response.json(), unauthorized);
      }
      assert.equal((await submissions()).length, 1);
    });

    test('a key is used up by a failed submission too', async () => {
      const key = await newKey();
      const invalid = await t.call({ method: 'POST', url: '/api/form/SaveFormSubmission', payload: { key, formId: NEWSLETTER, form: {} } });
      assert.equal(invalid.statusCode, 400);
      const retry = await t.call({
        method: 'POST',
        url: '/api/form/SaveFormSubmission',
        payload: { key, formId: NEWSLETTER, form: { 'email-yui_3_17_2_1_20': 'ada@example.com' } },
      });
      assert.equal(retry.statusCode, 401);
    });

    test('one key sent by many submissions at once is accepted exactly once', async () => {
      const key = await newKey();
      const payload = { key, formId: NEWSLETTER, form: { 'email-yui_3_17_2_1_20': 'ada@example.com' } };
      const responses = await Promise.all(Array.from({ length: 20 }, () => t.call({ method: 'POST', url: '/api/form/SaveFormSubmission', payload })));
      assert.deepEqual(responses.map((response) => response.statusCode).sort(), [200, ...Array(19).fill(401)]);
      assert.equal((await submissions()).length, 1);
    });

    test('a form with a captcha needs a captcha key', async () => {
      await t.db
        .insertInto('forms')
        .values({
          id: 'captcha-form',
          name: 'Captcha',
          definition: JSON.stringify({ id: 'captcha-form', name: 'Captcha', captcha: true, fields: [] }),
          updated_at: new Date().toISOString(),
        })
        .execute();
      try {
        const missing = await save({ formId: 'captcha-form', form: {} });
        assert.equal(missing.statusCode, 400);
        assert.deepEqual(missing.json(), { error: 'Complete CAPTCHA before submitting.' });
        const sent = await save({ formId: 'captcha-form', form: {}, captchaKey: 'token' });
        assert.equal(sent.statusCode, 200);
      } finally {
        await t.db.deleteFrom('forms').where('id', '=', 'captcha-form').execute();
      }
    });
  });

  describe(`form rate limits on ${target.name}`, () => {
    let t;
    before(async () => {
      t = await startTestApp(target, {
        rateLimit: { form: { max: 2 }, formKey: { max: 8 }, formAddress: { max: 1000 }, formKeyAddress: { max: 1000 } },
      });
    });
    after(() => t.close());

    const newsletter = { 'email-yui_3_17_2_1_20': 'ada@example.com' };
    async function save(formId, visitor, form = newsletter) {
      const cookies = visitor ? { ss_cvr: visitor } : {};
      const key = (await t.call({ method: 'POST', url: '/api/form/FormSubmissionKey', cookies })).json().key;
      return t.call({ method: 'POST', url: '/api/form/SaveFormSubmission', cookies, payload: { key, formId, form } });
    }

    test('past the limit per visitor and form: 429 with the spec text; other visitors and forms go on', async () => {
      assert.equal((await save(NEWSLETTER, 'visitor-a')).statusCode, 200);
      assert.equal((await save(NEWSLETTER, 'visitor-a', {})).statusCode, 400, 'a failed submission counts too');
      const limited = await save(NEWSLETTER, 'visitor-a');
      assert.equal(limited.statusCode, 429);
      assert.deepEqual(limited.json(), { error: 'Unable to submit form. Submission rate limit exceeded. Please try again later.' });
      const sameVisitorLater = await save(NEWSLETTER, 'visitor-a|1767225600000|1767312000000|1767312000000|2');
      assert.equal(sameVisitorLater.statusCode, 429, 'the visitor id, not the whole cookie, is the visitor');
      assert.equal((await save(NEWSLETTER, 'visitor-b')).statusCode, 200);
      assert.equal((await save(CONTACT, 'visitor-a', contactValues)).statusCode, 200);
    });

    test('without a visitor cookie the IP address is the visitor; keys are limited per visitor too', async () => {
      const keyCall = () => t.call({ method: 'POST', url: '/api/form/FormSubmissionKey' });
      for (let i = 0; i < 8; i += 1) assert.equal((await keyCall()).statusCode, 200);
      const limited = await keyCall();
      assert.equal(limited.statusCode, 429);
      assert.deepEqual(limited.json(), { error: 'Could not get a form submission key, please try again later.' });
      const otherVisitor = await t.call({ method: 'POST', url: '/api/form/FormSubmissionKey', cookies: { ss_cvr: 'visitor-c' } });
      assert.equal(otherVisitor.statusCode, 200);
    });

    test('a form id with an unpaired surrogate is counted and refused like any unknown form, not a 500', async () => {
      const response = await save('\ud800', 'visitor-d');
      assert.ok(response.statusCode >= 400 && response.statusCode < 500, `${response.statusCode} ${response.body}`);
      assert.ok(response.json().error);
    });
  });
}
