/**
 * The site's upcoming events, each with its title, date and time in the site's zone, place,
 * description, its `.ics` file and an add-to-calendar link. All of it is markup, so it reads
 * without scripts; `<sq-events>` keeps the times in the site's zone.
 */
import { html, nothing } from 'lit-html';
import { addToCalendarUrl } from '../calendar/add-to-calendar.js';
import { eventIcsPath, upcomingEvents } from '../calendar/event.js';
import { eventTimeText, shownZone } from '../calendar/zone.js';
import { t } from '../i18n/format.js';
import { isOptionalText, type Block, type BlockContext, type BlockType } from './types.js';

export interface EventsBlock extends Block {
  type: 'events';
  /** A heading above the list. */
  heading?: string;
  /** The most events listed, 1–50 (default 10). */
  limit?: number;
  /** What the list says when no event is coming up. */
  emptyText?: string;
}

export const MAX_EVENTS_LISTED = 50;

export const eventsBlock: BlockType<EventsBlock> = {
  type: 'events',
  element: 'sq-events',
  check: (block) =>
    block.limit !== undefined && !(Number.isInteger(block.limit) && (block.limit as number) >= 1 && (block.limit as number) <= MAX_EVENTS_LISTED)
      ? `limit must be a whole number from 1 to ${MAX_EVENTS_LISTED}`
      : isOptionalText(block.heading) && isOptionalText(block.emptyText)
        ? undefined
        : 'heading and emptyText must be text',
  template: (block, context: BlockContext) => {
    const zone = shownZone(context.timeZone);
    const locale = context.locale ?? 'en-US';
    const events = upcomingEvents(context.events ?? [], context.now ?? new Date()).slice(0, block.limit ?? 10);
    return html`<sq-events id=${block.id} class="block block-events" time-zone=${context.timeZone ?? nothing}
      >${block.heading ? html`<h2 class="block-heading">${block.heading}</h2>` : nothing}${
        events.length
          ? html`<ul class="sq-events-list">
              ${events.map((event) => {
                const calendarUrl = addToCalendarUrl(event);
                const titleId = `event-${event.id}-title`;
                return html`<li class="sq-event" id=${`event-${event.id}`}>
                  <h3 class="sq-event-title" id=${titleId}>${event.title}</h3>
                  <p class="sq-event-when">
                    <time class="sq-event-time" datetime=${event.start} data-end=${event.end} data-zone=${zone}
                      >${eventTimeText(event.start, event.end, zone, locale)}</time
                    >
                  </p>
                  ${event.location ? html`<p class="sq-event-location">${event.location}</p>` : nothing}
                  ${event.description ? html`<p class="sq-event-description">${event.description}</p>` : nothing}
                  <p class="sq-event-links">
                    <a class="sq-event-ics" href=${eventIcsPath(event.id)} download=${`${event.id}.ics`} aria-describedby=${titleId}
                      >${t('eventsDownloadIcs')}</a
                    >${
                      calendarUrl
                        ? html` <a class="sq-event-add" href=${calendarUrl} target="_blank" rel="noopener noreferrer" aria-describedby=${titleId}
                            >${t('eventsAddToCalendar')}</a
                          >`
                        : nothing
                    }
                  </p>
                </li>`;
              })}
            </ul>`
          : html`<p class="sq-events-empty">${block.emptyText ?? t('eventsNone')}</p>`
      }</sq-events
    >`;
  },
};
