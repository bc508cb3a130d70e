import { createHash } from 'node:crypto';
import { type RawBuilder, sql } from 'kysely';
import type { Db, Dialect, SearchDocumentsTable } from '../db/schema.js';
import { searchWords } from '../../src/shared/places/search-text.js';
import { excerptOf, ftsMatch, markMatches, searchTerms, tsPrefixQuery, type SearchResult } from '../../src/shared/search/text.js';
import { siteHref } from '../../src/shared/blocks/links.js';
import type { SiteDocuments } from '../site/documents.js';
import { isMembersOnly } from '../site/member-access.js';
import { isPublished } from '../../src/shared/summary/page.js';

/** The search index's tables, which a demo reset keeps (the index is derived from the definition); on SQLite, the full-text index's too. */
export const SEARCH_TABLES: readonly string[] = [
  'search_documents',
  'search_index_state',
  'search_fts',
  'search_fts_config',
  'search_fts_data',
  'search_fts_docsize',
  'search_fts_idx',
];

/** The most results one search answers. */
export const MAX_SEARCH_RESULTS = 50;

type SearchRow = Omit<SearchDocumentsTable, 'id'>;

/** Block fields whose text a visitor reads on the page; everything else (ids, URLs, styles, markup) is left out. */
const TEXT_FIELDS = new Set([
  'heading',
  'paragraphs',
  'list',
  'items',
  'caption',
  'title',
  'description',
  'name',
  'text',
  'label',
  'question',
  'answer',
  'buttonText',
]);

/** The text of a page's blocks, in order: the strings under TEXT_FIELDS, at any depth. */
function layoutText(value: unknown, field = ''): string[] {
  if (typeof value === 'string') return TEXT_FIELDS.has(field) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((entry) => layoutText(entry, field));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, entry]) => layoutText(entry, key));
  return [];
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : []);

/** The definition's pages, posts/items and products as index rows, with what decides whether a visitor may find each. */
export function searchRows(documents: SiteDocuments): SearchRow[] {
  const locked = documents.website?.lockScreen?.passwordHash ? 1 : 0;
  const row = (
    kind: SearchRow['kind'],
    url: unknown,
    title: string,
    body: string,
    published: boolean,
    publishOn: unknown,
    membersOnly: boolean,
  ): SearchRow[] => {
    const href = siteHref(text(url));
    if (!href) return [];
    return [
      {
        kind,
        url: href,
        title,
        body,
        title_folded: searchWords(title).join(' '),
        body_folded: searchWords(body).join(' '),
        published: published ? 1 : 0,
        publish_on: typeof publishOn === 'string' && !Number.isNaN(Date.parse(publishOn)) ? new Date(publishOn).toISOString() : null,
        members_only: locked || membersOnly ? 1 : 0,
      },
    ];
  };
  return [
    ...(documents.pages ?? []).flatMap((page) =>
      // The cart and the reviews request page are the shop's machinery, not content.
      page.pageType === 200 || page.pageType === 209
        ? []
        : row(
            'page',
            page.path,
            text(page.title),
            [text(page.description), ...layoutText(page.layout)].filter(Boolean).join(' '),
            true,
            undefined,
            Boolean(page.access),
          ),
    ),
    ...(documents.items ?? []).flatMap((item) =>
      row(
        'item',
        item.fullUrl,
        text(item.title),
        [text(item.excerpt), ...strings(item.body)].filter(Boolean).join(' '),
        isPublished(item),
        item.publishOn,
        isMembersOnly(item),
      ),
    ),
    ...(documents.products ?? []).flatMap((product) =>
      row(
        'product',
        product.fullUrl,
        text(product.title),
        [text(product.excerpt), text(product.description)].filter(Boolean).join(' '),
        isPublished(product),
        product.publishOn,
        false,
      ),
    ),
  ];
}

const built = new WeakMap<Db, { fingerprint: string; pending: Promise<void> }>();

