/**
 * Another client, in a process of its own (tests only, started by `startLoadProbe`): it asks the server
 * under test a few paths over and over, each path its own loop with one request in flight, a new one
 * at most every PACE_MS, and records each answer's time. It is also the outside mail server: an SMTP
 * server that accepts and counts messages without reading them, so delivering thousands costs the
 * server under test what a real mail server would.
 *
 * Messages (IPC): the parent sends { paths, cookie } to start and "stop" to end; the probe sends
 * { smtpUrl } once listening, "measuring" once its own client is warm, { mails } as messages arrive,
 * and on "stop" the summary of every path.
 */
import { SMTPServer } from "smtp-server";

export interface ProbePath {
  /** e.g. "/api/health" */
  path: string;
  /** Sent as the Cookie header (a signed-in read). */
  cookie?: string;
}

export interface PathSummary {
  path: string;
  requests: number;
  failures: number;
  maxMs: number;
  p50Ms: number;
  p99Ms: number;
  /** The first failure's status or error, to show when a request did not answer 200. */
  firstFailure: string | null;
}

export type ProbeMessage =
  | { kind: "smtp"; url: string }
  | { kind: "measuring" }
  | { kind: "mails"; count: number }
  | { kind: "summary"; paths: PathSummary[] };

export type ProbeCommand = { kind: "start"; baseUrl: string; paths: ProbePath[] } | { kind: "stop" };

/** At most one request per path this often: steady load, not a flood that would be the stall itself. */
const PACE_MS = 50;

const send = (message: ProbeMessage) => process.send?.(message);

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

let stopping = false;

async function probe(baseUrl: string, target: ProbePath): Promise<PathSummary> {
  const times: number[] = [];
  let failures = 0;
  let firstFailure: string | null = null;
  while (!stopping) {
    const started = performance.now();
    try {
      const res = await fetch(`${baseUrl}${target.path}`, {
        headers: target.cookie ? { cookie: target.cookie } : {},
      });
      await res.arrayBuffer();
      if (res.status !== 200) {
        failures++;
        firstFailure ??= `${res.status}`;
      }
    } catch (error) {
      failures++;
      firstFailure ??= error instanceof Error ? error.message : String(error);
    }
    const took = performance.now() - started;
    times.push(took);
    if (took < PACE_MS) await new Promise((resolve) => setTimeout(resolve, PACE_MS - took));
  }
  const sorted = [...times].sort((a, b) => a - b);
  return {
    path: target.path,
    requests: times.length,
    failures,
    maxMs: sorted.at(-1) ?? 0,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    firstFailure,
  };
}

let mails = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData(stream, _session, callback) {
    stream.on("data", () => {});
    stream.on("end", () => {
      mails++;
      send({ kind: "mails", count: mails });
      callback();
    });
  },
});
smtp.listen(0, "127.0.0.1", () => {
  const address = smtp.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  send({ kind: "smtp", url: `smtp://127.0.0.1:${port}` });
});

/**
 * One unrecorded round first: a process's first fetch loads and compiles the HTTP client, which on a
 * busy machine took the probe itself 800 ms, and that is not the server's answer being slow.
 */
async function warm(baseUrl: string, paths: readonly ProbePath[]) {
  for (const target of paths) {
    const res = await fetch(`${baseUrl}${target.path}`, { headers: target.cookie ? { cookie: target.cookie } : {} });
    await res.arrayBuffer();
  }
}

let running: Promise<PathSummary[]> | null = null;
process.on("message", async (command: ProbeCommand) => {
  if (command.kind === "start") {
    await warm(command.baseUrl, command.paths);
    running = Promise.all(command.paths.map((p) => probe(command.baseUrl, p)));
    send({ kind: "measuring" });
  }
  if (command.kind === "stop") {
    stopping = true;
    send({ kind: "summary", paths: running ? await running : [] });
    smtp.close(() => process.exit(0));
  }
});
