import { useLayoutEffect } from 'react';
import type { HostContext } from '../common/host-context.js';
import { showEventTimes } from '../../shared/calendar/events-dom.js';
import { reportUnknownZone } from '../../shared/calendar/report.js';
import { localeOf } from '../../shared/i18n/format.js';

export interface EventsProps extends HostContext {
  timeZone?: string | undefined;
}

/** The events list is light DOM; the element keeps its times in the site's zone, and reports an unknown zone once. */
export function Events({ timeZone, host, lightDomVersion }: EventsProps) {
  // Before paint, so a time never shows in another zone first.
  useLayoutEffect(() => {
    if (!showEventTimes(host, timeZone || 'UTC', localeOf(host))) reportUnknownZone();
  }, [host, timeZone, lightDomVersion]);
  return <slot />;
}
