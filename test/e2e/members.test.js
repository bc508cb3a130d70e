import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { axeFindings, query, useSite } from './harness.js';
import { MEMBER } from './processes.js';

/** The page's website context, as the runtime reads it. */
const contextOf = (page) => page.evaluate(() => JSON.parse(document.getElementById('sq-site-context').textContent));
/** A line only the members' page holds. */
const GATED = 'Glaze day: the first Sunday of each month';
/** Axe runs as a script of its own, which the page's policy would refuse; the policy is tested elsewhere (security and Trusted Types suites). */
const AXE = { bypassCSP: true };

async function signIn(page, { email = MEMBER.email, password = MEMBER.password } = {}) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Password').press('Enter');
}

describe('the member area against the real server', () => {
  const site = useSite();

  test('a visitor gets the protected-content page with the sign-in and none of the page', async () => {
    await site.withPage(async ({ page }) => {
      const response = await page.goto('/members');
      assert.equal(response.status(), 401);
      assert.equal((await contextOf(page)).pageType, 105);
      assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Members only');
      assert.ok(!(await response.text()).includes(GATED));
      assert.deepEqual(await axeFindings(page), []);
    }, AXE);
  });

  test('with JavaScript, a member signs in from the keyboard, sees the page, is turned away from an area not theirs, and signs out', async () => {
    await site.withPage(async ({ page, problems }) => {
      await page.goto('/members');
      await page.locator('sq-member-area:defined').waitFor();
      await signIn(page, { password: 'not-the-password' });
      const alert = page.getByRole('alert');
      await alert.filter({ hasText: 'The email address or password is incorrect.' }).waitFor();
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('name')), 'email');
      assert.deepEqual(await axeFindings(page), []);

      await Promise.all([page.waitForEvent('load'), signIn(page)]);
      await page.getByText(GATED).waitFor();
      assert.equal((await contextOf(page)).pageType, 2);
      assert.equal(await page.locator('.member-greeting').textContent(), 'Signed in as Ada Potter');
      assert.deepEqual(await axeFindings(page), []);

      const teachers = await page.goto('/members/teachers');
      assert.equal(teachers.status(), 403);
      assert.equal((await contextOf(page)).pageType, 106);
      await page.locator('sq-member-area:defined').waitFor();
      const signOut = page.getByRole('button', { name: 'Sign out' });
      await signOut.focus();
      await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
      assert.equal((await contextOf(page)).pageType, 105);
      assert.ok(!(await page.content()).includes(GATED));
      // The closed pages and the refused password answer 401 and 403, which the browser logs; nothing else may.
      assert.deepEqual(
        problems.filter(
          (problem) => !/status of 40[13] .*\/(members|members\/teachers|api\/site-users\/account\/session\?crumb=[^)]*)\)$/.test(problem),
        ),
        [],
      );
    }, AXE);
  });

  test('without JavaScript, the forms sign in and out', async () => {
    await site.withPage(
      async ({ page }) => {
        await page.goto('/members');
        await Promise.all([page.waitForURL(/\/members$/), signIn(page)]);
        await page.getByText(GATED).waitFor();
        await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Sign out' }).click()]);
        assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Members only');
        assert.ok(!(await page.content()).includes(GATED));
      },
      { javaScriptEnabled: false },
    );
  });

  test("the pricing toggle's join button leads to a sign-up that stores the member and signs them in", async () => {
    await site.withPage(async ({ page }) => {
      await page.goto('/shop');
      await page.locator('sq-pricing-toggle:defined').waitFor();
      await Promise.all([page.waitForURL(/\/members\/join\?/), page.getByRole('link', { name: 'Join monthly' }).click()]);
      await page.getByText('No payment is taken').waitFor();
      await page.getByLabel('First name').fill('Cleo');
      await page.getByLabel('Last name').fill('Marsh');
      await page.getByLabel('Email').fill('cleo@example.com');
      await page.getByLabel('Password').fill('slip-and-glaze');
      await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Join' }).click()]);
      const rows = query(site.server.dbFile, 'SELECT email, first_name FROM site_users WHERE email = ?', 'cleo@example.com');
      assert.deepEqual(rows, [{ email: 'cleo@example.com', first_name: 'Cleo' }]);
      await page.goto('/members');
      await page.getByText(GATED).waitFor();
    });
  });
});
