// The config area's sign-in form: posts { email, password } to /api/auth/Login and, once signed
// in, reloads the same address, which then shows the back end.
import { byId, errorText, postJson } from './api.js';
import { messages, missingCredentialsMessage } from './messages.js';

const texts = messages();

const form = byId('sign-in', HTMLFormElement);
const email = byId('sign-in-email', HTMLInputElement);
const password = byId('sign-in-password', HTMLInputElement);
const error = byId('sign-in-error', HTMLElement);
let busy = false;

/** Shows `message` in the alert and marks `fields` invalid; with no message, clears both. */
function showError(message = '', fields: HTMLInputElement[] = []): void {
  error.textContent = message;
  for (const input of [email, password]) {
    if (fields.includes(input)) {
      input.setAttribute('aria-invalid', 'true');
      input.setAttribute('aria-describedby', error.id);
    } else {
      input.removeAttribute('aria-invalid');
      input.removeAttribute('aria-describedby');
    }
  }
}

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  if (busy) return;
  const missing = [email.value.trim() === '' && email, password.value === '' && password].filter((input) => input !== false);
  if (missing.length) {
    showError(missingCredentialsMessage(texts, missing.includes(email), missing.includes(password)), missing);
    missing[0]?.focus();
    return;
  }
  busy = true;
  form.setAttribute('aria-busy', 'true');
  // Cleared first, so the same message twice in a row is announced again.
  showError();
  try {
    const { status, data } = await postJson('/api/auth/Login', { email: email.value.trim(), password: password.value });
    if (status === 200) {
      location.reload();
      return;
    }
    showError(errorText(data, texts.callFailed), status === 401 ? [email, password] : []);
    password.select();
    password.focus();
  } catch {
    showError(texts.connectionFailed);
  } finally {
    busy = false;
    form.removeAttribute('aria-busy');
  }
});
