import { loadConfig } from "../../config";
import { openDatabase } from "../../db/client";
import { rotateSigningKey } from "./issuer";

// Open Badges signing key rotation (docs/operations.md). With PGlite, run it with the server
// stopped (one process per data directory); with PostgreSQL, restart the servers afterwards so
// each process signs with the new key.
const config = loadConfig();
if (config.credentials.signingKeyJwk) {
  console.error(
    "CREDENTIAL_SIGNING_KEY is set: rotate by giving a new key in that setting instead (the old one stays published).",
  );
  process.exit(1);
}
const database = await openDatabase(config.database);
await database.migrate();
const keyId = await rotateSigningKey(database.db);
await database.close();
console.log(`New signing key ${keyId} is active; earlier keys stay in the issuer's controller document.`);
