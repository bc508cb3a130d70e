/** Liveness probe: answers as soon as the server accepts requests. */
export default async function health(app) {
  app.get(
    '/healthz',
    { schema: { response: { 200: { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'] } } } },
    async () => ({ ok: true }),
  );
}
