/** What the site runtime does to the window, replaceable so tests can observe it without leaving the page. */
import type { PageLocation } from './config-redirect.js';
import { backEndWindow } from './editor.js';
import {
  HEARTBEAT_INTERVAL_MS,
  PERFORMANCE_MAX_WAIT_MS,
  PERFORMANCE_RECORDS_DELAY_MS,
  PERFORMANCE_SETTINGS_TIMEOUT_MS,
  TRACE_FLUSH_INTERVAL_MS,
} from '../constants/timings.js';

export interface SiteRuntimeConfig {
  /** Navigates away (config redirect, logout). */
  assign: (url: string) => void;
  /** Where the page is: the redirect rules skip localhost, so tests stand in another host. */
  location: () => PageLocation;
  /** The back end's window when the config area frames the page, else undefined. */
  backEnd: () => Window | undefined;
  /** Performance records go this long after load… */
  performanceDelayMs: number;
  /** …and never later than this after the runtime started. */
  performanceMaxWaitMs: number;
  performanceSettingsTimeoutMs: number;
  heartbeatIntervalMs: number;
  traceFlushIntervalMs: number;
}

const defaults = (): SiteRuntimeConfig => ({
  assign: (url) => window.location.assign(url),
  location: () => window.location,
  backEnd: () => backEndWindow(window),
  performanceDelayMs: PERFORMANCE_RECORDS_DELAY_MS,
  performanceMaxWaitMs: PERFORMANCE_MAX_WAIT_MS,
  performanceSettingsTimeoutMs: PERFORMANCE_SETTINGS_TIMEOUT_MS,
  heartbeatIntervalMs: HEARTBEAT_INTERVAL_MS,
  traceFlushIntervalMs: TRACE_FLUSH_INTERVAL_MS,
});

export const siteRuntime: SiteRuntimeConfig = defaults();

export function configureSiteRuntime(config: Partial<SiteRuntimeConfig>): void {
  Object.assign(siteRuntime, config);
}

export function resetSiteRuntime(): void {
  Object.assign(siteRuntime, defaults());
}
