import { useLayoutEffect } from 'react';
import type { HostContext } from '../common/host-context.js';
import { markPastDates } from '../../shared/calendar/tour-dom.js';
import { zonedDay } from '../../shared/calendar/zone.js';

export interface TourDatesProps extends HostContext {
  timeZone?: string | undefined;
}

/** The tour dates are light DOM; the element marks those that have passed, by the day in the site's zone. */
export function TourDates({ timeZone, host, lightDomVersion }: TourDatesProps) {
  useLayoutEffect(() => {
    markPastDates(host, zonedDay(new Date(), timeZone || 'UTC'));
  }, [host, timeZone, lightDomVersion]);
  return <slot />;
}
