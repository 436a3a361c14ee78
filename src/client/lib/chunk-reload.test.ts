import { describe, expect, it, vi } from "vitest";
import { CHUNK_RELOAD_KEY, CHUNK_RELOAD_WINDOW_MS, chunkReloadDecision, reloadOnceForChunkError } from "./chunk-reload";

const pageLoadedAt = 1_000_000;

describe("chunkReloadDecision", () => {
  it("reloads when the page has not reloaded itself, or did so long ago", () => {
    expect(chunkReloadDecision({ lastReloadAt: null, pageLoadedAt, now: pageLoadedAt + 10 })).toBe("reload");
    expect(
      chunkReloadDecision({
        lastReloadAt: pageLoadedAt - CHUNK_RELOAD_WINDOW_MS - 1,
        pageLoadedAt,
        now: pageLoadedAt,
      }),
    ).toBe("reload");
    // A stored value that is not a time, or lies in the future, guards nothing.
    expect(chunkReloadDecision({ lastReloadAt: Number.NaN, pageLoadedAt, now: pageLoadedAt })).toBe("reload");
    expect(chunkReloadDecision({ lastReloadAt: pageLoadedAt + 5000, pageLoadedAt, now: pageLoadedAt })).toBe("reload");
  });

  it("shows the message when a chunk fails again after the automatic reload", () => {
    expect(chunkReloadDecision({ lastReloadAt: pageLoadedAt - 2000, pageLoadedAt, now: pageLoadedAt + 100 })).toBe(
      "show-message",
    );
  });

  it("waits when this page has already asked for the reload", () => {
    expect(chunkReloadDecision({ lastReloadAt: pageLoadedAt + 50, pageLoadedAt, now: pageLoadedAt + 60 })).toBe(
      "reloading",
    );
  });
});

describe("reloadOnceForChunkError", () => {
  const memoryStorage = () => {
    const items = new Map<string, string>();
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    };
  };

  it("reloads once, and after the reload gives up instead of looping", () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const first = reloadOnceForChunkError(() => ({ storage, pageLoadedAt, now: pageLoadedAt + 100, reload }));
    expect(first).toBe("reload");
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBe(String(pageLoadedAt + 100));
    // The same page again (a second boundary): the reload is under way, not asked twice.
    expect(reloadOnceForChunkError(() => ({ storage, pageLoadedAt, now: pageLoadedAt + 200, reload }))).toBe(
      "reloading",
    );
    // The reloaded page fails too: the message, no further reload.
    const reloadedAt = pageLoadedAt + 1000;
    expect(reloadOnceForChunkError(() => ({ storage, pageLoadedAt: reloadedAt, now: reloadedAt + 300, reload }))).toBe(
      "show-message",
    );
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("never reloads by itself without sessionStorage", () => {
    const reload = vi.fn();
    const storage = {
      getItem: () => {
        throw new DOMException("blocked", "SecurityError");
      },
      setItem: () => {},
    };
    expect(reloadOnceForChunkError(() => ({ storage, pageLoadedAt, now: pageLoadedAt, reload }))).toBe("show-message");
    expect(reload).not.toHaveBeenCalled();
  });
});
