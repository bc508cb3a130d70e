/** The console message of the calendar and events blocks, once a page whichever finds the zone unknown first. */
import { t } from '../i18n/format.js';

let zoneReported = false;

/** 'Failed to load timezone', once a page. */
export function reportUnknownZone(): void {
  if (zoneReported) return;
  zoneReported = true;
  console.error(t('timezoneLoadFailed'));
}
