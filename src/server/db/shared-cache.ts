import { type ChangeChannel, changeFeed } from "./change-feed";
import type { Db } from "./client";

/**
 * A small per-database, per-process cache whose entries expire after `ttlMs` and are dropped at
 * once when the change feed says what they depend on changed — in this process or another.
 */
export class SharedCache<V> {
  private readonly stores = new WeakMap<Db, Map<string, { value: V; dependsOn: string; until: number }>>();

  constructor(
    private readonly channel: ChangeChannel,
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  private store(db: Db) {
    let store = this.stores.get(db);
    if (!store) {
      const created = new Map<string, { value: V; dependsOn: string; until: number }>();
      const feed = changeFeed(db);
      feed.subscribe(this.channel, (changed) => {
        for (const [key, entry] of created) if (entry.dependsOn === changed) created.delete(key);
      });
      feed.onReset(() => created.clear());
      this.stores.set(db, created);
      store = created;
    }
    return store;
  }

  get(db: Db, key: string, now = Date.now()): V | undefined {
    const entry = this.store(db).get(key);
    return entry && entry.until > now ? entry.value : undefined;
  }

  set(db: Db, key: string, value: V, dependsOn = key, now = Date.now(), until = now + this.ttlMs) {
    const store = this.store(db);
    if (store.size >= this.maxEntries) {
      for (const [k, entry] of store) if (entry.until <= now) store.delete(k);
      if (store.size >= this.maxEntries) store.clear();
    }
    store.set(key, { value, dependsOn, until });
  }

  delete(db: Db, key: string) {
    this.store(db).delete(key);
  }

  /** Forgets everything held for this database, in this process only. */
  clear(db: Db) {
    this.store(db).clear();
  }

  /** Everything that depends on `dependsOn` changed: forget it here and in every other process. */
  changed(db: Db, dependsOn: string) {
    this.store(db); // make sure this process listens before it publishes
    changeFeed(db).publish(this.channel, dependsOn);
  }
}
