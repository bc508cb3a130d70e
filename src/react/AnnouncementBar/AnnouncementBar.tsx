import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import type { HostContext } from '../common/host-context.js';
import { restoreFocus } from '../../shared/dom/focus.js';
import { localeOf, t } from '../../shared/i18n/format.js';
import { announcementSettingsOf, parseAnnouncementBarSettings, type AnnouncementBarSettings } from '../../shared/site/announcement-bar.js';
import { isAnnouncementDismissed, rememberAnnouncementDismissed } from '../../shared/site/announcement-bar-state.js';
import { $site } from '../../shared/site/store.js';

export interface AnnouncementBarProps extends HostContext {
  settings?: AnnouncementBarSettings | undefined;
}

/**
 * The site's announcement as a labelled region with a dismiss button. Its light DOM is the
 * page's announcement-bar area (a TOP cookie banner moves in there), shown whatever the bar does.
 */
export function AnnouncementBar({ settings: given, host }: AnnouncementBarProps) {
  const site = useStore($site);
  const input = given ?? announcementSettingsOf(site);
  const result = useMemo(() => parseAnnouncementBarSettings(input), [input]);
  const error = 'error' in result ? result.error : undefined;
  const announcement = 'announcement' in result ? result.announcement : undefined;
  const [dismissedNow, setDismissedNow] = useState<string>();
  const dismissedBefore = useMemo(() => (announcement ? isAnnouncementDismissed(announcement.key) : false), [announcement]);

  useEffect(() => {
    if (error) console.error(`<sq-announcement-bar>: ${error}`);
  }, [error]);

  const shown = announcement && !dismissedBefore && dismissedNow !== announcement.key;
  const locale = localeOf(host);

  const dismiss = () => {
    if (!announcement) return;
    rememberAnnouncementDismissed(announcement.key);
    setDismissedNow(announcement.key);
    // The button goes with the bar: keep keyboard users out of <body>.
    restoreFocus(undefined);
  };

  return (
    <>
      {shown && (
        <div part="bar" className="bar" role="region" aria-label={t('announcementBarLabel', undefined, locale)}>
          <p part="text" className="text">
            {announcement.href ? (
              <a
                part="link"
                className="link"
                href={announcement.href}
                target={announcement.newWindow ? '_blank' : undefined}
                rel={announcement.newWindow ? 'noopener' : undefined}
              >
                {announcement.text}
              </a>
            ) : (
              announcement.text
            )}
          </p>
          <button part="dismiss" type="button" className="dismiss" aria-label={t('announcementBarDismiss', undefined, locale)} onClick={dismiss}>
            <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
              <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
            </svg>
          </button>
        </div>
      )}
      <slot />
    </>
  );
}
