import type { HostContext } from '../../elements/define.js';
import { localeOf, t } from '../../shared/i18n/format.js';
import { siteBadgeHref } from '../../shared/site/site-badge.js';

export interface SiteBadgeProps extends HostContext {
  href?: string | undefined;
}

/**
 * The site badge (§6): a small link in the corner of the window; its text can be replaced through
 * the slot. A named region, so that it is not page content outside every landmark.
 */
export function SiteBadge({ href, host }: SiteBadgeProps) {
  const locale = localeOf(host);
  return (
    <div role="region" aria-label={t('siteBadgeLabel', undefined, locale)}>
      <a part="badge" className="badge" href={siteBadgeHref(href)}>
        <slot>{t('siteBadgeText', undefined, locale)}</slot>
      </a>
    </div>
  );
}
