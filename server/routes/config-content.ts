import { Type } from '@sinclair/typebox';
import type { App } from '../app.js';
import { workflowLabel } from '../../src/shared/commerce/product.js';
import {
  checkWorkflowChange,
  contentPage,
  decodeContentCursor,
  encodeContentCursor,
  servedState,
  workflowStateOf,
  type ContentKind,
  type WorkflowEntry,
} from '../../src/shared/content/workflow.js';
import { CONTENT_API } from '../../src/shared/content/api.js';
import { readWorkflowChanges, withWorkflowChanges, writeWorkflowChange } from '../store/content-workflow.js';
import { readSiteDocuments } from '../store/site.js';
import type { SiteDocuments } from '../site/documents.js';

export const CONTENT_PAGE_SIZE = 20;
export const CONTENT_MAX_PAGE_SIZE = 50;

const BAD_CURSOR = 'The cursor is not one this list gave out; start again from the first page.';
const NOT_FOUND = { products: 'No product with this id.', items: 'No item with this id.' } as const;

/** The area an owner needs to list and change each kind: products are the store's, items are content. */
const AREA = { products: 'commerce', items: 'content' } as const;

const listQuery = Type.Object(
  {
    order: Type.Optional(Type.Union([Type.Literal('newest'), Type.Literal('title')])),
    cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 400 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: CONTENT_MAX_PAGE_SIZE })),
    // Only this collection's entries (its panel in the back end).
    collection: Type.Optional(Type.String({ pattern: '^[0-9a-f]{24}$' })),
  },
  // The runtime's HTTP client adds the crumb to every GET.
  { additionalProperties: true },
);
const entryParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });
const changeBody = Type.Object(
  {
    state: Type.String({ maxLength: 20 }),
    publishOn: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])),
  },
  { additionalProperties: false },
);

type Entry = WorkflowEntry & { id: string; title?: unknown; fullUrl?: unknown; collectionId?: unknown };

const entriesOf = (documents: SiteDocuments, kind: ContentKind): Entry[] =>
  kind === 'products' ? (documents.products ?? []) : (documents.items ?? []);

/** An entry as the owner reads it at `now`: its state (a scheduled one whose date passed is published), label and date. */
function contentEntry(entry: Entry, documents: SiteDocuments, now: Date) {
  const state = workflowStateOf(servedState(entry, now));
  const collection = (documents.collections ?? []).find((candidate) => candidate.id === entry.collectionId);
  return {
    id: entry.id,
    title: typeof entry.title === 'string' ? entry.title : '',
    state,
    label: workflowLabel(state),
    publishOn: state === 'scheduled' && typeof entry.publishOn === 'string' ? entry.publishOn : null,
    url: typeof entry.fullUrl === 'string' ? entry.fullUrl : null,
    collection: collection && typeof collection.title === 'string' ? collection.title : null,
    collectionId: collection ? collection.id : null,
  };
}

/**
 * The back end's content workflow: the site's products (for an owner who runs the store) and
 * collection items (for one who edits content), a page at a time, each with its workflow state,
 * and changing it: publish, schedule for a later date and time, or hide as a draft. The owner's
 * state wins over the definition files' from then on (server/store/content-workflow.ts), and the
 * site serves it on the next request.
 */
export default async function configContent(app: App): Promise<void> {
  /** The definition's documents, and the same with the owners' changes. */
  async function documents(): Promise<{ stored: SiteDocuments; changed: SiteDocuments }> {
    const [stored, rows] = await Promise.all([readSiteDocuments(app.db), readWorkflowChanges(app.db)]);
    return { stored, changed: withWorkflowChanges(stored, rows) };
  }

  // What this owner may change: the screen lists only those kinds.
  app.get(CONTENT_API, { config: { owner: ['content', 'commerce'] } }, async (request) => {
    return { access: { products: request.backEndAccess?.commerce === true, items: request.backEndAccess?.content === true } };
  });

  for (const kind of ['products', 'items'] as const) {
    const may = { owner: AREA[kind] };

    app.get(`${CONTENT_API}/${kind}`, { config: may, schema: { querystring: listQuery } }, async (request, reply) => {
      const after = request.query.cursor === undefined ? undefined : decodeContentCursor(request.query.cursor);
      if (request.query.cursor !== undefined && !after) return reply.code(400).send({ error: BAD_CURSOR });
      const order = request.query.order ?? 'newest';
      const limit = request.query.limit ?? CONTENT_PAGE_SIZE;
      const { changed } = await documents();
      const now = new Date();
      const { collection } = request.query;
      const listed = entriesOf(changed, kind).filter((entry) => collection === undefined || entry.collectionId === collection);
      const { entries, next } = contentPage(listed, order, limit, after);
      return { [kind]: entries.map((entry) => contentEntry(entry, changed, now)), nextCursor: next ? encodeContentCursor(next) : null };
    });

    app.put(`${CONTENT_API}/${kind}/:id`, { config: may, schema: { params: entryParams, body: changeBody } }, async (request, reply) => {
      const now = new Date();
      const checked = checkWorkflowChange(request.body, now);
      if ('error' in checked) return reply.code(400).send({ error: checked.error });
      const { stored } = await documents();
      const entry = entriesOf(stored, kind).find((candidate) => candidate.id === request.params.id);
      if (!entry) return reply.code(404).send({ error: NOT_FOUND[kind] });
      const changed = await writeWorkflowChange(app.db, kind, entry, checked.change, request.owner?.id ?? '', now);
      return { entry: contentEntry({ ...entry, ...changed } as Entry, stored, now) };
    });
  }
}
