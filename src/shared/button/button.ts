/**
 * The button block: a real link (or, with no click-through URL, a button) in the
 * element's light DOM, and the fields its census hits carry.
 */
import { BUTTON_ATTRIBUTE, buttonEventFields, type ButtonFields } from '../analytics/button-store.js';
import { isSafeLinkHref, normalizeLinkHref } from '../url/links.js';

export const BUTTON_ALIGNMENTS = ['left', 'center', 'right'] as const;
export type ButtonAlignment = (typeof BUTTON_ALIGNMENTS)[number];
export const BUTTON_SIZES = ['small', 'medium', 'large'] as const;
export type ButtonSize = (typeof BUTTON_SIZES)[number];

export interface ButtonOptions {
  buttonText?: string | undefined;
  clickthroughUrl?: string | undefined;
  alignment?: ButtonAlignment | undefined;
  size?: ButtonSize | undefined;
  newWindow?: boolean | undefined;
}

/** The href for a click-through URL that passes the link rules, else undefined. */
export function buttonHref(url: string | undefined): string | undefined {
  return url?.trim() && isSafeLinkHref(url) ? normalizeLinkHref(url) : undefined;
}

/** The element's link or button: its first child that is one. */
export function buttonControl(host: Element): HTMLAnchorElement | HTMLButtonElement | null {
  return host.querySelector<HTMLAnchorElement | HTMLButtonElement>(':scope>:is(a,button)');
}

/**
 * Brings the light DOM in line with the options: a link to a valid click-through URL (a new window
 * with `newWindow`), else the page's own link or a plain button, with `buttonText` when given. A
 * click-through URL the link rules refuse logs one error and leaves the page's markup as it is.
 */
export function syncButton(host: HTMLElement, { buttonText, clickthroughUrl, newWindow }: ButtonOptions): void {
  let control = buttonControl(host);
  const href = buttonHref(clickthroughUrl);
  if (clickthroughUrl?.trim() && !href) {
    console.error(
      `<${host.localName}>: the "clickthrough-url" attribute "${clickthroughUrl}" is not a link the site may show; keeping the page's own.`,
    );
    return;
  }
  if (!control || (href && control.localName !== 'a')) {
    if (!control && !buttonText) return;
    const next = document.createElement(href ? 'a' : 'button');
    if (!href) next.setAttribute('type', 'button');
    if (control) {
      next.className = control.className;
      next.append(...control.childNodes);
      control.replaceWith(next);
    } else host.append(next);
    control = next;
  }
  if (buttonText && control.textContent !== buttonText) control.textContent = buttonText;
  if (href) control.setAttribute('href', href);
  if (newWindow) {
    control.setAttribute('target', '_blank');
    control.setAttribute('rel', 'noopener');
  }
}

/** The census fields of an `<sq-button>`: its id, its control's text and link, its alignment and size. */
export function buttonBlockFields(host: HTMLElement): ButtonFields {
  const control = buttonControl(host);
  return buttonEventFields(host.getAttribute(BUTTON_ATTRIBUTE) || host.id, control, control instanceof HTMLAnchorElement ? control : null, (name) =>
    host.getAttribute(name === 'context' ? `${BUTTON_ATTRIBUTE}-context` : name),
  );
}
