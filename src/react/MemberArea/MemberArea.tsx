import { useEffect } from 'react';
import type { HostContext } from '../common/host-context.js';
import { signInMember, signOutMember } from '../../shared/api/members.js';
import { ApiError } from '../../shared/api/errors.js';
import { followUrl } from '../../shared/dom/navigate.js';
import { t } from '../../shared/i18n/format.js';

type Action = 'sign-in' | 'sign-out';

const fieldOf = (form: HTMLFormElement, name: string) => form.elements.namedItem(name) as HTMLInputElement | null;

/** What the visitor reads when a call fails: the wrong password, no connection, or the server's reason. */
function failureText(error: unknown): string {
  if (!(error instanceof ApiError) || error.kind === 'connection') return t('memberUnreachable');
  return error.status === 401 && error.kind !== 'crumbFail' ? t('memberSignInFailed') : error.message;
}

/** Shows `text` in the form's alert, marks its fields invalid and moves focus to the first. */
function showFailure(form: HTMLFormElement, text: string): void {
  const alert = form.querySelector<HTMLElement>('.member-error');
  if (alert) {
    alert.textContent = text;
    alert.hidden = false;
  }
  const inputs = [...form.querySelectorAll<HTMLInputElement>('input[type="email"], input[type="password"]')];
  for (const input of inputs) {
    input.setAttribute('aria-invalid', 'true');
    if (alert?.id) input.setAttribute('aria-describedby', alert.id);
  }
  const password = fieldOf(form, 'password');
  if (password) password.value = '';
  inputs[0]?.focus();
}

/** The submit button reads 'Signing in…' and refuses a second press until the call ends. */
function busy(form: HTMLFormElement, action: Action): () => void {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"], button:not([type])');
  const text = button?.textContent ?? '';
  form.setAttribute('aria-busy', 'true');
  if (button) {
    button.setAttribute('aria-disabled', 'true');
    button.textContent = t(action === 'sign-in' ? 'memberSigningIn' : 'memberSigningOut');
  }
  return () => {
    form.removeAttribute('aria-busy');
    if (button) {
      button.removeAttribute('aria-disabled');
      button.textContent = text;
    }
  };
}

/**
 * The member area: its light-DOM forms show as they are (plain POST forms). Upgraded, signing in
 * and out go through the account session calls; on success the page loads again as the member
 * now sees it. A failed sign-in says why in the form's alert; a sign-out the session call refuses
 * (its xsrfToken lost, say) falls back to the form itself.
 */
export function MemberArea({ host }: HostContext) {
  useEffect(() => {
    const pending = new WeakSet<HTMLFormElement>();
    const onSubmit = (event: Event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !host.contains(form)) return;
      const action = form.dataset['member'];
      if (action !== 'sign-in' && action !== 'sign-out') return;
      event.preventDefault();
      if (pending.has(form)) return;
      pending.add(form);
      const done = busy(form, action);
      const path = fieldOf(form, 'path')?.value || host.ownerDocument.location.pathname;
      const call =
        action === 'sign-in'
          ? signInMember({
              email: fieldOf(form, 'email')?.value.trim() ?? '',
              password: fieldOf(form, 'password')?.value ?? '',
              rememberMe: fieldOf(form, 'rememberMe')?.checked ?? false,
            })
          : signOutMember();
      call.then(
        () => followUrl(path),
        (error: unknown) => {
          pending.delete(form);
          done();
          if (action === 'sign-out' && !(error instanceof ApiError && error.kind === 'connection')) form.submit();
          else showFailure(form, failureText(error));
        },
      );
    };
    host.addEventListener('submit', onSubmit);
    return () => host.removeEventListener('submit', onSubmit);
  }, [host]);

  return <slot />;
}
