/**
 * The embed block's frame (src/shared/blocks/embed.ts): the owner's HTML and code served as a
 * document of its own under a sandbox policy, so it never runs in the site's pages or origin. The
 * block is found on the page named by `page`, with that page's access rules.
 */
import { Type } from '@sinclair/typebox';
import type { App } from '../app.js';
import { navigationPath } from '../render/site-layout.js';
import { accessDenial } from '../site/access.js';
import { siteDocuments } from '../site/context.js';
import { setOwnPolicy } from '../http/security-headers.js';
import { markOwnDocument } from '../http/pages.js';
import { EMBED_FRAME_POLICY, embedFrameDocument } from '../embed/frame.js';
import { EMBED_FRAME_PATH } from '../../src/shared/embed/frame.js';

const params = Type.Object({ blockId: Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_-]{0,63}$' }) });
const querystring = Type.Object({ page: Type.String({ minLength: 1, maxLength: 300, pattern: '^/' }) });

export default async function embedFrame(app: App): Promise<void> {
  const documents = siteDocuments(app.db);
  app.get<{ Params: { blockId: string }; Querystring: { page: string } }>(
    `${EMBED_FRAME_PATH}:blockId`,
    { schema: { params, querystring } },
    async (request, reply) => {
      const docs = await documents();
      const path = navigationPath(request.query.page);
      const page = (docs.pages ?? []).find((entry) => navigationPath(entry.path) === path);
      const block = page?.layout.find((entry) => entry.type === 'embed' && entry.id === request.params.blockId);
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
      if (!page || !block) {
        return reply.code(404).type('text/plain; charset=utf-8').send(`No embed block "${request.params.blockId}" on the page ${path}.`);
      }
      if (await accessDenial(request, app, docs, page)) {
        return reply.code(403).type('text/plain; charset=utf-8').send('This embed is on a page you have not unlocked.');
      }
      setOwnPolicy(reply, EMBED_FRAME_POLICY);
      markOwnDocument(reply);
      return reply.type('text/html; charset=utf-8').send(
        embedFrameDocument({
          title: String(block.title),
          html: String(block.html),
          siteOrigin: `${request.protocol}://${request.host}`,
          language: String(docs.website?.website.language ?? 'en'),
        }),
      );
    },
  );
}
