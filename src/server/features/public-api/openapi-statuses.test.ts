import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMember, createLearner, createOrganization, createOrganizationPlan } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import { createApiKeyRow } from "./api-key-fixtures";

/**
 * Decision 394: the OpenAPI document declares every status the public API answers. For each /api/v1
 * operation in /api/openapi.json, the test sends the error cases that operation can meet (no key, a
 * read-only key on a write, a query it cannot read, an unknown id, an id longer than the router's
 * limit, a malformed %-escape, a body that is not JSON or too large, If-None-Match with the answer's
 * ETag) and checks that each status is declared for that operation, and that every error is `{ message }`.
 */

let t: TestApp;
let document: { paths: Record<string, Record<string, Operation>> };
let readKey: string;
let writeKey: string;
let memberId: string;

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
  responses: Record<string, { content?: unknown }>;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const org = await createOrganization(db, { name: "Statuses", slug: "openapi-statuses" });
  await createOrganizationPlan(db, {
    organizationId: org.id,
    planId: "organisation",
    billingCycle: "yearly",
    seats: null,
    invoiceRef: "OPENAPI-STATUSES",
    now: new Date(),
  });
  const person = await createLearner(db, {
    email: "statuses@openapi-statuses.example.com",
    firstName: "Stat",
    lastName: "Uses",
  });
  await addMember(db, { organizationId: org.id, userId: person.id, role: "member", department: null });
  memberId = person.id;
  readKey = (await createApiKeyRow(db, { organizationId: org.id, scope: "read" })).key;
  writeKey = (await createApiKeyRow(db, { organizationId: org.id, scope: "write" })).key;
  document = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
});
afterAll(() => t?.close());

interface Case {
  name: string;
  url: string;
  key?: string | null;
  headers?: Record<string, string>;
  payload?: string;
}

/** The error cases of one operation, made from what the document says of it. */
function casesOf(method: string, template: string, operation: Operation): Case[] {
  const pathParams = (operation.parameters ?? []).filter((p) => p.in === "path").map((p) => p.name);
  const query = (operation.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name);
  const fill = (value: string) => pathParams.reduce((url, name) => url.replace(`{${name}}`, value), template);
  const url = fill("unknown:1");
  const cases: Case[] = [
    { name: "no key", url, key: null },
    { name: "a key that is not valid", url, key: "pvt_notAKeyAtAllButLongEnough" },
    { name: "a NUL in the query", url: `${url}?x=%00` },
    { name: "a read-only key", url, key: readKey },
  ];
  if (query.includes("limit")) cases.push({ name: "a limit that is not a number", url: `${url}?limit=many` });
  if (query.includes("cursor"))
    cases.push({ name: "a cursor that is not ours", url: `${url}?cursor=bm90LWEtY3Vyc29y` });
  if (pathParams.length > 0) {
    cases.push({ name: "an unknown id", url });
    cases.push({ name: "an id longer than 100 characters", url: fill("a".repeat(101)) });
    cases.push({ name: "a malformed %-escape", url: fill("%E0%A4%A") });
  }
  if (method !== "get") {
    cases.push({
      name: "a body that is not JSON",
      url,
      headers: { "content-type": "application/xml" },
      payload: "<x/>",
    });
    cases.push({ name: "a text body", url, headers: { "content-type": "text/plain" }, payload: "x" });
    cases.push({
      name: "a body over 256 KB",
      url,
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ padding: "x".repeat(300 * 1024) }),
    });
    cases.push({
      name: "a JSON body that is not valid",
      url,
      headers: { "content-type": "application/json" },
      payload: "{",
    });
    cases.push({
      name: "a body of the wrong shape",
      url,
      headers: { "content-type": "application/json" },
      payload: "{}",
    });
  }
  return cases;
}

const send = (method: string, c: Case) =>
  t.app.inject({
    method: method.toUpperCase() as "GET",
    url: c.url,
    payload: c.payload,
    headers: {
      ...(c.key === null ? {} : { authorization: `Bearer ${c.key ?? writeKey}` }),
      ...c.headers,
    },
  });

describe("the OpenAPI document's statuses", () => {
  it("declares, for each /api/v1 operation, every status its error cases answer, each error as { message }", async () => {
    const seen = new Set<string>();
    for (const [template, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const declared = Object.keys(operation.responses);
        for (const c of casesOf(method, template, operation)) {
          const res = await send(method, c);
          const where = `${method.toUpperCase()} ${template}, ${c.name}: ${res.statusCode} ${res.body.slice(0, 200)}`;
          expect(declared, where).toContain(String(res.statusCode));
          seen.add(String(res.statusCode));
          if (res.statusCode >= 400) {
            expect(
              Object.keys(res.json()).filter((k) => k !== "issues"),
              where,
            ).toEqual(["message"]);
            expect(res.headers.etag, `${where}: no ETag on an error`).toBeUndefined();
            // An error is answered in full even to a client that names an ETag.
            const again = await send(method, { ...c, headers: { ...c.headers, "if-none-match": "*" } });
            expect(again.statusCode, where).toBe(res.statusCode);
          }
        }
      }
    }
    expect([...seen].sort()).toEqual(expect.arrayContaining(["400", "401", "403", "404", "413", "414", "415"]));
  });

  it("declares 304 for each read, and a read answers it to If-None-Match with its ETag", async () => {
    const fill = (template: string) => template.replace("{id}", memberId);
    for (const [template, methods] of Object.entries(document.paths)) {
      if (!methods.get) continue;
      const first = await send("get", { name: "read", url: fill(template), key: readKey });
      expect(first.statusCode, `${template}: ${first.body.slice(0, 200)}`).toBe(200);
      const etag = String(first.headers.etag);
      for (const header of [etag, `W/${etag}`, `"other", ${etag}`]) {
        const again = await send("get", {
          name: "revalidate",
          url: fill(template),
          key: readKey,
          headers: { "if-none-match": header },
        });
        expect(again.statusCode, `${template} with ${header}`).toBe(304);
        expect(again.body).toBe("");
      }
      expect(Object.keys(methods.get.responses), template).toContain("304");
      expect(methods.get.responses["304"].content, `${template}: a 304 has no body`).toBeUndefined();
    }
  });

  it("declares every error with the error schema", () => {
    for (const [template, methods] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(methods))
        for (const [code, response] of Object.entries(operation.responses)) {
          if (code.startsWith("2")) continue;
          expect((response as { description?: string }).description, `${method} ${template} ${code}`).not.toBe(
            "Default Response",
          );
          if (Number(code) < 400) continue;
          const schema = (response.content as Record<string, { schema?: { properties?: object } }>)?.[
            "application/json"
          ]?.schema;
          expect(Object.keys(schema?.properties ?? {}), `${method} ${template} ${code}`).toContain("message");
        }
  });
});
