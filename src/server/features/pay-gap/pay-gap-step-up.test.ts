import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STEP_UP_REQUIRED_MESSAGE } from "../../../contracts/auth";
import { NINE } from "../../../domain/jedi-pay-gap-fixtures";
import { addMember, createOrganization } from "../../test/factories";
import { createTestApp, type TestApp, type TestUser } from "../../test/test-app";
import { totpFromUri } from "../../test/totp";
import { csvOf } from "./pay-gap-fixtures";

/** Decision 382: replacing or deleting an organisation's pay-gap records is a step-up action. */

let t: TestApp;
let now = new Date();
beforeAll(async () => {
  t = await createTestApp({ SIGN_IN_RATE_LIMIT: "100" }, { clock: () => now });
});
afterAll(() => t?.close());

const PASSWORD = "correct-horse-battery";
const MINUTE = 60_000;
const cookiesOf = (res: LightMyRequestResponse) =>
  res.cookies
    .filter((c) => c.value !== "" && !(c.maxAge !== undefined && c.maxAge <= 0))
    .map((c) => `${c.name}=${c.value}`)
    .join("; ");

async function enrol(person: TestUser) {
  const enable = await t.as(person, {
    method: "POST",
    url: "/api/auth/two-factor/enable",
    payload: { password: PASSWORD },
  });
  const totpURI = enable.json().totpURI as string;
  const confirm = await t.as(person, {
    method: "POST",
    url: "/api/auth/two-factor/verify-totp",
    payload: { code: totpFromUri(totpURI) },
  });
  expect(confirm.statusCode).toBe(200);
  return { totpURI, person: { ...person, cookie: cookiesOf(confirm) } };
}

async function ownerOfOrganization(person: TestUser) {
  const created = await createOrganization(t.database.db, { name: "Step Up Pay Ltd", slug: "step-up-pay-ltd" });
  await addMember(t.database.db, { organizationId: created.id, userId: person.id, role: "owner", department: null });
  return created.id;
}

describe("pay-gap data behind the step-up", () => {
  it("guards replacing and deleting pay-gap data (decision 382)", async () => {
    const start = now;
    try {
      const { totpURI, person } = await enrol(await t.signUp({ password: PASSWORD }));
      const organizationId = await ownerOfOrganization(person);
      const snapshots = `/api/organizations/${organizationId}/pay-gap/snapshots`;
      const upload = () =>
        t.as(person, {
          method: "POST",
          url: `${snapshots}?year=2040`,
          headers: { "content-type": "text/csv" },
          payload: csvOf(NINE),
        });
      expect((await upload()).statusCode).toBe(201);

      now = new Date(start.getTime() + 15 * MINUTE + 1000);
      const stale = await upload();
      expect(stale.statusCode).toBe(403);
      expect(stale.json().message).toBe(STEP_UP_REQUIRED_MESSAGE);
      const remove = await t.as(person, { method: "DELETE", url: `${snapshots}/2040` });
      expect(remove.statusCode).toBe(403);
      expect(remove.json().message).toBe(STEP_UP_REQUIRED_MESSAGE);
      const removeRecord = await t.as(person, { method: "DELETE", url: `${snapshots}/2040/records/1` });
      expect(removeRecord.json().message).toBe(STEP_UP_REQUIRED_MESSAGE);
      // Reading stays open: the step-up is for the writes that replace or destroy the records.
      expect((await t.as(person, { method: "GET", url: `${snapshots}/2040/report` })).statusCode).toBe(200);

      const stepUp = await t.as(person, {
        method: "POST",
        url: "/api/auth/two-factor/verify-totp",
        payload: { code: totpFromUri(totpURI) },
      });
      expect(stepUp.statusCode).toBe(200);
      expect((await t.as(person, { method: "DELETE", url: `${snapshots}/2040` })).statusCode).toBe(200);
    } finally {
      now = start;
    }
  });
});
