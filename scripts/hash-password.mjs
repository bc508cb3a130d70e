// Prints a passwordHash for demo/site/members.json or owners.json: node scripts/hash-password.mjs 'the password'
// The server's own hashing, loaded from its TypeScript source through tsx.
import { register } from 'tsx/esm/api';

register();
const { hashPassword } = await import('../server/accounts/passwords.ts');

const [password] = process.argv.slice(2);
if (!password) {
  console.error("usage: node scripts/hash-password.mjs 'the password'");
  process.exit(1);
}
console.log(await hashPassword(password));
