/** The inbox's calls to the owner routes (server/routes/config-inbox.ts), through the runtime's one HTTP client. */
import { del, get } from '../api/request.js';
import type { SubmissionField } from './fields.js';

export const INBOX_API = '/api/config/inbox';

/** What the signed-in owner may do. */
export interface InboxAccess {
  read: boolean;
  delete: boolean;
}

export interface InboxForm {
  id: string;
  name: string;
  newsletter: boolean;
  submissionCount: number;
  fields: { id: string; title: string; type: string }[];
}

export interface InboxOverview {
  access: InboxAccess;
  forms: InboxForm[];
}

/** A submission with its page fields and its fields by title. */
export interface InboxSubmission {
  id: string;
  formId: string;
  formName: string | null;
  submittedAt: string;
  pageTitle: string | null;
  pageId: string | null;
  pagePath: string | null;
  contentSource: string | null;
  collectionId: string | null;
  objectName: string | null;
  isOverlayForm: boolean;
  submitButtonText: string | null;
  pagePermissionTypeValue: number | null;
  fields: SubmissionField[];
}

export interface InboxSignUp extends InboxSubmission {
  email: string;
}

export interface InboxReview {
  id: string;
  productId: string;
  productTitle: string | null;
  rating: number;
  text: string;
  createdAt: string;
}

export interface InboxOrder {
  id: string;
  status: 'placed';
  name: string;
  email: string;
  currency: string;
  totalQuantity: number;
  grandTotalCents: number;
  items: { title: string; quantity: number }[];
  createdAt: string;
}

export interface InboxCart {
  id: string;
  status: 'open' | 'purchased';
  currency: string;
  totalQuantity: number;
  subtotalCents: number;
  createdAt: string;
  updatedAt: string;
  purchasedAt: string | null;
}

/** Which list the owner reads: one form's submissions, or one of the other inboxes. */
export type InboxKind = { kind: 'form'; formId: string } | { kind: 'newsletter' } | { kind: 'reviews' } | { kind: 'orders' } | { kind: 'carts' };

/** Each list's rows, by the kind of list. */
export interface InboxRows {
  form: InboxSubmission;
  newsletter: InboxSignUp;
  reviews: InboxReview;
  orders: InboxOrder;
  carts: InboxCart;
}

export interface InboxPage<Row> {
  rows: Row[];
  nextCursor: string | null;
}

/** Every call shows its own message, so none opens the runtime's error overlay. */
const QUIET = { quiet: true } as const;

export function loadOverview(): Promise<InboxOverview> {
  return get<InboxOverview>(INBOX_API, QUIET);
}

const ROWS_KEY = { form: 'submissions', newsletter: 'signUps', reviews: 'reviews', orders: 'orders', carts: 'carts' } as const;

/** The path of a list. */
function listPath(inbox: InboxKind): string {
  return inbox.kind === 'form' ? `${INBOX_API}/forms/${encodeURIComponent(inbox.formId)}/submissions` : `${INBOX_API}/${inbox.kind}`;
}

/** One page of a list, newest first; pass the page before's `nextCursor` for the next one. */
export async function loadPage<K extends InboxKind>(inbox: K, cursor: string | null): Promise<InboxPage<InboxRows[K['kind']]>> {
  const body = await get<Record<string, unknown>>(listPath(inbox), { ...QUIET, query: cursor ? { cursor } : {} });
  const rows = body[ROWS_KEY[inbox.kind]];
  return {
    rows: (Array.isArray(rows) ? rows : []) as InboxRows[K['kind']][],
    nextCursor: typeof body.nextCursor === 'string' ? body.nextCursor : null,
  };
}

export async function loadSubmission(id: string): Promise<InboxSubmission> {
  return (await get<{ submission: InboxSubmission }>(`${INBOX_API}/submissions/${encodeURIComponent(id)}`, QUIET)).submission;
}

/** Resolves once the server has deleted the submission for good. */
export async function deleteSubmission(id: string): Promise<void> {
  await del(`${INBOX_API}/submissions/${encodeURIComponent(id)}`, QUIET);
}

/** Where a form's CSV export downloads from (a plain link: the owner's session cookie goes with it). */
export function exportCsvUrl(formId: string): string {
  return `${INBOX_API}/forms/${encodeURIComponent(formId)}/export.csv`;
}
