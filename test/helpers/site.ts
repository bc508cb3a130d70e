/** Shared set-up of the <sq-site> tests: the stand-in as API base, clean cookies and consent, and what each browser sent. */
import { fixture, html, waitUntil } from '@open-wc/testing';
import '../../src/runtime/sq-site.js';
import { pageLifecycle } from '../../src/shared/site/lifecycle.js';
import { configureApi } from '../../src/shared/api/index.js';
import { resetEvents } from '../../src/shared/analytics/events.js';
import { resetSessionInfo } from '../../src/shared/analytics/session.js';
import { resetTrackingPixel } from '../../src/shared/analytics/tracking-pixel.js';
import { $consent } from '../../src/shared/consent/store.js';
import { configureSiteRuntime, resetSiteRuntime } from '../../src/shared/site/runtime-config.js';
import { loadThirdPartyScript } from '../../src/shared/third-party/loader.js';
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
 * destroy) must not reach the next test, however slow the machine: wait until it has stopped. The
 * unmount is a timer without delay set on removal, so a timer without delay set after it runs after
 * it, also for an element that ran no runtime.
 */
export async function unmounted(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve));
  await waitUntil(() => pageLifecycle.state() === 'uninitialized', 'the page runtime stopped', { timeout: 5000 });
}

/** Requests this browser sent to `path` since `since` (the other browser shares the stand-in). */
export async function sentSince(path: string, since: number): Promise<ReceivedRequest[]> {
  return (await received(path)).filter((request) => request.userAgent === navigator.userAgent && request.at >= since);
}

/**
 * Gives the page an address no other test has, and returns it. A request carries the address its
 * page had when it was sent (its referer), so what the page sent from here can be told apart from
 * what it sends after moving on: move on, cause a request that is expected, and once it has
 * arrived, what was sent from here earlier has arrived too.
 */
export function freshAddress(label: string): string {
  const url = new URL(location.href);
  url.searchParams.set('at', `${label}-${Math.random().toString(36).slice(2, 10)}`);
  history.replaceState(null, '', url);
  return location.href;
}

/** Requests this browser sent to `path` since `since` from the page at `address`. */
export async function sentFrom(path: string, since: number, address: string): Promise<ReceivedRequest[]> {
  return (await sentSince(path, since)).filter((request) => request.referer === address);
}

export const RECORDS = '/api/1/performance/records';

/**
 * Page analytics sends its performance records once the settings have answered and the delay has
 * passed: with no delay they are the last thing its start sends, after the page view, the pixel and
 * the button census. Set before the site mounts; `recordsSent` then waits for them.
 */
export function recordsAtOnce(): void {
  configureSiteRuntime({ performanceDelayMs: 0, performanceMaxWaitMs: 0 });
}

export function recordsSent(since: number): Promise<void> {
  return waitUntil(async () => (await sentSince(RECORDS, since)).length > 0, 'the performance records are sent');
}

/**
 * Watches this page's fetch calls to a path holding `path`: `read()` settles once the page has read
 * the answer to every such call made so far, and a task later, so whatever it does with the answers
 * (logging a failure, starting a timer) is done.
 */
export function watchAnswers(path: string): { read: () => Promise<void>; restore: () => void } {
  const original = window.fetch;
  const reads: Promise<unknown>[] = [];
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const answer = original.call(window, input, init);
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (url.pathname.includes(path)) {
      reads.push(
        answer.then(
          (response) =>
            new Promise((resolve) => {
              for (const name of ['text', 'json'] as const) {
                const read = response[name].bind(response);
                response[name] = () => {
                  const body = read();
                  body.then(resolve, resolve);
                  return body;
                };
              }
            }),
          () => undefined,
        ),
      );
    }
    return answer;
  };
  return {
    async read() {
      await Promise.all(reads);
      await new Promise((resolve) => setTimeout(resolve));
    },
    restore() {
      window.fetch = original;
    },
  };
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

/**
 * A script the policy lets load, asked for now from the script stand-in: the loader decides as it is
 * called, so once this one has run, a script asked for before it has been requested and recorded too.
 */
export async function allowedScriptRuns(): Promise<void> {
  const script = `s${Math.random().toString(36).slice(2, 10)}`;
  await loadThirdPartyScript(`${location.origin}/__script-stand-in/${script}.js`, { restrictive: false }).ready;
  const asked = (await (await fetch(`/__script-stand-in/received?name=${script}`)).json()) as unknown[];
  if (asked.length !== 1) throw new Error(`the stand-in recorded ${asked.length} requests for ${script}, not 1`);
}
