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

/** The comments provider's count script as a local stand-in: like the provider's, it fills the count links in its own words. */
const COMMENT_COUNT_STAND_IN = `for (const link of document.querySelectorAll('.disqus-comment-count')) link.textContent = '2 Comments';`;

/**
 * Answers the third parties the demo site names, which are out of reach here, with local stand-ins
 * that speak their interface: the comments provider the demo's post summaries ask for counts. (The
 * café's table booking is the site's own stand-in, demo/public/stand-ins/table-booking.js.)
 */
export async function answerThirdParties(context) {
  await context.route(/^https:\/\/[a-z0-9-]+\.disqus\.com\//, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: COMMENT_COUNT_STAND_IN }),
  );
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
