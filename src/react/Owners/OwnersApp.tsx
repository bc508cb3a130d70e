import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { t } from '../../shared/i18n/format.js';
import { formatInstant } from '../../shared/inbox/state.js';
import {
  inviteOwner,
  loadOwners,
  removeOwner,
  withdrawInvitation,
  type ListedOwner,
  type OwnersOverview,
  type PendingOwnerInvitation,
} from '../../shared/owners/api.js';
import {
  checkInvitation,
  CONTRIBUTOR_ROLES,
  DISPLAY_NAME_MAX_LENGTH,
  PERMISSION_CODES,
  PERMISSION_LABELS,
  permissionName,
  ROLE_LABELS,
  roleNames,
  type InvitationErrors,
  type InvitationField,
} from '../../shared/owners/accounts.js';
import { ConfirmDialog } from '../common/ConfirmDialog.js';
import { useFocusAfterRender } from '../common/useFocusAfterRender.js';
import { failureText } from './failure.js';

const FIELD_ORDER: InvitationField[] = ['email', 'displayName', 'permission', 'websiteRoles'];

/** What the confirmation asks about: removing an owner, or withdrawing an invitation. */
type Confirmation = { kind: 'remove'; owner: ListedOwner } | { kind: 'withdraw'; invitation: PendingOwnerInvitation };

const confirmationTexts = (confirmation: Confirmation) =>
  confirmation.kind === 'remove'
    ? {
        title: t('ownersRemoveTitle'),
        message: t('ownersRemoveMessage', { name: confirmation.owner.displayName, email: confirmation.owner.email }),
        confirmLabel: t('ownersRemoveConfirm'),
        cancelLabel: t('ownersRemoveCancel'),
      }
    : {
        title: t('ownersWithdrawTitle'),
        message: t('ownersWithdrawMessage', { name: confirmation.invitation.displayName, email: confirmation.invitation.email }),
        confirmLabel: t('ownersWithdrawConfirm'),
        cancelLabel: t('ownersWithdrawCancel'),
      };

/**
 * The site's owners, for an admin: who may sign in with which permission and roles, removing one
 * after a confirmation, inviting one (checked as typed, with the editor's email messages), the
 * invitations not yet accepted (each withdrawn after a confirmation), and the outbox the invitations
 * wait in, as this server sends no mail.
 */
