/** Everything `<sq-site>` starts on a page, in order, and stops when it goes. */
import { startErrorReporting } from '../shared/analytics/error-reporter.js';
import { destroy, initialize } from '../shared/site/lifecycle.js';
import { listenForShortcuts, redirectToConfigIfOwner, showLogoutSuccess } from './owner.js';
import { startSiteLoaders } from './site-loaders.js';
import { startAnalytics } from './start-analytics.js';
import { startEditorMirror } from './editor-events.js';
import { startPointerTracking } from './pointer-tracking.js';
import { startSessionRecording } from './session-recording.js';
import { $site } from '../shared/site/store.js';

export function startSite(): () => void {
  const context = $site.get();
  const stops = [
    startErrorReporting(),
    startAnalytics(context),
    startSessionRecording(context),
    // The mirror first: pointer tracking reports to it.
    startEditorMirror(context),
    startPointerTracking(context),
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
