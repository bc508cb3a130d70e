import { Type } from '@sinclair/typebox';
import type { App } from '../app.js';
import { readHeaderFooter, writeHeaderFooter } from '../store/header-footer.js';
import { anyObject } from '../validation/schemas.js';

/** What a site without a saved header and footer answers: both parts present and empty. */
export const DEFAULT_HEADER_FOOTER = Object.freeze({ header: Object.freeze({}), footer: Object.freeze({}) });

const part = anyObject({ additionalProperties: true });
const headerFooter = Type.Object({ header: part, footer: part }, { additionalProperties: false });

/** The site header and footer: two JSON objects, saved together by an owner with config permission. */
export default async function headerFooterRoutes(app: App): Promise<void> {
  app.get('/api/site-header-footer', { schema: { response: { 200: headerFooter } } }, async () => {
    return (await readHeaderFooter(app.db)) ?? DEFAULT_HEADER_FOOTER;
  });

  app.put(
    '/api/site-header-footer',
    { config: { owner: 'design' }, schema: { body: headerFooter, response: { 200: headerFooter } } },
    async (request) => {
      const { header, footer } = request.body;
      await writeHeaderFooter(app.db, { header, footer });
      return { header, footer };
    },
  );
}
