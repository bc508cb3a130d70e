import type { FastifyRequest } from 'fastify';
import { httpError } from '../http/errors.js';

export function parseJson(text: string, name: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw httpError(400, `${name} is not valid JSON: ${(error as Error).message}`);
  }
}

/**
 * A preValidation hook: form-encoded calls carry JSON inside fields (`data`, `widgetJSON`), so the
 * fields are parsed first and the route's schema then checks what they hold, whatever the encoding.
 */
export function parseJsonFields(...names: string[]): (request: FastifyRequest) => Promise<void> {
  return async function parseJsonFieldsHook(request) {
    const body = request.body as Record<string, unknown> | null | undefined;
    if (body === null || typeof body !== 'object') return;
    for (const name of names) {
      const value = body[name];
      if (typeof value === 'string') body[name] = parseJson(value, name);
    }
  };
}

/** A preValidation hook for calls whose whole body may be optional: no body validates as `{}`. */
export async function emptyBodyAsObject(request: FastifyRequest): Promise<void> {
  request.body ??= {};
}
