/**
 * The owner back end's inbox page (/config/inbox): mounts the inbox view into #inbox and runs the
 * header's Log out button and Shift+Escape. Built into dist/config/ (rollup.config.mjs), served at /dist/config/inbox.js.
 */
import { createRoot } from 'react-dom/client';
import { post } from '../shared/api/request.js';
import { t } from '../shared/i18n/format.js';
import { InboxApp } from '../react/Inbox/InboxApp.js';

const mount = document.getElementById('inbox');
if (mount) {
  mount.replaceChildren();
  createRoot(mount).render(<InboxApp />);
}

const logoutButton = document.getElementById('logout');
const error = document.getElementById('back-end-error');
let loggingOut = false;

async function logout(): Promise<void> {
  if (loggingOut) return;
  loggingOut = true;
  try {
    const answer = await post<{ redirect?: unknown }>('/api/auth/Logout', { body: {}, quiet: true });
    const redirect = answer?.redirect;
    location.assign(typeof redirect === 'string' && redirect.startsWith('/') && !redirect.startsWith('//') ? redirect : '/?logout=true');
  } catch {
    if (error) error.textContent = t('somethingWentWrong');
  }
  loggingOut = false;
}

logoutButton?.addEventListener('click', () => void logout());
// Shift+Escape logs out (§2), as everywhere in the back end; a dialog's own Escape is left alone.
document.addEventListener('keydown', (event) => {
  if ((event.key === 'Escape' || event.key === 'Esc') && event.shiftKey && !event.defaultPrevented && !document.querySelector('dialog[open]')) {
    event.preventDefault();
    void logout();
  }
});
