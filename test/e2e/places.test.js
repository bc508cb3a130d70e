import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { axeFindings, useSite } from './harness.js';

const ADDRESS = '#contact-form #sq-field-address-yui_3_17_2_1_4';

describe('address suggestions in the demo contact form, against the real server', () => {
  const site = useSite();

  test('typing in Address 1 offers the places suggestions; Down and Enter fill the address from the keyboard', async () => {
    await site.withPage(
      async ({ page, problems }) => {
        const calls = [];
        page.on('request', (request) => {
          const url = new URL(request.url());
          if (url.pathname.startsWith('/api/google-maps/places/')) calls.push(url);
        });
        // The first call seeds the gazetteer on a fresh database, which takes a while on a busy
        // machine: it is made first, so what the test waits for below is the field's own work.
        const seeded = await page.request.get('/api/google-maps/places/autocomplete?input=12&productPage=form&productSection=address-field');
        assert.equal(seeded.status(), 200);
        await page.goto('/contact');
        await page.locator('sq-cookie-banner').getByRole('button', { name: 'Decline', exact: true }).click();
        const line1 = page.locator(`${ADDRESS}-Line1`);
        await line1.click();
        await page.keyboard.type('12 Harb');
        const option = page.locator('#contact-form [role="option"]');
        await option.first().waitFor();
        assert.equal(await line1.getAttribute('role'), 'combobox');
        assert.equal(await line1.getAttribute('aria-expanded'), 'true');
        assert.equal((await option.first().textContent()).trim(), '12 Harbour Road Porthleven, Cornwall TR13 9JA, United Kingdom');
        assert.deepEqual(await axeFindings(page), []);

        await page.keyboard.press('ArrowDown');
        assert.equal(await line1.getAttribute('aria-activedescendant'), await option.first().getAttribute('id'));
        await page.keyboard.press('Enter');
        await page.waitForFunction(
          (selector) => document.querySelector('#contact-form').shadowRoot.querySelector(selector)?.value === 'Porthleven',
          '#sq-field-address-yui_3_17_2_1_4-City',
        );
        const values = {};
        for (const part of ['Line1', 'Line2', 'City', 'State', 'Zip', 'Country'])
          values[part] = await page.locator(`${ADDRESS}-${part}`).inputValue();
        assert.deepEqual(values, {
          Line1: '12 Harbour Road',
          Line2: '',
          City: 'Porthleven',
          State: 'Cornwall',
          Zip: 'TR13 9JA',
          Country: 'United Kingdom',
        });
        assert.equal(await line1.getAttribute('aria-expanded'), 'false');

        const autocomplete = calls.filter((url) => url.pathname.endsWith('/autocomplete'));
        assert.ok(autocomplete.length >= 1 && autocomplete.length <= 2, `debounced: ${autocomplete.length} calls for 7 key presses`);
        const [details] = calls.filter((url) => url.pathname.endsWith('/details'));
        assert.equal(details.searchParams.get('placeId'), 'address-studio');
        assert.equal(details.searchParams.get('productPage'), 'form');
        assert.equal(details.searchParams.get('productSection'), 'address-field');
        assert.deepEqual(await axeFindings(page), []);
        assert.deepEqual(problems, []);
      },
      { bypassCSP: true },
    );
  });

  test('without JavaScript Address 1 is a plain text input that takes what is typed', async () => {
    await site.withPage(
      async ({ page }) => {
        await page.goto('/contact');
        const line1 = page.locator('form[action^="/forms/"]').getByLabel('Address 1', { exact: true });
        assert.equal(await line1.getAttribute('role'), null);
        await line1.fill('12 Harbour Road');
        assert.equal(await line1.inputValue(), '12 Harbour Road');
      },
      { javaScriptEnabled: false },
    );
  });
});
