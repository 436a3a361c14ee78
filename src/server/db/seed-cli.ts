import { loadConfig } from "../config";
import { openDatabase } from "./client";
import { seed } from "./seed";

// Runs with the server stopped: PGlite allows one process per data directory (DESIGN §8).
const config = loadConfig();
const database = await openDatabase(config.database);
await database.migrate();
await seed(database.db, { demo: true, contentDir: config.contentDir });
await database.close();
console.log("Catalogue and demo accounts are in place.");
