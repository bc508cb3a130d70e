import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses what the server makes as it answers: pages, JSON answers, the site's own scripts and
 * styles (the build comes precompressed, static-files.ts). Brotli when the browser takes it, else
 * gzip; images and fonts are left as they are (mime-db marks them not compressible), and so is
 * anything under 1 KB. Request bodies are not decompressed: clients send them plain.
 * Registered after the page hook (pages.ts), so the page is compressed as sent.
 */
export function addCompression(app: FastifyInstance): void {
  addVaryOnEncoding(app);
  app.register(fastifyCompress, {
    globalCompression: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
  });
}

/** Text a browser may get compressed; the same test decides whether the body depends on Accept-Encoding. */
const TEXT = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/;

/**
 * Every text answer says it varies with Accept-Encoding, the plain ones too (a small file, a
 * client that asked for none), so a shared cache never hands a Brotli body to a client without it.
 */
function addVaryOnEncoding(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!TEXT.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    const vary = [reply.getHeader('vary') ?? []].flat().map(String).join(', ');
    // Lower case, as @fastify/compress looks for it, so the name is not added twice.
    if (!/accept-encoding/i.test(vary)) reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
    return payload;
  });
}
