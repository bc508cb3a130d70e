import { httpError } from '../http/errors.js';
import { renderSummaryBlock, SUMMARY_DESIGNS, summaryItems } from '../render/summary-block.js';
import { siteDocuments } from '../site/context.js';
import { parseJsonFields } from '../validation/json.js';

export const MAX_PAGE_SIZE = 100;

const id = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,100}$' };

/** A summary block's settings; anything else the block carries is ignored. */
const summaryValue = {
  type: 'object',
  default: {},
  additionalProperties: false,
  properties: {
    design: { type: 'string', enum: SUMMARY_DESIGNS, default: 'grid' },
    pageSize: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: 30 },
    showThumbnail: { type: 'boolean', default: true },
    showTitle: { type: 'boolean', default: true },
    showExcerpt: { type: 'boolean', default: true },
  },
};

const body = {
  type: 'object',
  additionalProperties: false,
  required: ['widgetJSON', 'collectionId'],
  properties: {
    widgetJSON: {
      type: 'object',
      additionalProperties: false,
      required: ['type', 'id'],
      properties: { type: { type: ['integer', 'string'] }, id, value: summaryValue },
    },
    collectionId: id,
  },
};

/**
 * Block rendering (§7): a summary block drawn from its collection's stored items, answered as
 * `{ html }` for the runtime to put in place of the block's content.
 */
export default async function widget(app) {
  const documents = siteDocuments(app.db);

  app.post(
    '/api/widget/GetWidgetRendering',
    {
      preValidation: parseJsonFields('widgetJSON'),
      schema: { body, response: { 200: { type: 'object', additionalProperties: false, required: ['html'], properties: { html: { type: 'string' } } } } },
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
