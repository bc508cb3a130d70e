/** Shared set-up of the <sq-site> tests: the stand-in as API base, clean cookies and consent, and what each browser sent. */
import { aTimeout, fixture, html, waitUntil } from '@open-wc/testing';
import '../../src/runtime/sq-site.js';
import { pageLifecycle } from '../../src/shared/site/lifecycle.js';
import { configureApi } from '../../src/shared/api/index.js';
import { resetEvents } from '../../src/shared/analytics/events.js';
import { resetSessionInfo } from '../../src/shared/analytics/session.js';
import { resetTrackingPixel } from '../../src/shared/analytics/tracking-pixel.js';
import { $consent } from '../../src/shared/consent/store.js';
import { resetSiteRuntime } from '../../src/shared/site/runtime-config.js';
import { received, standInBase, type ReceivedRequest } from './stand-in.js';

export const TRACKING = ['ss_cid', 'ss_cpvisit', 'ss_cvisit', 'ss_cvr', 'ss_cvt'];

export function cookies(): Record<string, string> {
  return Object.fromEntries(
    document.cookie
      .split(';')
      .map((pair) => pair.trim())
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), decodeURIComponent(pair.slice(pair.indexOf('=') + 1))]),
  );
}

export const trackingCookies = () => Object.keys(cookies()).filter((name) => name.startsWith('ss_c') && name !== 'ss_cookieAllowed');

export function resetSiteTest(): void {
  for (const name of [...TRACKING, 'ss_cookieAllowed']) document.cookie = `${name}=; max-age=0; path=/`;
  $consent.set(undefined);
  configureApi({ baseUrl: standInBase() });
  resetSiteRuntime();
  sessionStorage.removeItem('noredirect');
  resetEvents();
  resetSessionInfo();
  resetTrackingPixel();
}

/**
 * After fixture cleanup: the element unmounts a task later, and its runtime (its listeners, its
 * destroy) must not reach the next test, however slow the machine: wait until it has stopped.
 */
export async function unmounted(): Promise<void> {
  await aTimeout(20);
  await waitUntil(() => pageLifecycle.state() === 'uninitialized', 'the page runtime stopped', { timeout: 5000 });
}

/** Requests this browser sent to `path` since `since` (the other browser shares the stand-in). */
export async function sentSince(path: string, since: number): Promise<ReceivedRequest[]> {
  return (await received(path)).filter((request) => request.userAgent === navigator.userAgent && request.at >= since);
}

export function censusData(request: ReceivedRequest): Record<string, unknown> {
  return JSON.parse(new URLSearchParams(request.body).get('data') ?? '{}') as Record<string, unknown>;
}

/** An `<sq-site>` with `context` as its JSON script child, once its runtime has started. */
export async function mountSite(context: unknown): Promise<Element> {
  const element = await fixture(
    html`<sq-site
      ><script type="application/json">
        ${JSON.stringify(context)}
      </script></sq-site
    >`,
  );
  await waitUntil(() => pageLifecycle.state() === 'initialized', 'the site runtime starts');
  return element;
}
