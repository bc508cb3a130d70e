import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { axeFindings, useSite } from './harness.js';

const resultTitles = (page) => page.locator('.search-result-title').allTextContents();

describe('site search against the real server', () => {
  const site = useSite();

  test('without JavaScript, the header box is a plain GET form that leads to ranked results on /search', async () => {
    await site.withPage(
      async ({ page }) => {
        await page.goto('/faq');
        await page.fill('#site-search-q', 'glaze notebook');
        await Promise.all([page.waitForURL(/\/search\?q=glaze\+notebook$/), page.press('#site-search-q', 'Enter')]);
        assert.ok((await resultTitles(page)).includes('The glaze notebook (PDF)'));
        assert.equal(await page.locator('.search-result-title mark').first().textContent(), 'glaze');
        assert.equal(await page.inputValue('#search-page-q'), 'glaze notebook');
        await page.fill('#search-page-q', 'seasonal platter');
        await Promise.all([page.waitForURL(/q=seasonal\+platter$/), page.press('#search-page-q', 'Enter')]);
        assert.equal(await page.locator('.search-empty').textContent(), 'No results found');
      },
      { javaScriptEnabled: false },
    );
  });

  test('with JavaScript, typing in the header box previews results; arrow keys and Enter open one, Enter alone searches', async () => {
    await site.withPage(
      async ({ page }) => {
        await page.goto('/faq');
        const input = page.locator('#site-search-q');
        await input.focus();
        await page.keyboard.type('tide mug');
        await page.waitForFunction(() => document.querySelector('#site-search-q')?.getAttribute('aria-expanded') === 'true');
        const options = await page.locator('#site-search [role="option"] .sq-search-option-title').allTextContents();
        assert.ok(options.includes('Tide mug'), options.join(' | '));
        assert.match(await page.locator('#site-search [role="status"]').textContent(), /^\d+ results?$/);
        assert.deepEqual(await axeFindings(page), []);
        const index = options.indexOf('Tide mug');
        for (let step = 0; step <= index; step += 1) await page.keyboard.press('ArrowDown');
        await Promise.all([page.waitForURL(/\/shop\/tide-mug$/), page.keyboard.press('Enter')]);

        await page.goto('/faq');
        await page.locator('#faq-search-q').focus();
        await page.keyboard.type('workshop');
        await Promise.all([page.waitForURL(/\/search\?q=workshop$/), page.keyboard.press('Enter')]);
        assert.ok((await resultTitles(page)).includes('Wheel workshop for two'));
      },
      { bypassCSP: true },
    );
  });
});
