import { Worker } from "node:worker_threads";
import type { CredentialJobKind, CredentialJobs, JobAnswer } from "./credential-worker";

/**
 * A small pool of credentials workers (issue 29): at most `size` jobs run at once, at most
 * `maxQueue` wait, and a job that runs past its time limit has its worker terminated (a new one
 * starts for the next job). A full queue refuses at once instead of letting one client hold the
 * server.
 */

export class WorkerPoolFull extends Error {}
export class WorkerJobTimeout extends Error {}

export interface WorkerPoolOptions {
  size: number;
  maxQueue: number;
  /** How long a job may run once a worker has it (a worker's start-up is not counted). */
  timeoutMs: Record<CredentialJobKind, number>;
  /** How long a new worker may take to load its modules. */
  startTimeoutMs?: number;
}

interface Job {
  kind: CredentialJobKind;
  input: unknown;
  resolve: (output: unknown) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  ready: Promise<void>;
}

const ENTRY = new URL("./credential-worker-boot.mjs", import.meta.url);

export interface WorkerPool {
  run<K extends CredentialJobKind>(kind: K, input: CredentialJobs[K]["input"]): Promise<CredentialJobs[K]["output"]>;
  /** Jobs handed to a worker so far (a cached answer is not one). */
  readonly jobsStarted: number;
  /** Workers started and waiting for a job. */
  readonly idleWorkers: number;
  /**
   * Starts every worker now and waits until each has loaded its modules (issue 44 item 6), so the first
   * verification after start does not wait seconds for a cold worker. A worker that fails to start is
   * dropped; a job then starts a new one as before.
   */
  warm(): Promise<void>;
  close(): Promise<void>;
}

export function createWorkerPool(options: WorkerPoolOptions): WorkerPool {
  const idle: Slot[] = [];
  const all = new Set<Slot>();
  const queue: Job[] = [];
  let running = 0;
  let nextId = 1;
  let jobsStarted = 0;
  let closed = false;

  const spawn = (): Slot => {
    const worker = new Worker(ENTRY, {
      // A runaway document cannot take the server's memory with it.
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    });
    worker.unref();
    const ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error("The credentials worker did not start")),
        options.startTimeoutMs ?? 30_000,
      );
      worker.once("message", () => {
        clearTimeout(timer);
        resolve();
      });
      worker.once("error", (error) => {
        clearTimeout(timer);
        reject(error);
      });
      worker.once("exit", () => {
        clearTimeout(timer);
        reject(new Error("The credentials worker stopped while starting"));
      });
    });
    ready.catch(() => {});
    const slot = { worker, ready };
    all.add(slot);
    worker.once("exit", () => all.delete(slot));
    return slot;
  };

  const discard = (slot: Slot) => {
    all.delete(slot);
    void slot.worker.terminate();
  };

  const execute = async (slot: Slot, job: Job) => {
    try {
      await slot.ready;
    } catch (error) {
      discard(slot);
      throw error;
    }
    const id = nextId++;
    jobsStarted++;
    return new Promise<unknown>((resolve, reject) => {
      const cleanup = () => {
        clearTimeout(timer);
        slot.worker.off("message", onMessage);
        slot.worker.off("error", onError);
        slot.worker.off("exit", onExit);
      };
      const timer = setTimeout(() => {
        cleanup();
        discard(slot);
        reject(new WorkerJobTimeout(`The ${job.kind} job ran longer than ${options.timeoutMs[job.kind]} ms`));
      }, options.timeoutMs[job.kind]);
      const onMessage = (answer: JobAnswer) => {
        if (answer.id !== id) return;
        cleanup();
        if (answer.ok) resolve(answer.output);
        else reject(new Error(answer.message));
      };
      const onError = (error: Error) => {
        cleanup();
        discard(slot);
        reject(error);
      };
      const onExit = () => {
        cleanup();
        reject(new Error("The credentials worker stopped"));
      };
      slot.worker.on("message", onMessage);
      slot.worker.on("error", onError);
      slot.worker.on("exit", onExit);
      slot.worker.postMessage({ id, kind: job.kind, input: job.input });
    });
  };

  const pump = () => {
    while (!closed && running < options.size && queue.length > 0) {
      const job = queue.shift() as Job;
      running++;
      const slot = idle.pop() ?? spawn();
      execute(slot, job)
        .then(
          (output) => {
            if (all.has(slot)) idle.push(slot);
            job.resolve(output);
          },
          (error: Error) => {
            // A worker that failed to start, crashed or timed out is not reused.
            if (all.has(slot) && !(error instanceof WorkerJobTimeout)) idle.push(slot);
            job.reject(error);
          },
        )
        .finally(() => {
          running--;
          pump();
        });
    }
  };

  return {
    run(kind, input) {
      if (closed) return Promise.reject(new Error("The credentials workers are closed"));
      if (running >= options.size && queue.length >= options.maxQueue)
        return Promise.reject(new WorkerPoolFull("Too many credential jobs are waiting"));
      return new Promise((resolve, reject) => {
        queue.push({ kind, input, resolve: resolve as (output: unknown) => void, reject });
        pump();
      });
    },
    get jobsStarted() {
      return jobsStarted;
    },
    get idleWorkers() {
      return idle.length;
    },
    async warm() {
      const starting: Slot[] = [];
      while (!closed && idle.length + starting.length + running < options.size) starting.push(spawn());
      await Promise.all(
        starting.map((slot) =>
          slot.ready.then(
            () => {
              // A job that came in meanwhile may have started its own worker: keep no more than the size.
              if (!closed && all.has(slot) && idle.length + running < options.size) idle.push(slot);
              else discard(slot);
            },
            () => discard(slot),
          ),
        ),
      );
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error("The credentials workers are closed"));
      await Promise.all([...all].map((slot) => slot.worker.terminate()));
      all.clear();
      idle.length = 0;
    },
  };
}
