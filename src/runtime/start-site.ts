/** Everything `<sq-site>` starts on a page, in order, and stops when it goes. */
import { startErrorReporting } from '../shared/analytics/error-reporter.js';
import { sessionRecordingSettings } from '../shared/analytics/session-recording.js';
import { keepConsentEnforced } from '../shared/consent/actions.js';
import { destroy, initialize } from '../shared/site/lifecycle.js';
import { isPointerTrackingEnabled } from '../shared/site/roles.js';
import { startFonts } from './fonts.js';
import { listenForShortcuts, redirectToConfigIfOwner, showLogoutSuccess } from './owner.js';
import { startSiteBanner } from './site-banner.js';
import { startSiteLoaders } from './site-loaders.js';
import { startAnalytics } from './start-analytics.js';
import { startEditorMirror } from './editor-events.js';
import { $site } from '../shared/site/store.js';
import { ANIMATION_ATTRIBUTE } from '../shared/site/animation-marker.js';
import { isInBackEndEditor } from '../shared/site/editor.js';
import { commentsBase, commentsSetting, COUNT_LINK_SELECTOR } from '../shared/site/comment-counts.js';
import { pinSetting } from '../shared/site/pin-overlay.js';
import type { SiteRuntimeOptions } from '../shared/site/site-runtime.js';
import type { WebsiteContext } from '../shared/site/context.js';
import { t } from '../shared/i18n/format.js';

/** Imports and starts a module's work only when `needed`: a visitor's page never downloads an owner's or a sampled page's code. */
function startWhen(needed: boolean, start: () => Promise<() => void>): () => void {
  if (!needed) return () => undefined;
  let stopped = false;
  let stop: (() => void) | undefined;
  start()
    .then((started) => {
      if (stopped) started();
      else stop = started;
    })
    .catch((error: unknown) => console.error(error));
  return () => {
    stopped = true;
    stop?.();
  };
}

/** Block animations for `doc`'s marked blocks, outside the back-end editor: a page without them never downloads their code. */
export function startAnimations(doc: Document = document): () => void {
  const blocks = doc.querySelectorAll(`[${ANIMATION_ATTRIBUTE}]`);
  return startWhen(blocks.length > 0 && !isInBackEndEditor(doc.defaultView ?? window), async () =>
    (await import('./block-animations.js')).startBlockAnimations(blocks, (block) => block.getAttribute(ANIMATION_ATTRIBUTE)),
  );
}

/**
 * Comment counts where the site has comments on with a shortname and the page has links that ask
 * for counts: a page or a site without them never downloads their code nor requests the provider.
 */
export function startComments(context: WebsiteContext, base?: string, doc: Document = document): () => void {
  const setting = commentsSetting(context);
  if (setting && 'problem' in setting) console.error(setting.problem);
  const asking = doc.querySelector(COUNT_LINK_SELECTOR) !== null;
  if (!setting || !('shortname' in setting) || !asking) return () => undefined;
  const baseUrl = base ? commentsBase(base) : undefined;
  if (base && !baseUrl) console.error(t('commentsBaseInvalid', { value: base.slice(0, 200) }, 'en'));
  return startWhen(true, async () => {
    const { countLinks, startCommentCounts } = await import('./comment-counts.js');
    return startCommentCounts(countLinks(doc, doc.baseURI), setting.shortname, baseUrl, doc);
  });
}

/** Pin buttons where `pinterestOverlayOptions.mode` asks for them, outside the back-end editor: other sites never download their code. */
export function startPins(context: WebsiteContext, doc: Document = document): () => void {
  const setting = pinSetting(context);
  if (setting && 'problem' in setting) console.error(setting.problem);
  if (!setting || !('mode' in setting) || isInBackEndEditor(doc.defaultView ?? window)) return () => undefined;
  return startWhen(true, async () => (await import('./pin-overlay.js')).startPinOverlay(setting.mode, doc));
}

export function startSite(options: SiteRuntimeOptions = {}): () => void {
  const context = $site.get();
  const stops = [
    // First: tracking cookies the policy forbids go before anything else runs, on every page.
    keepConsentEnforced(context.cookieSettings),
    startSiteBanner(context),
    startErrorReporting(),
    startAnalytics(context),
    // Only a sampled page fetches the recorder's code, which checks the other conditions.
    startWhen(sessionRecordingSettings(context).sampled, async () => (await import('./session-recording.js')).startSessionRecording(context)),
    // The mirror first: pointer tracking reports to it.
    startEditorMirror(context),
    startWhen(isPointerTrackingEnabled(context), async () => (await import('./pointer-tracking.js')).startPointerTracking(context)),
    listenForShortcuts(context),
    startSiteLoaders(context, { viewportWidth: window.innerWidth }),
    startFonts(context),
    startAnimations(),
    startComments(context, options.commentsBase),
    startPins(context),
  ];
  redirectToConfigIfOwner(context);
  showLogoutSuccess();
  initialize();
  return () => {
    for (const stop of stops) stop();
    destroy();
  };
}
