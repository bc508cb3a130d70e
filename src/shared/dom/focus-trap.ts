import type { FocusTargetOrFalse } from 'focus-trap';

/**
 * Traps keyboard focus inside `container` (which may live in a shadow root) until the returned
 * function is called. focus-trap loads on first use, so elements that never trap never fetch it.
 */
export function trapFocus(container: HTMLElement, initialFocus?: () => FocusTargetOrFalse): () => void {
  let release: (() => void) | undefined;
  let cancelled = false;
  void import('focus-trap').then(({ createFocusTrap }) => {
    if (cancelled || !container.isConnected) return;
    const trap = createFocusTrap(container, {
      escapeDeactivates: false,
      allowOutsideClick: false,
      clickOutsideDeactivates: false,
      returnFocusOnDeactivate: false,
      fallbackFocus: container,
      initialFocus: initialFocus ?? undefined,
      tabbableOptions: { getShadowRoot: true },
    });
    trap.activate();
    release = () => trap.deactivate();
  });
  return () => {
    cancelled = true;
    release?.();
  };
}
