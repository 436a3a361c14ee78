import { Writable } from "node:stream";
import { eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, PREMIUM_DEMO_ACCOUNT } from "./auth/demo-accounts";
import { seedAtStartup } from "./cli/seed";
import { loadConfig } from "./config";
import { mailMessages, subscriptions, user } from "./db/schema";
import { createLearner } from "./test/factories";
import { createTestApp, nextAddress, type TestApp } from "./test/test-app";

/**
 * Issue 29 item 3: the app as production boots it (NODE_ENV=production, a real secret, an https
 * address, SEED_DEMO and PAYMENTS_TEST_PROVIDER left unset) keeps none of the demo's shortcuts.
 */
const SITE = "https://learn.example.org";
const PRODUCTION: Record<string, string> = {
  NODE_ENV: "production",
  BETTER_AUTH_SECRET: "production-secret-production-secret-0123456789",
  DATA_ENCRYPTION_KEY: "cHJvZHVjdGlvbi1kYXRhLWtleS0zMi1ieXRlcy0wMTI=",
  BASE_URL: SITE,
  // createTestApp sets SEED_DEMO=false for tests; an empty value is an unset variable (the default).
  SEED_DEMO: "",
};
const DEMO_EMAILS = [...Object.values(DEMO_ACCOUNTS).map((a) => a.email), PREMIUM_DEMO_ACCOUNT.email];

/** Log lines as JSON objects, as pino writes them to standard output. */
function logCollector() {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { stream, warnings: () => lines.filter((l) => l.level >= 40).map((l) => l.msg) };
}

/** A start-up logger that keeps what it is told. */
function startupLog() {
  const warnings: string[] = [];
  return { log: { warn: (message: string) => void warnings.push(message) }, warnings };
}

const fromSite = { origin: SITE };
const signUpBody = (email: string, password: string) => ({ email, password, firstName: "Pat", lastName: "Doe" });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(PRODUCTION);
});
afterAll(() => t?.close());

describe("production defaults (loadConfig)", () => {
  it("seeds no demo accounts and offers no free test payments unless asked", () => {
    const config = loadConfig({
      NODE_ENV: "production",
      BETTER_AUTH_SECRET: PRODUCTION.BETTER_AUTH_SECRET,
      DATA_ENCRYPTION_KEY: PRODUCTION.DATA_ENCRYPTION_KEY,
    });
    expect(config.seedDemo).toBe(false);
    expect(config.payments.testProvider).toBe(false);
    // Outside production the demo and the test provider stay on, so `npm start` shows everything.
    const development = loadConfig({ NODE_ENV: "development" });
    expect(development.seedDemo).toBe(true);
    expect(development.payments.testProvider).toBe(true);
  });

  it("takes the demo accounts and the test provider when they are asked for", () => {
    const config = loadConfig({ ...PRODUCTION, SEED_DEMO: "true", PAYMENTS_TEST_PROVIDER: "true" });
    expect(config.seedDemo).toBe(true);
    expect(config.payments.testProvider).toBe(true);
    // Stripe, when configured, takes the payments whatever the test setting says.
    const stripe = loadConfig({
      ...PRODUCTION,
      PAYMENTS_TEST_PROVIDER: "true",
      STRIPE_SECRET_KEY: "sk_test_x",
      STRIPE_WEBHOOK_SECRET: "whsec_x",
      ...COMPANY,
    });
    expect(stripe.payments.testProvider).toBe(false);
    expect(stripe.company).toEqual({
      name: "Example Learning Ltd",
      address: ["1 High Street", "Leeds", "LS1 1AA"],
      vatNumber: "GB123456789",
      companyNumber: "01234567",
      development: false,
    });
  });

  it("takes card payments only with the supplier's details for its VAT invoices (decision 401)", () => {
    const card = { ...PRODUCTION, STRIPE_SECRET_KEY: "sk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_x" };
    expect(() => loadConfig({ ...card, ...COMPANY, COMPANY_VAT_NUMBER: "" })).toThrow(
      /COMPANY_VAT_NUMBER must be set with STRIPE_SECRET_KEY/,
    );
    expect(loadConfig({ ...card, ...COMPANY }).company.development).toBe(false);
    // Elsewhere the development values stand in and say so.
    expect(loadConfig({ NODE_ENV: "development" }).company).toMatchObject({ development: true });
  });

  it("refuses the end-to-end test routes", () => {
    expect(() => loadConfig({ ...PRODUCTION, E2E_TEST_SUPPORT: "true" })).toThrow(/E2E_TEST_SUPPORT/);
  });
});

