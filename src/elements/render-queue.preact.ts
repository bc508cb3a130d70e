/**
 * When the views re-render, on Preact (the builds that swap this file in for render-queue.ts, see
 * scripts/view-runtime.mjs). Preact renders a state change in a microtask; React renders a change
 * made by a click or a keystroke before the browser dispatches the next event. Views rely on that:
 * a submit handler reads the values the input events before it stored, and a field's second part
 * adds to what its first part stored, even when a password manager fills a form and submits it in
 * one task. So the renders a user event queues run when the event has passed through the element's
 * shadow root, and once more, as a backstop, before the next event of a kind that changes no value.
 */
import { options } from 'preact';

let queued: (() => void) | undefined;
let effects: (() => void) | undefined;
let depth = 0;

options.debounceRendering = (render) => {
  queued = render;
  queueMicrotask(renderQueued);
};

// Effects run after the next frame is painted, as Preact does by default, unless a user event comes first.
options.requestAnimationFrame = (flushEffects) => {
  effects = flushEffects;
  afterNextFrame(runEffects);
};

function afterNextFrame(callback: () => void) {
  const done = () => {
    clearTimeout(timeout);
    cancelAnimationFrame(frame);
    setTimeout(callback);
  };
  // A hidden page paints no frames: the time-out runs the effects anyway.
  const timeout = setTimeout(done, 35);
  const frame = requestAnimationFrame(done);
}

function runEffects() {
  const run = effects;
  effects = undefined;
  run?.();
}

/** Runs `work`, a render, so that the events it causes (a focus moved by an effect) do not start another inside it. */
export function rendering(work: () => void): void {
  depth++;
  try {
    work();
  } finally {
    depth--;
  }
}

function renderQueued() {
  if (depth > 0) return;
  const render = queued;
  queued = undefined;
  if (render) rendering(render);
}

/**
 * Runs the renders queued so far and then their effects, now, as React does around a user event:
 * an effect that moves focus (to a form's error summary) has moved it when the event is over.
 * Inside a render, nothing: its microtask runs the renders after.
 */
export function flushRenders(): void {
  if (depth > 0) return;
  renderQueued();
  rendering(runEffects);
}

export { DISCRETE_EVENTS, VALUELESS_EVENTS } from './discrete-events.js';
