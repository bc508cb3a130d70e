import { t } from '../../shared/i18n/format.js';
import { SITE_SETTINGS_LIMITS, type LinkForm, type LinkProblems } from '../../shared/config/site-settings.js';
import { TextField } from './common.js';
import { useFocusAfterRender } from '../common/useFocusAfterRender.js';

export interface LinkListProps {
  id: string;
  legend: string;
  /** Which list: its fields are named after it, so every label on the form is its own. */
  kind: 'navigation' | 'footer';
  links: LinkForm[];
  problems: Map<number, LinkProblems>;
  onChange: (links: LinkForm[]) => void;
}

/** A list of links to edit: each with its title and address, moved with buttons, removed, or one added at the end. */
export function LinkList({ id, legend, kind, links, problems, onChange }: LinkListProps) {
  const focusAfterRender = useFocusAfterRender();
  const set = (index: number, change: Partial<LinkForm>) => onChange(links.map((link, at) => (at === index ? { ...link, ...change } : link)));
  const move = (index: number, by: number) => {
    const next = [...links];
    const [link] = next.splice(index, 1);
    next.splice(index + by, 0, link!);
    onChange(next);
    // The moved link's button keeps focus, as it travels with the link.
    requestAnimationFrame(() => {
      const same = document.getElementById(`${id}-${index + by}-${by < 0 ? 'up' : 'down'}`) as HTMLButtonElement | null;
      // At the end of the list that button is disabled: the other one takes focus.
      (same && !same.disabled ? same : document.getElementById(`${id}-${index + by}-${by < 0 ? 'down' : 'up'}`))?.focus();
    });
  };
  const remove = (index: number) => {
    onChange(links.filter((_, at) => at !== index));
    focusAfterRender(() => document.getElementById(`${id}-${Math.min(index, links.length - 2)}-title`) ?? document.getElementById(`${id}-add`));
  };
  const add = () => {
    onChange([...links, { title: '', href: '' }]);
    focusAfterRender(() => document.getElementById(`${id}-${links.length}-title`));
  };
  return (
    <fieldset className="link-list">
      <legend>{legend}</legend>
      {links.length === 0 && <p className="muted">{t('siteSettingsNoLinks')}</p>}
      <ol>
        {links.map((link, index) => {
          const name = link.title.trim() || t('siteSettingsLinkNumber', { n: index + 1 });
          return (
            <li key={index} className="link-row">
              <TextField
                id={`${id}-${index}-title`}
                label={t(kind === 'navigation' ? 'siteSettingsNavLinkTitle' : 'siteSettingsFooterLinkTitle', { n: index + 1 })}
                value={link.title}
                maxLength={SITE_SETTINGS_LIMITS.text}
                error={problems.get(index)?.title}
                onChange={(title) => set(index, { title })}
              />
              <TextField
                id={`${id}-${index}-href`}
                label={t(kind === 'navigation' ? 'siteSettingsNavLinkHref' : 'siteSettingsFooterLinkHref', { n: index + 1 })}
                value={link.href}
                inputMode="url"
                maxLength={SITE_SETTINGS_LIMITS.href}
                error={problems.get(index)?.href}
                onChange={(href) => set(index, { href })}
              />
              <div className="link-row-actions">
                <button type="button" id={`${id}-${index}-up`} disabled={index === 0} onClick={() => move(index, -1)}>
                  {t('siteSettingsMoveUp')}
                  <span className="visually-hidden"> {name}</span>
                </button>
                <button type="button" id={`${id}-${index}-down`} disabled={index === links.length - 1} onClick={() => move(index, 1)}>
                  {t('siteSettingsMoveDown')}
                  <span className="visually-hidden"> {name}</span>
                </button>
                <button type="button" className="danger" onClick={() => remove(index)}>
                  {t('siteSettingsRemoveLink')}
                  <span className="visually-hidden"> {name}</span>
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <button type="button" id={`${id}-add`} disabled={links.length >= SITE_SETTINGS_LIMITS.links} onClick={add}>
        {t('siteSettingsAddLink')}
      </button>
    </fieldset>
  );
}
