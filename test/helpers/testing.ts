/**
 * @open-wc/testing as every browser test imports it (the test bundler points the bare name here):
 * the same API, but a condition gets 5 s rather than 1 s by default, since the browser, the dev
 * server and the lazy chunks it bundles share two cores while CI runs the suite.
 */
import { fixture as fixtureAwaitingUpdate, nextFrame, waitUntil as waitUntilWithin } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';

export * from '@open-wc/testing';

export function waitUntil(...[predicate, message, options]: Parameters<typeof waitUntilWithin>): ReturnType<typeof waitUntilWithin> {
  return waitUntilWithin(predicate, message, { timeout: 5000, ...options });
}

/**
 * As open-wc's, and a frame after the element's `updateComplete`: open-wc waits for that promise
 * instead of a frame where an element has one, and a view's first frame (its measures, its
 * observers) belongs to what a fixture shows.
 */
export async function fixture<T extends Element>(...args: Parameters<typeof fixtureAwaitingUpdate<T>>): Promise<T> {
  const element = await fixtureAwaitingUpdate<T>(...args);
  await nextFrame();
  return element;
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
