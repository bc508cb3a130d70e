import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, test } from 'node:test';
import { axeFindings, query, useSite } from './harness.js';
import { DEMO_OWNER as OWNER, DEMO_VIEWER as VIEWER, signInWithSession } from './owners.js';

const CONTACT = '65f1a2b3c4d5e6f708192e01';
const field = (suffix, part) => `#contact-form #sq-field-${suffix}${part ? `-${part}` : ''}`;
const contactRows = (file) => query(file, 'SELECT id, form_json FROM form_submissions WHERE form_id = ?', CONTACT);

/** A visitor sends the demo's contact form, as a visitor does, with `message`. */
async function sendContactForm(page, { first, last, email, message }) {
  await page.goto('/contact');
  await page.fill(field('name-yui_3_17_2_1_1', 'First'), first);
  await page.fill(field('name-yui_3_17_2_1_1', 'Last'), last);
  await page.fill(field('email-yui_3_17_2_1_2'), email);
  await page.selectOption(field('select-yui_3_17_2_1_5'), 'A commission');
  await page.fill(field('textarea-yui_3_17_2_1_7'), message);
  await page.click('#contact-form [part~="submit"]');
  await page.locator('#contact-form [part~="post-submit"]').waitFor();
}

/** Opens the inbox on `baseURL` with a session of `account` and waits until the inbox has drawn its list. */
async function signInToInbox(page, baseURL, account) {
  await signInWithSession(page, baseURL, account);
  await page.goto('/config/inbox');
  await page.getByRole('navigation', { name: 'Inboxes' }).waitFor();
}

/** RFC 4180, read back. */
function parseCsv(text) {
  const records = [];
  let record = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
      i += 1;
    } else cell += char;
  }
  return records;
}

