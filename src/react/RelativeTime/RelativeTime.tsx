import { useLayoutEffect } from 'react';
import type { HostContext } from '../common/host-context.js';
import { localeOf, t } from '../../shared/i18n/format.js';
import { parseDate, relativeTimeText } from '../../shared/time/relative-time.js';
import { onRelativeTimeTick } from '../../shared/time/ticker.js';

export interface RelativeTimeProps extends HostContext {
  datetime?: string | undefined;
}

/**
 * Writes how long ago `datetime` was into the light DOM (into its `<time>` child when it has one),
 * refreshed by the page's one shared clock. A date that cannot be read leaves the page's text.
 */
export function RelativeTime({ datetime, host }: RelativeTimeProps) {
  useLayoutEffect(() => {
    const target = host.querySelector('time') ?? host;
    const value = datetime ?? target.getAttribute('datetime') ?? '';
    const time = parseDate(value);
    if (time === undefined) {
      console.warn(t('timeSinceInvalidDate', { value }));
      return undefined;
    }
    const locale = localeOf(host);
    const draw = () => {
      const text = relativeTimeText(time, Date.now(), locale);
      if (target.textContent !== text) target.textContent = text;
    };
    draw();
    return onRelativeTimeTick(draw);
  }, [host, datetime]);
  return <slot />;
}
