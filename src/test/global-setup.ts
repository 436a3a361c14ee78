import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { syncCatalogue } from "../server/cli/seed";
import { isAlive, openDatabase } from "../server/db/client";

declare module "vitest" {
  export interface ProvidedContext {
    /** A tarball of a migrated PGlite data directory with the catalogue synced (api-pglite). */
    pgliteSnapshot: string;
    /** A migrated PostgreSQL database with the catalogue synced, only ever used as a template. */
    postgresTemplate: string;
  }
}

/**
 * STYLE "Tests": migrate once, then give each test file a fresh database. Once per API project, the
 * schema is migrated and the catalogue synced into one database; createTestApp gives every test file its
 * own copy of it (a PGlite loaded from the snapshot, or `CREATE DATABASE … TEMPLATE`). Each file still
 * owns its data: copies share nothing after they are made.
 */
export default async function setup(project: TestProject) {
  return project.config.env.TEST_DB_DRIVER === "postgres" ? postgresTemplate(project) : pgliteSnapshot(project);
}

async function pgliteSnapshot(project: TestProject) {
  const database = await openDatabase({ kind: "pglite", dir: "memory://" });
  let snapshot: Blob;
  try {
    await database.migrate();
    await syncCatalogue(database.db);
    if (database.jobStore.kind !== "pglite") throw new Error("expected a PGlite database");
    // Written out now, every copy starts without replaying the migration's log (a fifth of its start).
    await database.jobStore.client.query("checkpoint");
    snapshot = await database.jobStore.client.dumpDataDir("none");
  } finally {
    await database.close();
  }
  removeSnapshotsOfDeadRuns();
  const file = path.join(os.tmpdir(), `${SNAPSHOT_PREFIX}${process.pid}-${randomBytes(4).toString("hex")}.tar`);
  fs.writeFileSync(file, Buffer.from(await snapshot.arrayBuffer()));
  project.provide("pgliteSnapshot", file);
  return () => fs.rmSync(file, { force: true });
}

const SNAPSHOT_PREFIX = "pivot-test-pglite-";

/** A run stopped by a signal skips its teardown: its 40 MB snapshot would stay in the temp folder. */
function removeSnapshotsOfDeadRuns() {
  for (const name of fs.readdirSync(os.tmpdir())) {
    const pid = Number(name.startsWith(SNAPSHOT_PREFIX) && name.slice(SNAPSHOT_PREFIX.length).split("-")[0]);
    if (pid && !isAlive(pid)) fs.rmSync(path.join(os.tmpdir(), name), { force: true });
  }
}

async function postgresTemplate(project: TestProject) {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error("TEST_DATABASE_URL is required for the postgres test project");
  const name = `pivot_template_${randomBytes(6).toString("hex")}`;
  await adminQuery(baseUrl, `create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  try {
    const database = await openDatabase({ kind: "postgres", url: url.toString() });
    try {
      await database.migrate();
      await syncCatalogue(database.db);
    } finally {
      // CREATE DATABASE … TEMPLATE refuses a template anyone is connected to: keep nothing open.
      await database.close();
    }
  } catch (error) {
    await adminQuery(baseUrl, `drop database if exists ${name} with (force)`);
    throw error;
  }
  project.provide("postgresTemplate", name);
  return () => adminQuery(baseUrl, `drop database if exists ${name} with (force)`);
}

async function adminQuery(url: string, sql: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
