import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { t } from '../../shared/i18n/format.js';
import { formatInstant } from '../../shared/inbox/state.js';
import { changePassword, endSession, loadAccount, type AccountOverview } from '../../shared/owners/api.js';
import { newPasswordProblem, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../shared/owners/accounts.js';
import { failureText } from './failure.js';

type PasswordField = 'currentPassword' | 'newPassword';

/**
 * The signed-in owner's own account: a password change that needs the current password (the
 * other sessions end, this one stays), the sessions with this browser marked and a button to end
 * each (ending this one signs out), and for an admin the billing link the site's plan calls for.
 */
export interface AccountAppProps {
  /** This browser's session has ended: the sign-in page by default. */
  onSignedOut?: () => void;
}

const toSignIn = () => location.assign('/config/account');

export function AccountApp({ onSignedOut = toSignIn }: AccountAppProps) {
  const [overview, setOverview] = useState<AccountOverview | undefined>(undefined);
  const [error, setError] = useState('');
  const [signedOut, setSignedOut] = useState(false);
  const [status, setStatus] = useState('');
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<PasswordField, string>>>({});
  const [saving, setSaving] = useState(false);
  const [ending, setEnding] = useState('');
  const currentInput = useRef<HTMLInputElement>(null);
  const newInput = useRef<HTMLInputElement>(null);
  const sessionsHeading = useRef<HTMLHeadingElement>(null);
  const ids = { current: useId(), next: useId(), hint: useId(), currentError: useId(), nextError: useId() };

  const fail = useCallback((caught: unknown) => {
    const failure = failureText(caught);
    setError(failure.text);
    if (failure.signedOut) setSignedOut(true);
    return failure;
  }, []);

  const reload = useCallback(() => loadAccount().then(setOverview, fail), [fail]);
  useEffect(() => void reload(), [reload]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setStatus('');
    setError('');
    const problems: Partial<Record<PasswordField, string>> = {};
    if (current === '') problems.currentPassword = t('accountEnterCurrentPassword');
    const problem = newPasswordProblem(next);
    if (problem) problems.newPassword = problem;
    setFieldErrors(problems);
    if (problems.currentPassword) return currentInput.current?.focus();
    if (problems.newPassword) return newInput.current?.focus();
    setSaving(true);
    try {
      await changePassword(current, next);
      setCurrent('');
      setNext('');
      setStatus(t('accountPasswordChanged'));
      await reload();
    } catch (caught) {
      const failure = fail(caught);
      const field = failure.fields.currentPassword ? 'currentPassword' : failure.fields.newPassword ? 'newPassword' : undefined;
      if (field) {
        setError('');
        setFieldErrors({ [field]: failure.fields[field] });
        (field === 'currentPassword' ? currentInput : newInput).current?.focus();
      }
    } finally {
      setSaving(false);
    }
  };

  const end = async (id: string) => {
    setStatus('');
    setError('');
    setEnding(id);
    try {
      const { signedOut: self } = await endSession(id);
      if (self) {
        onSignedOut();
        return;
      }
      await reload();
      setStatus(t('accountSessionEnded'));
      sessionsHeading.current?.focus();
    } catch (caught) {
      fail(caught);
    } finally {
      setEnding('');
    }
  };

  const errorBlock = (
    <p className="error" role="alert">
      {error}
      {signedOut && (
        <>
          {' '}
          <a href="/config/account">{t('inboxSignIn')}</a>
        </>
      )}
    </p>
  );

  if (!overview) {
    return (
      <div className="owners-page">
        {errorBlock}
        {!error && <p role="status">{t('backEndLoading')}</p>}
      </div>
    );
  }

  const { account, sessions, billing } = overview;
  return (
    <div className="owners-page">
      <h2>{t('accountTitle')}</h2>
      <p>{t('accountSignedInAs', { name: account.displayName, email: account.email })}</p>
      {errorBlock}
      <p className="inbox-status" role="status">
        {status}
      </p>

      {billing && (
        <section className="owners-section">
          <h3 id="account-billing">{t('accountBillingHeading')}</h3>
          {billing.kind === 'upgrade' && <p>{t('accountBillingTrial')}</p>}
          <p>
            <a className="button" href={billing.href}>
              {billing.kind === 'upgrade' ? t('accountBillingUpgrade') : t('accountBillingPaid')}
            </a>
          </p>
        </section>
      )}

      <section className="owners-section">
        <h3 id="account-password">{t('accountPasswordHeading')}</h3>
        <form className="owners-form" onSubmit={(event) => void submit(event)} noValidate>
          <input type="hidden" name="username" autoComplete="username" value={account.email} />
          <div className="field">
            <label htmlFor={ids.current}>{t('accountCurrentPassword')}</label>
            <input
              id={ids.current}
              ref={currentInput}
              type="password"
              autoComplete="current-password"
              maxLength={PASSWORD_MAX_LENGTH}
              value={current}
              onChange={(event) => setCurrent(event.target.value)}
              aria-invalid={fieldErrors.currentPassword ? true : undefined}
              aria-describedby={fieldErrors.currentPassword ? ids.currentError : undefined}
            />
            {fieldErrors.currentPassword && (
              <p id={ids.currentError} className="field-error">
                {fieldErrors.currentPassword}
              </p>
            )}
          </div>
          <div className="field">
            <label htmlFor={ids.next}>{t('accountNewPassword')}</label>
            <input
              id={ids.next}
              ref={newInput}
              type="password"
              autoComplete="new-password"
              maxLength={PASSWORD_MAX_LENGTH}
              value={next}
              onChange={(event) => setNext(event.target.value)}
              aria-invalid={fieldErrors.newPassword ? true : undefined}
              aria-describedby={fieldErrors.newPassword ? `${ids.nextError} ${ids.hint}` : ids.hint}
            />
            {fieldErrors.newPassword && (
              <p id={ids.nextError} className="field-error">
                {fieldErrors.newPassword}
              </p>
            )}
            <p id={ids.hint} className="hint">
              {t('accountPasswordHint', { min: PASSWORD_MIN_LENGTH })}
            </p>
          </div>
          <button type="submit" className="primary" aria-busy={saving || undefined}>
            {t('accountChangePassword')}
          </button>
        </form>
      </section>

      <section className="owners-section">
        <h3 id="account-sessions" ref={sessionsHeading} tabIndex={-1}>
          {t('accountSessionsHeading')}
        </h3>
        <p>{t('accountSessionsIntro')}</p>
        {/* A focusable region, so keyboard users can scroll a table wider than the screen. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <div className="inbox-table" role="region" aria-labelledby="account-sessions" tabIndex={0}>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('accountSessionBrowser')}</th>
                <th scope="col">{t('accountSessionStarted')}</th>
                <th scope="col">{t('accountSessionLastSeen')}</th>
                <th scope="col">{t('accountSessionActions')}</th>
              </tr>
            </thead>
            <tbody>
              {sessions.map((session) => (
                <tr key={session.id} data-session={session.id}>
                  <td className="owners-browser">
                    {session.current && <strong className="owners-badge">{t('accountThisBrowser')}</strong>}
                    <span>{session.userAgent ?? t('accountUnknownBrowser')}</span>
                  </td>
                  <td>
                    <time dateTime={session.createdAt}>{formatInstant(session.createdAt)}</time>
                  </td>
                  <td>{session.lastSeenAt && <time dateTime={session.lastSeenAt}>{formatInstant(session.lastSeenAt)}</time>}</td>
                  <td>
                    <button
                      type="button"
                      onClick={() => void end(session.id)}
                      disabled={ending !== ''}
                      aria-busy={ending === session.id || undefined}
                    >
                      {t('accountEndSession')}
                      <span className="visually-hidden">
                        {' '}
                        {session.current ? t('accountThisBrowser') : t('accountEndSessionHidden', { date: formatInstant(session.createdAt) })}
                      </span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
