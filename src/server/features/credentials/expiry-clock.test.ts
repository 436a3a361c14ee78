import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UserCertificate } from "../../../contracts/credentials";
import { createTestApp, type TestApp } from "../../test/test-app";
import { earn, learner } from "./test-helpers";

// A certificate's expiry, renewal window and verification follow the app's clock (STYLE: time comes from
// app.clock()), so two years pass here in a moment. Sessions keep the machine's time.
const DAY = 86_400_000;
let clockOffset = 0;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock: () => new Date(Date.now() + clockOffset) });
});
afterAll(() => t.close());

describe("a certificate over its life, on the app's clock", () => {
  it("is valid until it expires, renewable from 30 days before, expired after, and renewed from then", async () => {
    const holder = await learner(t);
    const earned = await earn(t, holder);
    const expiresAt = Date.parse(earned.expiresAt ?? "");
    expect(Number.isNaN(expiresAt)).toBe(false);
    const at = (instant: number) => {
      clockOffset = instant - Date.now();
    };
    const mine = async () =>
      ((await t.as(holder, { method: "GET", url: "/api/certificates/user" })).json() as UserCertificate[]).find(
        (c) => c.id === earned.id,
      );
    const verify = async () =>
      (
        await t.app.inject({ method: "GET", url: `/api/verify/${earned.verificationCode}`, remoteAddress: "10.77.0.1" })
      ).json();
    const renew = () => t.as(holder, { method: "POST", url: `/api/certificates/${earned.id}/renew` });

    try {
      at(expiresAt - 31 * DAY);
      expect(await mine()).toMatchObject({ state: "valid", renewable: false });
      expect((await renew()).statusCode).toBe(409);

      at(expiresAt - 29 * DAY);
      expect(await mine()).toMatchObject({ state: "valid", renewable: true });
      expect((await verify()).status).toBe("valid");

      at(expiresAt + DAY);
      expect(await mine()).toMatchObject({ state: "expired", renewable: true });
      expect((await verify()).status).toBe("expired");

      const renewed = await renew();
      expect(renewed.statusCode).toBe(200);
      expect(Date.parse(renewed.json().expiresAt)).toBeGreaterThan(expiresAt + 365 * DAY);
      expect((await verify()).status).toBe("valid");
    } finally {
      clockOffset = 0;
    }
  });
});
