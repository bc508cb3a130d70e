/**
 * When the views re-render, on React. React renders what a click or a keystroke changed in a
 * microtask after the event, which runs before the browser dispatches the next event it causes
 * itself, but not between events a script dispatches in one task: a password manager that fills a
 * form and submits it. Views rely on each handler seeing what the events before it stored, so the
 * element flushes React's pending renders when such an event has passed through its shadow root,
 * and once more, as a backstop, before the next event of a kind that changes no value. The builds
 * that render the views on Preact swap in render-queue.preact.ts (scripts/view-runtime.mjs), which
 * makes Preact do the same; both export the same names.
 */
import { flushSync } from 'react-dom';

export { DISCRETE_EVENTS, VALUELESS_EVENTS } from './discrete-events.js';

let depth = 0;

/** Runs `work`, a render, at once and not in a later task, so the element is drawn before the next frame. */
export function rendering(work: () => void): void {
  depth++;
  try {
    flushSync(work);
  } finally {
    depth--;
  }
}

/**
 * Renders now what the events so far changed, after an event a script dispatched. Inside a render,
 * nothing: React renders those after. After an event the browser dispatched, nothing either: either
 * it came between tasks, after React's microtask rendered, or from a DOM call such as `focus()` in
 * an effect, while React commits and cannot flush.
 */
export function flushRenders(event?: Event): void {
  if (depth > 0 || event?.isTrusted) return;
  rendering(() => {});
}