const COMPANY = {
  COMPANY_NAME: "Example Learning Ltd",
  COMPANY_ADDRESS: "1 High Street, Leeds, LS1 1AA",
  COMPANY_VAT_NUMBER: "GB123456789",
  COMPANY_NUMBER: "01234567",
};

describe("start-up in production", () => {
  it("creates no demo account by default, and says nothing about them", async () => {
    expect(t.app.services.config.seedDemo).toBe(false);
    const { log, warnings } = startupLog();
    await seedAtStartup(t.database.db, t.app.services.config, log);
    const found = await t.database.db.select({ email: user.email }).from(user).where(inArray(user.email, DEMO_EMAILS));
    expect(found).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it("creates them with a loud warning when SEED_DEMO=true is set", async () => {
    const { log, warnings } = startupLog();
    // A second database: the shared one must stay free of demo accounts for the tests below.
    const seeded = await createTestApp({ ...PRODUCTION, SEED_DEMO: "true" });
    try {
      expect(seeded.app.services.config.seedDemo).toBe(true);
      await seedAtStartup(seeded.database.db, seeded.app.services.config, log);
      const found = await seeded.database.db
        .select({ email: user.email })
        .from(user)
        .where(inArray(user.email, DEMO_EMAILS));
      expect(found.map((f) => f.email).sort()).toEqual([...DEMO_EMAILS].sort());
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(/SEED_DEMO=true/);
      expect(warnings[0]).toContain(DEMO_ACCOUNTS.admin.email);
      // Asked for: the demo password signs in.
      const signIn = await seeded.as(null, {
        method: "POST",
        url: "/api/auth/sign-in/email",
        remoteAddress: nextAddress(),
        headers: fromSite,
        payload: { email: DEMO_ACCOUNTS.learner.email, password: DEMO_PASSWORD },
      });
      expect(signIn.statusCode, signIn.body).toBe(200);
    } finally {
      await seeded.close();
    }
  });
});

describe("the README's demo password in production", () => {
  it("is refused at sign-up", async () => {
    const email = "newcomer@example.org";
    const res = await t.as(null, {
      method: "POST",
      url: "/api/auth/sign-up/email",
      remoteAddress: nextAddress(),
      headers: fromSite,
      payload: signUpBody(email, DEMO_PASSWORD),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/demo password/i);
    expect(await t.database.db.select().from(user).where(eq(user.email, email))).toEqual([]);
  });

  it("does not sign in an account that still has it (seeded before the upgrade)", async () => {
    const old = await createLearner(t.database.db, {
      email: "old-demo@example.org",
      firstName: "Old",
      lastName: "Demo",
      password: DEMO_PASSWORD,
    });
    const res = await t.as(null, {
      method: "POST",
      url: "/api/auth/sign-in/email",
      remoteAddress: nextAddress(),
      headers: fromSite,
      payload: { email: old.email, password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/demo password/i);
    expect(res.cookies).toEqual([]);
  });

  it("cannot be chosen as a new password, by a change or a reset", async () => {
    const address = nextAddress();
    const signUp = await t.as(null, {
      method: "POST",
      url: "/api/auth/sign-up/email",
      remoteAddress: address,
      headers: fromSite,
      payload: signUpBody("changer@example.org", "a-long-private-passphrase"),
    });
    expect(signUp.statusCode, signUp.body).toBe(200);
    const cookie = signUp.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    const change = await t.as(null, {
      method: "POST",
      url: "/api/account/password",
      remoteAddress: address,
      headers: { ...fromSite, cookie },
      payload: { currentPassword: "a-long-private-passphrase", newPassword: DEMO_PASSWORD },
    });
    expect(change.statusCode).toBe(400);
    expect(change.json().message).toMatch(/demo password/i);

    const request = await t.as(null, {
      method: "POST",
      url: "/api/auth/request-password-reset",
      remoteAddress: address,
      headers: fromSite,
      payload: { email: "changer@example.org" },
    });
    expect(request.statusCode).toBe(200);
    // The token as the e-mail carries it (read from the stored message: the delivery path). Better
    // Auth may store the message after answering, so wait for it rather than read once.
    const resetMail = () =>
      t.database.db
        .select({ text: mailMessages.textBody })
        .from(mailMessages)
        .where(eq(mailMessages.template, "password-reset"));
    await expect.poll(async () => (await resetMail()).length, { timeout: 10_000 }).toBe(1);
    const [mail] = await resetMail();
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    expect(token).toBeTruthy();
    const reset = await t.as(null, {
      method: "POST",
      url: "/api/auth/reset-password",
      remoteAddress: address,
      headers: fromSite,
      payload: { token, newPassword: DEMO_PASSWORD },
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().message).toMatch(/demo password/i);
    // The account still signs in with its own password.
    const signIn = await t.as(null, {
      method: "POST",
      url: "/api/auth/sign-in/email",
      remoteAddress: nextAddress(),
      headers: fromSite,
      payload: { email: "changer@example.org", password: "a-long-private-passphrase" },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
  });
});

/** A production app of its own on `t`'s database (no jobs, info logs kept), with the variables given on top. */
async function productionApp(env: Record<string, string> = {}) {
  const logs = logCollector();
  const config = loadConfig({ ...PRODUCTION, PGLITE_DIR: "memory://", JOBS: "false", LOG_LEVEL: "info", ...env });
  const app = await buildApp(config, t.database, { logStream: logs.stream });
  return { app, logs };
}

/** A new learner asks the app for the individual plan, monthly, from the site. */
async function subscribeNewLearner(app: FastifyInstance, email: string) {
  const learner = await t.signUp({ email });
  const res = await app.inject({
    method: "POST",
    url: "/api/subscription/create",
    remoteAddress: learner.address,
    headers: { ...fromSite, cookie: learner.cookie },
    payload: { planId: "individual", billingCycle: "monthly" },
  });
  return { learner, res };
}

describe("payments in production", () => {
  it("the test provider is off unless PAYMENTS_TEST_PROVIDER=true: no free paid plan, and the log says so", async () => {
    const { app, logs } = await productionApp();
    try {
      await app.ready();
      expect(logs.warnings().some((m) => /no payment provider/i.test(m))).toBe(true);
      const { learner, res } = await subscribeNewLearner(app, "payer@example.org");
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toMatch(/payments are not set up/i);
      expect(await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, learner.id))).toEqual([]);
      const status = await app.inject({
        method: "GET",
        url: "/api/subscription/status",
        remoteAddress: learner.address,
        headers: { cookie: learner.cookie },
      });
      expect(status.statusCode).toBe(200);
      expect(status.json()).toMatchObject({ tier: "free", testMode: false });
    } finally {
      await app.close();
    }
  });

  it("PAYMENTS_TEST_PROVIDER=true turns it on, with a warning at start-up", async () => {
    const { app, logs } = await productionApp({ PAYMENTS_TEST_PROVIDER: "true" });
    try {
      await app.ready();
      expect(logs.warnings().some((m) => /PAYMENTS_TEST_PROVIDER=true/.test(m))).toBe(true);
      const { res } = await subscribeNewLearner(app, "tester@example.org");
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().outcome).toBe("activated");
    } finally {
      await app.close();
    }
  });
});

describe("the rest of production's defaults", () => {
  it("session cookies are Secure, httpOnly and SameSite=Lax, with the __Secure- prefix", async () => {
    const res = await t.as(null, {
      method: "POST",
      url: "/api/auth/sign-up/email",
      remoteAddress: nextAddress(),
      headers: fromSite,
      payload: signUpBody("cookie@example.org", "a-long-private-passphrase"),
    });
    expect(res.statusCode, res.body).toBe(200);
    const session = res.cookies.find((c) => c.name.endsWith("session_token"));
    expect(session).toMatchObject({
      name: "__Secure-better-auth.session_token",
      secure: true,
      httpOnly: true,
      sameSite: "Lax",
    });
    expect(res.headers["strict-transport-security"]).toBeTruthy();
  });

  it("trusts no loopback origin and mounts no test-support route", async () => {
    const fromLocalhost = await t.as(null, {
      method: "POST",
      url: "/api/auth/sign-up/email",
      remoteAddress: nextAddress(),
      headers: { origin: "http://localhost:5000" },
      payload: signUpBody("loopback@example.org", "a-long-private-passphrase"),
    });
    expect(fromLocalhost.statusCode).toBe(403);
    const support = await t.as(null, {
      method: "POST",
      url: "/api/test-support/admin",
      headers: fromSite,
      payload: {},
    });
    expect(support.statusCode).toBe(404);
  });

  it("answers a failure without its detail or a stack trace", async () => {
    const config = loadConfig({ ...PRODUCTION, PGLITE_DIR: "memory://", JOBS: "false", LOG_LEVEL: "silent" });
    const app = await buildApp(config, t.database, { logger: false });
    app.get("/api/boom", { config: { access: "public" } }, async () => {
      throw new Error("secret detail at /srv/app/src/server/thing.ts:12");
    });
    try {
      const res = await app.inject({ method: "GET", url: "/api/boom" });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: "Internal Server Error" });
      const malformed = await app.inject({
        method: "POST",
        url: "/api/contact",
        headers: { ...fromSite, "content-type": "application/json" },
        payload: "{not json",
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.body).not.toMatch(/\bat .+\.(ts|js):\d+/);
    } finally {
      await app.close();
    }
  });
});
