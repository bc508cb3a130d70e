import { useEffect, useState } from 'react';
import { t } from '../../shared/i18n/format.js';
import { failureText, loadHeaderFooter, saveHeaderFooter } from '../../shared/config/site-settings-api.js';
import {
  footerForm,
  headerForm,
  linkListProblems,
  savedHeaderFooter,
  SITE_SETTINGS_LIMITS,
  type FooterForm,
  type HeaderForm,
  type LinkProblems,
} from '../../shared/config/site-settings.js';
import { CheckField, focusFirstInvalid, Loading, SettingsSection, TextField, useSaver } from './common.js';
import { LinkList } from './LinkList.js';

const ID = 'header-footer';
const NO_PROBLEMS = new Map<number, LinkProblems>();

/** The site's header (its name, navigation, cart and search) and footer (line, address, links), saved together through /api/site-header-footer. */
export function HeaderFooterEditor({ siteTitle }: { siteTitle: string }) {
  const [header, setHeader] = useState<HeaderForm>();
  const [footer, setFooter] = useState<FooterForm>();
  const [loadError, setLoadError] = useState('');
  const [problems, setProblems] = useState({ navigation: NO_PROBLEMS, links: NO_PROBLEMS });
  const saver = useSaver();

  useEffect(() => {
    loadHeaderFooter().then(
      (stored) => {
        setHeader(headerForm(stored.header, siteTitle));
        setFooter(footerForm(stored.footer));
      },
      (error: unknown) => setLoadError(failureText(error).text),
    );
  }, [siteTitle]);

  if (!header || !footer) {
    return (
      <section className="settings-section" aria-labelledby={`${ID}-title`}>
        <h2 id={`${ID}-title`}>{t('siteSettingsHeaderFooter')}</h2>
        <Loading error={loadError} />
      </section>
    );
  }

  const submit = () => {
    const found = { navigation: linkListProblems(header.navigation), links: linkListProblems(footer.links) };
    setProblems(found);
    if (found.navigation.size || found.links.size) {
      saver.refuse(t('siteSettingsFixProblems'));
      focusFirstInvalid(ID);
      return;
    }
    void saver.run(async () => {
      const saved = await saveHeaderFooter(savedHeaderFooter(header, footer));
      setHeader(headerForm(saved.header, siteTitle));
      setFooter(footerForm(saved.footer));
    });
  };

  return (
    <SettingsSection
      id={ID}
      title={t('siteSettingsHeaderFooter')}
      intro={t('siteSettingsHeaderFooterIntro')}
      saver={saver}
      saveLabel={t('siteSettingsSaveHeaderFooter')}
      onSubmit={submit}
    >
      <fieldset>
        <legend>{t('siteSettingsHeader')}</legend>
        <TextField
          id={`${ID}-title-text`}
          label={t('siteSettingsHeaderTitle')}
          value={header.title}
          maxLength={SITE_SETTINGS_LIMITS.text}
          onChange={(title) => setHeader({ ...header, title })}
        />
        <CheckField id={`${ID}-cart`} label={t('siteSettingsHeaderCart')} checked={header.cart} onChange={(cart) => setHeader({ ...header, cart })} />
        <CheckField
          id={`${ID}-search`}
          label={t('siteSettingsHeaderSearch')}
          checked={header.search}
          onChange={(search) => setHeader({ ...header, search })}
        />
        <LinkList
          id={`${ID}-nav`}
          kind="navigation"
          legend={t('siteSettingsNavigation')}
          links={header.navigation}
          problems={problems.navigation}
          onChange={(navigation) => setHeader({ ...header, navigation })}
        />
      </fieldset>
      <fieldset>
        <legend>{t('siteSettingsFooter')}</legend>
        <TextField
          id={`${ID}-footer-text`}
          label={t('siteSettingsFooterText')}
          value={footer.text}
          maxLength={SITE_SETTINGS_LIMITS.text}
          onChange={(text) => setFooter({ ...footer, text })}
        />
        <TextField
          id={`${ID}-address`}
          label={t('siteSettingsFooterAddress')}
          hint={t('siteSettingsFooterAddressHint')}
          multiline
          value={footer.address.join('\n')}
          onChange={(text) => setFooter({ ...footer, address: text.split('\n').slice(0, SITE_SETTINGS_LIMITS.addressLines) })}
        />
        <LinkList
          id={`${ID}-links`}
          kind="footer"
          legend={t('siteSettingsFooterLinks')}
          links={footer.links}
          problems={problems.links}
          onChange={(links) => setFooter({ ...footer, links })}
        />
      </fieldset>
    </SettingsSection>
  );
}
