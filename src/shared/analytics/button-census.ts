/**
 * Button census (§7 POST /api/census/button-click and button-render): elements marked
 * `data-sq-button` are counted when rendered and when clicked. Failures are ignored (§7 "not shown").
 */
import { post } from '../api/index.js';
import { TRACKING_TIMEOUT_MS } from '../constants/timings.js';
import type { WebsiteContext } from '../site/context.js';
import { censusHitData, type CensusWindow } from './census.js';

export const BUTTON_ATTRIBUTE = 'data-sq-button';

const PAGE_FIELDS = [
  'websiteId',
  'templateId',
  'website_locale',
  'url',
  'title',
  'itemId',
  'recordType',
  'collectionId',
  'queryString',
  'referrer',
] as const;

export interface ButtonFields {
  id?: string;
  buttonText: string;
  clickthroughUrl?: string;
  alignment?: string;
  size?: string;
  newWindow: boolean;
  context?: string;
}

const optional = (value: string | null) => (value ? value : undefined);

export function buttonFields(button: Element): ButtonFields {
  const link = button.closest('a[href]') as HTMLAnchorElement | null;
  const fields: ButtonFields = {
    id: optional(button.getAttribute(BUTTON_ATTRIBUTE)) ?? optional(button.id),
    buttonText: (button.textContent ?? '').trim().replace(/\s+/g, ' '),
    clickthroughUrl: link?.href,
    alignment: optional(button.getAttribute(`${BUTTON_ATTRIBUTE}-alignment`)),
    size: optional(button.getAttribute(`${BUTTON_ATTRIBUTE}-size`)),
    newWindow: link?.target === '_blank',
    context: optional(button.getAttribute(`${BUTTON_ATTRIBUTE}-context`)),
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as unknown as ButtonFields;
}

export interface ButtonCensusOptions {
  context: WebsiteContext;
  window: () => CensusWindow;
  visitorCookie: () => string | undefined;
}

export function startButtonCensus({ context, window: read, visitorCookie }: ButtonCensusOptions): () => void {
  const send = (kind: 'button-click' | 'button-render', button: Element) => {
    const hit = censusHitData({ ...read(), context });
    const page = Object.fromEntries(PAGE_FIELDS.filter((name) => hit[name] !== undefined).map((name) => [name, hit[name]]));
    const body = { visitorCookie: visitorCookie(), ...page, ...buttonFields(button) };
    void post(`/api/census/${kind}`, { body, quiet: true, retries: 0, timeoutMs: TRACKING_TIMEOUT_MS }).catch(() => undefined);
  };
  for (const button of document.querySelectorAll(`[${BUTTON_ATTRIBUTE}]`)) send('button-render', button);
  const onClick = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest(`[${BUTTON_ATTRIBUTE}]`) : null;
    if (button) send('button-click', button);
  };
  // Capture, so a handler that stops propagation does not hide the click.
  document.addEventListener('click', onClick, true);
  return () => document.removeEventListener('click', onClick, true);
}
