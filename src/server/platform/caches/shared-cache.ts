import { type ChangeChannel, type ChangeFeed, changeFeed } from "../../db/change-feed";
import type { Db } from "../../db/client";

interface Store<V> {
  feed: ChangeFeed;
  entries: Map<string, { value: V; dependsOn: string; until: number }>;
  /** Counts the changes and resets heard: a value read before one of them may be stale. */
  version: number;
}

/** What `snapshot` answers while the feed is down: nothing read then may be cached. */
const FEED_DOWN = -1;

/**
 * A small per-database, per-process cache whose entries expire after `ttlMs` and are dropped at
 * once when the change feed says what they depend on changed — in this process or another.
 * While the feed is not live (PostgreSQL's LISTEN connection is down) the cache is bypassed: `get`
 * finds nothing and `set` keeps nothing (issue 29 item 10).
 */
/** A `changed` value that drops every entry of a cache (a change too wide to list, such as an organisation's plan). */
export const EVERYTHING = "*";

export class SharedCache<V> {
  private readonly stores = new WeakMap<Db, Store<V>>();

  constructor(
    private readonly channel: ChangeChannel,
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  private store(db: Db): Store<V> {
    let store = this.stores.get(db);
    if (!store) {
      const created: Store<V> = { feed: changeFeed(db), entries: new Map(), version: 0 };
      created.feed.subscribe(this.channel, (changed) => {
        created.version++;
        if (changed === EVERYTHING) created.entries.clear();
        else for (const [key, entry] of created.entries) if (entry.dependsOn === changed) created.entries.delete(key);
      });
      created.feed.onReset(() => {
        created.version++;
        created.entries.clear();
      });
      this.stores.set(db, created);
      store = created;
    }
    return store;
  }

  get(db: Db, key: string, now = Date.now()): V | undefined {
    const store = this.store(db);
    if (!store.feed.live) return undefined;
    const entry = store.entries.get(key);
    return entry && entry.until > now ? entry.value : undefined;
  }

  /**
   * Taken before reading a value that is cached only once the read has finished: `set` with it
   * keeps nothing when a change (or a reset) arrived while the read was under way, or when the feed
   * was down when it started.
   */
  snapshot(db: Db): number {
    const store = this.store(db);
    return store.feed.live ? store.version : FEED_DOWN;
  }

  set(db: Db, key: string, value: V, dependsOn = key, now = Date.now(), until = now + this.ttlMs, readSince?: number) {
    const store = this.store(db);
    if (!store.feed.live) return;
    if (readSince !== undefined && readSince !== store.version) return;
    const { entries } = store;
    if (entries.size >= this.maxEntries) {
      for (const [k, entry] of entries) if (entry.until <= now) entries.delete(k);
      if (entries.size >= this.maxEntries) entries.clear();
    }
    entries.set(key, { value, dependsOn, until });
  }

  delete(db: Db, key: string) {
    this.store(db).entries.delete(key);
  }

  /** Forgets everything held for this database, in this process only. */
  clear(db: Db) {
    const store = this.store(db);
    store.version++;
    store.entries.clear();
  }

  /**
   * Everything that depends on `dependsOn` changed: forget it here at once, and resolve when every
   * other process has been told (a write awaits this before it answers).
   */
  changed(db: Db, dependsOn: string): Promise<void> {
    this.store(db); // make sure this process listens before it publishes
    return changeFeed(db).publish(this.channel, dependsOn);
  }
}
