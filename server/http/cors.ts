import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/** Whether an Origin header names an origin allowed to call the API with credentials. */
export type OriginPolicy = (origin: string | undefined) => boolean;

/** The origin of each configured URL; a malformed one stops the server with its name. */
export function parseOrigins(list: readonly string[]): string[] {
  return list.map((entry) => {
    try {
      const { origin } = new URL(entry);
      if (origin === 'null') throw new Error('no origin');
      return origin;
    } catch {
      throw new Error(`"${entry}" is not an origin such as https://shop.example.com.`);
    }
  });
}

/** Whether a request's Origin header is one of the configured origins (third-party pages embedding a block). */
export function originPolicy(origins: readonly string[]): OriginPolicy {
  const allowed = new Set(parseOrigins(origins));
  return (origin) => typeof origin === 'string' && allowed.has(origin);
}

/** CORS with credentials for the configured origins only; others get no CORS headers, so browsers keep them out. */
export function addCors(app: FastifyInstance, isAllowedOrigin: OriginPolicy): void {
  app.register(fastifyCors, {
    origin: (origin, callback) => callback(null, isAllowedOrigin(origin)),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
  });
}
