/** A date-time input's value (local time, no zone) and the ISO-8601 instants the server keeps, both ways. */

const pad = (value: number) => String(value).padStart(2, '0');

/** The instant a `datetime-local` value names in the browser's time zone, as ISO-8601 UTC; undefined when it names none. */
export function localInputToIso(value: string): string | undefined {
  const match = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d)(?::(\d\d))?$/.exec(value);
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(year, month - 1, day, hour, minute, second);
  // A day that does not exist (31 February) rolls over; such a value names no instant.
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return undefined;
  return date.toISOString();
}

/** An instant as a `datetime-local` value in the browser's time zone, to the minute; '' when it is no instant. */
export function isoToLocalInput(iso: string | null | undefined): string {
  const time = iso ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(time)) return '';
  const date = new Date(time);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
