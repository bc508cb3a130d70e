import { useEffect, useState } from 'react';
import { t } from '../../shared/i18n/format.js';
import { failureText, loadAnnouncementBar, saveAnnouncementBar } from '../../shared/config/site-settings-api.js';
import { announcementLinkProblem, SITE_SETTINGS_LIMITS, type AnnouncementBarForm } from '../../shared/config/site-settings.js';
import { CheckField, focusFirstInvalid, Loading, SettingsSection, TextField, useSaver } from './common.js';

const ID = 'announcement-bar';

/** The announcement bar along the top of every page: whether it shows, its text, and where it links. */
export function AnnouncementBarEditor() {
  const [form, setForm] = useState<AnnouncementBarForm>();
  const [loadError, setLoadError] = useState('');
  const [linkError, setLinkError] = useState<string>();
  const saver = useSaver();

  useEffect(() => {
    loadAnnouncementBar().then(setForm, (error: unknown) => setLoadError(failureText(error).text));
  }, []);

  if (!form) {
    return (
      <section className="settings-section" aria-labelledby={`${ID}-title`}>
        <h2 id={`${ID}-title`}>{t('siteSettingsAnnouncementBar')}</h2>
        <Loading error={loadError} />
      </section>
    );
  }

  const submit = () => {
    const problem = announcementLinkProblem(form.clickthroughUrl);
    setLinkError(problem);
    if (problem) {
      saver.refuse(t('siteSettingsFixProblems'));
      focusFirstInvalid(ID);
      return;
    }
    void saver.run(async () => setForm(await saveAnnouncementBar(form)));
  };

  return (
    <SettingsSection
      id={ID}
      title={t('siteSettingsAnnouncementBar')}
      intro={t('siteSettingsAnnouncementBarIntro')}
      saver={saver}
      saveLabel={t('siteSettingsSaveAnnouncementBar')}
      onSubmit={submit}
    >
      <CheckField
        id={`${ID}-show`}
        label={t('siteSettingsAnnouncementShow')}
        checked={form.showAnnouncementBar}
        onChange={(showAnnouncementBar) => setForm({ ...form, showAnnouncementBar })}
      />
      <TextField
        id={`${ID}-text`}
        label={t('siteSettingsAnnouncementText')}
        value={form.text}
        maxLength={SITE_SETTINGS_LIMITS.text}
        onChange={(text) => setForm({ ...form, text })}
      />
      <TextField
        id={`${ID}-link`}
        label={t('siteSettingsAnnouncementLink')}
        hint={t('siteSettingsAnnouncementLinkHint')}
        value={form.clickthroughUrl}
        inputMode="url"
        maxLength={SITE_SETTINGS_LIMITS.href}
        error={linkError}
        onChange={(clickthroughUrl) => setForm({ ...form, clickthroughUrl })}
      />
      <CheckField
        id={`${ID}-new-window`}
        label={t('siteSettingsAnnouncementNewWindow')}
        checked={form.newWindow}
        onChange={(newWindow) => setForm({ ...form, newWindow })}
      />
    </SettingsSection>
  );
}
