/**
 * Issue 26 item 10: a lazy chunk that fails to load after a deploy reloads the page once by itself.
 * The time of the reload is kept in sessionStorage (per tab, survives the reload), so a chunk that
 * fails again after the reload shows the boundary's "could not be loaded" message instead of looping.
 */
export const CHUNK_RELOAD_KEY = "pivot:chunk-reload-at";
/** A second failure within this time of the automatic reload is not retried by itself. */
export const CHUNK_RELOAD_WINDOW_MS = 5 * 60_000;

export type ChunkReloadDecision = "reload" | "reloading" | "show-message";

/**
 * The guard: reload unless the page reloaded itself recently. A reload asked for since this page
 * loaded (another boundary, or React running the effect twice) is still under way: wait for it.
 */
export function chunkReloadDecision(input: {
  lastReloadAt: number | null;
  pageLoadedAt: number;
  now: number;
  windowMs?: number;
}): ChunkReloadDecision {
  const { lastReloadAt, pageLoadedAt, now, windowMs = CHUNK_RELOAD_WINDOW_MS } = input;
  if (lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt > windowMs || lastReloadAt > now)
    return "reload";
  return lastReloadAt >= pageLoadedAt ? "reloading" : "show-message";
}

interface ReloadEnvironment {
  storage: Pick<Storage, "getItem" | "setItem">;
  pageLoadedAt: number;
  now: number;
  reload: () => void;
}

const browser = (): ReloadEnvironment => ({
  storage: window.sessionStorage,
  pageLoadedAt: performance.timeOrigin,
  now: Date.now(),
  reload: () => window.location.reload(),
});

/** Reloads the page for a failed chunk when the guard allows it; says what it did. */
export function reloadOnceForChunkError(env: () => ReloadEnvironment = browser): ChunkReloadDecision {
  try {
    const { storage, pageLoadedAt, now, reload } = env();
    const stored = storage.getItem(CHUNK_RELOAD_KEY);
    const decision = chunkReloadDecision({ lastReloadAt: stored === null ? null : Number(stored), pageLoadedAt, now });
    if (decision === "reload") {
      storage.setItem(CHUNK_RELOAD_KEY, String(now));
      reload();
    }
    return decision;
  } catch {
    // No sessionStorage (blocked by the browser): without the guard, never reload by itself.
    return "show-message";
  }
}
