/**
 * Password hashes: argon2id (through @node-rs/argon2) with OWASP's parameters, m=19 MiB, t=2, p=1,
 * about 30 ms of one core per check. Every hash is a PHC string that carries its parameters
 * (`$argon2id$v=19$m=19456,t=2,p=1$salt$hash`). Hashes made earlier with scrypt (`scrypt$N$r$p$salt$hash`)
 * still verify; `needsRehash` tells a sign-in to store a new one in their place.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { promisify } from 'node:util';
import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keyLength: number, options: ScryptOptions) => Promise<Buffer>;

/** argon2id's number in @node-rs/argon2's `Algorithm` (a const enum the types declare, which an isolated build cannot read). */
const ARGON2ID = 2;
/** OWASP's argon2id parameters: 19 MiB of memory, two passes, one lane. */
export const ARGON2_COST = Object.freeze({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
const ARGON2_OPTIONS = { algorithm: ARGON2ID, ...ARGON2_COST } as const;
/** The largest cost a stored hash may ask for, so a planted hash cannot tie up the memory or a core. */
const MAX_ARGON2 = { memoryCost: 262_144, timeCost: 10, parallelism: 4 };
const MAX_SCRYPT_MEMORY = 64 * 1024 * 1024;

/** Passwords longer than this are refused before hashing, so a huge one cannot tie up a core. */
export const MAX_PASSWORD_LENGTH = 1024;

const ARGON2_HASH = /^\$argon2id\$v=19\$m=(\d{1,7}),t=(\d{1,3}),p=(\d{1,2})\$[A-Za-z0-9+/]{16,}\$[A-Za-z0-9+/]{16,}$/;

type Parsed =
  | { scheme: 'argon2id'; cost: { memoryCost: number; timeCost: number; parallelism: number }; stored: string }
  | { scheme: 'scrypt'; cost: { N: number; r: number; p: number }; salt: Buffer; hash: Buffer };

function parse(stored: unknown): Parsed | undefined {
  const text = String(stored);
  const argon2 = ARGON2_HASH.exec(text);
  if (argon2) {
    const [memoryCost, timeCost, parallelism] = argon2.slice(1).map(Number) as [number, number, number];
    if (memoryCost > MAX_ARGON2.memoryCost || timeCost > MAX_ARGON2.timeCost || parallelism > MAX_ARGON2.parallelism) return undefined;
    return { scheme: 'argon2id', cost: { memoryCost, timeCost, parallelism }, stored: text };
  }
  const [scheme, N, r, p, salt, hash] = text.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return undefined;
  const cost = { N: Number(N), r: Number(r), p: Number(p) };
  if (![cost.N, cost.r, cost.p].every(Number.isInteger)) return undefined;
  return { scheme: 'scrypt', cost, salt: Buffer.from(salt, 'base64url'), hash: Buffer.from(hash, 'base64url') };
}

/** A new hash of `password`, with a fresh salt. */
export async function hashPassword(password: string): Promise<string> {
  return argon2Hash(password, ARGON2_OPTIONS);
}

export function isPasswordHash(stored: unknown): boolean {
  return parse(stored) !== undefined;
}

/** Whether a hash that verified should be replaced: made with scrypt, or with less than today's argon2id cost. */
export function needsRehash(stored: unknown): boolean {
  const parsed = parse(stored);
  if (!parsed) return false;
  if (parsed.scheme === 'scrypt') return true;
  const { memoryCost, timeCost, parallelism } = parsed.cost;
  return memoryCost < ARGON2_COST.memoryCost || timeCost < ARGON2_COST.timeCost || parallelism < ARGON2_COST.parallelism;
}

/** The hash to store in place of `stored` once `password` has matched it, when it is out of date (see needsRehash); else undefined. */
export async function upgradedHash(password: string, stored: unknown): Promise<string | undefined> {
  return needsRehash(stored) ? hashPassword(password) : undefined;
}

/** A hash of a password nobody has: checked when the account is unknown, so both cases take as long. */
const decoy = hashPassword(randomBytes(16).toString('hex'));

async function matches(password: string, parsed: Parsed): Promise<boolean> {
  if (parsed.scheme === 'argon2id') return argon2Verify(parsed.stored, password).catch(() => false);
  const key = await scryptAsync(password, parsed.salt, parsed.hash.length, { ...parsed.cost, maxmem: MAX_SCRYPT_MEMORY }).catch(() => undefined);
  return key !== undefined && key.length === parsed.hash.length && timingSafeEqual(key, parsed.hash);
}

/** Whether `password` matches `stored`; with no stored hash it still spends the same time and answers false. */
export async function verifyPassword(password: string, stored: unknown): Promise<boolean> {
  const known = typeof stored === 'string';
  const parsed = parse(known ? stored : await decoy);
  if (!parsed) return false;
  return (await matches(password, parsed)) && known;
}
