import { setImmediate as nextTurn } from "node:timers/promises";
import v8 from "node:v8";
import vm from "node:vm";
import { expect, it } from "vitest";
import { createTestApp } from "./test/test-app";

/**
 * A closed app and its database can be collected. Test files share their workers' memory (vitest.config.ts,
 * `isolate: false`): an app something module-wide still holds (a registry of hooks, a cache keyed by
 * nothing that goes) stays for the rest of the run with its database, and every later file in that
 * worker starts slower. One closure in a hook registry once made the hundredth app take four times as
 * long to build as the first.
 */
v8.setFlagsFromString("--expose-gc");
const collectGarbage = vm.runInNewContext("gc") as () => void;

/** An app that served a sign-up and a few reads, closed; only a weak reference to its database is kept. */
async function usedAndClosed(): Promise<WeakRef<object>> {
  const t = await createTestApp();
  const user = await t.signUp();
  for (const url of ["/api/dashboard", "/api/modules", "/api/progress", "/api/organizations"]) {
    const res = await t.as(user, { method: "GET", url });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  }
  const database = new WeakRef(t.database.db);
  await t.close();
  return database;
}

it("lets a closed app and its database be collected once a later app is built", async () => {
  // The first app in a process may stay: a library keeps its first request's async context for good.
  await usedAndClosed();
  const closed = await usedAndClosed();
  const later = await createTestApp();
  await later.close();
  // A weak reference's target is kept until the turn that made or read it ends, and objects held through
  // weak maps go a collection or two after what held them: collect until it is gone, or give up.
  for (let round = 0; round < 20 && closed.deref(); round++) {
    await nextTurn();
    collectGarbage();
  }
  expect(closed.deref()).toBeUndefined();
}, 120_000);
