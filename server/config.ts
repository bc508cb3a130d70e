import { publicOrigin } from './http/public-address.js';
import type { RateLimit, RateLimitName } from './http/rate-limits.js';

/**
 * The server's settings from the environment. Throws an error naming the variable when one is
 * malformed, so `npm start` stops with a message instead of running misconfigured.
 *
 *   PORT, HOST                where to listen (8080, 0.0.0.0)
 *   LOG_LEVEL                 pino level (warn)
 *   DATABASE_URL, SQ_DB_FILE  the database (see server/db/index.ts)
 *   SQ_SITE_DIR               the site definition folder (demo/site)
 *   SQ_SECRET                 the crumb secret; else one is made and kept in the database
 *   SQ_CORS_ORIGINS           comma-separated origins allowed to call the API with credentials
 *   SQ_FORM_RATE_LIMIT        form submissions per visitor and form per minute (10)
 *   SQ_FORM_ADDRESS_RATE_LIMIT  form submissions per client address and form per minute (10)
 *   SQ_FORM_KEY_RATE_LIMIT    submission keys per visitor per minute (60)
 *   SQ_FORM_KEY_ADDRESS_RATE_LIMIT  submission keys per client address per minute (60)
 *   SQ_SIGN_IN_RATE_LIMIT     member sign-ins, and owner sign-ins, per client address per minute (10)
 *   SQ_ORDER_RATE_LIMIT       checkout submissions per visitor per minute (10)
 *   SQ_ORDER_ADDRESS_RATE_LIMIT  checkout submissions per client address per minute (30)
 *   SQ_TRUST_PROXY            the proxy in front: `true` (any), a number of hops, or comma-separated
 *                             addresses and CIDR ranges; off by default
 *   SQ_PUBLIC_URL             the site's public address (`https://shop.example`): invitation links
 *                             are built from it, and where it is https every cookie is Secure; the
 *                             site definition's website.baseUrl when unset
 */
/** The server's settings (configFromEnv). */
export interface ServerConfig {
  port: number;
  host: string;
  logLevel: string;
  siteDir: string | undefined;
  secret: string | undefined;
  corsOrigins: string[];
  trustProxy: boolean | number | string[];
  publicUrl: string | undefined;
  rateLimit: Partial<Record<RateLimitName, RateLimit>>;
}

type Env = Record<string, string | undefined>;

export function configFromEnv(env: Env = process.env): ServerConfig {
  return {
    port: integer(env, 'PORT', { min: 0, max: 65535 }) ?? 8080,
    host: env.HOST || '0.0.0.0',
    logLevel: env.LOG_LEVEL || 'warn',
    siteDir: env.SQ_SITE_DIR || undefined,
    secret: env.SQ_SECRET || undefined,
    corsOrigins: list(env.SQ_CORS_ORIGINS),
    trustProxy: trustProxy(env.SQ_TRUST_PROXY),
    publicUrl: publicUrl(env.SQ_PUBLIC_URL),
    rateLimit: {
      ...perMinute(env, 'SQ_FORM_RATE_LIMIT', 'form'),
      ...perMinute(env, 'SQ_FORM_ADDRESS_RATE_LIMIT', 'formAddress'),
      ...perMinute(env, 'SQ_FORM_KEY_RATE_LIMIT', 'formKey'),
      ...perMinute(env, 'SQ_FORM_KEY_ADDRESS_RATE_LIMIT', 'formKeyAddress'),
      ...perMinute(env, 'SQ_SIGN_IN_RATE_LIMIT', 'signIn'),
      ...perMinute(env, 'SQ_ORDER_RATE_LIMIT', 'order'),
      ...perMinute(env, 'SQ_ORDER_ADDRESS_RATE_LIMIT', 'orderAddress'),
    },
  };
}

function integer(env: Env, name: string, { min, max }: { min: number; max: number }): number | undefined {
  const text = env[name];
  if (text === undefined || text === '') return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${text}".`);
  return value;
}

function perMinute(env: Env, name: string, limit: RateLimitName): Partial<Record<RateLimitName, RateLimit>> {
  const max = integer(env, name, { min: 1, max: Number.MAX_SAFE_INTEGER });
  return max === undefined ? {} : { [limit]: { max, timeWindow: 60_000 } };
}

/**
 * Fastify's `trustProxy`: which proxy may say, in X-Forwarded-For and X-Forwarded-Proto, where a
 * request really came from and whether it was https. Without one, those headers are ignored.
 */
function trustProxy(text: string | undefined): boolean | number | string[] {
  if (text === undefined || text.trim() === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = list(text);
  const invalid = entries.find((entry) => !/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(entry));
  if (invalid) throw new Error(`SQ_TRUST_PROXY must be true, a number of hops, or comma-separated addresses and CIDR ranges, got "${invalid}".`);
  return entries;
}

function list(text: string | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** SQ_PUBLIC_URL: an http(s) origin such as `https://shop.example`, nothing after it. */
function publicUrl(text: string | undefined): string | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const origin = publicOrigin(text);
  if (!origin) throw new Error(`SQ_PUBLIC_URL must be the site's address, such as https://shop.example (http or https, no path), got "${text}".`);
  return origin;
}
