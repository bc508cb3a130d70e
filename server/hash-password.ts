// Prints a passwordHash for demo/site/members.json or owners.json: npm run hash-password -- 'the password'
import { hashPassword } from './accounts/passwords.js';

const [password] = process.argv.slice(2);
if (!password) {
  console.error("usage: npm run hash-password -- 'the password'");
  process.exit(1);
}
console.log(await hashPassword(password));
