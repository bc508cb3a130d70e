import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS } from '/work/wt-be-settings/scripts/browsers.mjs';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS });
const context = await browser.newContext({ viewport: { width: 390, height: 900 }, baseURL: 'http://localhost:4077' });
const page = await context.newPage();
await page.goto('/config/inbox');
await page.getByLabel('Email').fill('owner@example.com');
await page.getByLabel('Password').fill('juniper-owner');
await page.getByRole('button', { name: 'Sign in' }).click();
await page.locator('#logout').waitFor();
for (const p of ['/config/inbox', '/config/settings']) {
  await page.goto(p); await page.waitForTimeout(800);
  console.log(p, await page.evaluate(() => [document.documentElement.scrollWidth, ...[...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > 392).slice(0, 8).map((e) => e.tagName + '.' + e.className + ' ' + Math.round(e.getBoundingClientRect().right))]));
}
await browser.close();
