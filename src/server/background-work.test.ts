import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { daysBefore, monthsBefore } from "../domain/calendar";
import { DATA_EXPORT_VALID_DAYS } from "../domain/retention";
import { contactMessages, dataExports } from "./db/schema";
import { buildDataExport, dataExportStorage } from "./features/data-export/service";
import { createContactMessage } from "./test/factories";
import type { TestApp } from "./test/test-app";
import { createTestAppWithUploads } from "./test/uploads-dir";

/**
 * Issue 28 item 2: the daily job (background-work.ts) carries out the Privacy Policy's periods of several
 * features in one run on the injected clock: expired data exports with their files, old enquiries.
 */

let t: TestApp;
const db = () => t.database.db;
const NOW = new Date("2026-11-25T03:00:00Z");

beforeAll(async () => {
  t = await createTestAppWithUploads("pivot-daily-job-test-");
});
afterAll(() => t?.close());

const contact = (email: string, createdAt: Date) => createContactMessage(db(), { email, createdAt });

describe("the daily job (runDailyTasks on the injected clock)", () => {
  it("deletes expired data exports with their files and keeps one still downloadable", async () => {
    const config = t.app.services.config;
    const storage = dataExportStorage(config);
    const ids: number[] = [];
    for (const readyAt of [new Date(daysBefore(NOW, DATA_EXPORT_VALID_DAYS).getTime() - 1000), daysBefore(NOW, 1)]) {
      const person = await t.signUp();
      const [row] = await db().insert(dataExports).values({ userId: person.id }).returning({ id: dataExports.id });
      await buildDataExport(db(), config, row.id, { now: () => readyAt });
      ids.push(row.id);
    }
    const keys = await db()
      .select({ id: dataExports.id, key: dataExports.storageKey })
      .from(dataExports)
      .where(inArray(dataExports.id, ids));
    expect(keys.every((k) => k.key !== null)).toBe(true);
    const fileExists = async (key: string) => {
      try {
        const object = await storage.get?.(key);
        for await (const _ of object?.body ?? []) break;
        return true;
      } catch {
        return false;
      }
    };
    const oldContact = await contact("daily-gone@example.com", monthsBefore(NOW, 25));

    const counts = await t.app.services.jobs.runDailyTasks(NOW);
    expect(counts["data export expiry"]).toBe(1);
    expect(counts["enquiry retention"]).toBeGreaterThanOrEqual(1);
    expect(counts["access log retention"]).toBeGreaterThanOrEqual(0);
    const left = await db().select({ id: dataExports.id }).from(dataExports).where(inArray(dataExports.id, ids));
    expect(left).toEqual([{ id: ids[1] }]);
    const expiredKey = keys.find((k) => k.id === ids[0])?.key ?? "";
    const keptKey = keys.find((k) => k.id === ids[1])?.key ?? "";
    expect(await fileExists(expiredKey)).toBe(false);
    expect(await fileExists(keptKey)).toBe(true);
    expect(await db().select().from(contactMessages).where(eq(contactMessages.id, oldContact))).toEqual([]);
  });
});
