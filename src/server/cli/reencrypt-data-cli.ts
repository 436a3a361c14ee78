import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { reencryptPayGapRecords } from "../features/pay-gap/reencrypt";
import { createDataCipher } from "../platform/crypto/data-encryption";

// `npm run data:reencrypt`: after DATA_ENCRYPTION_KEY changes (the old key in DATA_ENCRYPTION_KEYS_OLD),
// re-seals every row encrypted under an old key with the current one (decision 310). Safe to run again.
// On PGlite run it with the server stopped: one process per data directory (DESIGN §8).
const config = loadConfig();
const cipher = createDataCipher(config.dataEncryption);
const database = await openDatabase(config.database);
await database.migrate();
try {
  const moved = await reencryptPayGapRecords(database.db, cipher);
  console.log(`${moved} pay-gap records re-encrypted under key ${cipher.currentKeyId}.`);
} finally {
  await database.close();
}
