import { Type } from '@sinclair/typebox';
import type { App } from '../app.js';
import { httpError } from '../http/errors.js';
import { renderSummaryBlock, SUMMARY_DESIGNS, summaryItems } from '../render/summary-block.js';
import { siteDocuments } from '../site/context.js';
import { parseJsonFields } from '../validation/json.js';
import { stringEnum } from '../validation/schemas.js';

export const MAX_PAGE_SIZE = 100;

const id = Type.String({ pattern: '^[A-Za-z0-9_-]{1,100}$' });

/**
 * A summary block's settings; anything else the block carries is ignored. Every setting has a
 * default that Ajv fills in, so the handler reads them all.
 */
const summaryValue = Type.Object(
  {
    design: stringEnum(SUMMARY_DESIGNS, { default: 'grid' }),
    pageSize: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: 30 }),
    showThumbnail: Type.Boolean({ default: true }),
    showTitle: Type.Boolean({ default: true }),
    showExcerpt: Type.Boolean({ default: true }),
  },
  { default: {}, additionalProperties: false },
);

const body = Type.Object(
  {
    widgetJSON: Type.Object(
      { type: Type.Unsafe<number | string>({ type: ['integer', 'string'] }), id, value: summaryValue },
      { additionalProperties: false },
    ),
    collectionId: id,
  },
  { additionalProperties: false },
);

/**
 * Block rendering (§7): a summary block drawn from its collection's stored items, answered as
 * `{ html }` for the runtime to put in place of the block's content.
 */
export default async function widget(app: App): Promise<void> {
  const documents = siteDocuments(app.db);

  app.post(
    '/api/widget/GetWidgetRendering',
    {
      preValidation: parseJsonFields('widgetJSON'),
      schema: { body, response: { 200: Type.Object({ html: Type.String() }, { additionalProperties: false }) } },
    },
    async (request) => {
      const { widgetJSON, collectionId } = request.body;
      const { collections = [], items = [] } = await documents();
      const collection = collections.find((entry) => entry.id === collectionId);
      if (!collection) throw httpError(404, `No collection has the id ${collectionId}.`);
      const options = widgetJSON.value;
      const shown = summaryItems(items, collectionId, options.pageSize);
      return { html: renderSummaryBlock({ blockId: widgetJSON.id, collection, items: shown, options }) };
    },
  );
}
