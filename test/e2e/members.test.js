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
      // A new member is welcomed as new, then goes on into the area.
      assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Welcome, Cleo.');
      assert.equal((await contextOf(page)).pageType, 208);
      await Promise.all([page.waitForURL(/\/members$/), page.getByRole('link', { name: "Go to Members' corner" }).click()]);
      await page.getByText(GATED).waitFor();
    });
  });

  test("a signed-out visitor finds 'Sign in' in the footer, and it leads back to the members' corner", async () => {
    for (const javaScriptEnabled of [true, false]) {
      await site.withPage(
        async ({ page }) => {
          await page.goto('/');
          const footer = page.getByRole('navigation', { name: 'Footer' });
          assert.equal(await footer.getByRole('link', { name: "Members' corner" }).count(), 0);
          await Promise.all([page.waitForURL(/\/members\/sign-in\?path=\/members$/), footer.getByRole('link', { name: 'Sign in' }).click()]);
          assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Sign in');
          assert.equal(await page.getByRole('link', { name: 'Join' }).getAttribute('href'), '/members/join');
          if (javaScriptEnabled) await page.locator('sq-member-area:defined').waitFor();
          await Promise.all([page.waitForURL(/\/members$/), signIn(page)]);
          await page.getByText(GATED).waitFor();
          // Signed in, the footer has the members' link again, and no 'Sign in'.
          assert.equal(await footer.getByRole('link', { name: "Members' corner" }).count(), 1);
          assert.equal(await footer.getByRole('link', { name: 'Sign in' }).count(), 0);
        },
        { javaScriptEnabled },
      );
    }
  });

  test('the join page names each membership with its prices; a refused join moves the focus to the error summary, with scripts and without', async () => {
    for (const javaScriptEnabled of [true, false]) {
      await site.withPage(
        async ({ page }) => {
          await page.goto('/members/join');
          const plans = page.locator('.join-choice');
          assert.equal(await plans.getByRole('heading', { level: 2 }).textContent(), 'Studio membership');
          assert.deepEqual(
            (await plans.getByRole('link').allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim()),
            ['Monthly £12 a month', 'Annual £120 a year'],
          );
          await Promise.all([page.waitForURL(/billing=annual&area=studio$/), plans.getByRole('link', { name: 'Annual £120 a year' }).click()]);
          assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Join Studio membership');
          await page.getByLabel('First name').fill('Dee');
          await page.getByLabel('Email').fill('not-an-address');
          await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Join' }).click()]);
          const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
          await summary.waitFor();
          // Autofocus moves the focus as the page loads; a page without scripts runs no timers, so it is read, not awaited.
          assert.equal(await page.evaluate(() => document.activeElement?.id), 'join-errors');
          if (javaScriptEnabled) assert.deepEqual(await axeFindings(page), []);
          // The summary's links lead to their fields.
          await summary.getByRole('link', { name: 'Enter an email address like name@example.com.' }).click();
          assert.equal(await page.evaluate(() => location.hash), '#join-email');
        },
        { javaScriptEnabled, ...AXE },
      );
    }
  });
});
