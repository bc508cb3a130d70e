/**
 * Session recording: whether a page may record the visit, and which recorder id to use.
 * It needs all of: the `sessionRecording` feature toggle on, the site's sampling flag set for the
 * page, more than 2 processor cores, a visitor whose visits are the site's analytics, and,
 * under a restrictive cookie policy, the visitor's consent; a visitor who declined is never recorded.
 */
import { SESSION_RECORDING_MIN_EXCLUSIVE_CORES } from '../constants/limits.js';
import type { WebsiteContext } from '../site/context.js';

/** The feature toggle's name in the context's `experiments` list. */
export const SESSION_RECORDING_TOGGLE = 'sessionRecording';
/** Answers the recorder's user id as text. */
export const SESSION_RECORDING_ID_PATH = '/api/commerce/fullstory/getId';
/** The id that means: do not record this visit (automated browsers, no visitor cookie, declined tracking). */
export const SKIP_RECORDING_ID = 'automated-mock-id';
/** The recorder's script when the site names none. */
export const DEFAULT_RECORDING_SCRIPT_URL = 'https://edge.fullstory.com/s/fs.js';

export interface SessionRecordingSettings {
  /** The sampling flag: this page's visit is in the recorded sample. */
  sampled: boolean;
  /** Where the recorder's script loads from. */
  scriptUrl: string;
}

/** The context's `sessionRecording` field with its defaults: not sampled, the recorder's own script. */
export function sessionRecordingSettings(context: Pick<WebsiteContext, 'sessionRecording'>): SessionRecordingSettings {
  const { sampled = false, scriptUrl } = context.sessionRecording ?? {};
  return { sampled, scriptUrl: scriptUrl?.trim() ? scriptUrl : DEFAULT_RECORDING_SCRIPT_URL };
}

export interface SessionRecordingConditions {
  /** The `sessionRecording` feature toggle; asked last, so a page that is not sampled never looks it up (nor warns that it is missing). */
  toggle: () => boolean;
  sampled: boolean;
  /** `navigator.hardwareConcurrency`; unknown counts as too few. */
  cores: number | undefined;
  /** Whether the visit is the site's analytics (see isAnalyticsVisitor). */
  analyticsVisitor: boolean;
}

/** Every condition but consent, which can still change on the page. */
export function maySampleSession({ toggle, sampled, cores, analyticsVisitor }: SessionRecordingConditions): boolean {
  return sampled && typeof cores === 'number' && cores > SESSION_RECORDING_MIN_EXCLUSIVE_CORES && analyticsVisitor && toggle();
}

/** The recorder's user id from the answer's body, or undefined to skip recording. */
export function recordingUserId(body: unknown): string | undefined {
  if (typeof body !== 'string') return undefined;
  const id = body.trim();
  return id === '' || id === SKIP_RECORDING_ID ? undefined : id;
}
