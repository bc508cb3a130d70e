import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { axeFindings, query, useSite } from './harness.js';
import { DEMO_OWNER, signInWithSession } from './owners.js';

const CONTACT = '65f1a2b3c4d5e6f708192e01';
const field = (suffix, part) => `#contact-form #sq-field-${suffix}${part ? `-${part}` : ''}`;
const contactRows = (file) => query(file, 'SELECT id, form_json FROM form_submissions WHERE form_id = ?', CONTACT);

/** Opens `path` of the back end on `baseURL` with the owner's session and waits for the screen's landmark. */
async function signIn(page, baseURL, path, landmark) {
  await signInWithSession(page, baseURL, DEMO_OWNER);
  await page.goto(path);
  await page.getByRole('navigation', { name: landmark }).waitFor();
}

/** Fills in the demo contact form's required fields, as a visitor does. */
async function fillContact(page) {
  await page.fill(field('name-yui_3_17_2_1_1', 'First'), 'Jo');
  await page.fill(field('name-yui_3_17_2_1_1', 'Last'), 'Doe');
  await page.fill(field('email-yui_3_17_2_1_2'), 'jo@example.com');
  await page.selectOption(field('select-yui_3_17_2_1_5'), 'A commission');
  await page.fill(field('textarea-yui_3_17_2_1_7'), 'Twelve mugs for the studio.');
}

describe('the form builder against the real server', () => {
  const site = useSite();
  const dbFile = () => site.server.dbFile;

  test('an owner adds a required field to the contact form; the site draws it, requires it, and stores it', async () => {
    await site.withPage(
      async ({ page, problems }) => {
        await signIn(page, site.server.url, '/config/forms', 'Forms of the site');
        await page
          .getByRole('navigation', { name: 'Forms of the site' })
          .getByRole('button', { name: /^Contact/ })
          .click();
        await page.getByRole('heading', { name: 'Contact', level: 2 }).waitFor();
        assert.deepEqual(await axeFindings(page), []);

        await page.getByLabel('Field type').selectOption('text');
        await page.getByRole('button', { name: 'Add field' }).click();
        const added = page.locator('li[data-field="text-1"]');
        const title = added.getByLabel('Title');
        assert.equal(await title.evaluate((input) => input === document.activeElement), true, 'the new field’s title has focus');
        assert.equal(await page.getByTestId('form-builder-announcement').textContent(), 'Text added as field 11 of 11.');
        await title.fill('Company');
        await added.getByLabel('Placeholder').fill('Where you work');
        await added.getByLabel('Required').check();
        // Up one place, by keyboard: focus stays on the button, and the move is announced.
        await added.getByRole('button', { name: 'Move up' }).focus();
        await page.keyboard.press('Enter');
        await page.waitForFunction(() => document.querySelector('.form-builder-fields > li:nth-child(10)')?.getAttribute('data-field') === 'text-1');
        assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-move')), 'text-1:up');
        assert.equal(await page.getByTestId('form-builder-announcement').textContent(), 'Company moved to position 10 of 11.');

        // A redirect that is not a page: the spec's message at the control, and nothing is sent.
        const redirect = page.getByLabel('Success redirect');
        await redirect.fill('javascript:alert(1)');
        await page.getByRole('button', { name: 'Save form' }).click();
        await page.getByText('javascript:alert(1) is not a valid page URL.').waitFor();
        assert.equal(await redirect.getAttribute('aria-invalid'), 'true');
        assert.equal(await redirect.evaluate((input) => input === document.activeElement), true, 'focus goes to the first problem');
        assert.deepEqual(await axeFindings(page), []);
        await redirect.fill('');
        await page.getByRole('button', { name: 'Save form' }).click();
        await page.getByText('The form Contact is saved. The site shows it on the next page load.').waitFor();
        assert.deepEqual(await axeFindings(page), []);
        assert.deepEqual(problems, []);
      },
      { bypassCSP: true },
    );

    // Without JavaScript the server draws the new field in the page's light DOM.
    const html = await (await fetch(`${site.server.url}/contact`)).text();
    assert.match(html, /<label for="contact-form-text-1">Company<span class="form-fallback-required"> \(required\)<\/span><\/label>/);

    await site.withPage(async ({ page, problems }) => {
      await page.goto('/contact');
      const company = page.locator(field('text-1'));
      assert.equal(await company.getAttribute('placeholder'), 'Where you work');
      await fillContact(page);
      await page.click('#contact-form [part~="submit"]');
      await page.locator('#contact-form [part~="error-summary"]').waitFor();
      assert.match(await page.locator('#contact-form #sq-field-text-1-error').textContent(), /Company/);
      assert.deepEqual(contactRows(dbFile()), [], 'nothing is stored without the required field');

      await company.fill('Juniper Studio');
      await page.click('#contact-form [part~="submit"]');
      await page.locator('#contact-form [part~="post-submit"]').waitFor();
      const [stored] = contactRows(dbFile());
      assert.equal(JSON.parse(stored.form_json)['text-1'], 'Juniper Studio');
      assert.deepEqual(problems, []);
    });

    // The owner reads it in the inbox, under the field's title.
    await site.withPage(async ({ page }) => {
      await signIn(page, site.server.url, '/config/inbox', 'Inboxes');
      await page
        .getByRole('navigation', { name: 'Inboxes' })
        .getByRole('button', { name: /^Contact/ })
        .click();
      await page
        .locator('tbody tr')
        .getByRole('button', { name: /^View submission from/ })
        .click();
      await page.getByRole('heading', { name: /^Submission from/ }).waitFor();
      assert.match(await page.locator('.inbox-fields').first().textContent(), /CompanyJuniper Studio/);
    });
  });

  test('at 390 and 1280 px the builder has no axe findings, with a new form and its messages', async () => {
    for (const width of [390, 1280]) {
      await site.withPage(
        async ({ page }) => {
          await signIn(page, site.server.url, '/config/forms', 'Forms of the site');
          assert.deepEqual(await axeFindings(page), [], `${width}: the list`);
          await page.getByRole('button', { name: 'New form' }).click();
          await page.getByRole('heading', { name: 'New form', level: 2 }).waitFor();
          for (const type of ['email', 'textarea', 'radio', 'phone', 'hidden']) {
            await page.getByLabel('Field type').selectOption(type);
            await page.getByRole('button', { name: 'Add field' }).click();
          }
          await page.getByLabel('Form name').fill('');
          await page.locator('li[data-field="radio-1"]').getByLabel('Options, one a line').fill('');
          await page.getByRole('button', { name: 'Save form' }).click();
          await page.getByText('Enter the form’s name.').waitFor();
          await page.getByText('Enter at least one option, one a line.').waitFor();
          assert.equal(await page.locator('li[data-field="textarea-1"]').getByLabel('Maximum length (0 for no limit)').count(), 1);
          assert.deepEqual(await axeFindings(page), [], `${width}: a new form with problems`);
          await page.screenshot({ path: `/tmp/form-builder-${width}.png`, fullPage: true });
        },
        { bypassCSP: true, viewport: { width, height: 900 } },
      );
    }
  });
});
