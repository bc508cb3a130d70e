import { backEndAccess } from '../../src/shared/config/access.ts';
import { screensFor } from '../../src/shared/config/screens.ts';
import { strings } from '../../src/shared/i18n/strings.en.ts';
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { axeFindings, query, useSite } from './harness.js';
import { DEMO_OWNER as OWNER, DEMO_STORE_MANAGER as STORE, DEMO_VIEWER as VIEWER, signInWithSession } from './owners.js';

/** Opens `path` of the back end on `baseURL` with a session of `account`, and waits for the screen's heading. */
async function signInAt(page, baseURL, path, account, heading) {
  await signInWithSession(page, baseURL, account);
  await page.goto(path);
  await page.getByRole('heading', { name: heading, level: 2 }).waitFor();
}

const signInForm = (page) => page.locator('form#sign-in');

describe('owner accounts against the real server', () => {
  const site = useSite();
  const dbFile = () => site.server.dbFile;

  test('an admin invites an owner: the outbox shows the link, the invitee sets a password and is signed in with the right access; removed, their session ends', async () => {
    await site.withPage(
      async ({ page, problems }) => {
        await signInAt(page, site.server.url, '/config/owners', OWNER, 'Owners');
        assert.deepEqual(await axeFindings(page), []);
        await page.getByLabel('Email').fill('potter@example.com');
        await page.getByLabel('Name', { exact: true }).fill('Ada Potter');
        await page.getByLabel('Permission').selectOption('1');
        await page.getByRole('checkbox', { name: 'Editor', exact: true }).check();
        await page.getByRole('button', { name: 'Send invitation' }).click();
        await page.getByText('The invitation to potter@example.com is in the outbox.').waitFor();
        const mail = page.locator('.owners-outbox li').first();
        assert.equal(await mail.getByRole('heading', { level: 4 }).textContent(), 'You are invited to the back end of Juniper Ceramics');
        const body = await mail.locator('pre').textContent();
        const link = /http:\/\/\S+\/config\/invitation\?token=[\w-]+/.exec(body)?.[0];
        assert.ok(link, body);
        assert.match(body, /with the permission Config and the roles: Editor\./);
        assert.deepEqual(await axeFindings(page), []);
        // Only the token's hash is stored.
        const token = new URL(link).searchParams.get('token');
        const [stored] = query(dbFile(), 'SELECT id FROM owner_invitations WHERE email = ?', 'potter@example.com');
        assert.notEqual(stored.id, token);
        assert.match(stored.id, /^[0-9a-f]{64}$/);

        // The invitee, in a browser of their own. The page runs no script: it is a plain form.
        let inviteeSession;
        await site.withPage(
          async ({ page: invitee, context }) => {
            await invitee.goto(link);
            await invitee.getByRole('heading', { name: 'Accept your invitation to Juniper Ceramics', level: 1 }).waitFor();
            assert.equal(await invitee.locator('script:not([type="application/json"])').count(), 0);
            assert.match(
              await invitee.locator('main').textContent(),
              /You are invited as Ada Potter \(potter@example\.com\), with the permission Config and the roles: Editor\./,
            );
            assert.deepEqual(await axeFindings(invitee), []);
            await invitee.getByLabel('Choose a password').fill('short');
            await invitee.getByRole('button', { name: 'Set password and sign in' }).click();
            await invitee.getByText('Choose a password of at least 8 characters.').waitFor();
            assert.deepEqual(await axeFindings(invitee), []);
            await invitee.getByLabel('Choose a password').fill('glaze-and-fire');
            await invitee.getByRole('button', { name: 'Set password and sign in' }).click();
            await invitee.waitForURL((url) => url.pathname === '/config/');
            const nav = invitee.getByRole('navigation', { name: 'Back end' });
            await nav.waitFor();
            // An editor: the screens the rule gives one.
            assert.deepEqual(
              await nav.getByRole('link').allTextContents(),
              screensFor(backEndAccess({ permission: 1, websiteRoles: [4] })).map((screen) => strings[screen.label]),
            );
            assert.match(await invitee.locator('.account').textContent(), /Ada Potter/);
            const refused = await invitee.goto('/config/owners');
            assert.equal(refused.status(), 403);
            await invitee.getByText('Only an admin may invite or remove owners.').waitFor();
            inviteeSession = (await context.cookies()).find((cookie) => cookie.name === 'sq_owner_session');
            assert.ok(inviteeSession);

            // The same link again: used.
            const again = await invitee.goto(link);
            assert.equal(again.status(), 410);
            await invitee.getByText('This invitation has been used already. Sign in with the password you chose.').waitFor();

            // The admin removes them; their session ends.
            await page.reload();
            const remove = page.getByRole('button', { name: 'Remove Ada Potter' });
            await remove.click();
            const dialog = page.getByRole('dialog', { name: 'Remove this owner?' });
            await dialog.waitFor();
            assert.deepEqual(await axeFindings(page), []);
            await dialog.getByRole('button', { name: 'Remove owner' }).click();
            await page.getByText('Ada Potter is no longer an owner.').waitFor();
            assert.equal(await page.locator('tr[data-owner="potter@example.com"]').count(), 0, 'the row is gone when the message shows');
            await page.waitForFunction(() => document.activeElement?.id === 'owners-heading', null, { timeout: 5000 });

            await invitee.goto('/config/account');
            await signInForm(invitee).waitFor();
          },
          { bypassCSP: true },
        );
        assert.equal(
          query(
            dbFile(),
            'SELECT COUNT(*) AS n FROM owner_sessions WHERE account_id = (SELECT id FROM owners WHERE email = ?)',
            'potter@example.com',
          )[0].n,
          0,
        );
        assert.deepEqual(problems, []);
      },
      { bypassCSP: true },
    );
  });

  test('an owner ends another session and changes their password; the old one is refused afterwards', async () => {
    await site.withPage(async ({ page: elsewhere }) => {
      await signInAt(elsewhere, site.server.url, '/config/account', STORE, 'Your account');
      for (const width of [390, 1280]) {
        await site.withPage(
          async ({ page, problems }) => {
            await signInAt(page, site.server.url, '/config/account', STORE, 'Your account');
            assert.deepEqual(await axeFindings(page), [], `${width} px`);
            assert.equal(await page.locator('.owners-badge').count(), 1);
            assert.equal(await page.locator('.owners-badge').textContent(), 'This browser');
            assert.equal(await page.getByRole('link', { name: /subscription|Upgrade/ }).count(), 0, 'no billing link for a store manager');
            if (width === 1280) {
              // End the session of the other browser.
              const others = page.locator('tbody tr').filter({ hasNot: page.locator('.owners-badge') });
              assert.ok((await others.count()) >= 1);
              while ((await others.count()) > 0) {
                await others
                  .first()
                  .getByRole('button', { name: /^End session/ })
                  .click();
                await page.getByText('The session has ended.').waitFor();
              }
              await elsewhere.reload();
              await signInForm(elsewhere).waitFor();

              await page.getByLabel('Current password').fill('not-the-password');
              await page.getByLabel('New password').fill('kiln-fired-2026');
              await page.getByRole('button', { name: 'Change password' }).click();
              await page.getByText('The current password is not right.').waitFor();
              assert.deepEqual(await axeFindings(page), []);
              await page.getByLabel('Current password').fill(STORE.password);
              await page.getByRole('button', { name: 'Change password' }).click();
              await page.getByText('Your password is changed. Your other sessions have ended.').waitFor();
              assert.deepEqual(await axeFindings(page), []);
            }
            // The one refusal the test asked for: the browser logs the wrong password's 403, nothing else.
            const refused = (problem) => /status of 403 .*\/api\/config\/account\/password\?/.test(problem);
            assert.equal(problems.filter(refused).length, width === 1280 ? 1 : 0);
            assert.deepEqual(
              problems.filter((problem) => !refused(problem)),
              [],
            );
          },
          { bypassCSP: true, viewport: { width, height: 900 } },
        );
      }
    });
    const [row] = query(dbFile(), 'SELECT password_hash FROM owners WHERE email = ?', STORE.email);
    assert.match(row.password_hash, /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    await site.withPage(async ({ page }) => {
      await page.goto('/config/account');
      await page.getByLabel('Email').fill(STORE.email);
      await page.getByLabel('Password').fill(STORE.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByText('Incorrect email or password.').waitFor();
      await page.getByLabel('Password').fill('kiln-fired-2026');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('heading', { name: 'Your account', level: 2 }).waitFor();
    });
  });

  test('a viewer gets the 403 page at /config/owners and no Owners link; the admin’s screens pass axe at 390 and 1280 px', async () => {
    await site.withPage(
      async ({ page }) => {
        await signInAt(page, site.server.url, '/config/account', VIEWER, 'Your account');
        const nav = page.getByRole('navigation', { name: 'Back end' });
        // A viewer: the screens the rule gives one.
        assert.deepEqual(
          await nav.getByRole('link').allTextContents(),
          screensFor(backEndAccess({ permission: 0, websiteRoles: [10] })).map((screen) => strings[screen.label]),
        );
        const refused = await page.goto('/config/owners');
        assert.equal(refused.status(), 403);
        await page.getByText('Only an admin may invite or remove owners.').waitFor();
        assert.deepEqual(await axeFindings(page), []);
        const call = await page.evaluate(async () => {
          const crumb = document.cookie.match(/(?:^|; )crumb=([^;]+)/)?.[1] ?? (await (await fetch('/api/crumb')).json()).crumb;
          const response = await fetch('/api/config/owners/invitations', {
            method: 'POST',
            headers: { 'X-CSRF-Token': decodeURIComponent(crumb), 'Content-Type': 'application/json' },
            body: JSON.stringify({ email: 'sneaky@example.com', displayName: 'Sneaky', permission: 2 }),
          });
          return { status: response.status, body: await response.json() };
        });
        assert.deepEqual(call, { status: 403, body: { error: 'Only an admin may invite or remove owners.' } });
      },
      { bypassCSP: true },
    );
    for (const width of [390, 1280]) {
      await site.withPage(
        async ({ page, problems }) => {
          await signInAt(page, site.server.url, '/config/owners', OWNER, 'Owners');
          assert.deepEqual(await axeFindings(page), [], `owners at ${width} px`);
          await page.getByRole('button', { name: 'Send invitation' }).click();
          await page.getByText('Please enter a valid email.').waitFor();
          assert.deepEqual(await axeFindings(page), [], `invalid invitation at ${width} px`);
          await page.getByRole('button', { name: 'Remove Site Viewer' }).focus();
          await page.keyboard.press('Enter');
          await page.getByRole('dialog', { name: 'Remove this owner?' }).waitFor();
          assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Cancel');
          assert.deepEqual(await axeFindings(page), [], `dialog at ${width} px`);
          await page.keyboard.press('Escape');
          await page.getByRole('dialog').waitFor({ state: 'detached' });
          await page.waitForFunction(() => document.activeElement?.textContent === 'Remove Site Viewer');
          await page.goto('/config/account');
          await page.getByRole('heading', { name: 'Your account', level: 2 }).waitFor();
          assert.equal(
            await page.getByRole('link', { name: 'Change the subscription of your site' }).getAttribute('href'),
            '/settings/billing/subscriptions/website',
          );
          assert.deepEqual(await axeFindings(page), [], `account at ${width} px`);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          assert.equal(overflow, 0, 'nothing wider than the window');
          assert.deepEqual(problems, []);
        },
        { bypassCSP: true, viewport: { width, height: 900 } },
      );
    }
  });
});
