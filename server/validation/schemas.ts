import { Type, type SchemaOptions, type TSchema, type TUnsafe } from '@sinclair/typebox';

/**
 * TypeBox forms of JSON-schema shapes the routes use that TypeBox has no builder for, written so
 * Ajv checks exactly the same rules (and words its errors the same) as the plain JSON schema.
 */

/** Any JSON object; its fields are not checked. */
export const anyObject = (options: SchemaOptions = {}): TUnsafe<Record<string, unknown>> =>
  Type.Unsafe<Record<string, unknown>>({ type: 'object', ...options });

/** A string from a fixed list. */
export const stringEnum = <T extends string>(values: readonly T[], options: SchemaOptions = {}): TUnsafe<T> =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], ...options });

/** A string or null, as one type list (`type: ['string', 'null']`). */
export const nullableString = (options: SchemaOptions = {}): TUnsafe<string | null> =>
  Type.Unsafe<string | null>({ type: ['string', 'null'], ...options });

/** The answer of a call that records and has nothing to say: 204, no body (`reply.send()`). */
export const recorded = { 204: Type.Unsafe<undefined>({ description: 'Recorded', type: 'null' }) };

export type { TSchema };
