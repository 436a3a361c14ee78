import { type SQL, sql } from "drizzle-orm";
import pg from "pg";
import type { Db } from "./db";

/** What a cached value depends on: a learner's facts, a user's sessions, or the catalogue. */
export type ChangeChannel = "learner" | "session" | "catalogue" | "team";
type Listener = (key: string) => void;
/** One change to announce: what cached values depending on `key` in `channel` must forget. */
export interface Change {
  channel: ChangeChannel;
  key: string;
}

const NOTIFY_CHANNEL = "pivot_changes";
/** The application_name of the LISTEN connection, so operators (and the multi-process test) can find it. */
export const CHANGE_FEED_APPLICATION_NAME = "pivot-change-feed";
/** Retries of a lost LISTEN connection: quick at first, then backing off (issue 29 item 10). */
const RECONNECT_FIRST_MS = 100;
const RECONNECT_MAX_MS = 5_000;

/**
 * Tells every cache in every server process that something changed. In-process listeners hear it
 * at once; on PostgreSQL, other processes hear it through LISTEN/NOTIFY (DESIGN §6: several
 * processes behind a load balancer).
 *
 * On PostgreSQL the feed is `live` only while this process's LISTEN connection is established:
 * while it is not, changes made by other processes could be missed, so caches must not be read or
 * filled (SharedCache bypasses them). When LISTEN succeeds again every cache is cleared first, then
 * the feed is live again (issue 29 item 10).
 */
export interface ChangeFeed {
  /**
   * Tells this process's caches at once, and resolves when the notification to the other processes
   * has been sent: a write awaits it before its answer leaves, so no other process can be asked
   * for the changed data and still hold the old.
   */
  publish(channel: ChangeChannel, key: string): Promise<void>;
  /**
   * The statement that tells the other processes of these changes when it runs inside a write's
   * transaction (or as part of its one statement): PostgreSQL delivers a NOTIFY at commit and drops
   * it on rollback, so they hear of exactly the writes that happened, with no round trip of its own.
   * Null where there are no other processes to tell (PGlite).
   */
  notifyStatement(changes: readonly Change[]): SQL | null;
  /** Tells this process's caches of changes committed with `notifyStatement`: call it after the commit. */
  committed(changes: readonly Change[]): void;
  subscribe(channel: ChangeChannel, listener: Listener): void;
  /** Called with no key when caches must forget everything. */
  onReset(listener: () => void): void;
  /** Whether caches may be used: false while changes from other processes could be missed. */
  readonly live: boolean;
  close(): Promise<void>;
}

class LocalFeed implements ChangeFeed {
  protected listeners = new Map<ChangeChannel, Set<Listener>>();
  protected resetListeners = new Set<() => void>();

  get live() {
    return true;
  }

  async publish(channel: ChangeChannel, key: string) {
    this.dispatch(channel, key);
  }

  notifyStatement(_changes: readonly Change[]): SQL | null {
    return null;
  }

  committed(changes: readonly Change[]) {
    for (const { channel, key } of changes) this.dispatch(channel, key);
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
  private listening = false;
  private closed = false;
  private retryMs = RECONNECT_FIRST_MS;
  private retryTimer: NodeJS.Timeout | undefined;
  /** Resolves once the first attempt to LISTEN has finished, whether it succeeded or not. */
  readonly started: Promise<void>;

  constructor(
    private readonly url: string,
    private readonly pool: pg.Pool,
  ) {
    super();
    this.started = this.connect();
  }

  override get live() {
    return this.listening;
  }

  override async publish(channel: ChangeChannel, key: string) {
    this.dispatch(channel, key);
    const payload = `${channel}:${key}`;
    try {
      await this.notify(payload);
    } catch {
      // A pooled connection the server dropped fails once; a fresh one usually works.
      try {
        await this.notify(payload);
      } catch (error) {
        // The other processes could not be told. When the database is down their LISTEN connections
        // drop too (and they bypass their caches); this process stops trusting its own feed until
        // LISTEN works again, which clears everything (decision 121 in docs/decisions/, issue 29 item 10).
        console.warn(`Change feed: could not notify other processes (${(error as Error).message})`);
        if (this.client) this.reconnect(this.client);
      }
    }
  }

  override notifyStatement(changes: readonly Change[]): SQL | null {
    if (changes.length === 0) return null;
    const payloads = sql.join(
      changes.map(({ channel, key }) => sql`(${`${channel}:${key}`})`),
      sql`, `,
    );
    return sql`select pg_notify(${NOTIFY_CHANNEL}, payload) from (values ${payloads}) as changes(payload)`;
  }

  private async notify(payload: string) {
    await this.pool.query("select pg_notify($1, $2)", [NOTIFY_CHANNEL, payload]);
  }

  private async connect() {
    this.retryTimer = undefined;
    if (this.closed) return;
    const client = new pg.Client({
      connectionString: this.url,
      application_name: CHANGE_FEED_APPLICATION_NAME,
      // A connection lost without a FIN (a network partition) is noticed in seconds, not hours.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    client.on("notification", (message) => {
      if (client !== this.client) return;
      const payload = message.payload ?? "";
      const split = payload.indexOf(":");
      if (split > 0) this.dispatch(payload.slice(0, split) as ChangeChannel, payload.slice(split + 1));
    });
    client.on("error", () => this.reconnect(client));
    client.on("end", () => this.reconnect(client));
    this.client = client;
    try {
      await client.connect();
      await client.query(`listen ${NOTIFY_CHANNEL}`);
    } catch {
      this.reconnect(client);
      return;
    }
    if (this.client !== client || this.closed) return;
    // Whatever was cached before now may have missed a change: forget it, then trust the caches again.
    this.reset();
    this.listening = true;
    this.retryMs = RECONNECT_FIRST_MS;
  }

  private reconnect(client: pg.Client) {
    if (this.closed || this.client !== client) return;
    this.client = undefined;
    this.listening = false;
    this.reset();
    client.removeAllListeners();
    client.on("error", () => {}); // a late socket error of the abandoned client is not an exception
    client.end().catch(() => {});
    this.retryTimer = setTimeout(() => void this.connect(), this.retryMs);
    this.retryTimer.unref();
    this.retryMs = Math.min(this.retryMs * 2, RECONNECT_MAX_MS);
  }

  override async close() {
    this.closed = true;
    this.listening = false;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    client?.removeAllListeners();
    client?.on("error", () => {});
    await client?.end().catch(() => {});
  }
}

const feeds = new WeakMap<Db, ChangeFeed>();

export function createChangeFeed(db: Db, postgres?: { url: string; pool: pg.Pool }): ChangeFeed {
  const feed = postgres ? new PostgresFeed(postgres.url, postgres.pool) : new LocalFeed();
  feeds.set(db, feed);
  return feed;
}

/** Resolves once a PostgreSQL feed has made its first attempt to LISTEN (at once for a local feed). */
export async function changeFeedStarted(feed: ChangeFeed): Promise<void> {
  if (feed instanceof PostgresFeed) await feed.started;
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
