/** Which user events the element flushes the views' renders around (render-queue.ts, render-queue.preact.ts). */

/** The events a person causes one at a time, which React also renders after synchronously. */
export const DISCRETE_EVENTS = [
  'beforeinput',
  'change',
  'click',
  'compositionend',
  'contextmenu',
  'dblclick',
  'focusin',
  'focusout',
  'input',
  'keydown',
  'keyup',
  'pointerdown',
  'pointerup',
  'reset',
  'submit',
  'touchend',
  'touchstart',
] as const;

/**
 * The discrete events that change no field's value. Rendering before one of these is safe; before an
 * input event it is not: a controlled field would be drawn back to its stored value before its
 * handler reads the new one.
 */
export const VALUELESS_EVENTS = DISCRETE_EVENTS.filter(
  (type) => type !== 'beforeinput' && type !== 'input' && type !== 'change' && type !== 'compositionend',
);
