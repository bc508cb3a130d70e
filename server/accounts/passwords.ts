import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keyLength: number, options: ScryptOptions) => Promise<Buffer>;

/** scrypt's recommended interactive cost; about 50 ms of one core per check. */
const COST = { N: 16384, r: 8, p: 1 };
const KEY_LENGTH = 32;
/** Passwords longer than this are refused before hashing, so a huge one cannot tie up a core. */
export const MAX_PASSWORD_LENGTH = 1024;

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64url: the parameters travel with the hash. */
export async function hashPassword(password: string, salt: Buffer = randomBytes(16)): Promise<string> {
  const key = await scryptAsync(password, salt, KEY_LENGTH, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

function parse(stored: unknown): { cost: { N: number; r: number; p: number }; salt: Buffer; hash: Buffer } | undefined {
  const [scheme, N, r, p, salt, hash] = String(stored).split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return undefined;
  const cost = { N: Number(N), r: Number(r), p: Number(p) };
  if (![cost.N, cost.r, cost.p].every(Number.isInteger)) return undefined;
  return { cost, salt: Buffer.from(salt, 'base64url'), hash: Buffer.from(hash, 'base64url') };
}

export function isPasswordHash(stored: unknown): boolean {
  return parse(stored) !== undefined;
}

/** A hash of a password nobody has: checked when the account is unknown, so both cases take as long. */
const decoy = hashPassword(randomBytes(16).toString('hex'));

/** Whether `password` matches `stored`; with no stored hash it still spends the same time and answers false. */
export async function verifyPassword(password: string, stored: unknown): Promise<boolean> {
  const known = typeof stored === 'string';
  const parsed = parse(known ? stored : await decoy);
  if (!parsed) return false;
  const key = await scryptAsync(password, parsed.salt, parsed.hash.length, { ...parsed.cost, maxmem: 64 * 1024 * 1024 });
  return timingSafeEqual(key, parsed.hash) && known;
}
