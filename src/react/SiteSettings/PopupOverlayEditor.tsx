import { useEffect, useState } from 'react';
import { t } from '../../shared/i18n/format.js';
import { POPUP_FREQUENCY_NEVER } from '../../shared/constants/limits.js';
import { failureText, loadPopupOverlay, savePopupOverlay } from '../../shared/config/site-settings-api.js';
import {
  popupOverlayProblems,
  SITE_SETTINGS_LIMITS,
  type PopupOverlayForm,
  type PopupOverlayProblems,
  type PopupOverlayStyle,
} from '../../shared/config/site-settings.js';
import { CheckField, focusFirstInvalid, Loading, SelectField, SettingsSection, TextField, useSaver } from './common.js';

const ID = 'popup-overlay';

/** Whole days from 0 to the limit, or -1 for never. */
function frequencyOf(text: string): number | undefined {
  if (!/^\s*-?\d+\s*$/.test(text)) return undefined;
  const days = Number(text);
  return days >= POPUP_FREQUENCY_NEVER && days <= SITE_SETTINGS_LIMITS.popupFrequency ? days : undefined;
}

/** The popup overlay shown over the site's pages: on or off, on phones or not, its look, what it says, and how soon it shows again once closed. */
export function PopupOverlayEditor() {
  const [form, setForm] = useState<PopupOverlayForm & { days: string }>();
  const [version, setVersion] = useState(0);
  const [loadError, setLoadError] = useState('');
  const [daysError, setDaysError] = useState<string>();
  const [problems, setProblems] = useState<PopupOverlayProblems>({});
  const saver = useSaver();

  useEffect(() => {
    loadPopupOverlay().then(
      ({ version: loaded, ...settings }) => {
        setForm({ ...settings, days: String(settings.frequency) });
        setVersion(loaded);
      },
      (error: unknown) => setLoadError(failureText(error).text),
    );
  }, []);

  if (!form) {
    return (
      <section className="settings-section" aria-labelledby={`${ID}-title`}>
        <h2 id={`${ID}-title`}>{t('siteSettingsPopupOverlay')}</h2>
        <Loading error={loadError} />
      </section>
    );
  }

  const submit = () => {
    const frequency = frequencyOf(form.days);
    const problem = frequency === undefined ? t('siteSettingsPopupFrequencyInvalid', { max: SITE_SETTINGS_LIMITS.popupFrequency }) : undefined;
    setDaysError(problem);
    const contentProblems = popupOverlayProblems(form);
    setProblems(contentProblems);
    if (frequency === undefined || Object.keys(contentProblems).length > 0) {
      saver.refuse(t('siteSettingsFixProblems'));
      focusFirstInvalid(ID);
      return;
    }
    const { days: _days, ...settings } = form;
    void saver.run(async () => {
      const saved = await savePopupOverlay({ ...settings, frequency });
      setVersion(saved.version);
      setForm({ ...form, frequency: saved.frequency, days: String(saved.frequency) });
    });
  };

  return (
    <SettingsSection
      id={ID}
      title={t('siteSettingsPopupOverlay')}
      intro={t('siteSettingsPopupOverlayIntro', { version })}
      saver={saver}
      saveLabel={t('siteSettingsSavePopupOverlay')}
      onSubmit={submit}
    >
      <CheckField
        id={`${ID}-enabled`}
        label={t('siteSettingsPopupEnabled')}
        checked={form.isEnabled}
        onChange={(isEnabled) => setForm({ ...form, isEnabled })}
      />
      <CheckField
        id={`${ID}-mobile`}
        label={t('siteSettingsPopupHideOnMobile')}
        checked={form.disabledOnMobile}
        onChange={(disabledOnMobile) => setForm({ ...form, disabledOnMobile })}
      />
      <SelectField<PopupOverlayStyle>
        id={`${ID}-style`}
        label={t('siteSettingsPopupStyle')}
        value={form.style}
        options={[
          { value: 'light', label: t('siteSettingsLight') },
          { value: 'dark', label: t('siteSettingsDark') },
        ]}
        onChange={(style) => setForm({ ...form, style })}
      />
      <TextField
        id={`${ID}-heading`}
        label={t('siteSettingsPopupTitle')}
        value={form.title}
        maxLength={SITE_SETTINGS_LIMITS.text}
        error={problems.title}
        onChange={(title) => setForm({ ...form, title })}
      />
      <TextField
        id={`${ID}-message`}
        label={t('siteSettingsPopupMessage')}
        value={form.message}
        maxLength={SITE_SETTINGS_LIMITS.popupMessage}
        multiline
        onChange={(message) => setForm({ ...form, message })}
      />
      <TextField
        id={`${ID}-button-text`}
        label={t('siteSettingsPopupButtonText')}
        value={form.buttonText}
        maxLength={SITE_SETTINGS_LIMITS.bannerCtaText}
        error={problems.buttonText}
        onChange={(buttonText) => setForm({ ...form, buttonText })}
      />
      <TextField
        id={`${ID}-button-link`}
        label={t('siteSettingsPopupButtonLink')}
        hint={t('siteSettingsAnnouncementLinkHint')}
        value={form.buttonUrl}
        inputMode="url"
        maxLength={SITE_SETTINGS_LIMITS.href}
        error={problems.buttonUrl}
        onChange={(buttonUrl) => setForm({ ...form, buttonUrl })}
      />
      <TextField
        id={`${ID}-frequency`}
        label={t('siteSettingsPopupFrequency')}
        hint={t('siteSettingsPopupFrequencyHint')}
        inputMode="numeric"
        value={form.days}
        error={daysError}
        onChange={(days) => setForm({ ...form, days })}
      />
    </SettingsSection>
  );
}
