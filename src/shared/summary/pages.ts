/**
 * The summary's one call, a page of its collection through GetWidgetRendering (§7), and adding it
 * to the element. A chunk of its own: the first paint needs none of it.
 */
import { post } from '../api/index.js';
import { nextCursorOf, summaryList } from './dom.js';
import { summaryFragment } from './markup.js';
import { summaryRequest, type SummarySettings } from './settings.js';

export const WIDGET_RENDERING_PATH = '/api/widget/GetWidgetRendering';

/** The markup of the page after `cursor` (the first without one); rejects when the call fails or the answer holds no html. */
export async function loadSummaryPage(settings: SummarySettings, cursor: string | undefined, baseUrl: string): Promise<string> {
  const data = await post<{ html?: unknown } | null>(WIDGET_RENDERING_PATH, { form: summaryRequest(settings, cursor), quiet: true, baseUrl });
  if (typeof data?.html !== 'string') throw new TypeError('sq-summary: GetWidgetRendering answered without html');
  return data.html;
}

/**
 * Adds a page (server markup) to the element: its items after the list's (an item already shown is
 * not repeated), or the whole list when the element has none. Returns the first item added.
 */
export function addSummaryPage(host: Element, html: string): Element | undefined {
  const page = summaryFragment(html, host.ownerDocument).querySelector('.summary-items');
  if (!page) throw new TypeError('sq-summary: the answer holds no summary list');
  const list = summaryList(host);
  if (!list) {
    host.append(page);
    return page.firstElementChild ?? undefined;
  }
  const shown = new Set([...list.children].map((item) => item.getAttribute('data-item-id')));
  const added = [...page.children].filter((item) => !shown.has(item.getAttribute('data-item-id')));
  list.append(...added);
  const next = nextCursorOf(page);
  if (next) list.setAttribute('data-next-cursor', next);
  else list.removeAttribute('data-next-cursor');
  return added[0];
}

/** Loads the page after `cursor` (the first without one) and adds it to `host`; returns the first item added. */
export async function addNextPage(
  host: Element,
  settings: SummarySettings,
  cursor: string | undefined,
  baseUrl: string,
): Promise<Element | undefined> {
  return addSummaryPage(host, await loadSummaryPage(settings, cursor, baseUrl));
}
