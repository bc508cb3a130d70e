/**
 * @open-wc/testing as every browser test imports it (the test bundler points the bare name here):
 * the same API, but a condition gets 5 s rather than 1 s by default, since the browser, the dev
 * server and the lazy chunks it bundles share two cores while CI runs the suite.
 */
import { waitUntil as waitUntilWithin } from '@open-wc/testing';

export * from '@open-wc/testing';

export function waitUntil(...[predicate, message, options]: Parameters<typeof waitUntilWithin>): ReturnType<typeof waitUntilWithin> {
  return waitUntilWithin(predicate, message, { timeout: 5000, ...options });
}
