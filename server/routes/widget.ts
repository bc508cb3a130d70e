import { Type } from '@sinclair/typebox';
import type { App } from '../app.js';
import { httpError } from '../http/errors.js';
import { revalidated } from '../http/caching.js';
import { layoutProblem, layoutTemplates, type Block } from '../../src/shared/blocks/index.js';
import { summaryListTemplate } from '../../src/shared/blocks/summary.js';
import {
  DEFAULT_SUMMARY_PAGE_SIZE,
  isSummaryDesign,
  isSummaryWidgetType,
  MAX_SUMMARY_PAGE_SIZE,
  SUMMARY_DESIGNS,
} from '../../src/shared/summary/designs.js';
import { decodeCursor } from '../../src/shared/summary/cursor.js';
import { readImageAspectRatio } from '../../src/shared/summary/settings.js';
import { renderHtml } from '../render/ssr.js';
import { blockContext } from '../render/site-content.js';
import { commentsShortname } from '../site/comments.js';
import { siteDocuments } from '../site/context.js';
import { readSummaryList } from '../store/summary.js';
import { parseJsonFields } from '../validation/json.js';

const id = Type.String({ pattern: '^[A-Za-z0-9_-]{1,100}$' });

const body = Type.Object(
  {
    widgetJSON: Type.Object(
      {
        type: Type.Unsafe<number | string>({ type: ['integer', 'string'] }),
        id,
        value: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
      },
      { additionalProperties: false },
    ),
    /** The summary's collection; only summary blocks send it. */
    collectionId: Type.Optional(id),
    /** 'Load more' of a summary: the list's `data-next-cursor`; the answer is the list through it and one page beyond. */
    cursor: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{1,400}$' })),
  },
  { additionalProperties: false },
);

/** A summary block's settings from the widget's value; a bad one is refused with the setting named. */
function summarySettings(value: Record<string, unknown>): { design: string; pageSize: number } {
  const { design = 'grid', pageSize = DEFAULT_SUMMARY_PAGE_SIZE, imageAspectRatio } = value;
  if (!isSummaryDesign(design)) throw httpError(400, `body/widgetJSON/value/design must be one of ${SUMMARY_DESIGNS.join(', ')}`);
  if (!Number.isInteger(pageSize) || (pageSize as number) < 1 || (pageSize as number) > MAX_SUMMARY_PAGE_SIZE) {
    throw httpError(400, `body/widgetJSON/value/pageSize must be a whole number from 1 to ${MAX_SUMMARY_PAGE_SIZE}`);
  }
  if (imageAspectRatio !== undefined && readImageAspectRatio(imageAspectRatio) === undefined) {
    throw httpError(400, 'body/widgetJSON/value/imageAspectRatio must be a number from 1 to 200 or Auto');
  }
  return { design, pageSize: pageSize as number };
}

/**
 * Block rendering, answered as `{ html }` for the runtime to put in place of the block's
 * content. A summary block (type `summary` or a summary variant code) sends its collectionId and
 * gets the first page of the collection's published items from the summary index, newest first;
 * the list's `data-next-cursor` is there while a next page follows. A call that sends it as
 * `cursor` gets the whole list so far: every item through the cursor and the page after it, so the
 * answer replaces the list shown and holds each item once. Any other block type
 * of the site definition is drawn from its value with its own template. Every answer carries an
 * ETag; a call that names it in If-None-Match gets an empty 304.
 */
export default async function widget(app: App): Promise<void> {
  const documents = siteDocuments(app.db);

  app.post('/api/widget/GetWidgetRendering', { preValidation: parseJsonFields('widgetJSON'), schema: { body } }, async (request, reply) => {
    const { widgetJSON, collectionId, cursor } = request.body;
    const value = widgetJSON.value ?? {};
    let html: string;
    if (isSummaryWidgetType(widgetJSON.type)) {
      if (collectionId === undefined) throw httpError(400, "body must have required property 'collectionId' for a summary block");
      const { design, pageSize } = summarySettings(value);
      const through = cursor === undefined ? undefined : decodeCursor(cursor);
      if (cursor !== undefined && !through) throw httpError(400, 'body/cursor is not a page cursor of this summary');
      const site = await documents();
      if (!(site.collections ?? []).some((entry) => entry.id === collectionId)) throw httpError(404, `No collection has the id ${collectionId}.`);
      const page = await readSummaryList(app.db, collectionId, pageSize, through);
      html = renderHtml(summaryListTemplate(page, { comments: commentsShortname(site) !== undefined }, design));
    } else {
      if (cursor !== undefined) throw httpError(400, 'body/cursor is only for summary blocks');
      const block = { ...value, type: widgetJSON.type, id: widgetJSON.id } as Block;
      const problem = layoutProblem([block]);
      if (problem) throw httpError(400, `widgetJSON: ${problem.replace(/^block 1 /, '')}`);
      html = renderHtml(layoutTemplates([block], blockContext(await documents(), ''))[0]!);
    }
    reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache');
    return reply.send(revalidated(request, reply, JSON.stringify({ html })));
  });
}