/**
 * Makes the index hold exactly `documents`: rebuilt on the first search of a process when the
 * stored fingerprint differs from the definition's (so server start stays fast, and every process
 * of a database agrees with the definition it serves), then reused.
 */
export function ensureSearchIndex(db: Db, dialect: Dialect, documents: SiteDocuments): Promise<void> {
  const rows = searchRows(documents);
  const fingerprint = createHash('sha256').update(JSON.stringify(rows)).digest('base64url');
  const current = built.get(db);
  if (current?.fingerprint === fingerprint) return current.pending;
  const pending = rebuild(db, dialect, rows, fingerprint);
  // A failed build is tried again by the next search.
  pending.catch(() => built.delete(db));
  built.set(db, { fingerprint, pending });
  return pending;
}

async function rebuild(db: Db, dialect: Dialect, rows: SearchRow[], fingerprint: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const stored = await trx.selectFrom('search_index_state').select('fingerprint').where('key', '=', 'site').executeTakeFirst();
    if (stored?.fingerprint === fingerprint) return;
    await trx.deleteFrom('search_documents').execute();
    if (rows.length)
      await trx
        .insertInto('search_documents')
        .values(rows.map((entry, index) => ({ id: index + 1, ...entry })))
        .execute();
    if (dialect === 'sqlite') await sql`INSERT INTO search_fts(search_fts) VALUES ('rebuild')`.execute(trx);
    await trx
      .insertInto('search_index_state')
      .values({ key: 'site', fingerprint })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ fingerprint }))
      .execute();
  });
}

type ResultRow = Pick<SearchDocumentsTable, 'kind' | 'url' | 'title' | 'body'>;

/**
 * The query searchSite runs: published documents a visitor may see (no drafts, nothing scheduled
 * or not yet live, nothing behind a member area or password) having every term, the last one as a
 * prefix, best first (bm25 on FTS5, ts_rank on PostgreSQL; a title match weighs most). The terms
 * reach the database only as bound parameters. Undefined when the query has no words.
 */
export function searchQuery(dialect: Dialect, query: string, limit: number, now: Date = new Date()): RawBuilder<ResultRow> | undefined {
  const terms = searchTerms(query);
  if (!terms.length) return undefined;
  const max = Math.min(Math.max(1, limit), MAX_SEARCH_RESULTS);
  const visible = sql`d.published = 1 AND d.members_only = 0 AND (d.publish_on IS NULL OR d.publish_on <= ${now.toISOString()})`;
  if (dialect === 'postgres') {
    const tsquery = tsPrefixQuery(terms);
    return sql<ResultRow>`
      SELECT d.kind, d.url, d.title, d.body FROM search_documents d
      WHERE d.search_vector @@ to_tsquery('simple', ${tsquery}) AND ${visible}
      ORDER BY ts_rank(d.search_vector, to_tsquery('simple', ${tsquery})) DESC, d.id
      LIMIT ${max}`;
  }
  return sql<ResultRow>`
    SELECT d.kind, d.url, d.title, d.body FROM search_fts JOIN search_documents d ON d.id = search_fts.rowid
    WHERE search_fts MATCH ${ftsMatch(terms)} AND ${visible}
    ORDER BY bm25(search_fts, 10.0, 1.0), d.id
    LIMIT ${max}`;
}

/** The site's documents matching `query`, ranked, their title and excerpt with the matches marked. */
export async function searchSite(db: Db, dialect: Dialect, documents: SiteDocuments, query: string, limit: number): Promise<SearchResult[]> {
  const built = searchQuery(dialect, query, limit);
  if (!built) return [];
  await ensureSearchIndex(db, dialect, documents);
  const terms = searchTerms(query);
  const { rows } = await built.execute(db);
  return rows.map((row) => ({ kind: row.kind, url: row.url, title: markMatches(row.title, terms), excerpt: excerptOf(row.body, terms) }));
}
