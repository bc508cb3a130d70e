import { useEffect, useRef, useState, type FormEvent } from 'react';
import { t } from '../../shared/i18n/format.js';
import {
  disconnectProvider,
  failureText,
  loadLanguages,
  loadProviderStatus,
  saveLanguages,
  type ProviderStatus,
} from '../../shared/config/site-settings-api.js';
import { ConfirmDialog } from '../common/ConfirmDialog.js';
import { useFocusAfterRender } from '../common/useFocusAfterRender.js';
import { Loading } from './common.js';

const ID = 'languages';

/** The site's languages (BCP 47 tags, added and removed one at a time) and its translation provider, disconnected after a confirmation. */
export function LanguagesEditor() {
  const focusAfterRender = useFocusAfterRender();
  const [languages, setLanguages] = useState<string[]>();
  const [provider, setProvider] = useState<ProviderStatus>();
  const [loadError, setLoadError] = useState('');
  const [tag, setTag] = useState('');
  const [tagError, setTagError] = useState('');
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [dialogError, setDialogError] = useState('');
  const disconnectButton = useRef<HTMLButtonElement>(null);
  const tagInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    Promise.all([loadLanguages(), loadProviderStatus()]).then(
      ([loaded, connection]) => {
        setLanguages(loaded);
        setProvider(connection);
      },
      (error: unknown) => setLoadError(failureText(error).text),
    );
  }, []);

  if (!languages || !provider) {
    return (
      <section className="settings-section" aria-labelledby={`${ID}-title`}>
        <h2 id={`${ID}-title`}>{t('siteSettingsLanguages')}</h2>
        <Loading error={loadError} />
      </section>
    );
  }

  const change = async (next: string[], done: string, onFail: (text: string) => void): Promise<boolean> => {
    setBusy(true);
    setStatus('');
    try {
      setLanguages(await saveLanguages(next));
      setStatus(done);
      return true;
    } catch (error) {
      onFail(failureText(error).text);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const value = tag.trim();
    if (value === '') {
      setTagError(t('siteSettingsLanguageRequired'));
      tagInput.current?.focus();
      return;
    }
    setTagError('');
    if (await change([...languages, value], t('siteSettingsLanguageAdded', { tag: value }), setTagError)) setTag('');
    else tagInput.current?.focus();
  };

  const remove = (language: string) => {
    void change(
      languages.filter((one) => one !== language),
      t('siteSettingsLanguageRemoved', { tag: language }),
      setStatus,
    ).then(() => tagInput.current?.focus());
  };

  const closeDialog = () => {
    setConfirming(false);
    setDialogError('');
    focusAfterRender(() => disconnectButton.current);
  };

  const disconnect = async () => {
    setBusy(true);
    try {
      setProvider(await disconnectProvider());
      setConfirming(false);
      setStatus(t('siteSettingsDisconnected'));
      // The button is gone: focus goes to the section's heading.
      focusAfterRender(() => document.getElementById(`${ID}-provider`));
    } catch (error) {
      setDialogError(failureText(error).text);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="settings-section" aria-labelledby={`${ID}-title`}>
      <h2 id={`${ID}-title`}>{t('siteSettingsLanguages')}</h2>
      <p className="muted">{t('siteSettingsLanguagesIntro')}</p>
      {languages.length === 0 ? (
        <p>{t('siteSettingsNoLanguages')}</p>
      ) : (
        <ul className="language-list" aria-label={t('siteSettingsLanguageList')}>
          {languages.map((language) => (
            <li key={language}>
              <span lang={language}>{language}</span>
              <button type="button" className="danger" disabled={busy} onClick={() => remove(language)}>
                {t('siteSettingsRemoveLanguage')}
                <span className="visually-hidden"> {language}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="language-add" noValidate onSubmit={(event) => void add(event)}>
        <div className={`settings-field${tagError ? ' invalid' : ''}`}>
          <label htmlFor={`${ID}-tag`}>{t('siteSettingsLanguageTag')}</label>
          <p className="hint" id={`${ID}-tag-hint`}>
            {t('siteSettingsLanguageTagHint')}
          </p>
          <div className="language-add-row">
            <input
              ref={tagInput}
              id={`${ID}-tag`}
              value={tag}
              maxLength={35}
              autoComplete="off"
              spellCheck={false}
              aria-invalid={tagError ? true : undefined}
              aria-describedby={`${ID}-tag-hint${tagError ? ` ${ID}-tag-error` : ''}`}
              onChange={(event) => setTag(event.target.value)}
            />
            <button type="submit" className="primary" disabled={busy}>
              {t('siteSettingsAddLanguage')}
            </button>
          </div>
          {tagError && (
            <p className="field-error" id={`${ID}-tag-error`}>
              {tagError}
            </p>
          )}
        </div>
      </form>
      <h3 id={`${ID}-provider`} tabIndex={-1}>
        {t('siteSettingsTranslationProvider')}
      </h3>
      <p>
        {provider !== 'connected'
          ? t('siteSettingsProviderDisconnected')
          : // Connected with no language to translate into: it says so, rather than that pages are translated.
            t(languages.length ? 'siteSettingsProviderConnected' : 'siteSettingsProviderConnectedIdle')}
      </p>
      {provider === 'connected' && (
        <button type="button" ref={disconnectButton} className="danger" disabled={busy} onClick={() => setConfirming(true)}>
          {t('siteSettingsDisconnect')}
        </button>
      )}
      <p className="settings-status" role="status">
        {status}
      </p>
      {confirming && (
        <ConfirmDialog
          title={t('siteSettingsDisconnectTitle')}
          message={t('siteSettingsDisconnectMessage')}
          confirmLabel={t('siteSettingsDisconnectConfirm')}
          cancelLabel={t('siteSettingsDisconnectCancel')}
          busy={busy}
          error={dialogError}
          onConfirm={() => void disconnect()}
          onCancel={closeDialog}
        />
      )}
    </section>
  );
}
