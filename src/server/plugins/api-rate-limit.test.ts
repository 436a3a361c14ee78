import { randomInt } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { EXPIRED_RATE_LIMITS } from "../platform/http/window-counter";
import { createTestApp, type TestApp } from "../test/test-app";
import { API_RATE_LIMIT_KEY_PREFIX } from "./api-rate-limit";

/** An address no other test (or a parallel run of this file on the other database) uses. */
const uniqueAddress = () => `10.${randomInt(100, 250)}.${randomInt(0, 255)}.${randomInt(1, 255)}`;

const LIMIT = 6;

/** Two server processes behind one load balancer: two apps on one database, one client alternating between them. */
async function statusesAcross(apps: FastifyInstance[], requests: number) {
  const address = uniqueAddress();
  const statuses: number[] = [];
  for (let i = 0; i < requests; i++) {
    const app = apps[i % apps.length];
    statuses.push((await app.inject({ method: "GET", url: "/api/modules", remoteAddress: address })).statusCode);
  }
  return statuses;
}

describe("the API rate limit holds across server processes (issue 29 item 11)", () => {
  let t: TestApp;
  let other: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp({ API_RATE_LIMIT: String(LIMIT) });
    other = await buildApp(t.app.services.config, t.database, { logger: false });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  it("counts in the database when REDIS_URL is not set", async () => {
    const statuses = await statusesAcross([t.app, other], 2 * LIMIT);
    expect(statuses).toEqual([...Array(LIMIT).fill(200), ...Array(LIMIT).fill(429)]);
  });

  it("counts requests that arrive at once exactly: the ones beyond the limit are refused (decision 224)", async () => {
    const address = uniqueAddress();
    const statuses = await Promise.all(
      Array.from({ length: 3 * LIMIT }, (_, i) =>
        [t.app, other][i % 2].inject({ method: "GET", url: "/api/modules", remoteAddress: address }),
      ),
    );
    const codes = statuses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(LIMIT);
    expect(codes.filter((c) => c === 429)).toHaveLength(2 * LIMIT);
  });

  it("a window that has ended starts again, and the daily purge removes it a day later", async () => {
    const address = uniqueAddress();
    const key = `${API_RATE_LIMIT_KEY_PREFIX}${address}`;
    // A full window that began two days ago.
    await t.database.rawQuery(
      "insert into rate_limit (id, key, count, last_request) values ($1, $1, $2, (extract(epoch from clock_timestamp()) * 1000)::bigint - 172800000)",
      [key, LIMIT * 10],
    );
    const res = await t.app.inject({ method: "GET", url: "/api/modules", remoteAddress: address });
    expect(res.statusCode).toBe(200);
    const [counted] = await t.database.rawQuery<{ count: number }>("select count from rate_limit where key = $1", [
      key,
    ]);
    expect(counted.count).toBe(1);

    await t.database.rawQuery("update rate_limit set last_request = last_request - 172800000 where key = $1", [key]);
    await t.database.rawQuery(EXPIRED_RATE_LIMITS, []);
    expect(await t.database.rawQuery("select 1 from rate_limit where key = $1", [key])).toHaveLength(0);
  });
});

// Redis runs on these machines (DESIGN §6); TEST_REDIS_URL names another one.
const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const redisReachable = await (async () => {
  const probe = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1_000 });
  probe.on("error", () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
})();

describe.skipIf(!redisReachable)(`the API rate limit in Redis (${redisUrl})`, () => {
  let t: TestApp;
  let other: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp({ API_RATE_LIMIT: String(LIMIT), REDIS_URL: redisUrl });
    other = await buildApp(t.app.services.config, t.database, { logger: false });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  it("counts in Redis when REDIS_URL is set: the database holds no API counter", async () => {
    const statuses = await statusesAcross([t.app, other], 2 * LIMIT);
    expect(statuses).toEqual([...Array(LIMIT).fill(200), ...Array(LIMIT).fill(429)]);
    const rows = await t.database.rawQuery("select 1 from rate_limit where key like $1", [
      `${API_RATE_LIMIT_KEY_PREFIX}%`,
    ]);
    expect(rows).toHaveLength(0);
  });
});
