import { createHash } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { App } from '../app.js';
import { declinedTracking, VISITOR_COOKIE } from '../analytics/consent.js';

/** The id that tells the runtime to skip session recording. */
export const SKIP_ID = 'automated-mock-id';

/** Browsers driven by automation say so in their user agent. */
const AUTOMATED_AGENT = /HeadlessChrome|Headless|PhantomJS|Puppeteer|Playwright|Selenium|WebDriver|bot\b|crawler|spider/i;

/**
 * The session-recording user id, as text. A visitor with a visitor record cookie gets a
 * stable pseudonym of it (the cookie itself never reaches the recorder); automated browsers,
 * visitors without the cookie and visitors who declined tracking get the skip id.
 */
export default async function fullstory(app: App): Promise<void> {
  app.get('/api/commerce/fullstory/getId', { schema: { response: { 200: Type.String() } } }, async (request, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', 'no-store');
    return userIdOf(request);
  });
}

export function userIdOf(request: FastifyRequest): string {
  const visitor = request.cookies?.[VISITOR_COOKIE]?.split('|')[0];
  if (!visitor || declinedTracking(request) || AUTOMATED_AGENT.test(request.headers['user-agent'] ?? '')) return SKIP_ID;
  return createHash('sha256').update(`fullstory:${visitor}`).digest('hex').slice(0, 32);
}
