export interface FocusTracker {
  /** Where focus came from when it last entered the container. */
  origin(): HTMLElement | undefined;
  /** Whether focus was inside the container when last seen (removal fires no focusout). */
  hadFocus(): boolean;
  stop(): void;
}

/** Watches focus entering and leaving `container`, so an overlay can give focus back when it goes. */
export function trackFocus(container: HTMLElement): FocusTracker {
  let origin: HTMLElement | undefined;
  let inside = false;
  const onFocusIn = (event: FocusEvent) => {
    inside = true;
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !container.contains(from)) origin = from;
  };
  const onFocusOut = (event: FocusEvent) => {
    if (event.relatedTarget instanceof Node) inside = container.contains(event.relatedTarget);
  };
  container.addEventListener('focusin', onFocusIn);
  container.addEventListener('focusout', onFocusOut);
  return {
    origin: () => origin,
    hadFocus: () => inside,
    stop: () => {
      container.removeEventListener('focusin', onFocusIn);
      container.removeEventListener('focusout', onFocusOut);
    },
  };
}

/** True when nothing on the page holds focus any more (its holder was removed). */
export function isFocusLost(host: Element): boolean {
  const active = document.activeElement;
  return !active || active === document.body || (active === host && !host.shadowRoot?.activeElement);
}

/**
 * Gives focus back after a focused overlay disappears: to where it came from when that is still
 * on the page, else to the main landmark, so keyboard users are never dropped on <body>.
 */
export function restoreFocus(origin: HTMLElement | undefined): void {
  if (origin?.isConnected) {
    origin.focus();
    // An origin in a shadow root shows as its host in document.activeElement: ask its own root.
    if ((origin.getRootNode() as Document | ShadowRoot).activeElement === origin) return;
  }
  const main = document.querySelector<HTMLElement>('main, [role="main"], h1');
  if (!main) return;
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus();
}

/** The focused element, looking inside open shadow roots. */
export function deepActiveElement(): HTMLElement | undefined {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : undefined;
}
