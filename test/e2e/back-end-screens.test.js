// Every screen of the back end, for each kind of owner: the navigation lists exactly the screens
// the owner may enter, each of those draws its view with no axe finding at 390 and 1280 px, and
// every other answers 403 with the rule.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { backEndAccess } from '../../src/shared/config/access.ts';
import { BACK_END_SCREENS, screensFor } from '../../src/shared/config/screens.ts';
import { strings } from '../../src/shared/i18n/strings.en.ts';
import { axeFindings, gotoSettled, useSite } from './harness.js';
import { DEMO_EDITOR, DEMO_OWNER, DEMO_STORE_MANAGER, DEMO_VIEWER, signInWithSession } from './owners.js';

/** The demo owners (demo/site/owners.json) and their documented passwords (docs/guides/server.md). */
const OWNERS = [
  { name: 'admin', ...DEMO_OWNER, permission: 2, websiteRoles: [1] },
  { name: 'editor', ...DEMO_EDITOR, permission: 1, websiteRoles: [4] },
  { name: 'store manager', ...DEMO_STORE_MANAGER, permission: 1, websiteRoles: [8] },
  { name: 'viewer', ...DEMO_VIEWER, permission: 0, websiteRoles: [10] },
];
const WIDTHS = [390, 1280];

/**
 * Opens the back end as `owner` and waits for its navigation. The admin signs in through the form,
 * whose page axe checks at each width; the others come with a session.
 */
async function signIn(page, baseURL, owner) {
  if (owner.name !== 'admin') {
    await signInWithSession(page, baseURL, owner);
    await page.goto('/config/');
  } else {
    await page.goto('/config/');
    assert.deepEqual(await axeFindings(page), [], 'the sign-in page');
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password').fill(owner.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
  await page.getByRole('navigation', { name: strings.backEndNavLabel }).waitFor();
}

describe('the back end’s screens for each kind of owner, against the real server', () => {
  const site = useSite();

  for (const owner of OWNERS) {
    const allowed = screensFor(backEndAccess(owner));
    for (const width of WIDTHS) {
      test(`the ${owner.name} at ${width} px: the navigation, every screen they may enter, and the refusal of the others`, async () => {
        await site.withPage(
          async ({ page, problems }) => {
            await signIn(page, site.server.url, owner);
            const navigation = page.getByRole('navigation', { name: strings.backEndNavLabel });
            assert.deepEqual(
              await navigation.getByRole('link').allTextContents(),
              allowed.map((screen) => strings[screen.label]),
            );
            for (const screen of BACK_END_SCREENS) {
              const response = await page.request.get(screen.path);
              const may = allowed.includes(screen);
              assert.equal(response.status(), may ? 200 : 403, `${screen.path} for the ${owner.name}`);
              await gotoSettled(page, screen.path);
              if (may) {
                assert.equal(await navigation.getByRole('link', { name: strings[screen.label], exact: true }).getAttribute('aria-current'), 'page');
                if (screen.id !== 'preview') {
                  // The screen's view has replaced the loading note.
                  await page.waitForFunction(
                    () =>
                      document.querySelector('#back-end-app')?.textContent !== document.querySelector('#back-end-app [role="status"]')?.textContent,
                  );
                }
              } else {
                assert.equal(await page.getByRole('alert').filter({ hasText: /\S/ }).count(), 1, `${screen.path}: the rule is said`);
              }
              assert.deepEqual(await axeFindings(page, { exclude: ['#preview'] }), [], `${screen.path} for the ${owner.name} at ${width} px`);
            }
            // A refused screen's page is a 403, which the browser logs; nothing else may be.
            const refused = BACK_END_SCREENS.filter((screen) => !allowed.includes(screen)).map((screen) => `${screen.path})`);
            assert.deepEqual(
              problems.filter((problem) => !(problem.includes('status of 403') && refused.some((path) => problem.endsWith(path)))),
              [],
            );
          },
          { bypassCSP: true, viewport: { width, height: 900 } },
        );
      });
    }
  }
});
