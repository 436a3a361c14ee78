import { type ChildProcess, fork } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PathSummary, ProbeCommand, ProbeMessage, ProbePath } from "./load-probe";

/**
 * Starts load-probe.ts in a process of its own: another client of the server under test, and its
 * mail server. `start` begins asking the paths; `stop` ends and resolves with each path's figures.
 */
export interface LoadProbe {
  smtpUrl: string;
  /** Messages the probe's SMTP server has accepted so far. */
  readonly mails: number;
  /** Resolves once `count` messages have arrived (rejects after `timeoutMs`). */
  waitForMails(count: number, timeoutMs: number): Promise<void>;
  /** Begins asking the paths; resolves once the probe is measuring (its own client warmed up first). */
  start(baseUrl: string, paths: ProbePath[]): Promise<void>;
  stop(): Promise<PathSummary[]>;
  /** Ends the process whatever it is doing (the test's clean-up). */
  kill(): void;
  /** The probe's process id. */
  readonly pid: number;
}

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Gives the measured processes (the server under test, its client) the CPU before the rest of the
 * suite and whatever else keeps the machine's cores busy, where the system lets a process raise its
 * priority (root, as CI runs): what a latency test measures is then the server giving way to
 * requests, not the scheduler sharing two cores among a dozen processes. Every thread of each process
 * (Linux gives each its own priority): the garbage collector's helper threads, at the old priority,
 * held the server's thread in its pauses while they waited for a core. Elsewhere the processes keep
 * their priority. Returns a function that puts the priorities back.
 */
export function favourMeasuredProcesses(pids: readonly number[]): () => void {
  const before = new Map<number, number>();
  for (const id of pids.flatMap(threadsOf)) {
    try {
      const priority = os.getPriority(id);
      os.setPriority(id, -10);
      before.set(id, priority);
    } catch {
      // Not permitted: measured at the priority it has.
    }
  }
  return () => {
    for (const [id, priority] of before) {
      try {
        os.setPriority(id, priority);
      } catch {
        // The thread has ended.
      }
    }
  };
}

/** A process's threads where the system lists them (Linux's /proc), else the process alone. */
function threadsOf(pid: number): number[] {
  try {
    return fs.readdirSync(`/proc/${pid}/task`).map(Number);
  } catch {
    return [pid];
  }
}

export async function startLoadProbe(): Promise<LoadProbe> {
  const child: ChildProcess = fork(path.join(here, "load-probe.ts"), [], {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  let mails = 0;
  let mailWaiters: { count: number; resolve: () => void }[] = [];
  let summaryWaiter: ((paths: PathSummary[]) => void) | null = null;
  let measuringWaiter: (() => void) | null = null;
  const smtpUrl = await new Promise<string>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`the load probe exited (${code}) before its mail server listened`)));
    child.on("message", (message: ProbeMessage) => {
      if (message.kind === "smtp") resolve(message.url);
      if (message.kind === "mails") {
        mails = message.count;
        const arrived = mailWaiters.filter((w) => w.count <= mails);
        mailWaiters = mailWaiters.filter((w) => w.count > mails);
        for (const w of arrived) w.resolve();
      }
      if (message.kind === "measuring") measuringWaiter?.();
      if (message.kind === "summary") summaryWaiter?.(message.paths);
    });
  });
  const command = (c: ProbeCommand) => child.send(c);
  return {
    smtpUrl,
    pid: child.pid ?? 0,
    get mails() {
      return mails;
    },
    waitForMails(count, timeoutMs) {
      if (mails >= count) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`${mails} of ${count} messages arrived in ${timeoutMs / 1000} s`)),
          timeoutMs,
        );
        mailWaiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      });
    },
    start: (baseUrl, paths) =>
      new Promise((resolve) => {
        measuringWaiter = resolve;
        command({ kind: "start", baseUrl, paths });
      }),
    stop: () =>
      new Promise((resolve) => {
        summaryWaiter = resolve;
        command({ kind: "stop" });
      }),
    kill: () => {
      if (child.exitCode === null) child.kill("SIGKILL");
    },
  };
}
