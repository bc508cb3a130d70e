/**
 * Readers for setting values: block JSON values, and the element's properties, which the element
 * factory has already typed from their attributes (numbers, booleans, enumerations).
 */

/** A value read: present and valid, absent, or present but unusable. */
export type Read<T> = { value: T } | 'absent' | 'invalid';

export type Reader<T> = (raw: unknown) => Read<T>;

function isAbsent(raw: unknown): boolean {
  return raw === undefined || raw === null;
}

/** A boolean, or in block JSON the texts 'true' and 'false'. */
export const readBoolean: Reader<boolean> = (raw) => {
  if (isAbsent(raw)) return 'absent';
  if (typeof raw === 'boolean') return { value: raw };
  if (typeof raw !== 'string') return 'invalid';
  const text = raw.trim().toLowerCase();
  if (text === 'false') return { value: false };
  if (text === 'true') return { value: true };
  return 'invalid';
};

function toNumber(raw: unknown): number | undefined {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : undefined;
  if (typeof raw !== 'string' || raw.trim() === '') return undefined;
  const value = Number(raw.trim());
  return Number.isFinite(value) ? value : undefined;
}

export interface NumberRule {
  /** Smallest allowed value, inclusive. */
  min?: number;
  /** Values must be strictly above this. */
  above?: number;
  max?: number;
  integer?: boolean;
}

/** A finite number, from a number or a numeric text, within the rule's bounds. */
export function readNumber(rule: NumberRule = {}): Reader<number> {
  return (raw) => {
    if (isAbsent(raw)) return 'absent';
    const value = toNumber(raw);
    if (value === undefined) return 'invalid';
    if (rule.integer && !Number.isInteger(value)) return 'invalid';
    if (rule.min !== undefined && value < rule.min) return 'invalid';
    if (rule.above !== undefined && value <= rule.above) return 'invalid';
    if (rule.max !== undefined && value > rule.max) return 'invalid';
    return { value };
  };
}

/** Any non-empty text. */
export const readText: Reader<string> = (raw) => {
  if (isAbsent(raw)) return 'absent';
  if (typeof raw !== 'string') return 'invalid';
  return raw.trim() === '' ? 'invalid' : { value: raw.trim() };
};

/** One of `values`, case-insensitive; `aliases` map other spellings onto them. */
export function readOneOf<T extends string>(values: readonly T[], aliases: Readonly<Record<string, T>> = {}): Reader<T> {
  return (raw) => {
    if (isAbsent(raw)) return 'absent';
    if (typeof raw !== 'string') return 'invalid';
    const text = raw.trim().toLowerCase();
    const value = values.find((candidate) => candidate === text) ?? (Object.hasOwn(aliases, text) ? aliases[text] : undefined);
    return value === undefined ? 'invalid' : { value };
  };
}
