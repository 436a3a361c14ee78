import { loadConfig } from "../config";
import { openDatabase } from "../db/client";

const database = await openDatabase(loadConfig().database);
await database.migrate();
await database.close();
console.log("Migrations applied.");
