import { loadConfig } from "../config";
import { openDatabase } from "./client";

const database = await openDatabase(loadConfig().database);
await database.migrate();
await database.close();
console.log("Migrations applied.");
