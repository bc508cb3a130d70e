import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { axeFindings, useSite } from './harness.js';
import { DEMO_OWNER as OWNER, signInWithSession } from './owners.js';

const NOTEBOOK = 'The glaze notebook (PDF)';
const WORKSHOP = 'Summer workshop dates';

/** Opens the content screen on `baseURL` with a session of `account` and waits until both lists are drawn. */
async function signInToContent(page, baseURL, account) {
  await signInWithSession(page, baseURL, account);
  await page.goto('/config/content');
  await page.getByRole('heading', { name: 'Products', level: 2 }).waitFor();
  await page.locator('tbody tr').first().waitFor();
}

/** The table row of the entry titled `title`. */
const rowOf = (page, title) => page.locator('tbody tr').filter({ has: page.getByRole('rowheader', { name: title }) });

/** The search preview's addresses for `q`, as a visitor's browser asks for them. */
async function searchUrls(page, q) {
  const response = await page.request.get(`/api/search?q=${encodeURIComponent(q)}`);
  return (await response.json()).results.map((result) => result.url);
}

describe('the content workflow against the real server', () => {
  const site = useSite();

  test('an owner hides a product and it is gone from its page, the shop and search; published again it is back', async () => {
    await site.withPage(
      async ({ page }) => {
        await signInToContent(page, site.server.url, OWNER);
        assert.deepEqual(await axeFindings(page), []);
        const row = rowOf(page, NOTEBOOK);
        assert.equal(await row.locator('.content-state').textContent(), 'Available');

        // By keyboard: the state select, then Apply; focus stays on Apply and the change is announced.
        await row.getByRole('combobox', { name: `State of ${NOTEBOOK}` }).focus();
        await row.getByRole('combobox', { name: `State of ${NOTEBOOK}` }).selectOption('draft');
        await page.keyboard.press('Tab');
        await page.keyboard.press('Enter');
        const status = page
          .locator('.content-list')
          .filter({ has: page.getByRole('heading', { name: 'Products' }) })
          .getByRole('status');
        await status.getByText(`${NOTEBOOK} is now Hidden.`).waitFor();
        assert.equal(await row.locator('.content-state').textContent(), 'Hidden');
        assert.equal(await page.evaluate(() => document.activeElement?.textContent?.trim().startsWith('Apply')), true);
        assert.deepEqual(await axeFindings(page), []);

        const visitor = await page
          .context()
          .browser()
          .newContext({ baseURL: new URL(page.url()).origin });
        try {
          const shopper = await visitor.newPage();
          assert.equal((await shopper.goto('/shop/glaze-notebook')).status(), 404);
          await shopper.goto('/shop');
          assert.equal(await shopper.locator('a[href="/shop/glaze-notebook"]').count(), 0);
          assert.equal(await shopper.getByText(NOTEBOOK).count(), 0);
          assert.ok(!(await searchUrls(shopper, 'glaze notebook')).includes('/shop/glaze-notebook'));

          // Published again, after a reload of the screen: the server's list says Hidden, and it comes back.
          await page.reload();
          await rowOf(page, NOTEBOOK).waitFor();
          assert.equal(await rowOf(page, NOTEBOOK).locator('.content-state').textContent(), 'Hidden');
          await rowOf(page, NOTEBOOK).getByRole('combobox').selectOption('published');
          await rowOf(page, NOTEBOOK)
            .getByRole('button', { name: /^Apply/ })
            .click();
          await page.getByText(`${NOTEBOOK} is now Available.`).waitFor();
          assert.equal((await shopper.goto('/shop/glaze-notebook')).status(), 200);
          await shopper.goto('/shop');
          assert.ok((await shopper.locator('a[href="/shop/glaze-notebook"]').count()) > 0);
          assert.ok((await searchUrls(shopper, 'glaze notebook')).includes('/shop/glaze-notebook'));
        } finally {
          await visitor.close();
        }
      },
      { bypassCSP: true },
    );
  });

  test('an item scheduled in the future shows its date and is not served; a past date is refused by the control', async () => {
    await site.withPage(
      async ({ page }) => {
        await signInToContent(page, site.server.url, OWNER);
        const row = rowOf(page, WORKSHOP);
        await row.getByRole('combobox', { name: `State of ${WORKSHOP}` }).selectOption('scheduled');
        const date = row.getByLabel(`Publish ${WORKSHOP} on`);
        // No date: the control says why and takes focus.
        await row.getByRole('button', { name: /^Apply/ }).click();
        await row.getByText('Choose the date and time it is published.').waitFor();
        assert.equal(await date.evaluate((input) => input === document.activeElement), true);
        assert.equal(await date.getAttribute('aria-invalid'), 'true');
        assert.deepEqual(await axeFindings(page), []);
        // A past date: the server's reason, shown by the control.
        await date.fill('2020-01-01T10:00');
        await row.getByRole('button', { name: /^Apply/ }).click();
        await row.getByText('The date and time must be in the future.').waitFor();
        // Next year.
        const year = new Date().getFullYear() + 1;
        await date.fill(`${year}-06-01T09:30`);
        await row.getByRole('button', { name: /^Apply/ }).click();
        await page.getByText(new RegExp(`^${WORKSHOP} is scheduled for`)).waitFor();
        assert.equal(await row.locator('.content-state').textContent(), 'Scheduled');
        assert.equal(await row.locator('time').getAttribute('datetime'), new Date(year, 5, 1, 9, 30).toISOString());
        assert.equal(await row.getByText('The date and time must be in the future.').count(), 0);

        const visitor = await page
          .context()
          .browser()
          .newContext({ baseURL: new URL(page.url()).origin });
        try {
          const reader = await visitor.newPage();
          assert.equal((await reader.goto('/journal/summer-workshop-dates')).status(), 404);
          await reader.goto('/journal');
          assert.equal(await reader.getByText(WORKSHOP).count(), 0);
          assert.deepEqual(await searchUrls(reader, 'summer workshop dates'), []);
        } finally {
          await visitor.close();
        }
      },
      { bypassCSP: true },
    );
  });

  test('axe finds nothing on the screen at 390 and 1280 px', async () => {
    for (const width of [390, 1280]) {
      await site.withPage(
        async ({ page }) => {
          await signInToContent(page, site.server.url, OWNER);
          assert.deepEqual(await axeFindings(page), [], `${width} px`);
          await rowOf(page, NOTEBOOK).getByRole('combobox').selectOption('scheduled');
          assert.deepEqual(await axeFindings(page), [], `${width} px, scheduling`);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          assert.equal(overflow, 0, `${width} px: nothing wider than the window`);
        },
        { bypassCSP: true, viewport: { width, height: 900 } },
      );
    }
  });
});
