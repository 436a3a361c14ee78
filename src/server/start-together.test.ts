/**
 * Replicas that start in the same second (issue 44 item 4, DESIGN §7): three real `main.ts` processes
 * started at once on one fresh PostgreSQL database all come up, their migrations, catalogue syncs and
 * seeds taking turns under advisory locks, and a reader polling the catalogue meanwhile never sees a
 * pathway without its modules. PGlite is one process by design (DESIGN §8), so this runs on the
 * PostgreSQL project only.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { loadCatalogue } from "./db/catalogue";

const onPostgres = process.env.TEST_DB_DRIVER === "postgres";
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const ORIGIN = "http://localhost:5000";
const PROCESSES = 3;
/** Generous: three cold starts of the whole server on two loaded cores. */
const START_DEADLINE_MS = 400_000;

interface Started {
  child: ChildProcess;
  output: string[];
  /** The address it listens on, or why it stopped first. */
  outcome: Promise<{ url: string } | { exit: number | null; output: string }>;
}

/** Starts `main.ts` (PORT=0: the system picks a free port); `outcome` settles when it listens or exits. */
function startServer(databaseUrl: string): Started {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: "test",
      DATABASE_URL: databaseUrl,
      PORT: "0",
      HOST: "127.0.0.1",
      BASE_URL: ORIGIN,
      BETTER_AUTH_SECRET: "start-together-test-secret-0123456789abcdef",
      SEED_DEMO: "false",
      JOBS: "false",
      LOG_LEVEL: "info",
      REDIS_URL: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  const outcome = new Promise<{ url: string } | { exit: number | null; output: string }>((resolve) => {
    let buffered = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split("\n");
      buffered = lines.pop() ?? "";
      for (const line of lines) {
        output.push(line);
        const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
        if (listening) resolve({ url: listening[1] });
      }
    });
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    child.on("exit", (code) => resolve({ exit: code, output: output.join("\n") }));
  });
  return { child, output, outcome };
}

async function stopServer(server: Started) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once("exit", resolve));
  server.child.kill("SIGTERM");
  const timer = setTimeout(() => server.child.kill("SIGKILL"), 15_000);
  await exited;
  clearTimeout(timer);
}

/** Pathways that have no module at this instant, and how many pathways there are. */
const CATALOGUE_PROBE = `
  select count(*)::int as pathways,
    count(*) filter (where not exists (select 1 from pathway_modules pm where pm.pathway_id = p.id))::int as empty
  from pathways p`;

describe.skipIf(!onPostgres)("server processes started together on one PostgreSQL (issue 44 item 4)", () => {
  const name = `pivot_start_${randomBytes(4).toString("hex")}`;
  const servers: Started[] = [];
  const readers: pg.Client[] = [];

  afterAll(async () => {
    await Promise.all(servers.map(stopServer));
    await Promise.all(readers.map((r) => r.end().catch(() => {})));
    const cleanup = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  }, 60_000);

  it("all come up, and no reader sees a pathway without its modules meanwhile", async () => {
    const setup = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await setup.connect();
    await setup.query(`create database ${name}`);
    await setup.end();
    const u = new URL(process.env.TEST_DATABASE_URL!);
    u.pathname = `/${name}`;
    const databaseUrl = u.toString();

    // Two readers poll the catalogue without pause from before the first process starts until the last
    // one listens (or stops): every instant between a sync's statements is a chance to see a gap.
    for (let i = 0; i < 2; i++) {
      const reader = new pg.Client({ connectionString: databaseUrl });
      await reader.connect();
      readers.push(reader);
    }
    let starting = true;
    const seen = { polls: 0, pollsWithPathways: 0, emptyPathways: 0 };
    const poll = async (reader: pg.Client) => {
      while (starting) {
        try {
          const [row] = (await reader.query<{ pathways: number; empty: number }>(CATALOGUE_PROBE)).rows;
          seen.polls++;
          if (row.pathways > 0) seen.pollsWithPathways++;
          seen.emptyPathways += row.empty;
        } catch (error) {
          // Before the first migration there are no tables to read.
          if (!/relation "pathways" does not exist/.test(String(error))) throw error;
        }
      }
    };
    const polling = Promise.all(readers.map(poll));

    for (let i = 0; i < PROCESSES; i++) servers.push(startServer(databaseUrl));
    // A deadline of its own (well inside the test's), so a process that hangs is reported with its output.
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<"late">((resolve) => {
      timer = setTimeout(() => resolve("late"), START_DEADLINE_MS);
    });
    const settled = await Promise.race([Promise.all(servers.map((s) => s.outcome)), deadline]);
    clearTimeout(timer);
    starting = false;
    if (settled === "late") {
      await polling;
      throw new Error(
        `not every process listened within ${START_DEADLINE_MS} ms:\n${servers.map((s, i) => `--- process ${i + 1}\n${s.output.slice(-15).join("\n")}`).join("\n")}`,
      );
    }
    const outcomes = settled;
    await polling;

    const failed = outcomes.filter((o) => "exit" in o);
    expect(failed, JSON.stringify(failed, null, 1)).toEqual([]);
    expect(seen.pollsWithPathways).toBeGreaterThan(0);
    expect(seen.emptyPathways).toBe(0);

    // Each serves the catalogue, every pathway with its modules.
    for (const outcome of outcomes) {
      if (!("url" in outcome)) continue;
      const health = await fetch(`${outcome.url}/api/health`);
      expect(health.status).toBe(200);
      const pathways = (await (await fetch(`${outcome.url}/api/pathways`)).json()) as { modules: unknown[] }[];
      expect(pathways.length).toBe(loadCatalogue().pathways.length);
      expect(pathways.filter((p) => p.modules.length === 0)).toEqual([]);
    }
  }, 480_000);
});