describe('the owner inbox against the real server', () => {
  const site = useSite();
  const dbFile = () => site.server.dbFile;

  test('the owner reads a submission a visitor just sent, exports it as CSV and deletes it', async () => {
    await site.withPage(async ({ page }) => {
      await sendContactForm(page, { first: 'Jo', last: 'Doe', email: 'jo@example.com', message: 'A set of six bowls, please. =1+1' });
    });
    const [stored] = contactRows(dbFile());
    assert.ok(stored, 'the visitor’s submission is stored');

    await site.withPage(
      async ({ page, problems }) => {
        await signInToInbox(page, site.server.url, OWNER);
        const contact = page.getByRole('navigation', { name: 'Inboxes' }).getByRole('button', { name: /^Contact/ });
        assert.match(await contact.textContent(), /1 submission$/);
        await contact.click();
        await page.getByRole('heading', { name: 'Contact', level: 2 }).waitFor();
        const row = page.locator('tbody tr');
        // The heading comes first; the page of submissions follows from its own call.
        await row.first().waitFor();
        assert.equal(await row.count(), 1);
        assert.match(await row.textContent(), /Jo Doe/);
        assert.match(await row.textContent(), /jo@example\.com/);
        assert.deepEqual(await axeFindings(page), []);

        // The CSV export, downloaded as the owner's browser does.
        const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
        assert.equal(download.suggestedFilename(), 'contact-submissions.csv');
        const csv = await readFile(await download.path(), 'utf8');
        const [header, ...records] = parseCsv(csv.replace(/^\uFEFF/, ''));
        assert.deepEqual(header.slice(0, 4), ['Submitted', 'Name', 'Email', 'Phone']);
        assert.equal(records.length, 1);
        assert.equal(records[0][1], 'Jo Doe');
        assert.equal(records[0][2], 'jo@example.com');
        assert.equal(records[0][header.indexOf('Message')], 'A set of six bowls, please. =1+1');
        assert.equal(records[0][header.indexOf('Page path')], '/contact');

        // The detail: every field by its title.
        await row.getByRole('button', { name: /^View submission from/ }).click();
        await page.getByRole('heading', { name: /^Submission from/ }).waitFor();
        const answers = page.locator('.inbox-fields').first();
        assert.match(await answers.textContent(), /NameJo Doe/);
        assert.match(await answers.textContent(), /MessageA set of six bowls, please\. =1\+1/);
        assert.match(await answers.textContent(), /TopicA commission/);
        assert.deepEqual(await axeFindings(page), []);

        // Delete, through the confirmation.
        await page.getByRole('button', { name: 'Delete', exact: true }).click();
        const dialog = page.getByRole('dialog', { name: 'Delete this submission?' });
        await dialog.waitFor();
        assert.deepEqual(await axeFindings(page), []);
        await dialog.getByRole('button', { name: 'Delete submission' }).click();
        await page.getByText('The submission was deleted.').waitFor();
        assert.equal(await page.locator('tbody tr').count(), 0);
        assert.equal(await page.getByText('Nothing has been sent here yet.').count(), 1);
        assert.match(await contact.textContent(), /0 submissions$/);
        assert.deepEqual(contactRows(dbFile()), [], 'gone from the database');

        // And after a reload, from the list the server gives.
        await page.reload();
        await page
          .getByRole('navigation', { name: 'Inboxes' })
          .getByRole('button', { name: /^Contact/ })
          .click();
        await page.getByText('Nothing has been sent here yet.').waitFor();
        assert.deepEqual(problems, []);
      },
      { bypassCSP: true },
    );
  });

  test('a viewer reads the inbox but is offered no delete, and the server answers a delete call 403', async () => {
    await site.withPage(async ({ page }) => {
      await sendContactForm(page, { first: 'Vi', last: 'Ewer', email: 'vi@example.com', message: 'Keep this one.' });
    });
    const [stored] = contactRows(dbFile());
    assert.ok(stored);

    for (const width of [1280, 390]) {
      await site.withPage(
        async ({ page }) => {
          await signInToInbox(page, site.server.url, VIEWER);
          assert.equal(await page.getByText('Your account reads the inbox; deleting needs config or admin permission.').count(), 1);
          await page
            .getByRole('navigation', { name: 'Inboxes' })
            .getByRole('button', { name: /^Contact/ })
            .click();
          await page
            .locator('tbody tr')
            .first()
            .getByRole('button', { name: /^View submission from/ })
            .click();
          await page.getByRole('heading', { name: /^Submission from/ }).waitFor();
          assert.match(await page.locator('.inbox-fields').first().textContent(), /MessageKeep this one\./);
          assert.equal(await page.getByRole('button', { name: /Delete/ }).count(), 0, 'no delete control at all');
          assert.deepEqual(await axeFindings(page), []);

          // The call the interface does not offer, sent anyway with the viewer's session and crumb.
          const answer = await page.evaluate(async (id) => {
            const crumb = document.cookie.match(/(?:^|; )crumb=([^;]+)/)?.[1] ?? (await (await fetch('/api/crumb')).json()).crumb;
            const response = await fetch(`/api/config/inbox/submissions/${id}`, {
              method: 'DELETE',
              headers: { 'X-CSRF-Token': decodeURIComponent(crumb) },
            });
            return { status: response.status, body: await response.json() };
          }, stored.id);
          assert.equal(answer.status, 403);
          assert.match(answer.body.error, /may read the inbox but not delete/);
          assert.equal(contactRows(dbFile()).length, 1, 'still in the database');
        },
        { bypassCSP: true, viewport: { width, height: 900 } },
      );
    }
  });

  test('at 390 px the owner reaches every inbox screen by keyboard, axe finds nothing, and Escape cancels a delete', async () => {
    assert.equal(contactRows(dbFile()).length, 1, 'the viewer’s test left one submission');
    await site.withPage(
      async ({ page, problems }) => {
        await signInToInbox(page, site.server.url, OWNER);
        assert.deepEqual(await axeFindings(page), []);
        const contact = page.getByRole('navigation', { name: 'Inboxes' }).getByRole('button', { name: /^Contact/ });
        await contact.press('Enter');
        await page.locator('tbody tr').first().waitFor();
        // Opening a list moves focus to its heading (the list may still be arriving).
        await page.waitForFunction(() => document.activeElement?.id === 'inbox-list-heading', undefined, { timeout: 5000 });
        assert.deepEqual(await axeFindings(page), []);
        for (const name of ['Newsletter sign-ups', 'Product reviews', 'Test orders', 'Carts']) {
          await page.getByRole('button', { name }).click();
          await page.getByRole('heading', { name, level: 2 }).waitFor();
          assert.deepEqual(await axeFindings(page), [], name);
        }
        await contact.click();
        await page.getByRole('heading', { name: 'Contact', level: 2 }).waitFor();
        const view = page.getByRole('button', { name: /^View submission from/ }).first();
        await view.waitFor();
        // Opening the list moves focus to its heading a frame after the rows show: once it has, the
        // key goes to the button it is pressed on (press focuses the button, then sends the key).
        await page.waitForFunction(() => document.activeElement?.id === 'inbox-list-heading', undefined, { timeout: 5000 });
        await view.press('Enter');
        await page.getByRole('heading', { name: /^Submission from/ }).waitFor();
        assert.deepEqual(await axeFindings(page), []);
        const remove = page.getByRole('button', { name: 'Delete', exact: true });
        await remove.press('Enter');
        await page.getByRole('dialog', { name: 'Delete this submission?' }).waitFor();
        assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Cancel');
        assert.deepEqual(await axeFindings(page), []);
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
        await page.waitForFunction(() => document.activeElement?.textContent === 'Delete');
        assert.equal(contactRows(dbFile()).length, 1, 'cancelled: nothing deleted');
        assert.deepEqual(problems, []);
      },
      { bypassCSP: true, viewport: { width: 390, height: 844 } },
    );
  });
});
