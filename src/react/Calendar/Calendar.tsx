import { useLayoutEffect } from 'react';
import type { HostContext } from '../common/host-context.js';
import { apiBaseFor } from '../../shared/api/index.js';
import { startCalendar } from '../../shared/calendar/dom.js';
import { loadMonthEvents } from '../../shared/calendar/load.js';
import { reportUnknownZone } from '../../shared/calendar/report.js';
import { localeOf, t } from '../../shared/i18n/format.js';

export interface CalendarProps extends HostContext {
  month?: string | undefined;
  timeZone?: string | undefined;
  weekStart?: number | undefined;
}

/** The calendar runs on its light DOM (the month table, enhanced in place); the shadow root only shows it. */
export function Calendar({ month, timeZone, weekStart, host }: CalendarProps) {
  useLayoutEffect(
    () =>
      startCalendar(host, {
        month,
        timeZone: timeZone || 'UTC',
        weekStart: weekStart === 1 ? 1 : 0,
        locale: localeOf(host),
        labels: { previous: t('calendarPreviousMonth'), next: t('calendarNextMonth') },
        load: (to) => loadMonthEvents(to, apiBaseFor(host)),
        onUnknownZone: reportUnknownZone,
      }),
    [host, month, timeZone, weekStart],
  );
  return <slot />;
}
