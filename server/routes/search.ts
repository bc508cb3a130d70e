import { Type } from '@sinclair/typebox';
import type { App } from '../app.js';
import { siteDocuments } from '../site/context.js';
import { searchSite } from '../store/search.js';
import { MAX_SEARCH_QUERY } from '../../src/shared/search/text.js';

/** The most results the search box's preview asks for. */
export const MAX_PREVIEW_RESULTS = 10;

const object = <T extends Parameters<typeof Type.Object>[0]>(properties: T) => Type.Object(properties, { additionalProperties: false });
const segments = Type.Array(object({ text: Type.String(), mark: Type.Optional(Type.Boolean()) }));
const result = object({
  kind: Type.Union([Type.Literal('page'), Type.Literal('item'), Type.Literal('product')]),
  url: Type.String(),
  title: segments,
  excerpt: segments,
});

/**
 * Site search for the search box's preview: the published pages, posts and products a visitor may
 * see that match `q`, best first, their title and excerpt as text runs with the matches marked
 * (the client draws them as text and `<mark>`, never as markup). The `/search` page runs the same search.
 */
export default async function search(app: App): Promise<void> {
  const documents = siteDocuments(app.db);
  app.get(
    '/api/search',
    {
      schema: {
        querystring: object({
          q: Type.String({ minLength: 1, maxLength: MAX_SEARCH_QUERY }),
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PREVIEW_RESULTS, default: 6 })),
        }),
        response: { 200: object({ query: Type.String(), results: Type.Array(result) }) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { q, limit = 6 } = request.query;
      return { query: q, results: await searchSite(app.db, app.dialect, await documents(), q, limit) };
    },
  );
}
