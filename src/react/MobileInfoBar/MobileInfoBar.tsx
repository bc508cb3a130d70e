import { useStore } from '@nanostores/react';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { HostContext } from '../common/host-context.js';
import { localeOf, t } from '../../shared/i18n/format.js';
import { keepBottomReserved } from '../../shared/site/bottom-reserve.js';
import { parseMobileInfoBarSettings, type MobileInfoBarField, type MobileInfoBarSettings } from '../../shared/site/mobile-info-bar.js';
import { MOBILE_INFO_BAR_MEDIA_QUERY } from '../../shared/site/roles.js';
import { $site } from '../../shared/site/store.js';
import { useMediaQuery } from '../common/useMediaQuery.js';

export interface MobileInfoBarProps extends HostContext {
  settings?: MobileInfoBarSettings | undefined;
}

const LABELS = {
  phone: 'mobileInfoBarPhone',
  email: 'mobileInfoBarEmail',
  address: 'mobileInfoBarAddress',
  hours: 'mobileInfoBarHours',
} as const satisfies Record<MobileInfoBarField, string>;

/** The site's contact details along the bottom of narrow windows (widths up to 1024 px). */
export function MobileInfoBar({ settings: given, host }: MobileInfoBarProps) {
  const site = useStore($site);
  const input = given ?? site.websiteSettings.mobileInfoBarSettings;
  const result = useMemo(() => parseMobileInfoBarSettings(input), [input]);
  const error = 'error' in result ? result.error : undefined;
  const narrow = useMediaQuery(MOBILE_INFO_BAR_MEDIA_QUERY);

  useEffect(() => {
    if (error) console.error(`<sq-mobile-info-bar>: ${error}`);
  }, [error]);

  const items = 'items' in result ? result.items : [];
  const shown = narrow && items.length > 0;
  const bar = useRef<HTMLDivElement>(null);

  // Fixed over the page: its height is reserved at the end of the page, so the footer can scroll clear of it.
  useLayoutEffect(() => {
    const element = bar.current;
    if (!shown || !element) return undefined;
    return keepBottomReserved(host, element, () => element.getBoundingClientRect().height);
  }, [shown, host]);

  if (!shown) return null;
  const locale = localeOf(host);

  return (
    <div ref={bar} part="bar" className="bar" role="region" aria-label={t('mobileInfoBarLabel', undefined, locale)}>
      <ul part="items" className="items">
        {items.map(({ field, text, href }) => {
          const content = (
            <>
              <span part="label" className="label">
                {t(LABELS[field], undefined, locale)}
              </span>
              <span part="value" className="value">
                {text}
              </span>
            </>
          );
          return (
            <li key={field} part={`item ${field}`} className="item">
              {href ? (
                <a part="link" className="link" href={href}>
                  {content}
                </a>
              ) : (
                <span className="static">{content}</span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
