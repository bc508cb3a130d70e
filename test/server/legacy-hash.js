import { randomBytes, scryptSync } from 'node:crypto';

/** A password hash as the server made them before argon2id: scrypt at N=2^14, r=8, p=1, as `scrypt$N$r$p$salt$hash`. */
export function legacyScryptHash(password) {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N: 16384, r: 8, p: 1 });
  return ['scrypt', 16384, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}
