import { useCallback, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { t } from '../../shared/i18n/format.js';
import { failureText } from '../../shared/config/site-settings-api.js';

export interface Saver {
  busy: boolean;
  /** The last save's outcome: what the owner reads in the section's status line. */
  status: string;
  error: string;
  signedOut: boolean;
  /** Runs `save`, showing 'Saved…' when it resolves and the reason when it fails. */
  run: (save: () => Promise<void>) => Promise<boolean>;
  /** Shows a problem found before anything was sent. */
  refuse: (message: string) => void;
}

export function useSaver(): Saver {
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const [signedOut, setSignedOut] = useState(false);
  const running = useRef(false);
  const run = useCallback(async (save: () => Promise<void>) => {
    if (running.current) return false;
    running.current = true;
    setBusy(true);
    setStatus('');
    setError('');
    try {
      await save();
      setStatus(t('siteSettingsSaved'));
      return true;
    } catch (caught) {
      const failure = failureText(caught);
      setError(failure.text);
      setSignedOut(failure.signedOut);
      return false;
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  const refuse = useCallback((message: string) => {
    setStatus('');
    setError(message);
  }, []);
  return { busy, status, error, signedOut, run, refuse };
}

export interface SectionProps {
  id: string;
  title: string;
  intro?: string;
  saver: Saver;
  saveLabel: string;
  onSubmit: () => void;
  children: ReactNode;
  aside?: ReactNode;
}

/** A settings section: its heading, a form that saves with its button, and the outcome read out in place. */
export function SettingsSection({ id, title, intro, saver, saveLabel, onSubmit, children, aside }: SectionProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <section className="settings-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {intro && <p className="muted">{intro}</p>}
      <div className={aside ? 'settings-columns' : undefined}>
        <form className="settings-form" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
          {children}
          <div className="settings-actions">
            <button type="submit" className="primary" aria-busy={saver.busy || undefined} disabled={saver.busy}>
              {saveLabel}
            </button>
            <p className="settings-status" role="status">
              {saver.status}
            </p>
          </div>
          <p className="error" role="alert">
            {saver.error}
            {saver.signedOut && (
              <>
                {' '}
                <a href={location.pathname}>{t('inboxSignIn')}</a>
              </>
            )}
          </p>
        </form>
        {aside}
      </div>
    </section>
  );
}

export interface FieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string;
  maxLength?: number;
  type?: 'text' | 'url' | 'number';
  multiline?: boolean;
  inputMode?: 'url' | 'numeric';
  min?: number;
  max?: number;
}

/** A labelled text control with its hint and its message, the message tied to it as its description. */
export function TextField({ id, label, value, onChange, error, hint, maxLength, type = 'text', multiline, inputMode, min, max }: FieldProps) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    value,
    maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
  };
  return (
    <div className={`settings-field${error ? ' invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {multiline ? (
        <textarea {...common} rows={4} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} type={type} inputMode={inputMode} min={min} max={max} onChange={(event) => onChange(event.target.value)} />
      )}
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

export function CheckField({
  id,
  label,
  checked,
  onChange,
  hint,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: string;
}) {
  return (
    <div className="settings-check">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
    </div>
  );
}

export function SelectField<T extends string>({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <div className="settings-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as T)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Moves focus to the first control marked invalid in the section `id`, once React has drawn the messages. */
export function focusFirstInvalid(id: string): void {
  requestAnimationFrame(() => document.querySelector<HTMLElement>(`section[aria-labelledby="${id}-title"] [aria-invalid="true"]`)?.focus());
}

/** Drawn while a section's settings load, or when they could not. */
export function Loading({ error }: { error: string }) {
  return error ? (
    <p className="error" role="alert">
      {error}
    </p>
  ) : (
    <p className="muted">{t('backEndLoading')}</p>
  );
}
