import { type ChildProcess, fork } from "node:child_process";
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
  start(baseUrl: string, paths: ProbePath[]): void;
  stop(): Promise<PathSummary[]>;
  /** Ends the process whatever it is doing (the test's clean-up). */
  kill(): void;
}

const here = path.dirname(fileURLToPath(import.meta.url));

export async function startLoadProbe(): Promise<LoadProbe> {
  const child: ChildProcess = fork(path.join(here, "load-probe.ts"), [], {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  let mails = 0;
  let mailWaiters: { count: number; resolve: () => void }[] = [];
  let summaryWaiter: ((paths: PathSummary[]) => void) | null = null;
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
      if (message.kind === "summary") summaryWaiter?.(message.paths);
    });
  });
  const command = (c: ProbeCommand) => child.send(c);
  return {
    smtpUrl,
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
    start: (baseUrl, paths) => command({ kind: "start", baseUrl, paths }),
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
