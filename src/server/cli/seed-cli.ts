import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { seedLargeOrganization } from "../test/large-seed";
import { seed } from "./seed";

// Runs with the server stopped: PGlite allows one process per data directory (DESIGN §8).
const config = loadConfig();
const database = await openDatabase(config.database);
await database.migrate();
await database.exclusively(() =>
  seed(database.db, {
    demo: true,
    contentDir: config.contentDir,
    dataEncryption: config.dataEncryption,
    uploads: config.uploads,
    // The demo learner's certificate is signed as the server signs (issue 22).
    credentials: {
      baseUrl: config.baseUrl,
      signingKeyJwk: config.credentials.signingKeyJwk,
      linkedInOrganizationId: config.credentials.linkedInOrganizationId,
    },
  }),
);
// `npm run db:seed -- --large`: also an organisation of 5,000 members and 150,000 progress rows.
if (process.argv.includes("--large")) {
  console.log(await seedLargeOrganization(database.db));
}
await database.close();
console.log("Catalogue and demo accounts are in place.");
