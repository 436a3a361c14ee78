import path from "node:path";
import { DAY_MS } from "../domain/calendar";
import { buildApp } from "./app";
import { purgeAccountsDueForDeletion } from "./auth/account-deletion";
import { loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { seed } from "./db/seed";

const config = loadConfig();
const database = await openDatabase(config.database);
await database.migrate();
const app = await buildApp(config, database, { clientDir: path.resolve(config.clientDir) });
await seed(database.db, { demo: config.seedDemo, contentDir: config.contentDir });

const purge = () =>
  purgeAccountsDueForDeletion(database.db, new Date())
    .then((n) => n > 0 && app.log.info(`deleted ${n} account(s) 30 days after their deletion request`))
    .catch((err) => app.log.error({ err }, "account purge failed"));
await purge();
const purgeTimer = setInterval(purge, DAY_MS);
purgeTimer.unref();

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} received, shutting down`);
  clearInterval(purgeTimer);
  await app.close();
  await database.close();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));

await app.listen({ port: config.port, host: config.host });
app.log.info(`PIVOT Learning is serving ${config.baseUrl} (database: ${database.kind})`);
