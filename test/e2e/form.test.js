import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { query, useSite } from './harness.js';

const CONTACT = '65f1a2b3c4d5e6f708192e01';
const field = (suffix, part) => `#contact-form #sq-field-${suffix}${part ? `-${part}` : ''}`;

const contactRows = (file) => query(file, 'SELECT * FROM form_submissions WHERE form_id = ?', CONTACT);

describe('sq-form on the demo contact page, against the real server', () => {
  const site = useSite();
  const dbFile = () => site.server.dbFile;

  test('a bad email shows the invalid-email message and stores nothing', async () => {
    await site.withPage(async ({ page }) => {
      await page.goto('/contact');
      await page.fill(field('name-yui_3_17_2_1_1', 'First'), 'Jo');
      await page.fill(field('name-yui_3_17_2_1_1', 'Last'), 'Doe');
      await page.fill(field('email-yui_3_17_2_1_2'), 'not-an-email');
      await page.selectOption(field('select-yui_3_17_2_1_5'), 'A workshop');
      await page.fill(field('textarea-yui_3_17_2_1_7'), 'Hello');
      await page.click('#contact-form [part~="submit"]');
      await page.locator('#contact-form [part~="error-summary"]').waitFor();
      assert.equal(
        (await page.locator('#contact-form #sq-field-email-yui_3_17_2_1_2-error').textContent()).trim(),
        'Error: Email is not valid. Email addresses should follow the format user@domain.com.',
      );
      assert.deepEqual(contactRows(dbFile()), []);
    });
  });

  test('a filled-in contact form is saved with each value in the shape of its field and shows the post-submit message', async () => {
    await site.withPage(async ({ page, problems }) => {
      const keyCalls = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/form/FormSubmissionKey')
          keyCalls.push({ method: request.method(), body: request.postData(), type: request.headers()['content-type'] });
      });
      await page.goto('/contact?utm_campaign=spring');
      // The demo's cookie policy is restrictive: the form's render is reported once the visitor accepts.
      await page.locator('sq-cookie-banner').getByRole('button', { name: 'Accept', exact: true }).click();
      await page.fill(field('name-yui_3_17_2_1_1', 'First'), 'Jo');
      await page.fill(field('name-yui_3_17_2_1_1', 'Last'), 'Doe');
      await page.fill(field('email-yui_3_17_2_1_2'), 'jo@example.com');
      await page.fill(field('phone-yui_3_17_2_1_3', 'Areacode'), '555');
      await page.fill(field('phone-yui_3_17_2_1_3', 'Prefix'), '123');
      await page.fill(field('phone-yui_3_17_2_1_3', 'Line'), '4567');
      await page.fill(field('address-yui_3_17_2_1_4', 'Line1'), '1 Kiln Lane');
      await page.fill(field('address-yui_3_17_2_1_4', 'City'), 'Portland');
      await page.fill(field('address-yui_3_17_2_1_4', 'State'), 'OR');
      await page.fill(field('address-yui_3_17_2_1_4', 'Zip'), '97201');
      await page.fill(field('address-yui_3_17_2_1_4', 'Country'), 'United States');
      await page.selectOption(field('select-yui_3_17_2_1_5'), 'A commission');
      await page.check(field('checkbox-yui_3_17_2_1_6', '0'));
      await page.check(field('checkbox-yui_3_17_2_1_6', '1'));
      await page.fill(field('textarea-yui_3_17_2_1_7'), 'A set of six bowls, please.');
      await page.check(field('radio-yui_3_17_2_1_9', '1'));
      await page.click('#contact-form [part~="submit"]');

      const message = page.locator('#contact-form [part~="post-submit"]');
      await message.waitFor();
      assert.equal((await message.textContent()).trim(), 'Thank you. We answer every message within two working days.');
      assert.equal(await page.locator('#contact-form [part~="fields"]').count(), 0);
      assert.deepEqual(keyCalls, [{ method: 'POST', body: null, type: undefined }], 'the key is asked for with an empty body');

      const rows = contactRows(dbFile());
      assert.equal(rows.length, 1);
      const [row] = rows;
      assert.deepEqual(JSON.parse(row.form_json), {
        'name-yui_3_17_2_1_1': ['Jo', 'Doe'],
        'email-yui_3_17_2_1_2': 'jo@example.com',
        'phone-yui_3_17_2_1_3': ['', '555', '123', '4567'],
        'address-yui_3_17_2_1_4': ['1 Kiln Lane', '', 'Portland', 'OR', '97201', 'United States'],
        'select-yui_3_17_2_1_5': 'A commission',
        'checkbox-yui_3_17_2_1_6': ['Mugs', 'Bowls'],
        'textarea-yui_3_17_2_1_7': 'A set of six bowls, please.',
        'radio-yui_3_17_2_1_9': 'A market',
        'hidden-yui_3_17_2_1_10': 'spring',
      });
      assert.equal(row.object_name, 'contact-page');
      assert.equal(row.is_overlay_form, 0);
      assert.equal(row.submit_button_text, 'Send message');
      assert.equal(row.page_path, '/contact');
      assert.equal(row.page_title, 'Contact · Juniper Ceramics');
      const renders = query(dbFile(), "SELECT data FROM hits WHERE kind = 'form-render'").map((hit) => JSON.parse(hit.data).formId);
      assert.ok(renders.includes(CONTACT), 'the render was reported to the census');
      assert.deepEqual(problems, []);
    });
  });

  /**
   * What a slow phone does to a visitor's submission: the page's CPU throttled sixfold from before
   * it loads, the contact form filled the three ways a visitor's browser fills it, then submitted.
   */
  describe('on a slow device (CPU throttled 6×)', () => {
    const REQUIRED = { first: 'Jo', last: 'Doe', email: 'jo@example.com', message: 'Six bowls, please.' };

    async function slowContactPage(page) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
      await page.goto('/contact');
    }

    async function expectSaved(page, marker) {
      const message = page.locator('#contact-form [part~="post-submit"]');
      await message.waitFor({ timeout: 60_000 });
      assert.equal((await message.textContent()).trim(), 'Thank you. We answer every message within two working days.');
      const rows = contactRows(dbFile()).filter((row) => JSON.parse(row.form_json)['textarea-yui_3_17_2_1_7'] === marker);
      assert.equal(rows.length, 1, 'one row is stored');
      assert.deepEqual(JSON.parse(rows[0].form_json)['name-yui_3_17_2_1_1'], [REQUIRED.first, REQUIRED.last]);
      assert.equal(JSON.parse(rows[0].form_json)['email-yui_3_17_2_1_2'], REQUIRED.email);
      assert.equal(JSON.parse(rows[0].form_json)['select-yui_3_17_2_1_5'], 'A commission');
    }

    test('typed by keyboard and sent with Enter', async () => {
      await site.withPage(async ({ page, problems }) => {
        await slowContactPage(page);
        const marker = `${REQUIRED.message} (keyboard)`;
        await page.locator(field('name-yui_3_17_2_1_1', 'First')).focus();
        await page.keyboard.type(REQUIRED.first);
        await page.keyboard.press('Tab');
        await page.keyboard.type(REQUIRED.last);
        await page.locator(field('email-yui_3_17_2_1_2')).focus();
        await page.keyboard.type(REQUIRED.email);
        // A closed select takes the next option on the down arrow: the first topic.
        await page.locator(field('select-yui_3_17_2_1_5')).focus();
        await page.keyboard.press('ArrowDown');
        await page.locator(field('textarea-yui_3_17_2_1_7')).focus();
        await page.keyboard.type(marker);
        await page.locator('#contact-form [part~="submit"]').focus();
        await page.keyboard.press('Enter');
        await expectSaved(page, marker);
        assert.deepEqual(problems, []);
      });
    });

    test('filled and clicked with the pointer', async () => {
      await site.withPage(async ({ page, problems }) => {
        await slowContactPage(page);
        const marker = `${REQUIRED.message} (pointer)`;
        await page.fill(field('name-yui_3_17_2_1_1', 'First'), REQUIRED.first);
        await page.fill(field('name-yui_3_17_2_1_1', 'Last'), REQUIRED.last);
        await page.fill(field('email-yui_3_17_2_1_2'), REQUIRED.email);
        await page.selectOption(field('select-yui_3_17_2_1_5'), 'A commission');
        await page.fill(field('textarea-yui_3_17_2_1_7'), marker);
        await page.click('#contact-form [part~="submit"]');
        await expectSaved(page, marker);
        assert.deepEqual(problems, []);
      });
    });

    test('filled and submitted in one task, as a password manager or a script does', async () => {
      await site.withPage(async ({ page, problems }) => {
        await slowContactPage(page);
        const marker = `${REQUIRED.message} (one task)`;
        await page.locator('#contact-form [part~="submit"]').waitFor();
        await page.evaluate(
          ({ values }) => {
            const root = document.querySelector('#contact-form').shadowRoot;
            for (const [id, value] of Object.entries(values)) {
              const control = root.getElementById(id);
              // As a script fills a field: through the value property, then the event that announces it.
              control.value = value;
              control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
            }
            root.querySelector('[part~="submit"]').click();
          },
          {
            values: {
              'sq-field-name-yui_3_17_2_1_1-First': REQUIRED.first,
              'sq-field-name-yui_3_17_2_1_1-Last': REQUIRED.last,
              'sq-field-email-yui_3_17_2_1_2': REQUIRED.email,
              'sq-field-select-yui_3_17_2_1_5': 'A commission',
              'sq-field-textarea-yui_3_17_2_1_7': marker,
            },
          },
        );
        await expectSaved(page, marker);
        assert.deepEqual(problems, []);
      });
    });
  });
});
