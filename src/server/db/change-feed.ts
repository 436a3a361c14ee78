import pg from "pg";
import type { Db } from "./client";

/** What a cached value depends on: a learner's facts, a user's sessions, or the catalogue. */
export type ChangeChannel = "learner" | "session" | "catalogue" | "team";
type Listener = (key: string) => void;

const NOTIFY_CHANNEL = "pivot_changes";

/**
 * Tells every cache in every server process that something changed. In-process listeners hear it
 * at once; on PostgreSQL, other processes hear it through LISTEN/NOTIFY (DESIGN §6: several
 * processes behind a load balancer). When the notification connection drops, every cache is
 * cleared, since changes may have been missed.
 */
export interface ChangeFeed {
  publish(channel: ChangeChannel, key: string): void;
  subscribe(channel: ChangeChannel, listener: Listener): void;
  /** Called with no key when caches must forget everything. */
  onReset(listener: () => void): void;
  close(): Promise<void>;
}

class LocalFeed implements ChangeFeed {
  protected listeners = new Map<ChangeChannel, Set<Listener>>();
  protected resetListeners = new Set<() => void>();

  publish(channel: ChangeChannel, key: string) {
    this.dispatch(channel, key);
  }

  subscribe(channel: ChangeChannel, listener: Listener) {
    let set = this.listeners.get(channel);
    if (!set) {
      set = new Set();
      this.listeners.set(channel, set);
    }
    set.add(listener);
  }

  onReset(listener: () => void) {
    this.resetListeners.add(listener);
  }

  protected dispatch(channel: ChangeChannel, key: string) {
    for (const listener of this.listeners.get(channel) ?? []) listener(key);
  }

  protected reset() {
    for (const listener of this.resetListeners) listener();
  }

  async close() {}
}

class PostgresFeed extends LocalFeed {
  private client: pg.Client | undefined;
  private closed = false;

  constructor(
    private readonly url: string,
    private readonly pool: pg.Pool,
  ) {
    super();
    void this.connect();
  }

  override publish(channel: ChangeChannel, key: string) {
    this.dispatch(channel, key);
    this.pool.query("select pg_notify($1, $2)", [NOTIFY_CHANNEL, `${channel}:${key}`]).catch(() => this.reset());
  }

  private async connect() {
    if (this.closed) return;
    const client = new pg.Client({ connectionString: this.url });
    client.on("notification", (message) => {
      const payload = message.payload ?? "";
      const split = payload.indexOf(":");
      if (split > 0) this.dispatch(payload.slice(0, split) as ChangeChannel, payload.slice(split + 1));
    });
    client.on("error", () => this.reconnect(client));
    client.on("end", () => this.reconnect(client));
    try {
      await client.connect();
      await client.query(`listen ${NOTIFY_CHANNEL}`);
      this.client = client;
    } catch {
      this.reconnect(client);
    }
  }

  private reconnect(client: pg.Client) {
    if (this.closed || (this.client && this.client !== client)) return;
    this.client = undefined;
    this.reset();
    client.removeAllListeners();
    client.end().catch(() => {});
    setTimeout(() => void this.connect(), 1000).unref();
  }

  override async close() {
    this.closed = true;
    const client = this.client;
    this.client = undefined;
    client?.removeAllListeners();
    await client?.end().catch(() => {});
  }
}

const feeds = new WeakMap<Db, ChangeFeed>();

export function createChangeFeed(db: Db, postgres?: { url: string; pool: pg.Pool }): ChangeFeed {
  const feed = postgres ? new PostgresFeed(postgres.url, postgres.pool) : new LocalFeed();
  feeds.set(db, feed);
  return feed;
}

/** The change feed of a database (a process-local one when none was created, e.g. in scripts). */
export function changeFeed(db: Db): ChangeFeed {
  let feed = feeds.get(db);
  if (!feed) {
    feed = new LocalFeed();
    feeds.set(db, feed);
  }
  return feed;
}
