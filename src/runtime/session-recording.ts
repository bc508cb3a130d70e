/**
 * Starts session recording when its rules allow (see shared/analytics/session-recording.ts): waits
 * for consent under a restrictive policy, asks the server for the recorder's user id, and, unless
 * it says to skip, loads the recorder's script and identifies the visit. Declining later shuts the
 * recorder down.
 */
import { get } from '../shared/api/index.js';
import { isAnalyticsVisitor, isRestrictivePolicy, mayUseTrackingCookies } from '../shared/analytics/census.js';
import {
  maySampleSession,
  recordingUserId,
  SESSION_RECORDING_ID_PATH,
  SESSION_RECORDING_TOGGLE,
  sessionRecordingSettings,
} from '../shared/analytics/session-recording.js';
import { featureEnabled } from '../shared/analytics/store.js';
import { $consent } from '../shared/consent/store.js';
import { loadScript } from '../shared/dom/load-script.js';
import type { WebsiteContext } from '../shared/site/context.js';
import { siteRuntime } from '../shared/site/runtime-config.js';

/** The part of the recorder's global the runtime calls. */
interface Recorder {
  identify?(userId: string): void;
  shutdown?(): void;
}

declare global {
  interface Window {
    FS?: Recorder;
  }
}

export function startSessionRecording(context: WebsiteContext): () => void {
  const { sampled, scriptUrl } = sessionRecordingSettings(context);
  const allowed = maySampleSession({
    sampled,
    cores: navigator.hardwareConcurrency,
    analyticsVisitor: isAnalyticsVisitor({ context, pathname: siteRuntime.location().pathname, inBackEnd: siteRuntime.backEnd() !== undefined }),
    toggle: () => featureEnabled(SESSION_RECORDING_TOGGLE),
  });
  if (!allowed) return () => undefined;

  const restrictive = isRestrictivePolicy(context);
  let started = false;
  let stopped = false;
  const record = async () => {
    const userId = recordingUserId(await get<unknown>(SESSION_RECORDING_ID_PATH, { quiet: true }));
    if (!userId || stopped) return;
    await loadScript(scriptUrl);
    if (!stopped) window.FS?.identify?.(userId);
  };
  const unsubscribe = $consent.subscribe((consent) => {
    if (consent === false && started) window.FS?.shutdown?.();
    if (started || !mayUseTrackingCookies({ consent, restrictive })) return;
    started = true;
    record().catch(() => undefined);
  });
  return () => {
    stopped = true;
    unsubscribe();
  };
}