export function OwnersApp() {
  const [overview, setOverview] = useState<OwnersOverview | undefined>(undefined);
  const [error, setError] = useState('');
  const [signedOut, setSignedOut] = useState(false);
  const [status, setStatus] = useState('');
  const [email, setEmail] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [permission, setPermission] = useState('1');
  const [roles, setRoles] = useState<number[]>([]);
  const [fieldErrors, setFieldErrors] = useState<InvitationErrors>({});
  const [inviting, setInviting] = useState(false);
  const [confirming, setConfirming] = useState<Confirmation | undefined>(undefined);
  const [confirmBusy, setConfirmBusy] = useState(false);
  const [confirmError, setConfirmError] = useState('');
  const ownersHeading = useRef<HTMLHeadingElement>(null);
  const inviteHeading = useRef<HTMLHeadingElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const pendingHeading = useRef<HTMLHeadingElement>(null);
  const confirmFrom = useRef<HTMLButtonElement | null>(null);
  const fieldRefs = {
    email: useRef<HTMLInputElement>(null),
    displayName: useRef<HTMLInputElement>(null),
    permission: useRef<HTMLSelectElement>(null),
    websiteRoles: useRef<HTMLInputElement>(null),
  };
  const id = useId();
  const fieldId = (field: string) => `${id}-${field}`;

  const fail = useCallback((caught: unknown) => {
    const failure = failureText(caught);
    setError(failure.text);
    if (failure.signedOut) setSignedOut(true);
    return failure;
  }, []);

  const reload = useCallback(() => loadOwners().then(setOverview, fail), [fail]);
  useEffect(() => void reload(), [reload]);

  const showFieldErrors = (errors: InvitationErrors) => {
    setFieldErrors(errors);
    const first = FIELD_ORDER.find((field) => errors[field]);
    if (first) fieldRefs[first].current?.focus();
  };

  const invite = async (event: FormEvent) => {
    event.preventDefault();
    if (inviting) return;
    setStatus('');
    setError('');
    const checked = checkInvitation({ email, displayName, permission: Number(permission), websiteRoles: roles });
    if ('errors' in checked) return showFieldErrors(checked.errors);
    setFieldErrors({});
    setInviting(true);
    try {
      await inviteOwner(checked.invitation);
      setEmail('');
      setDisplayName('');
      setPermission('1');
      setRoles([]);
      // Said once the list shows the invitation, so the message and the page agree.
      await reload();
      setStatus(t('ownersInvited', { email: checked.invitation.email }));
    } catch (caught) {
      const failure = fail(caught);
      if (Object.keys(failure.fields).length) {
        setError('');
        showFieldErrors(failure.fields as InvitationErrors);
      }
    } finally {
      setInviting(false);
    }
  };

  const ask = (confirmation: Confirmation) => (event: { currentTarget: HTMLButtonElement }) => {
    confirmFrom.current = event.currentTarget;
    setConfirming(confirmation);
  };

  const confirm = async () => {
    if (!confirming) return;
    setConfirmBusy(true);
    setConfirmError('');
    try {
      if (confirming.kind === 'remove') await removeOwner(confirming.owner.id);
      else await withdrawInvitation(confirming.invitation.email);
      setConfirming(undefined);
      // Said once the row has left the list, so the message and the page agree.
      await reload();
      setStatus(
        confirming.kind === 'remove'
          ? t('ownersRemoved', { name: confirming.owner.displayName })
          : t('ownersWithdrawn', { email: confirming.invitation.email }),
      );
      // The row and its button are gone: focus goes to the heading of the list it was in (the
      // invitation form's, once no invitation is left).
      const heading = confirming.kind === 'remove' ? ownersHeading : pendingHeading;
      focusAfterRender(() => heading.current ?? inviteHeading.current);
    } catch (caught) {
      const failure = failureText(caught);
      setConfirmError(failure.text);
      if (failure.signedOut) setSignedOut(true);
    } finally {
      setConfirmBusy(false);
    }
  };

  const cancelConfirmation = () => {
    setConfirming(undefined);
    setConfirmError('');
    // The dialog is gone after this render; the button it came from takes focus again.
    focusAfterRender(() => confirmFrom.current);
  };

  const errorBlock = (
    <p className="error" role="alert">
      {error}
      {signedOut && (
        <>
          {' '}
          <a href="/config/owners">{t('inboxSignIn')}</a>
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

  const invalid = (field: InvitationField) =>
    fieldErrors[field] ? { 'aria-invalid': true as const, 'aria-describedby': fieldId(`${field}-error`) } : {};
  const fieldError = (field: InvitationField) =>
    fieldErrors[field] && (
      <p id={fieldId(`${field}-error`)} className="field-error">
        {fieldErrors[field]}
      </p>
    );

  return (
    <div className="owners-page">
      <h2 id="owners-heading" ref={ownersHeading} tabIndex={-1}>
        {t('ownersTitle')}
      </h2>
      <p>{t('ownersIntro')}</p>
      {errorBlock}
      <p className="inbox-status" role="status">
        {status}
      </p>
      {/* A focusable region, so keyboard users can scroll a table wider than the screen. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="inbox-table" role="region" aria-labelledby="owners-heading" tabIndex={0}>
        <table>
          <thead>
            <tr>
              <th scope="col">{t('ownersColumnName')}</th>
              <th scope="col">{t('ownersColumnEmail')}</th>
              <th scope="col">{t('ownersColumnPermission')}</th>
              <th scope="col">{t('ownersColumnRoles')}</th>
              <th scope="col">{t('ownersColumnActions')}</th>
            </tr>
          </thead>
          <tbody>
            {overview.owners.map((owner) => (
              <tr key={owner.id} data-owner={owner.email}>
                <td>
                  {owner.displayName}
                  {owner.id === overview.you && <span className="muted"> {t('ownersYou')}</span>}
                </td>
                <td>{owner.email}</td>
                <td>{permissionName(owner.permission)}</td>
                <td>{roleNames(owner.websiteRoles)}</td>
                <td>
                  {owner.removable && (
                    <button type="button" onClick={ask({ kind: 'remove', owner })}>
                      {t('ownersRemove')}
                      <span className="visually-hidden"> {t('ownersRemoveHidden', { name: owner.displayName })}</span>
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <section className="owners-section">
        <h3 id="owners-invite" ref={inviteHeading} tabIndex={-1}>
          {t('ownersInviteHeading')}
        </h3>
        <form className="owners-form" onSubmit={(event) => void invite(event)} noValidate>
          <div className="field">
            <label htmlFor={fieldId('email')}>{t('ownersInviteEmail')}</label>
            <input
              id={fieldId('email')}
              ref={fieldRefs.email}
              type="email"
              autoComplete="off"
              spellCheck={false}
              maxLength={256}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              {...invalid('email')}
            />
            {fieldError('email')}
          </div>
          <div className="field">
            <label htmlFor={fieldId('displayName')}>{t('ownersInviteName')}</label>
            <input
              id={fieldId('displayName')}
              ref={fieldRefs.displayName}
              type="text"
              autoComplete="off"
              maxLength={DISPLAY_NAME_MAX_LENGTH}
              value={displayName}
              onChange={(event) => setDisplayName(event.target.value)}
              {...invalid('displayName')}
            />
            {fieldError('displayName')}
          </div>
          <div className="field">
            <label htmlFor={fieldId('permission')}>{t('ownersInvitePermission')}</label>
            <select
              id={fieldId('permission')}
              ref={fieldRefs.permission}
              value={permission}
              onChange={(event) => setPermission(event.target.value)}
              {...invalid('permission')}
            >
              {PERMISSION_CODES.map((code) => (
                <option key={code} value={String(code)}>
                  {t(PERMISSION_LABELS[code])}
                </option>
              ))}
            </select>
            {fieldError('permission')}
          </div>
          <fieldset className="owners-roles" {...(fieldErrors.websiteRoles && { 'aria-describedby': fieldId('websiteRoles-error') })}>
            <legend>{t('ownersInviteRoles')}</legend>
            <div className="owners-role-list">
              {CONTRIBUTOR_ROLES.map((role, index) => (
                <label key={role} className="owners-role">
                  <input
                    type="checkbox"
                    ref={index === 0 ? fieldRefs.websiteRoles : undefined}
                    checked={roles.includes(role)}
                    onChange={(event) => {
                      const { checked } = event.target;
                      setRoles((current) => (checked ? [...current, role] : current.filter((other) => other !== role)));
                    }}
                  />
                  {t(ROLE_LABELS[role])}
                </label>
              ))}
            </div>
            {fieldError('websiteRoles')}
          </fieldset>
          <button type="submit" className="primary" aria-busy={inviting || undefined}>
            {t('ownersInviteSend')}
          </button>
        </form>
      </section>

      {overview.invitations.length > 0 && (
        <section className="owners-section">
          <h3 id="owners-pending" ref={pendingHeading} tabIndex={-1}>
            {t('ownersPendingHeading')}
          </h3>
          <ul className="owners-pending">
            {overview.invitations.map((invitation) => (
              <li key={invitation.email}>
                <strong>{invitation.displayName}</strong> ({invitation.email}), {permissionName(invitation.permission)},{' '}
                {roleNames(invitation.websiteRoles)}{' '}
                <span className="muted">{t('ownersPendingExpires', { date: formatInstant(invitation.expiresAt) })}</span>{' '}
                <button type="button" onClick={ask({ kind: 'withdraw', invitation })}>
                  {t('ownersWithdraw')}
                  <span className="visually-hidden"> {t('ownersWithdrawHidden', { email: invitation.email })}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="owners-section">
        <h3 id="owners-outbox">{t('ownersOutboxHeading')}</h3>
        <p>{t('ownersOutboxIntro')}</p>
        {overview.outbox.length === 0 ? (
          <p>{t('ownersOutboxEmpty')}</p>
        ) : (
          <ol className="owners-outbox">
            {overview.outbox.map((message) => (
              <li key={message.id}>
                <article aria-labelledby={`${id}-${message.id}`}>
                  <h4 id={`${id}-${message.id}`}>{message.subject}</h4>
                  <p className="muted">
                    {t('ownersOutboxTo', { to: message.to })} · <time dateTime={message.createdAt}>{formatInstant(message.createdAt)}</time>
                  </p>
                  <pre className="owners-mail">{message.body}</pre>
                </article>
              </li>
            ))}
          </ol>
        )}
      </section>

      {confirming && (
        <ConfirmDialog
          {...confirmationTexts(confirming)}
          busy={confirmBusy}
          error={confirmError}
          onConfirm={() => void confirm()}
          onCancel={cancelConfirmation}
        />
      )}
    </div>
  );
}
