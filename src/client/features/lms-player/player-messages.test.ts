import { describe, expect, it, vi } from "vitest";
import type { KnowledgeCheckSummary } from "../../../contracts/knowledge-check";
import type { PlayerState } from "../../../contracts/lms-player";
import { untriedKnowledgeCheck } from "../../../test/knowledge-check";
import { launchTokenOf, storedPlayer, storePlayer } from "./launch";
import { exitMessage, progressMessage, readyMessage, tellLaunchPage } from "./player-messages";

/** Issue 24: what the player tells the launch page (the LMS launch protocol's step 4), and where its credentials live. */

const check = untriedKnowledgeCheck(5);
const state = (over: { progress?: PlayerState["progress"]; knowledgeCheck?: KnowledgeCheckSummary | null }) =>
  ({
    learnerName: "Ada Lovelace",
    module: {
      title: "Adaptive Leadership",
      knowledgeCheck: over.knowledgeCheck === undefined ? check : over.knowledgeCheck,
    },
    progress: over.progress ?? null,
  }) as unknown as PlayerState;
const progress = (progressPercentage: number, isCompleted: boolean) =>
  ({ progressPercentage, isCompleted }) as unknown as PlayerState["progress"];

describe("the player's messages", () => {
  it("says ready with the learner and the module", () => {
    expect(readyMessage(state({}))).toEqual({
      source: "pivot-lms",
      version: 1,
      type: "ready",
      learnerName: "Ada Lovelace",
      moduleTitle: "Adaptive Leadership",
    });
  });

  it("reports no pass or score before the check is taken, then the pass and the best score", () => {
    expect(progressMessage(state({ progress: progress(40, false) }), 12.7)).toEqual({
      source: "pivot-lms",
      version: 1,
      type: "progress",
      progressPercentage: 40,
      completed: false,
      passed: null,
      scoreRaw: null,
      sessionSeconds: 12,
    });
    const failed = { ...check, attempts: 1, bestScore: 60 };
    expect(progressMessage(state({ progress: progress(99, false), knowledgeCheck: failed }), 30)).toMatchObject({
      passed: false,
      scoreRaw: 60,
    });
    const passed = { ...check, attempts: 2, bestScore: 100, passed: true };
    expect(progressMessage(state({ progress: progress(100, true), knowledgeCheck: passed }), 30)).toMatchObject({
      progressPercentage: 100,
      completed: true,
      passed: true,
      scoreRaw: 100,
    });
    // A module without a check: completion only.
    expect(progressMessage(state({ progress: progress(100, true), knowledgeCheck: null }), -3)).toMatchObject({
      completed: true,
      passed: null,
      scoreRaw: null,
      sessionSeconds: 0,
    });
  });

  it("posts to the parent frame only, to any origin (the launch page checks where messages come from)", () => {
    const parent = { postMessage: vi.fn() } as unknown as Window;
    tellLaunchPage(exitMessage, parent);
    expect(parent.postMessage).toHaveBeenCalledWith({ source: "pivot-lms", version: 1, type: "exit" }, "*");
    // Opened on its own, the page is its own parent: nobody to tell.
    const alone = { postMessage: vi.fn() } as unknown as Window;
    tellLaunchPage(exitMessage, alone, alone);
    expect(alone.postMessage).not.toHaveBeenCalled();
  });
});

describe("the launch token and the player key", () => {
  it("reads the token from the fragment only", () => {
    expect(launchTokenOf("#launch=abc.def")).toBe("abc.def");
    expect(launchTokenOf("launch=abc")).toBe("abc");
    expect(launchTokenOf("#other=1&launch=x-y_z")).toBe("x-y_z");
    expect(launchTokenOf("#launch=")).toBeNull();
    expect(launchTokenOf("")).toBeNull();
  });

  it("keeps the player key in session storage, and forgets it", () => {
    const values = new Map<string, string>();
    const storage = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: (key: string) => void values.delete(key),
    };
    expect(storedPlayer(storage)).toBeNull();
    storePlayer({ playerKey: "plk_key", moduleId: 7 }, storage);
    expect(storedPlayer(storage)).toEqual({ playerKey: "plk_key", moduleId: 7 });
    storePlayer(null, storage);
    expect(storedPlayer(storage)).toBeNull();
    values.set("pivot-lms-player", "not json");
    expect(storedPlayer(storage)).toBeNull();
  });
});
