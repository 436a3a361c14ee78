import { grantAdmin } from "../auth/grant-admin";
import { loadConfig } from "../config";
import { openDatabase } from "../db/client";

// `npm run admin:grant -- someone@example.org`: that account becomes an administrator (issue 29).
// On PGlite run it with the server stopped: one process per data directory (DESIGN §8).
const email = process.argv[2];
if (!email) {
  console.error("Usage: npm run admin:grant -- <e-mail of an existing account>");
  process.exit(1);
}
const config = loadConfig();
const database = await openDatabase(config.database);
await database.migrate();
const granted = await grantAdmin(database.db, email);
await database.close();
if (!granted) {
  console.error(`No account has the address ${email}: sign up first, then run this again.`);
  process.exit(1);
}
console.log(`${email} is now an administrator.`);
