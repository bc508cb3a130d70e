/**
 * The button block (§3 button event): a real link (or, with no click-through URL, a button) in the
 * element's light DOM, and the fields its census hits carry.
 */
import { BUTTON_ATTRIBUTE, presentFields, type ButtonFields } from '../analytics/button-store.js';
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
  return url !== undefined && url.trim() !== '' && isSafeLinkHref(url) ? normalizeLinkHref(url) : undefined;
}

/** The element's link or button: its first child that is one. */
export function buttonControl(host: Element): HTMLAnchorElement | HTMLButtonElement | null {
  return host.querySelector<HTMLAnchorElement | HTMLButtonElement>(':scope > :is(a, button)');
}

/**
 * Brings the light DOM in line with the options: a link to a valid click-through URL (a new window
 * with `newWindow`), else the page's own link or a plain button, with `buttonText` when given. A
 * click-through URL the link rules refuse logs one error and leaves the page's markup as it is.
 */
export function syncButton(host: HTMLElement, options: ButtonOptions, tag = `<${host.localName}>`): HTMLAnchorElement | HTMLButtonElement | null {
  const { buttonText, clickthroughUrl, newWindow } = options;
  let control = buttonControl(host);
  const wanted = clickthroughUrl === undefined || clickthroughUrl.trim() === '' ? undefined : buttonHref(clickthroughUrl);
  if (clickthroughUrl !== undefined && clickthroughUrl.trim() !== '' && wanted === undefined) {
    console.error(
      `${tag}: the "clickthrough-url" attribute "${clickthroughUrl}" is not a link the site may show; showing the button as the page wrote it.`,
    );
    return control;
  }
  const needLink = wanted !== undefined;
  if (!control || (needLink && control.localName !== 'a')) {
    if (!control && !buttonText?.trim()) return null;
    const next = document.createElement(needLink ? 'a' : 'button');
    if (next instanceof HTMLButtonElement) next.type = 'button';
    if (control) {
      next.className = control.className;
      next.append(...control.childNodes);
      control.replaceWith(next);
    } else host.append(next);
    control = next;
  }
  if (buttonText?.trim() && control.textContent !== buttonText) control.textContent = buttonText;
  if (control instanceof HTMLAnchorElement) {
    if (wanted !== undefined && control.getAttribute('href') !== wanted) control.setAttribute('href', wanted);
    if (newWindow !== undefined) {
      if (newWindow) {
        control.target = '_blank';
        control.rel = 'noopener';
      } else if (control.target === '_blank') {
        control.removeAttribute('target');
        control.removeAttribute('rel');
      }
    }
  }
  return control;
}

const optional = (value: string | null | undefined) => (value ? value : undefined);

/** The census fields of an `<sq-button>`: its id, its control's text and link, and its options. */
export function buttonBlockFields(host: HTMLElement, options: ButtonOptions): ButtonFields {
  const control = buttonControl(host);
  const link = control instanceof HTMLAnchorElement && control.hasAttribute('href') ? control : null;
  return presentFields({
    id: optional(host.getAttribute(BUTTON_ATTRIBUTE)) ?? optional(host.id),
    buttonText: (control?.textContent ?? options.buttonText ?? '').trim().replace(/\s+/g, ' '),
    clickthroughUrl: link?.href,
    alignment: options.alignment,
    size: options.size,
    newWindow: link?.target === '_blank',
    context: optional(host.getAttribute(`${BUTTON_ATTRIBUTE}-context`)),
  });
}
