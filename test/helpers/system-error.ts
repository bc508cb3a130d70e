import { SYSTEM_ERROR_ATTRIBUTE } from '../../src/shared/api/system-error.js';

/** The system-error overlay as a user meets it, or undefined when none is shown. */
export function systemErrorOverlay() {
  const host = document.querySelector<HTMLElement>(`[${SYSTEM_ERROR_ATTRIBUTE}]`);
  const root = host?.shadowRoot;
  const dialog = root?.querySelector<HTMLElement>('[role="alertdialog"]');
  if (!host || !root || !dialog) return undefined;
  const label = root.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
  const buttons = [...dialog.querySelectorAll('button')];
  return {
    host,
    root,
    dialog,
    backdrop: root.querySelector<HTMLElement>('.backdrop')!,
    /** The dialog's accessible name: the text of the element that labels it. */
    label: label?.textContent ?? '',
    buttons,
    buttonNames: buttons.map((button) => button.textContent?.trim()),
    /** The element focused inside the overlay. */
    focused: () => root.activeElement,
  };
}
