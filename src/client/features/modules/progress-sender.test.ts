import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-request";
import type { ProgressItem, ProgressUpdate } from "../../../contracts/learning";
import { ProgressSender } from "./progress-sender";

// Issue 44 item 5 (decision 407): a write whose answer was lost is sent again with its key first.
function harness() {
  let now = 0;
  const sent: { update: ProgressUpdate; key: string }[] = [];
  let failNext: unknown = null;
  const post = async (update: ProgressUpdate, key: string) => {
    sent.push({ update, key });
    if (failNext) {
      const error = failNext;
      failNext = null;
      throw error;
    }
    return { moduleId: update.moduleId } as ProgressItem;
  };
  const sender = new ProgressSender(7, post, () => now);
  return {
    sender,
    sent,
    advance: (seconds: number) => {
      now += seconds * 1000;
    },
    fail: (error: unknown) => {
      failNext = error;
    },
  };
}

describe("ProgressSender", () => {
  it("sends each write with a fresh key and the seconds since the last stored one", async () => {
    const h = harness();
    h.advance(30);
    await h.sender.send({ progressPercentage: 10, isCompleted: false });
    h.advance(20);
    await h.sender.send({ progressPercentage: 40, isCompleted: false });
    expect(h.sent.map((s) => s.update.timeSpent)).toEqual([30, 20]);
    expect(h.sent[0]?.key).not.toBe(h.sent[1]?.key);
    expect(h.sent[0]?.key).toMatch(/^[0-9a-f]{32}$/);
  });

  it("after a lost answer, sends that write again with the same key before the next", async () => {
    const h = harness();
    h.advance(30);
    h.fail(new TypeError("Failed to fetch"));
    await expect(h.sender.send({ progressPercentage: 10, isCompleted: false })).rejects.toThrow("Failed to fetch");
    h.advance(15);
    await h.sender.send({ progressPercentage: 50, isCompleted: false });
    expect(h.sent).toHaveLength(3);
    expect(h.sent[1]).toEqual(h.sent[0]);
    expect(h.sent[2]?.update).toMatchObject({ progressPercentage: 50, timeSpent: 15 });
    expect(h.sent[2]?.key).not.toBe(h.sent[0]?.key);
  });

  it("after a refusal, sends nothing again and counts its seconds in the next write", async () => {
    const h = harness();
    h.advance(30);
    h.fail(new ApiError(409, JSON.stringify({ message: "Refused" })));
    await expect(h.sender.send({ progressPercentage: 100, isCompleted: true })).rejects.toThrow("409");
    h.advance(10);
    await h.sender.send({ progressPercentage: 50, isCompleted: false });
    expect(h.sent).toHaveLength(2);
    expect(h.sent[1]?.update).toMatchObject({ progressPercentage: 50, timeSpent: 40 });
  });
});
