/**
 * The content workflow of products and items: the state an entry is in, whether a visitor
 * may be served it at a given time, and the change an owner makes (publish, schedule, hide).
 * One rule for every surface of the site and for the back end's content screen.
 */
import { ProductWorkflowState } from '../constants/enums.js';
import { publishOnKey } from '../time/publish-on.js';

export type WorkflowState = (typeof ProductWorkflowState)[keyof typeof ProductWorkflowState];

export const WORKFLOW_STATES: readonly WorkflowState[] = [ProductWorkflowState.PUBLISHED, ProductWorkflowState.SCHEDULED, ProductWorkflowState.DRAFT];

/** What the workflow reads of a product or an item. */
export interface WorkflowEntry {
  status?: unknown;
  workflowState?: unknown;
  publishOn?: unknown;
}

/**
 * The entry's workflow state: 'draft' when either its status or its workflow state says so,
 * 'scheduled' likewise, 'published' when neither says otherwise, else the state it names (which the
 * back end labels 'Unsupported', such as an item that needs review or is private).
 */
export function workflowStateOf(entry: WorkflowEntry): string {
  const states = [entry.status, entry.workflowState].filter((state) => state !== undefined && state !== null);
  if (states.includes(ProductWorkflowState.DRAFT)) return ProductWorkflowState.DRAFT;
  if (states.includes(ProductWorkflowState.SCHEDULED)) return ProductWorkflowState.SCHEDULED;
  const other = states.find((state) => state !== ProductWorkflowState.PUBLISHED);
  return other === undefined ? ProductWorkflowState.PUBLISHED : String(other);
}

/**
 * Whether a visitor may be served the entry at `now`: a draft never is; a scheduled entry once its
 * date has passed (never without a date); a published one once its publish date, if any, has passed.
 * Other states (needs review, private …) are not served.
 */
export function isServedAt(entry: WorkflowEntry, now: Date): boolean {
  const state = workflowStateOf(entry);
  const due = publishOnKey(entry.publishOn);
  if (state === ProductWorkflowState.PUBLISHED) return due === '' || due <= now.toISOString();
  if (state === ProductWorkflowState.SCHEDULED) return due !== '' && due <= now.toISOString();
  return false;
}

/** A scheduled entry whose date has passed is published from then on: the entry as a visitor sees it at `now`. */
export function servedState<T extends WorkflowEntry>(entry: T, now: Date): T {
  if (workflowStateOf(entry) !== ProductWorkflowState.SCHEDULED || !isServedAt(entry, now)) return entry;
  return {
    ...entry,
    ...(entry.status !== undefined && { status: ProductWorkflowState.PUBLISHED }),
    ...(entry.workflowState !== undefined && { workflowState: ProductWorkflowState.PUBLISHED }),
  };
}

/** An owner's change of an entry's workflow: its new state, and for a scheduled one its date (ISO-8601, UTC). */
export interface WorkflowChange {
  state: WorkflowState;
  publishOn?: string | null;
}

/**
 * The entry after an owner's change: its workflow state (and its status, where it has one, as items
 * do) says the new state, and a schedule sets the date.
 */
export function applyWorkflowChange<T extends WorkflowEntry>(entry: T, change: WorkflowChange, now: Date): T {
  const changed: T = { ...entry, workflowState: change.state, ...(entry.status !== undefined && { status: change.state }) };
  if (change.state === ProductWorkflowState.SCHEDULED && change.publishOn) return { ...changed, publishOn: change.publishOn };
  // Published now: a date still in the future would hold it back, so it becomes the time of publishing.
  if (change.state === ProductWorkflowState.PUBLISHED && publishOnKey(entry.publishOn) > now.toISOString()) {
    return { ...changed, publishOn: now.toISOString() };
  }
  return changed;
}

/** Why a change cannot be made, stated as the rule; undefined when it can. */
export const WORKFLOW_REFUSALS = {
  state: 'The state must be published, scheduled or draft.',
  dateMissing: 'A scheduled entry needs the date and time it is published.',
  dateInvalid: 'The date and time must be a valid ISO-8601 date and time.',
  datePast: 'The date and time must be in the future.',
  dateUnwanted: 'Only a scheduled entry takes a date.',
} as const;

