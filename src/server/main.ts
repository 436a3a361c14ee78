import path from "node:path";
import { buildApp } from "./app";
import { seedAtStartup } from "./cli/seed";
import { loadConfig } from "./config";
import { openDatabase } from "./db/client";

const config = loadConfig();
const database = await openDatabase(config.database);
// Migrations, then the catalogue sync and the seed, each under the start-up lock: replicas that start
// together take turns (issue 44 item 4).
await database.migrate();
const app = await buildApp(config, database, { clientDir: path.resolve(config.clientDir) });
await database.exclusively(() => seedAtStartup(database.db, config, app.log));

// The 30-day account purge and the other daily tasks run as a scheduled background job
// (background-work.ts), started with the app when JOBS is not false.

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} received, shutting down`);
  await app.close();
  await database.close();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));

await app.listen({ port: config.port, host: config.host });
app.log.info(`PIVOT Learning is serving ${config.baseUrl} (database: ${database.kind})`);
