import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SubProcessorList } from "../../../contracts/marketing";
import { loadConfig } from "../../config";
import { createTestApp, type TestApp } from "../../test/test-app";
import { subProcessors } from "./sub-processors";

const listFor = (env: Record<string, string>) => subProcessors(loadConfig({ NODE_ENV: "test", ...env }));
const providerOf = (list: SubProcessorList, category: string) =>
  list.categories.find((c) => c.category === category)?.provider ?? null;

describe("sub-processors from the settings (issue 28 item 5)", () => {
  it("names none of them on a site with no outside services, saying what happens instead", () => {
    const list = listFor({});
    expect(list.categories.map((c) => c.category)).toEqual([
      "payments",
      "mail",
      "storage",
      "ai",
      "database",
      "rateLimits",
    ]);
    for (const category of list.categories) {
      expect(category.provider).toBeNull();
      expect(category.whenNone.length).toBeGreaterThan(20);
    }
    expect(list.categories[0].whenNone).toContain("built-in test provider");
  });

  it("lists each configured service with its purpose and location, and only its host", () => {
    const list = listFor({
      STRIPE_SECRET_KEY: "sk_test_secret123",
      STRIPE_WEBHOOK_SECRET: "whsec_secret456",
      SMTP_URL: "smtps://apikey:mail-password@smtp.sendgrid.net:465",
      S3_BUCKET: "pivot-uploads",
      S3_REGION: "eu-west-2",
      S3_ACCESS_KEY_ID: "AKIAEXAMPLE",
      S3_SECRET_ACCESS_KEY: "s3-secret",
      AI_BASE_URL: "https://api.openai.com/v1",
      AI_API_KEY: "sk-ai-secret",
      DATABASE_URL: "postgres://pivot:db-password@db.example-host.net:5432/pivot",
      REDIS_URL: "redis://:redis-password@cache.example-host.net:6379",
    });
    expect(providerOf(list, "payments")).toMatchObject({
      name: "Stripe Payments Europe, Ltd. (Stripe)",
      host: "api.stripe.com",
      location: "Ireland (EU) and the United States",
    });
    expect(providerOf(list, "mail")).toMatchObject({
      name: "Twilio SendGrid",
      host: "smtp.sendgrid.net",
      location: "United States",
    });
    expect(providerOf(list, "storage")).toMatchObject({
      name: "Amazon S3 (Amazon Web Services)",
      host: "s3.eu-west-2.amazonaws.com",
      location: "United Kingdom (London)",
    });
    expect(providerOf(list, "ai")).toMatchObject({ name: "OpenAI", host: "api.openai.com", location: "United States" });
    // Services the site does not recognise are named by their host, the location honestly unknown.
    expect(providerOf(list, "database")).toMatchObject({
      name: "The service at db.example-host.net",
      host: "db.example-host.net",
    });
    expect(providerOf(list, "database")?.location).toContain("Not known");
    expect(providerOf(list, "rateLimits")).toMatchObject({ host: "cache.example-host.net" });
    for (const category of list.categories) expect(category.provider?.purpose.length).toBeGreaterThan(20);

    const text = JSON.stringify(list);
    for (const secret of ["secret", "password", "AKIAEXAMPLE", "apikey", "/v1", "pivot:"])
      expect(text).not.toContain(secret);
  });

  it("counts services on the site's own machine as none, and names S3-compatible services by endpoint", () => {
    const list = listFor({
      SMTP_URL: "smtp://127.0.0.1:2525",
      AI_BASE_URL: "http://localhost:11434/v1",
      DATABASE_URL: "postgres://postgres@127.0.0.1:5432/pivot",
      REDIS_URL: "redis://localhost:6379",
      S3_BUCKET: "media",
      S3_ENDPOINT: "https://0123abcd.r2.cloudflarestorage.com",
    });
    expect(providerOf(list, "mail")).toBeNull();
    expect(list.categories.find((c) => c.category === "mail")?.whenNone).toContain("own machine");
    expect(providerOf(list, "ai")).toBeNull();
    expect(providerOf(list, "database")).toBeNull();
    expect(providerOf(list, "rateLimits")).toBeNull();
    expect(providerOf(list, "storage")).toMatchObject({
      name: "Cloudflare R2",
      host: "0123abcd.r2.cloudflarestorage.com",
    });
  });

  it("says the site takes no payments when neither Stripe nor the test provider is on", () => {
    const list = subProcessors(
      loadConfig({ NODE_ENV: "production", BETTER_AUTH_SECRET: "x".repeat(40), DATA_ENCRYPTION_KEY: "a".repeat(64) }),
    );
    expect(providerOf(list, "payments")).toBeNull();
    expect(list.categories[0].whenNone).toBe("No payment provider: this site does not take payments.");
  });
});

describe("GET /api/privacy/sub-processors", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      SMTP_URL: "smtp://user:pw@smtp.postmarkapp.com:587",
      AI_BASE_URL: "https://api.mistral.ai/v1",
    });
  });
  afterAll(() => t?.close());

  it("answers anyone, signed out too, from the server's live settings", async () => {
    const res = await t.as(null, { method: "GET", url: "/api/privacy/sub-processors" });
    expect(res.statusCode).toBe(200);
    const list: SubProcessorList = res.json();
    expect(providerOf(list, "mail")).toMatchObject({ name: "Postmark (ActiveCampaign)", host: "smtp.postmarkapp.com" });
    expect(providerOf(list, "ai")).toMatchObject({ name: "Mistral AI", location: "European Union (France)" });
    expect(providerOf(list, "payments")).toBeNull();
    expect(res.body).not.toContain("pw@");
  });
});