/** Checks an owner's change at `now`: the reason it is refused, or the change with its date in UTC. */
export function checkWorkflowChange(
  body: { state?: unknown; publishOn?: unknown },
  now: Date,
): { change: WorkflowChange } | { error: (typeof WORKFLOW_REFUSALS)[keyof typeof WORKFLOW_REFUSALS] } {
  const state = body.state;
  if (!WORKFLOW_STATES.includes(state as WorkflowState)) return { error: WORKFLOW_REFUSALS.state };
  const publishOn = body.publishOn ?? null;
  if (state !== ProductWorkflowState.SCHEDULED) {
    return publishOn === null ? { change: { state: state as WorkflowState } } : { error: WORKFLOW_REFUSALS.dateUnwanted };
  }
  if (publishOn === null || publishOn === '') return { error: WORKFLOW_REFUSALS.dateMissing };
  // A date and a time with a zone: what a date-time input gives, turned to UTC by the browser.
  if (typeof publishOn !== 'string' || !/^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d{1,3})?)?(Z|[+-]\d\d:\d\d)$/.test(publishOn)) {
    return { error: WORKFLOW_REFUSALS.dateInvalid };
  }
  const time = Date.parse(publishOn);
  // Date.parse rolls 31 February over into March: the calendar day must exist.
  const [year, month, day] = publishOn.slice(0, 10).split('-').map(Number) as [number, number, number];
  if (Number.isNaN(time) || new Date(Date.UTC(year, month - 1, day)).getUTCDate() !== day) return { error: WORKFLOW_REFUSALS.dateInvalid };
  if (time <= now.getTime()) return { error: WORKFLOW_REFUSALS.datePast };
  return { change: { state: ProductWorkflowState.SCHEDULED, publishOn: new Date(time).toISOString() } };
}

/** The two kinds of entry the content screen lists. */
export type ContentKind = 'products' | 'items';

/** The orders an owner may list entries in: newest first (by id, which grows with creation time), or by title. */
export type ContentOrder = 'newest' | 'title';

export interface ContentSortable {
  id: string;
  title?: unknown;
}

/** The keyset of an entry in an order: what the next page starts after. */
export type ContentCursor = [string, string];

const titleKey = (entry: ContentSortable): string => (typeof entry.title === 'string' ? entry.title.toLocaleLowerCase('en') : '');

export function contentKey(entry: ContentSortable, order: ContentOrder): ContentCursor {
  return order === 'title' ? [titleKey(entry), entry.id] : ['', entry.id];
}

/** Keyset comparison: newest first is the id descending; by title is the title ascending, then the id. */
export function compareContent(a: ContentCursor, b: ContentCursor, order: ContentOrder): number {
  if (order === 'newest') return a[1] === b[1] ? 0 : a[1] < b[1] ? 1 : -1;
  if (a[0] !== b[0]) return a[0] < b[0] ? -1 : 1;
  return a[1] === b[1] ? 0 : a[1] < b[1] ? -1 : 1;
}

/** A page of entries in `order` after the cursor `after`, and the cursor of the next page (undefined after the last). */
export function contentPage<T extends ContentSortable>(
  entries: readonly T[],
  order: ContentOrder,
  limit: number,
  after?: ContentCursor,
): { entries: T[]; next: ContentCursor | undefined } {
  const sorted = entries
    .filter((entry) => !after || compareContent(contentKey(entry, order), after, order) > 0)
    .sort((a, b) => compareContent(contentKey(a, order), contentKey(b, order), order));
  const page = sorted.slice(0, limit);
  const last = page.at(-1);
  return { entries: page, next: sorted.length > limit && last ? contentKey(last, order) : undefined };
}

export function encodeContentCursor(cursor: ContentCursor): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(cursor))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The cursor a text names, or undefined when it is not one `encodeContentCursor` made. */
export function decodeContentCursor(text: string): ContentCursor | undefined {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(text)) return undefined;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const value: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0))));
    return Array.isArray(value) && value.length === 2 && value.every((part) => typeof part === 'string') ? (value as ContentCursor) : undefined;
  } catch {
    return undefined;
  }
}
