import { tsImport } from 'tsx/esm/api';

/**
 * Test-only Koa middleware for web-test-runner: the reference server's embed frame, drawn by the
 * server's own code (server/embed/frame.ts, through tsx) with its sandbox policy, so the browser
 * tests run owner code in the frame the server sends. `GET /embed-frame/{id}?code=…` answers the
 * frame document with `code` as the owner's HTML (the real route reads it from the block).
 */
export function embedFrameStandIn() {
  return async (context, next) => {
    if (!context.path.startsWith('/embed-frame/') || context.method !== 'GET') return next();
    const { EMBED_FRAME_POLICY, embedFrameDocument } = await tsImport('../../server/embed/frame.ts', import.meta.url);
    context.set('content-security-policy', EMBED_FRAME_POLICY);
    context.set('cache-control', 'no-store');
    context.type = 'text/html';
    context.body = embedFrameDocument({ title: 'Embed', html: String(context.query.code ?? ''), siteOrigin: context.origin });
    return undefined;
  };
}
