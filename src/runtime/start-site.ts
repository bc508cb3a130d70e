/** Everything `<sq-site>` starts on a page, in order, and stops when it goes. */
import { startErrorReporting } from '../shared/analytics/error-reporter.js';
import { keepConsentEnforced } from '../shared/consent/actions.js';
import { destroy, initialize } from '../shared/site/lifecycle.js';
import { listenForShortcuts, redirectToConfigIfOwner, showLogoutSuccess } from './owner.js';
import { startSiteBanner } from './site-banner.js';
import { startSiteLoaders } from './site-loaders.js';
import { startAnalytics } from './start-analytics.js';
import { $site } from '../shared/site/store.js';

export function startSite(): () => void {
  const context = $site.get();
  const stops = [
    // First: tracking cookies the policy forbids go before anything else runs, on every page.
    keepConsentEnforced(context.cookieSettings),
    startSiteBanner(context),
    startErrorReporting(),
    startAnalytics(context),
    listenForShortcuts(context),
    startSiteLoaders(context, { viewportWidth: window.innerWidth }),
  ];
  redirectToConfigIfOwner(context);
  showLogoutSuccess();
  initialize();
  return () => {
    for (const stop of stops) stop();
    destroy();
  };
}
