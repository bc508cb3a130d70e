// Prints a passwordHash for demo/site/members.json or owners.json: node scripts/hash-password.mjs 'the password'
import { hashPassword } from '../server/accounts/passwords.js';

const [password] = process.argv.slice(2);
if (!password) {
  console.error("usage: node scripts/hash-password.mjs 'the password'");
  process.exit(1);
}
console.log(await hashPassword(password));
