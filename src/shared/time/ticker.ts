/**
 * The one relative-time clock of a page (every 5000 ms): however many elements show a
 * relative time, one interval refreshes them all, and it stops while the tab is hidden.
 */
import { RELATIVE_TIME_REFRESH_MS } from '../constants/timings.js';

type Listener = () => void;

const listeners = new Set<Listener>();
let interval: ReturnType<typeof setInterval> | undefined;
let watching = false;

const tick = () => listeners.forEach((listener) => listener());

function update() {
  const run = listeners.size > 0 && document.visibilityState !== 'hidden';
  if (run && interval === undefined) interval = setInterval(tick, RELATIVE_TIME_REFRESH_MS);
  if (!run && interval !== undefined) {
    clearInterval(interval);
    interval = undefined;
  }
}

function onVisibility() {
  // Back from a hidden tab: the texts are stale, so refresh them before the next tick.
  if (document.visibilityState !== 'hidden') tick();
  update();
}

/** Calls `listener` on every tick of the shared clock until the returned function is called. */
export function onRelativeTimeTick(listener: Listener): () => void {
  listeners.add(listener);
  if (!watching) {
    watching = true;
    document.addEventListener('visibilitychange', onVisibility);
  }
  update();
  return () => {
    listeners.delete(listener);
    update();
  };
}

/** Whether the shared clock is running now (for tests and diagnostics). */
export function relativeTimeTickerRunning(): boolean {
  return interval !== undefined;
}
