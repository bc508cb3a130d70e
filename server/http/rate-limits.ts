import fastifyRateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/schema.js';
import { batchedRateLimitCounter, purgeExpiredRateLimitCounts } from '../store/rate-limits.js';
import { httpError } from './errors.js';

const MINUTE = 60_000;
const PURGE_INTERVAL_MS = 10 * MINUTE;

/**
 * Default limits per window; `buildApp({ rateLimit })` overrides any of them. Form limits count
 * twice, per visitor and per client address, and a request must be under both: a visitor who
 * rotates the visitor cookie (which the client chooses) still meets the address limit.
 */
/** At most `max` requests per `timeWindow` milliseconds. */
export interface RateLimit {
  max: number;
  timeWindow: number;
}

export type RateLimitName = 'form' | 'formAddress' | 'formKey' | 'formKeyAddress' | 'signIn' | 'order' | 'orderAddress';
export type RateLimits = Record<RateLimitName, RateLimit>;

export const DEFAULT_RATE_LIMITS: Readonly<RateLimits> = {
  /** Form submissions, per visitor and form (429 when exceeded)… */
  form: { max: 10, timeWindow: MINUTE },
  /** …and per client address and form. */
  formAddress: { max: 10, timeWindow: MINUTE },
  /** Submission keys, per visitor: a visitor may retry a submission a few times per key… */
  formKey: { max: 60, timeWindow: MINUTE },
  /** …and per client address. */
  formKeyAddress: { max: 60, timeWindow: MINUTE },
  /** Sign-ins, per client address, members and owners counted apart: slows down password guessing. */
  signIn: { max: 10, timeWindow: MINUTE },
  /** Checkout submissions (placed or refused), per visitor… */
  order: { max: 10, timeWindow: MINUTE },
  /** …and per client address. */
  orderAddress: { max: 30, timeWindow: MINUTE },
};

export function rateLimits(overrides: Partial<Record<RateLimitName, Partial<RateLimit>>> = {}): RateLimits {
  return Object.fromEntries(
    Object.entries(DEFAULT_RATE_LIMITS).map(([name, limit]) => [name, { ...limit, ...overrides[name as RateLimitName] }]),
  ) as RateLimits;
}

/**
 * The visitor a request comes from: the visitor record cookie, else the address.
 * The cookie is `id|first visit|last visit|…`; only the id stays the same from visit to visit.
 */
export function visitorOf(request: FastifyRequest): string {
  const visitor = request.cookies?.ss_cvr?.split('|')[0];
  return visitor ? `v:${visitor.slice(0, 200)}` : addressOf(request);
}

/** The client's address: the connection's, or behind a configured proxy (`trustProxy`) the forwarded one. */
export function addressOf(request: FastifyRequest): string {
  return `ip:${request.ip}`;
}

/**
 * A preHandler that holds a request to every limit in `limits` (`{ name, max, timeWindow, key(request) }`),
 * each counted apart per route; over any of them it answers 429 `{ error: message }` with Retry-After.
 * It runs after validation, so a malformed request is a 400 and does not count. Counts live in the
 * database, so every server process on it counts toward the same limit.
 */
export function rateLimited(
  app: FastifyInstance,
  limits: readonly (RateLimit & { name: RateLimitName; key: (request: FastifyRequest) => string })[],
  message: string,
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  const checks = limits.map(({ name, max, timeWindow, key }) =>
    app.createRateLimit({ max, timeWindow, keyGenerator: (request) => `${request.routeOptions.url} ${name} ${key(request)}` }),
  );
  return async (request, reply) => {
    const states = await Promise.all(checks.map((check) => check(request)));
    const exceeded = states.find((state) => !state.isAllowed && state.isExceeded);
    if (exceeded && !exceeded.isAllowed) {
      reply.header('retry-after', Math.max(1, exceeded.ttlInSeconds));
      throw httpError(429, message);
    }
  };
}

/** The plugin's store interface over the `rate_limit_counts` table; one store serves every limit, as keys name their limit. */
function databaseStore(db: Db): new () => FastifyRateLimitStore {
  const countHit = batchedRateLimitCounter(db);
  return class DatabaseStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      countHit(key, timeWindow).then(
        (count) => callback(null, count),
        (error: Error) => callback(error),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

export function addRateLimiting(app: FastifyInstance): void {
  app.register(fastifyRateLimit, { global: false, store: databaseStore(app.db) });
  const purge = setInterval(() => purgeExpiredRateLimitCounts(app.db).catch((error) => app.log.warn(error)), PURGE_INTERVAL_MS).unref();
  app.addHook('onClose', async () => clearInterval(purge));
}
