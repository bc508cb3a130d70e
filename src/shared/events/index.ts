export * from './back-end-action.js';
export * from './consent-change.js';
export * from './cookie-banner.js';
export * from './dialog-hide.js';
export * from './form-error.js';
export * from './form-success.js';
export * from './lightbox-close.js';
export * from './lightbox-open.js';
export * from './login-required.js';
export * from './newsletter-subscribe.js';
export * from './open-login.js';
export * from './pricing-change.js';
export * from './reached-beginning.js';
export * from './reached-end.js';
export * from './slide-change.js';
export * from './now-playing.js';

/**
 * Each `sq-*` event is declared once, in its file: an element's on `GlobalEventHandlersEventMap`
 * (dispatched from the host, bubbling and composed), a page's on `WindowEventMap`. Names and detail
 * types are read from those maps, so a name that is not declared does not type-check.
 */
type DetailOf<E> = E extends CustomEvent<infer D> ? D : never;

/** The events elements dispatch from their host. */
export type SqEventName = Extract<keyof GlobalEventHandlersEventMap, `sq-${string}`>;
export type SqEventDetail<K extends SqEventName> = DetailOf<GlobalEventHandlersEventMap[K]>;

/** The events dispatched on a window (elements' events reach it too, as they bubble). */
export type SqWindowEventName = Extract<keyof WindowEventMap, `sq-${string}`>;
export type SqWindowEventDetail<K extends SqWindowEventName> = DetailOf<WindowEventMap[K]>;

/** Dispatches the window event `type` on `target` (this window by default); false when a listener cancelled it. */
export function dispatchWindowEvent<K extends SqWindowEventName>(
  type: K,
  detail: SqWindowEventDetail<K>,
  { cancelable = false, target = window }: { cancelable?: boolean; target?: Window } = {},
): boolean {
  return target.dispatchEvent(new CustomEvent(type, { detail, cancelable }));
}
