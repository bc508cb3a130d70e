import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { readSiteDefinition, SUBMIT_BUTTON_TEXT_MAX_LENGTH } from '../../server/site/definition.js';
import { startTestApp } from './app.js';
import { testDatabases } from './databases.js';

const targets = await testDatabases();
const demoSite = new URL('../../demo/site', import.meta.url).pathname;

/** A copy of the demo site whose first form has `submitButtonText`. */
async function siteWithButtonText(submitButtonText) {
  const dir = await mkdtemp(join(tmpdir(), 'sq-site-'));
  await cp(demoSite, dir, { recursive: true });
  const forms = JSON.parse(await readFile(join(dir, 'forms.json'), 'utf8'));
  forms[0].submitButtonText = submitButtonText;
  await writeFile(join(dir, 'forms.json'), JSON.stringify(forms));
  return { dir, form: forms[0] };
}

describe('a form definition is checked when the site loads, not when a visitor submits', () => {
  test('a submit button text over 200 characters stops loading with the form named', async () => {
    assert.equal(SUBMIT_BUTTON_TEXT_MAX_LENGTH, 200);
    const { dir } = await siteWithButtonText('x'.repeat(201));
    try {
      await assert.rejects(readSiteDefinition(dir), /forms\.json: form 1 has a submitButtonText that is not text of at most 200 characters\./);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  for (const target of targets) {
    describe(`the longest allowed text on ${target.name}`, () => {
      let t;
      let site;
      before(async () => {
        site = await siteWithButtonText('x'.repeat(200));
        t = await startTestApp(target, { siteDir: site.dir });
      });
      after(async () => {
        await t.close();
        await rm(site.dir, { recursive: true, force: true });
      });

      test('loads, and a submission carrying it is stored', async () => {
        const { key } = (await t.call({ method: 'POST', url: '/api/form/FormSubmissionKey' })).json();
        const required = Object.fromEntries(site.form.fields.filter((field) => field.required).map((field) => [field.id, valueFor(field)]));
        const response = await t.call({
          method: 'POST',
          url: '/api/form/SaveFormSubmission',
          payload: { key, formId: site.form.id, form: required, submitButtonText: site.form.submitButtonText },
        });
        assert.equal(response.statusCode, 200, response.body);
        const rows = await t.db.selectFrom('form_submissions').select('submit_button_text').execute();
        assert.deepEqual(rows, [{ submit_button_text: 'x'.repeat(200) }]);
      });
    });
  }
});

/** A valid value for a required field of the demo's contact form. */
function valueFor(field) {
  switch (field.type) {
    case 'name':
      return ['Ada', 'Potter'];
    case 'email':
      return 'ada@example.com';
    case 'checkbox':
      return [field.options[0]];
    case 'radio':
    case 'select':
      return field.options[0];
    default:
      return 'Hello';
  }
}
