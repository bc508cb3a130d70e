import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS } from './browsers.mjs';
const base = process.env.BASE ?? 'http://localhost:4077';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS });
for (const width of [1280, 390]) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL: base });
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log('console', m.text()));
  await page.goto('/config/design');
  await page.getByLabel('Email').fill('owner@example.com');
  await page.getByLabel('Password').fill('juniper-owner');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.locator('#logout').waitFor();
  for (const screen of ['design', 'settings']) {
    await page.goto(`/config/${screen}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/bes/${screen}-${width}.png`, fullPage: true });
  }
  await context.close();
}
await browser.close();
