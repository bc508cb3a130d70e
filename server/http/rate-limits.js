import fastifyRateLimit from '@fastify/rate-limit';

/** Default limits, each per client per window; `buildApp({ rateLimit })` overrides any of them. */
export const DEFAULT_RATE_LIMITS = {
  /** Form submissions, per visitor and form (§8: 429). */
  form: { max: 10, timeWindow: 60_000 },
  /** Submission keys, per visitor: a visitor may retry a submission a few times per key. */
  formKey: { max: 60, timeWindow: 60_000 },
  /** Sign-ins, per IP address, members and owners counted apart: slows down password guessing. */
  signIn: { max: 10, timeWindow: 60_000 },
};

export function rateLimits(overrides = {}) {
  return Object.fromEntries(Object.entries(DEFAULT_RATE_LIMITS).map(([name, limit]) => [name, { ...limit, ...overrides[name] }]));
}

/**
 * The visitor a request comes from: the visitor record cookie (§3 cookies), else the IP address.
 * The cookie is `id|first visit|last visit|…`; only the id stays the same from visit to visit.
 */
export function visitorOf(request) {
  const visitor = request.cookies?.ss_cvr?.split('|')[0];
  return visitor ? `v:${visitor.slice(0, 200)}` : `ip:${request.ip}`;
}

/** A limit for a route's `config.rateLimit`, answering 429 `{ error: message }` once exceeded. */
export function routeRateLimit({ max, timeWindow }, { keyGenerator, message }) {
  return {
    max,
    timeWindow,
    keyGenerator,
    // After validation: a malformed request is a 400 and does not count.
    hook: 'preHandler',
    errorResponseBuilder: () => Object.assign(new Error(message), { statusCode: 429 }),
  };
}

/** Rate limiting is opt-in per route (`config.rateLimit`); limits are kept in this process's memory. */
export function addRateLimiting(app) {
  app.register(fastifyRateLimit, { global: false });
}
