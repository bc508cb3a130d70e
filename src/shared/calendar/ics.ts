/**
 * iCalendar (RFC 5545) text of events: CRLF line endings, lines folded at 75 octets (never inside a
 * UTF-8 sequence), text values escaped, times as UTC instants (`DTSTART:20261205T150000Z`), so
 * every calendar application places them right whatever zone it is in.
 */
import type { SiteEvent } from './event.js';

const CRLF = '\r\n';
const LINE_OCTETS = 75;

/** A TEXT value: backslash, semicolon and comma escaped, line breaks as `\n`. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/** One content line folded into lines of at most 75 octets, each continuation starting with a space. */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    // A continuation line's leading space counts towards its 75 octets.
    if (octets + size > LINE_OCTETS) {
      pieces.push(current);
      current = ' ';
      octets = 1;
    }
    current += character;
    octets += size;
  }
  pieces.push(current);
  return pieces.join(CRLF);
}

/** `20261205T150000Z`. */
export const icsTime = (iso: string): string =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export interface IcsOptions {
  /** The host the events' UIDs are on (`juniper.example`). */
  host: string;
  /** When the file is made (DTSTAMP). */
  now: Date;
  /** The calendar's name. */
  name?: string;
  /** The event's page, for its URL property. */
  url?: (event: SiteEvent) => string | undefined;
}

/** The calendar file of `events`. */
export function icsCalendar(events: readonly SiteEvent[], { host, now, name, url }: IcsOptions): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//sq-elements//events//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'];
  if (name) lines.push(`X-WR-CALNAME:${escapeText(name)}`);
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.id}@${host}`,
      `DTSTAMP:${icsTime(now.toISOString())}`,
      `DTSTART:${icsTime(event.start)}`,
      `DTEND:${icsTime(event.end)}`,
      `SUMMARY:${escapeText(event.title)}`,
    );
    if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
    if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
    const link = url?.(event);
    if (link) lines.push(`URL:${link}`);
    // Where it happens, for applications that show it; the times above are exact instants.
    lines.push(`X-SQ-TIMEZONE:${escapeText(event.timeZone)}`, 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}
