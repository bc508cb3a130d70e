import { Type, type TProperties } from '@sinclair/typebox';
import type { App } from '../app.js';
import { storageFailure, storageFailureMessage } from '../db/failures.js';
import { markReady } from '../store/settings.js';

const state = <T extends TProperties>(extra: T) => Type.Object({ ok: Type.Boolean(), ...extra });

/**
 * Liveness (`/healthz`): answers as soon as the process accepts requests. Readiness (`/readyz`):
 * commits a write to the database, so a full disk, a read-only database or an unreachable one takes
 * the process out of a load balancer's rotation (503 with the reason) until it can store again.
 */
export default async function health(app: App): Promise<void> {
  app.get('/healthz', { schema: { response: { 200: state({}) } } }, async () => ({ ok: true }));

  app.get('/readyz', { schema: { response: { 200: state({}), 503: state({ error: Type.Optional(Type.String()) }) } } }, async (request, reply) => {
    try {
      await markReady(app.db);
      return { ok: true };
    } catch (error) {
      const known = storageFailure(error);
      const reason = known ?? `the database cannot be written: ${(error as Error).message}`;
      // A known state of the storage is one line; anything else keeps its stack for whoever looks into it.
      if (known) request.log.warn(`not ready, ${known}: ${(error as Error).message}`);
      else request.log.warn(error);
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .send({ ok: false, error: storageFailureMessage(reason) });
    }
  });
}
