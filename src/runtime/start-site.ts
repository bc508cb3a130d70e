/** Everything `<sq-site>` starts on a page, in order, and stops when it goes. */
import { startErrorReporting } from '../shared/analytics/error-reporter.js';
import { destroy, initialize } from '../shared/site/lifecycle.js';
import { startFonts } from './fonts.js';
import { listenForShortcuts, redirectToConfigIfOwner, showLogoutSuccess } from './owner.js';
import { startSiteLoaders } from './site-loaders.js';
import { startAnalytics } from './start-analytics.js';
import { $site } from '../shared/site/store.js';

export function startSite(): () => void {
  const context = $site.get();
  const stops = [
    startErrorReporting(),
    startAnalytics(context),
    listenForShortcuts(context),
    startSiteLoaders(context, { viewportWidth: window.innerWidth }),
    startFonts(context),
  ];
  redirectToConfigIfOwner(context);
  showLogoutSuccess();
  initialize();
  return () => {
    for (const stop of stops) stop();
    destroy();
  };
}
