import { chromium } from 'playwright-core';

/** Flags for Debian's Chromium on this kind of machine (see TOOLCHAIN.md); as root it needs --no-sandbox. */
const flags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/**
 * Chromium with the flags above. `hostResolverRules` (Chromium's --host-resolver-rules, e.g.
 * 'MAP site.test 127.0.0.1') lets a test browse the local server under a name that is not loopback.
 */
export function launchBrowser({ hostResolverRules } = {}) {
  const args = hostResolverRules ? [...flags, `--host-resolver-rules=${hostResolverRules}`] : flags;
  return chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args });
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
