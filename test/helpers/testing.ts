/**
 * @open-wc/testing as every browser test imports it (the test bundler points the bare name here):
 * the same API, but a condition gets 5 s rather than 1 s by default, since the browser, the dev
 * server and the lazy chunks it bundles share two cores while CI runs the suite.
 */
import { waitUntil as waitUntilWithin } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';

export * from '@open-wc/testing';

export function waitUntil(...[predicate, message, options]: Parameters<typeof waitUntilWithin>): ReturnType<typeof waitUntilWithin> {
  return waitUntilWithin(predicate, message, { timeout: 5000, ...options });
}

/**
 * Sets the window's size and waits until the page has it: Firefox answers the command before its
 * layout and media queries follow.
 */
export async function resize(width: number, height: number): Promise<void> {
  await setViewport({ width, height });
  await waitUntil(() => window.innerWidth === width && window.innerHeight === height, `the window is ${width} × ${height}`);
  await new Promise((resolve) => requestAnimationFrame(resolve));
}
