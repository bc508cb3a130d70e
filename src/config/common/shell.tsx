/**
 * What every screen of the back end shares: its view mounted into #back-end-app, the header's Log
 * out button, and Shift+Escape to log out, as everywhere in the back end.
 */
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { post } from '../../shared/api/request.js';
import { t } from '../../shared/i18n/format.js';

let loggingOut = false;

async function logout(): Promise<void> {
  if (loggingOut) return;
  loggingOut = true;
  try {
    const answer = await post<{ redirect?: unknown }>('/api/auth/Logout', { body: {}, quiet: true });
    const redirect = answer?.redirect;
    location.assign(typeof redirect === 'string' && redirect.startsWith('/') && !redirect.startsWith('//') ? redirect : '/?logout=true');
  } catch {
    const error = document.getElementById('back-end-error');
    if (error) error.textContent = t('somethingWentWrong');
  }
  loggingOut = false;
}

/** Mounts `view` into the page's #back-end-app (absent when the server refused the screen) and runs the header. */
export function startScreen(view: ReactNode): void {
  const mount = document.getElementById('back-end-app');
  if (mount) {
    mount.replaceChildren();
    createRoot(mount).render(view);
  }
  document.getElementById('logout')?.addEventListener('click', () => void logout());
  // A dialog's own Escape is left alone.
  document.addEventListener('keydown', (event) => {
    if ((event.key === 'Escape' || event.key === 'Esc') && event.shiftKey && !event.defaultPrevented && !document.querySelector('dialog[open]')) {
      event.preventDefault();
      void logout();
    }
  });
}
