/**
 * The summary's one call, its collection's list through GetWidgetRendering, and putting the
 * answer in place of the element's list. A chunk of its own: the first paint needs none of it.
 */
import { post } from '../api/index.js';
import { ITEM_MARKS, nextCursorOf, summaryList } from './dom.js';
import { firstNewIndex } from './first-new.js';
import { summaryFragment } from './markup.js';
import { summaryRequest, type SummarySettings } from './settings.js';

export const WIDGET_RENDERING_PATH = '/api/widget/GetWidgetRendering';

/**
 * The markup of the list through `cursor` and one page beyond (the first page without one);
 * rejects when the call fails or the answer holds no html.
 */
export async function loadSummaryList(settings: SummarySettings, cursor: string | undefined, baseUrl: string): Promise<string> {
  const data = await post<{ html?: unknown } | null>(WIDGET_RENDERING_PATH, { form: summaryRequest(settings, cursor), quiet: true, baseUrl });
  if (typeof data?.html !== 'string') throw new TypeError('sq-summary: GetWidgetRendering answered without html');
  return data.html;
}

const itemId = (item: Element) => item.getAttribute('data-item-id');

/** Whether an item shown is the one the answer draws: the same markup, leaving aside the runtime's marks. */
function drawnAlike(shown: Element, answer: Element): boolean {
  const bare = shown.cloneNode(true) as Element;
  for (const name of ITEM_MARKS) bare.removeAttribute(name);
  return bare.isEqualNode(answer);
}

/**
 * Puts the server's list (the whole list so far) in place of the element's: its items in its
 * order, each once, and its next cursor. An item shown before and drawn alike keeps its node and
 * only the new ones are inserted, so focus, the carousel's marks and a live region's reading stay
 * with what the visitor already had. Returns the first item beyond those shown before.
 */
export function replaceSummaryList(host: Element, html: string): Element | undefined {
  const answer = summaryFragment(html, host.ownerDocument).querySelector('.summary-items');
  if (!answer) throw new TypeError('sq-summary: the answer holds no summary list');
  const list = summaryList(host);
  if (!list || list.localName !== answer.localName) {
    if (list) list.replaceWith(answer);
    else host.append(answer);
    return answer.firstElementChild ?? undefined;
  }
  const shown = new Map([...list.children].map((item) => [itemId(item), item]));
  const drawn = [...answer.children];
  const items = drawn.map((item) => {
    const before = shown.get(itemId(item));
    return before && drawnAlike(before, item) ? before : item;
  });
  let at = list.firstElementChild;
  for (const item of items) {
    if (item === at) at = at.nextElementSibling;
    else list.insertBefore(item, at);
  }
  while (at) {
    const after = at.nextElementSibling;
    at.remove();
    at = after;
  }
  const next = nextCursorOf(answer);
  if (next) list.setAttribute('data-next-cursor', next);
  else list.removeAttribute('data-next-cursor');
  const first = firstNewIndex(shown.keys(), drawn.map(itemId));
  return first === undefined ? undefined : items[first];
}

/** Loads the list through `cursor` (the first page without one) and puts it in place of `host`'s; returns the first new item. */
export async function loadThrough(
  host: Element,
  settings: SummarySettings,
  cursor: string | undefined,
  baseUrl: string,
): Promise<Element | undefined> {
  return replaceSummaryList(host, await loadSummaryList(settings, cursor, baseUrl));
}
