import { chromium } from 'playwright-core';
import { browserPaths, CHROMIUM_FLAGS as flags } from '../../scripts/browsers.mjs';

/**
 * Chromium with the system flags (scripts/browsers.mjs). `hostResolverRules` (Chromium's --host-resolver-rules, e.g.
 * 'MAP site.test 127.0.0.1') lets a test browse the local server under a name that is not loopback.
 */
export function launchBrowser({ hostResolverRules } = {}) {
  const args = hostResolverRules ? [...flags, `--host-resolver-rules=${hostResolverRules}`] : flags;
  return chromium.launch({ executablePath: browserPaths().chromium, args });
}

/**
 * Collects everything that went wrong in a page and its frames: console errors, uncaught
 * exceptions, and Content-Security-Policy violations (reported to the console by an init script,
 * so those from frames arrive too). Call before the first navigation.
 */
export async function collectProblems(context, page) {
  const problems = [];
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} in ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}
