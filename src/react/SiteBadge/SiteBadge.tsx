import { useLayoutEffect } from 'react';
import type { HostContext } from '../common/host-context.js';
import { localeOf, t } from '../../shared/i18n/format.js';
import { keepBottomReserved } from '../../shared/site/bottom-reserve.js';
import { siteBadgeHref } from '../../shared/site/site-badge.js';

export interface SiteBadgeProps extends HostContext {
  href?: string | undefined;
}

/**
 * The site badge: a small link in the corner of the window (in the page's flow on phones);
 * its text can be replaced through the slot. A named region, so that it is not page content
 * outside every landmark.
 */
export function SiteBadge({ href, host }: SiteBadgeProps) {
  const locale = localeOf(host);

  // Fixed in the corner (not on phones, where it sits in the page's flow): its height and margins are reserved at the end of the page.
  useLayoutEffect(
    () =>
      keepBottomReserved(host, host, () => {
        const style = getComputedStyle(host);
        if (style.position !== 'fixed') return 0;
        return host.getBoundingClientRect().height + 2 * (parseFloat(style.right) || 0);
      }),
    [host],
  );

  return (
    <div role="region" aria-label={t('siteBadgeLabel', undefined, locale)}>
      <a part="badge" className="badge" href={siteBadgeHref(href)}>
        <slot>{t('siteBadgeText', undefined, locale)}</slot>
      </a>
    </div>
  );
}
