/**
 * The reservation and table-booking blocks: a way to book that works without the provider (a
 * "Book a table" link, a phone number), which `<sq-reservation>` keeps until the provider's widget
 * has loaded. A reservation loads its provider's script by URL; a table booking loads it and
 * calls its load with the business slug. The script's origin goes into the page's `script-src`.
 */
import { html, nothing } from 'lit-html';
import { isBookingSlug, reservationProblem, reservationScriptOrigin } from '../reservation/booking.js';
import { siteHref } from './links.js';
import { isOptionalText, isText, type Block, type BlockType } from './types.js';

export interface ReservationBlock extends Block {
  type: 'reservation' | 'table-booking';
  /** The provider's script: https, or http on a loopback host. */
  scriptUrl: string;
  /** A table booking's business slug. */
  slug?: string;
  title: string;
  text?: string;
  /** A phone number to book by, as shown; its `tel:` link keeps only + and digits. */
  phone?: string;
  /** The provider's booking page: the link shown before, without and instead of the widget. */
  link: { text: string; href: string };
}

const PHONE = /^\+?[0-9][0-9 ().-]{2,29}$/;

function problemOf(block: Block, needsSlug: boolean): string | undefined {
  const problem = reservationProblem(block.scriptUrl, block.slug, { needsSlug });
  if (problem) return problem;
  if (!isText(block.title)) return 'needs a title';
  if (!isOptionalText(block.text)) return 'text must be text';
  if (block.phone !== undefined && !(typeof block.phone === 'string' && PHONE.test(block.phone)))
    return 'phone must be a phone number: digits, spaces, + ( ) . -';
  const link = (block.link ?? {}) as Partial<ReservationBlock['link']>;
  if (!isText(link.text) || !siteHref(link.href)) return 'needs a link to book without the widget: { "text": "Book a table", "href": "https://…" }';
  return undefined;
}

const template = (block: ReservationBlock) =>
  html`<sq-reservation
    id=${block.id}
    class="block block-reservation"
    script-url=${block.scriptUrl}
    slug=${isBookingSlug(block.slug) ? block.slug : nothing}
    ><div class="reservation-fallback">
      <div class="reservation-text">
        <h2 class="reservation-title">${block.title}</h2>
        ${block.text ? html`<p>${block.text}</p>` : nothing}
        ${block.phone ? html`<p class="reservation-phone">Or call <a href=${`tel:${block.phone.replace(/[^+0-9]/g, '')}`}>${block.phone}</a></p>` : nothing}
      </div>
      <a class="button reservation-link" href=${siteHref(block.link.href) ?? '#'}>${block.link.text}</a>
    </div>
    <div class="reservation-widget" slot="widget"></div
  ></sq-reservation>`;

const scriptSources = (block: ReservationBlock) => {
  const origin = reservationScriptOrigin(block.scriptUrl);
  return origin ? [origin] : [];
};

export const reservationBlock: BlockType<ReservationBlock> = {
  type: 'reservation',
  element: 'sq-reservation',
  check: (block) => problemOf(block, false),
  scriptSources,
  template,
};

export const tableBookingBlock: BlockType<ReservationBlock> = {
  type: 'table-booking',
  element: 'sq-reservation',
  check: (block) => problemOf(block, true),
  scriptSources,
  template,
};
