import { existsSync } from 'node:fs';
import { PROVIDERS, VIDEO_PROVIDERS } from '../../src/shared/video/providers.js';
import { EMBED_FRAME_PATH } from '../../src/shared/embed/frame.js';
import { setPageSources } from '../http/security-headers.js';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import type { App } from '../app.js';
import { CHART_NAME, DOC_NAME, DOCS_FILES, docsContent, docsHref } from '../docs/content.js';
import { COOKIE_BANNER_PLAYGROUND, DOCS_ASSETS, docsPage } from '../render/docs-page.js';
import { markdownTitle, renderMarkdown } from '../render/markdown.js';
import { distDir, docsAssetsDir, docsScriptsDir, projectRoot } from '../paths.js';

/** Pages of one element that carry more than its example: the cookie banner's playground. */
const ELEMENT_EXTRAS: Record<string, { html: string; script: string }> = {
  'sq-cookie-banner': COOKIE_BANNER_PLAYGROUND,
};

/** The frames an element's live example loads, for the page's frame-src (every provider a video may play from). */
const ELEMENT_FRAMES: Record<string, string[]> = {
  'sq-video': VIDEO_PROVIDERS.map((provider) => PROVIDERS[provider].origin),
  'sq-embed': [EMBED_FRAME_PATH],
};

const nameParams = Type.Object({ name: Type.String({ pattern: DOC_NAME.source }) });
const chartParams = Type.Object({ name: Type.String({ pattern: CHART_NAME.source }) });

/**
 * The documentation at /docs/: the guides (docs/guides), the element reference generated from the
 * manifest (docs/elements) with each element's example running live, and the benchmark report
 * (bench/results). Markdown is rendered here; each page gets the site's header, footer, crumb and
 * context like every other page, under the same strict CSP.
 */
export default async function docs(app: App): Promise<void> {
  const content = docsContent(projectRoot);

  // The compiled script and the styles, never the TypeScript source beside them.
  app.register(fastifyStatic, {
    root: [docsScriptsDir, docsAssetsDir],
    prefix: DOCS_ASSETS,
    decorateReply: false,
    allowedPath: (path) => /^\/[\w-]+\.(js|js\.map|css)$/.test(path),
  });

  const notFound = (reply: FastifyReply) => reply.callNotFound();

  function page(reply: FastifyReply, path: string, file: string, extra: { liveExample?: string; extraHtml?: string; scripts?: string[] } = {}) {
    const source = content.read(file);
    if (source === undefined) return notFound(reply);
    const html = docsPage({
      title: markdownTitle(source) ?? 'Documentation',
      path,
      nav: { elements: content.elements(), guides: content.guides() },
      contentHtml: renderMarkdown(source, file, (href, from) => docsHref(href, from, content.repositoryUrl)),
      preUpgradeCss: existsSync(join(distDir, 'sq-elements.css')),
      ...extra,
    });
    return reply.type('text/html; charset=utf-8').send(html);
  }

  app.get('/docs', async (_request, reply) => reply.redirect('/docs/', 301));
  app.get('/docs/', async (_request, reply) => page(reply, '/docs/', DOCS_FILES.home));
  app.get('/docs/elements', async (_request, reply) => reply.redirect('/docs/elements/', 301));
  app.get('/docs/elements/', async (_request, reply) => page(reply, '/docs/elements/', DOCS_FILES.elementsIndex));
  app.get('/docs/benchmarks', async (_request, reply) => page(reply, '/docs/benchmarks', DOCS_FILES.benchmarks));

  app.get('/docs/elements/:name', { schema: { params: nameParams } }, async (request, reply) => {
    const { name } = request.params;
    if (!content.elements().some((element) => element.tag === name)) return notFound(reply);
    const extra = ELEMENT_EXTRAS[name];
    setPageSources(reply, { frame: ELEMENT_FRAMES[name] ?? [] });
    return page(reply, `/docs/elements/${name}`, DOCS_FILES.element(name), {
      liveExample: content.read(DOCS_FILES.example(name)) ?? '',
      extraHtml: extra?.html,
      scripts: extra ? [extra.script] : [],
    });
  });

  app.get('/docs/guides/:name', { schema: { params: nameParams } }, async (request, reply) =>
    page(reply, `/docs/guides/${request.params.name}`, DOCS_FILES.guide(request.params.name)),
  );

  app.get('/docs/benchmarks/charts/:name', { schema: { params: chartParams } }, async (request, reply) => {
    const chart = content.chart(request.params.name);
    if (chart === undefined) return notFound(reply);
    return reply.type('image/svg+xml').header('cache-control', 'no-cache').send(chart);
  });
}
