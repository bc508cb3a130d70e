import { useEffect, useState } from 'react';
import { t } from '../../shared/i18n/format.js';
import { failureText, loadCookieBanner, saveCookieBanner } from '../../shared/config/site-settings-api.js';
import { SITE_SETTINGS_LIMITS } from '../../shared/config/site-settings.js';
import {
  fromApiCookieSettings,
  toApiCookieSettings,
  toBarPosition,
  toPopupPosition,
  type CookieBannerSettings,
} from '../../shared/consent/settings.js';
import type {
  CookieBannerAcceptType,
  CookieBannerCtaVariant,
  CookieBannerPosition,
  CookieBannerTheme,
  CookieBannerVariant,
} from '../../shared/constants/cookie-banner.js';
import { CheckField, Loading, SelectField, SettingsSection, TextField, useSaver } from './common.js';
import { CookieBannerPreview } from './CookieBannerPreview.js';

const ID = 'cookie-banner';

const barPositions = (): { value: CookieBannerPosition; label: string }[] => [
  { value: 'TOP', label: t('siteSettingsPositionTop') },
  { value: 'BOTTOM', label: t('siteSettingsPositionBottom') },
];
const popupPositions = (): { value: CookieBannerPosition; label: string }[] => [
  { value: 'TOP_LEFT', label: t('siteSettingsPositionTopLeft') },
  { value: 'TOP_RIGHT', label: t('siteSettingsPositionTopRight') },
  { value: 'BOTTOM_LEFT', label: t('siteSettingsPositionBottomLeft') },
  { value: 'BOTTOM_RIGHT', label: t('siteSettingsPositionBottomRight') },
];

