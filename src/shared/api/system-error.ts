/**
 * The system-error overlay: a modal alertdialog drawn with lit-html into a fixed host with its
 * own shadow root, outside React, so the data layer can show it from anywhere. Server text is
 * rendered as text, never as HTML.
 */
import { html, nothing, render } from 'lit-html';
import { restoreFocus } from '../dom/focus.js';
import { trapFocus } from '../dom/focus-trap.js';
import { t } from '../i18n/format.js';
import { styles } from './system-error.styles.js';

export interface SystemError {
  message: string;
  /** authorizationFail: covers the whole page and offers Reload Page as well as Clear. */
  fullScreen?: boolean;
}

/** Marks the overlay's host element. */
export const SYSTEM_ERROR_ATTRIBUTE = 'data-sq-system-error';

interface Shown {
  host: HTMLElement;
  root: ShadowRoot;
  fullScreen: boolean;
  /** Where focus was before the overlay took it. */
  origin: HTMLElement | undefined;
  releaseFocus: () => void;
}

let shown: Shown | undefined;
let sheet: CSSStyleSheet | undefined;
let reloadPage: () => void = () => location.reload();

/** Replaces what Reload Page does (tests); returns a function that restores the previous action. */
export function setPageReload(reload: () => void): () => void {
  const previous = reloadPage;
  reloadPage = reload;
  return () => {
    reloadPage = previous;
  };
}

function deepActiveElement(): HTMLElement | undefined {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : undefined;
}

function onKeydown(event: KeyboardEvent) {
  if (event.key !== 'Escape') return;
  event.preventDefault();
  event.stopPropagation();
  dismissSystemError();
}

function template(message: string, fullScreen: boolean) {
  return html`<div class=${fullScreen ? 'backdrop full-screen' : 'backdrop'}>
    <div class="dialog" role="alertdialog" aria-modal="true" aria-labelledby="message" @keydown=${onKeydown}>
      <p class="message" id="message">${message}</p>
      <div class="actions">
        ${fullScreen ? html`<button type="button" class="primary" @click=${() => reloadPage()}>${t('reloadPage')}</button>` : nothing}
        <button type="button" @click=${dismissSystemError}>${t('clear')}</button>
      </div>
    </div>
  </div>`;
}

function mount(): Shown {
  const host = document.createElement('div');
  host.setAttribute(SYSTEM_ERROR_ATTRIBUTE, '');
  const root = host.attachShadow({ mode: 'open' });
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(styles);
  }
  // Adopted, not a <style> element: works under style-src 'self'.
  root.adoptedStyleSheets = [sheet];
  const origin = deepActiveElement();
  (document.body ?? document.documentElement).append(host);
  return { host, root, fullScreen: false, origin, releaseFocus: () => {} };
}

/** Shows `error`, or updates the overlay already shown; focus moves to its first button. */
export function showSystemError({ message, fullScreen = false }: SystemError): void {
  // A full-screen error stays until dismissed: a lesser failure meanwhile does not replace it.
  if (shown?.fullScreen && !fullScreen) return;
  const fresh = !shown;
  shown ??= mount();
  shown.fullScreen = fullScreen;
  render(template(message, fullScreen), shown.root);
  const dialog = shown.root.querySelector<HTMLElement>('[role="alertdialog"]')!;
  const firstButton = () => dialog.querySelector('button')!;
  firstButton().focus();
  if (fresh) shown.releaseFocus = trapFocus(dialog, firstButton);
}

/** Removes the overlay (Clear, Escape) and gives focus back. */
export function dismissSystemError(): void {
  if (!shown) return;
  const { host, root, origin, releaseFocus } = shown;
  shown = undefined;
  releaseFocus();
  render(nothing, root);
  host.remove();
  restoreFocus(origin);
}
