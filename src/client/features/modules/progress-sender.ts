import { mayHaveBeenStored, newIdempotencyKey } from "@/lib/idempotent-write";
import type { ProgressItem, ProgressUpdate } from "../../../contracts/learning";
import type { ProgressIntent } from "./api/update-progress";
import { elapsedSeconds } from "./module-learning";

interface SentWrite {
  update: ProgressUpdate;
  key: string;
  /** When the write's seconds end: the next write counts from here once this one is stored. */
  at: number;
}

/**
 * The module page's progress writes (spec 3 §4; issue 44 item 5, decision 407). Each write sends the
 * seconds since the last stored one, with a fresh idempotency key. A write that failed without a clear
 * refusal may have been stored (its answer lost), so the next write first sends it again, same key and
 * same body: the server counts it once whether or not the first one arrived, and only then are the
 * seconds since it sent. The client itself never retries on its own (spec 1 §7).
 */
export class ProgressSender {
  private lastStoredAt: number;
  private unanswered: SentWrite | null = null;

  constructor(
    private readonly moduleId: number,
    private readonly post: (update: ProgressUpdate, key: string) => Promise<ProgressItem>,
    private readonly clock: () => number = Date.now,
  ) {
    this.lastStoredAt = clock();
  }

  async send({ progressPercentage, isCompleted }: ProgressIntent): Promise<ProgressItem> {
    if (this.unanswered) await this.deliver(this.unanswered);
    const at = this.clock();
    return this.deliver({
      key: newIdempotencyKey(),
      update: {
        moduleId: this.moduleId,
        isCompleted,
        progressPercentage,
        timeSpent: elapsedSeconds(this.lastStoredAt, at),
      },
      at,
    });
  }

  private async deliver(write: SentWrite): Promise<ProgressItem> {
    this.unanswered = write;
    try {
      const item = await this.post(write.update, write.key);
      this.lastStoredAt = write.at;
      this.unanswered = null;
      return item;
    } catch (error) {
      // A refusal stored nothing: its seconds go with the next write, under a new key.
      if (!mayHaveBeenStored(error)) this.unanswered = null;
      throw error;
    }
  }
}