/** Every cookie banner setting, saved in its API form, with the banner drawn beside the form as it will show. */
export function CookieBannerEditor() {
  const [form, setForm] = useState<CookieBannerSettings>();
  const [loadError, setLoadError] = useState('');
  const saver = useSaver();

  useEffect(() => {
    loadCookieBanner().then(
      (api) => setForm(fromApiCookieSettings(api)),
      (error: unknown) => setLoadError(failureText(error).text),
    );
  }, []);

  if (!form) {
    return (
      <section className="settings-section" aria-labelledby={`${ID}-title`}>
        <h2 id={`${ID}-title`}>{t('siteSettingsCookieBanner')}</h2>
        <Loading error={loadError} />
      </section>
    );
  }

  const set = (change: Partial<CookieBannerSettings>) => setForm({ ...form, ...change });
  const setVariant = (variant: CookieBannerVariant) =>
    set({
      cookieBannerVariant: variant,
      cookieBannerPosition: variant === 'BAR' ? toBarPosition(form.cookieBannerPosition) : toPopupPosition(form.cookieBannerPosition),
    });
  const submit = () => void saver.run(async () => setForm(fromApiCookieSettings(await saveCookieBanner(toApiCookieSettings(form)))));

  return (
    <SettingsSection
      id={ID}
      title={t('siteSettingsCookieBanner')}
      intro={t('siteSettingsCookieBannerIntro')}
      saver={saver}
      saveLabel={t('siteSettingsSaveCookieBanner')}
      onSubmit={submit}
      aside={<CookieBannerPreview settings={form} />}
    >
      <CheckField
        id={`${ID}-enabled`}
        label={t('siteSettingsCookieEnabled')}
        checked={form.isCookieBannerEnabled}
        onChange={(isCookieBannerEnabled) => set({ isCookieBannerEnabled })}
      />
      <SelectField<CookieBannerVariant>
        id={`${ID}-variant`}
        label={t('siteSettingsCookieVariant')}
        value={form.cookieBannerVariant}
        options={[
          { value: 'BAR', label: t('siteSettingsVariantBar') },
          { value: 'POPUP', label: t('siteSettingsVariantPopup') },
        ]}
        onChange={setVariant}
      />
      <SelectField<CookieBannerPosition>
        id={`${ID}-position`}
        label={t('siteSettingsCookiePosition')}
        value={form.cookieBannerPosition}
        options={form.cookieBannerVariant === 'BAR' ? barPositions() : popupPositions()}
        onChange={(cookieBannerPosition) => set({ cookieBannerPosition })}
      />
      <SelectField<CookieBannerTheme>
        id={`${ID}-theme`}
        label={t('siteSettingsCookieTheme')}
        value={form.cookieBannerTheme}
        options={[
          { value: 'LIGHT', label: t('siteSettingsLight') },
          { value: 'DARK', label: t('siteSettingsDark') },
        ]}
        onChange={(cookieBannerTheme) => set({ cookieBannerTheme })}
      />
      <TextField
        id={`${ID}-text`}
        label={t('siteSettingsCookieText')}
        hint={t('siteSettingsCookieTextHint')}
        multiline
        maxLength={SITE_SETTINGS_LIMITS.bannerText}
        value={form.cookieBannerText}
        onChange={(cookieBannerText) => set({ cookieBannerText })}
      />
      <SelectField<CookieBannerAcceptType>
        id={`${ID}-accept-type`}
        label={t('siteSettingsCookieAcceptType')}
        value={form.cookieBannerAcceptType}
        options={[
          { value: 'OPT_IN', label: t('siteSettingsAcceptOnly') },
          { value: 'OPT_IN_AND_OUT', label: t('siteSettingsAcceptOrDecline') },
        ]}
        onChange={(cookieBannerAcceptType) => set({ cookieBannerAcceptType })}
      />
      <SelectField<CookieBannerCtaVariant>
        id={`${ID}-cta-variant`}
        label={t('siteSettingsCookieCtaVariant')}
        value={form.cookieBannerCtaVariant}
        options={[
          { value: 'TEXT', label: t('siteSettingsCtaText') },
          { value: 'BUTTON', label: t('siteSettingsCtaButton') },
          { value: 'ICON', label: t('siteSettingsCtaIcon') },
        ]}
        onChange={(cookieBannerCtaVariant) => set({ cookieBannerCtaVariant })}
      />
      <TextField
        id={`${ID}-cta-text`}
        label={t('siteSettingsCookieCtaText')}
        maxLength={SITE_SETTINGS_LIMITS.bannerCtaText}
        value={form.cookieBannerCtaText}
        onChange={(cookieBannerCtaText) => set({ cookieBannerCtaText })}
      />
      <TextField
        id={`${ID}-opt-out-text`}
        label={t('siteSettingsCookieOptOutText')}
        maxLength={SITE_SETTINGS_LIMITS.bannerCtaText}
        value={form.cookieBannerOptOutCtaText}
        onChange={(cookieBannerOptOutCtaText) => set({ cookieBannerOptOutCtaText })}
      />
      <CheckField
        id={`${ID}-analytics`}
        label={t('siteSettingsCookieAnalyticsDisabled')}
        hint={t('siteSettingsCookieAnalyticsDisabledHint')}
        checked={form.isAnalyticsCookiesDisabled}
        onChange={(isAnalyticsCookiesDisabled) => set({ isAnalyticsCookiesDisabled })}
      />
      <CheckField
        id={`${ID}-absolute`}
        label={t('siteSettingsCookieAbsolute')}
        hint={t('siteSettingsCookieAbsoluteHint')}
        checked={form.isRestrictiveCookiePolicyAbsolute}
        onChange={(isRestrictiveCookiePolicyAbsolute) => set({ isRestrictiveCookiePolicyAbsolute })}
      />
      <CheckField
        id={`${ID}-activity`}
        label={t('siteSettingsCookieActivityLog')}
        hint={t('siteSettingsCookieActivityLogHint')}
        checked={form.isActivityLogEnabled}
        onChange={(isActivityLogEnabled) => set({ isActivityLogEnabled })}
      />
    </SettingsSection>
  );
}
