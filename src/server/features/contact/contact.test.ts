import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages } from "../../db/schema";
import { createTestApp, nextAddress, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const valid = {
  name: "Jo Bloggs",
  email: "jo@example.com",
  company: "Acme CIC",
  message: "We'd like a B-Corp readiness chat.",
};
const post = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "POST",
    url: "/api/contact",
    payload: payload as object,
    headers,
    remoteAddress: nextAddress(),
  });

describe("POST /api/contact", () => {
  it("stores a message", async () => {
    const res = await post(valid);
    expect(res.statusCode).toBe(201);
    const rows = await t.database.db.select().from(contactMessages);
    expect(rows.at(-1)).toMatchObject({ name: "Jo Bloggs", email: "jo@example.com", company: "Acme CIC" });
  });

  it("accepts a message without a company", async () => {
    const { company: _omit, ...rest } = valid;
    expect((await post(rest)).statusCode).toBe(201);
  });

  it.each([
    ["name", { ...valid, name: undefined }],
    ["name", { ...valid, name: "   " }],
    ["email", { ...valid, email: "not-an-email" }],
    ["email", { ...valid, email: 12 }],
    ["message", { ...valid, message: "" }],
    ["message", { ...valid, message: "x".repeat(10_000) }],
    ["name", { ...valid, name: "x".repeat(10_000) }],
    ["company", { ...valid, company: "x".repeat(10_000) }],
    // PostgreSQL text cannot hold NUL: refused as bad input, never a 500 from the insert.
    ["name", { ...valid, name: "Jo\u0000Bloggs" }],
    ["company", { ...valid, company: "\u0000" }],
    ["message", { ...valid, message: "Hello\u0000" }],
  ])("answers 400 naming %s", async (field, payload) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(field);
  });

  it("says which field holds a NUL character", async () => {
    const res = await post({ ...valid, name: "Jo\u0000Bloggs" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: "name: Name contains an invalid character",
      issues: [{ path: "name", message: "Name contains an invalid character" }],
    });
  });

  it("answers 400 to malformed JSON and to no body", async () => {
    const bad = await post("{oops", { "content-type": "application/json" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Malformed JSON in request body");
    const empty = await t.app.inject({ method: "POST", url: "/api/contact" });
    expect(empty.statusCode).toBe(400);
  });
});

describe("contact rate limit", () => {
  it("limits one address to 10 messages a minute", async () => {
    const address = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await t.app.inject({ method: "POST", url: "/api/contact", payload: valid, remoteAddress: address }))
          .statusCode,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
