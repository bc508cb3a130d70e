/** The content screen's calls to the owner routes (server/routes/config-content.ts), through the runtime's one HTTP client. */
import { get, put } from '../api/request.js';
import type { ContentKind, ContentOrder, WorkflowChange } from './workflow.js';

export const CONTENT_API = '/api/config/content';

/** The lists this owner may change. */
export type ContentAccess = Record<ContentKind, boolean>;

/** A product or an item as the screen lists it. */
export interface ContentEntry {
  id: string;
  title: string;
  /** published, scheduled, draft, or a state the workflow does not support. */
  state: string;
  label: string;
  /** The date of a scheduled entry (ISO-8601, UTC); null otherwise. */
  publishOn: string | null;
  url: string | null;
  collection: string | null;
  /** The id of its collection, whose panel lists it. */
  collectionId: string | null;
}

export interface ContentPage {
  rows: ContentEntry[];
  nextCursor: string | null;
}

export async function loadAccess(): Promise<ContentAccess> {
  return (await get<{ access: ContentAccess }>(CONTENT_API, { quiet: true })).access;
}

/** A page of `kind`'s entries, of one collection when `collection` names it. */
export async function loadContentPage(kind: ContentKind, order: ContentOrder, cursor: string | null, collection?: string): Promise<ContentPage> {
  const answer = await get<Record<ContentKind, ContentEntry[]> & { nextCursor: string | null }>(`${CONTENT_API}/${kind}`, {
    quiet: true,
    query: { order, ...(cursor && { cursor }), ...(collection && { collection }) },
  });
  return { rows: answer[kind], nextCursor: answer.nextCursor };
}

export async function changeWorkflow(kind: ContentKind, id: string, change: WorkflowChange): Promise<ContentEntry> {
  return (await put<{ entry: ContentEntry }>(`${CONTENT_API}/${kind}/${encodeURIComponent(id)}`, { body: change, quiet: true })).entry;
}
