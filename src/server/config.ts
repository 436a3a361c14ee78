import os from "node:os";
import path from "node:path";
import { z } from "zod";

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === "" ? undefined : v));

/** "true" or "false"; unset (or empty) = undefined, so the default can depend on NODE_ENV. */
const optionalFlag = z
  .enum(["true", "false", ""])
  .optional()
  .transform((v) => (v === undefined || v === "" ? undefined : v === "true"));

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default("0.0.0.0"),
  /** Public address of the site, used for absolute links, cookies and the auth origin check. */
  BASE_URL: optionalString,
  DATABASE_URL: optionalString,
  /** Where PGlite keeps its files when DATABASE_URL is unset; "memory://" for a throwaway database. */
  PGLITE_DIR: z.string().default("./data"),
  BETTER_AUTH_SECRET: optionalString,
  /** Issue 25: the AES-256 key the pay-gap records are encrypted under (32 bytes, base64 or hex); required in production. */
  DATA_ENCRYPTION_KEY: optionalString,
  /** Keys rotated out, comma-separated: rows under them are still read until `npm run data:reencrypt` moves them on. */
  DATA_ENCRYPTION_KEYS_OLD: optionalString,
  TRUSTED_ORIGINS: optionalString,
  /**
   * Issue 42 (decision 355): the address imported SCORM courses are served from, on another host than
   * BASE_URL (https://courses.example-content.com). Unset = the other loopback spelling of a loopback
   * BASE_URL (localhost and 127.0.0.1); otherwise imported courses cannot be played.
   */
  SCORM_CONTENT_ORIGIN: optionalString,
  /** Proxies between the clients and this server: a hop count, or proxy addresses/CIDRs (comma-separated). */
  TRUST_PROXY: optionalString,
  /** Where the catalogue's files live (modules, pathways, certificates, media). */
  CONTENT_DIR: z.string().default("content"),
  /** The built client the server serves (`vite build` writes dist/client). */
  CLIENT_DIR: z.string().default("dist/client"),
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  API_RATE_LIMIT: z.coerce.number().int().min(1).default(600),
  /** Redis (redis://host:6379) for the API rate-limit counters; unset = they are kept in the database. */
  REDIS_URL: optionalString,
  OIDC_ISSUER: optionalString,
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  BOOKING_URL: z.string().url().default("https://calendly.com/pivot-learning/consultation"),
  CONTACT_EMAIL: z.string().email().default("hello@pivotlearning.co.uk"),
  /**
   * Issue 45 (decision 401): the supplier on VAT invoices, quotes and the legal pages. Outside
   * production each has a development value that says it is one; production takes card payments only
   * with the real ones set.
   */
  COMPANY_NAME: optionalString,
  /** One line, parts separated by commas: "1 Example Street, London, EC1A 1AA, United Kingdom". */
  COMPANY_ADDRESS: optionalString,
  /** The UK VAT registration number, GB and 9 digits. */
  COMPANY_VAT_NUMBER: optionalString,
  /** The Companies House registration number. */
  COMPANY_NUMBER: optionalString,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** The Open Badges signing key: an Ed25519 private key as a JWK; unset = one generated and kept in the database. */
  CREDENTIAL_SIGNING_KEY: optionalString,
  /** The LTI 1.3 tool's signing key: an RSA private key as a JWK (RS256); unset = one generated and kept in the database. */
  LTI_SIGNING_KEY: optionalString,
  /** LinkedIn's id of the issuing company page (Add to LinkedIn); unset = the organisation's name is sent. */
  LINKEDIN_ORGANIZATION_ID: optionalString,
  /** Stripe's secret API key (sk_…): card payments through Stripe; unset = the built-in test provider. */
  STRIPE_SECRET_KEY: optionalString,
  /** The signing secret (whsec_…) of the Stripe webhook endpoint /api/stripe/webhook. */
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Another address for Stripe's API (stripe-mock, a test stub); unset = https://api.stripe.com. */
  STRIPE_API_URL: optionalString,
  /** An OpenAI-compatible endpoint for the content generator; unset = the built-in template generator. */
  AI_BASE_URL: optionalString,
  AI_API_KEY: optionalString,
  AI_MODEL: optionalString,
  /** Where uploaded podcast files are kept when no S3 bucket is configured. */
  /** Unset: an "uploads" folder in the data directory (PGLITE_DIR), so files stay beside the data they belong to. */
  UPLOADS_DIR: optionalString,
  /** The largest podcast upload, in megabytes. */
  PODCAST_MAX_MB: z.coerce.number().int().min(1).max(2048).default(50),
  /** An S3-compatible bucket for uploads (AWS S3, MinIO, Cloudflare R2 …); unset = UPLOADS_DIR. */
  S3_BUCKET: optionalString,
  S3_ENDPOINT: optionalString,
  S3_REGION: z.string().default("us-east-1"),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** "true" creates the demo accounts at start-up; unset = on outside production, off in production (issue 29). */
  SEED_DEMO: optionalFlag,
  /** "true": paid plans are activated without payment (no Stripe); unset = on outside production only. */
  PAYMENTS_TEST_PROVIDER: optionalFlag,
  /** A mail server, e.g. smtp://user:pass@smtp.example.com:587 or smtps://…:465; unset = the admin outbox only. */
  SMTP_URL: optionalString,
  /** The sender of every e-mail, e.g. "PIVOT Learning <no-reply@pivotlearning.co.uk>". */
  MAIL_FROM: optionalString,
  /** "true": a new account must open the link in its verification e-mail before it can sign in. */
  REQUIRE_EMAIL_VERIFICATION: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  /** "false": this process runs no background jobs (another process does; mail waits in the outbox). */
  JOBS: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
  /** "true" mounts /api/test-support/* (end-to-end tests make their own users there); refused in production. */
  E2E_TEST_SUPPORT: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  env: Env["NODE_ENV"];
  port: number;
  host: string;
  baseUrl: string;
  database: { kind: "postgres"; url: string } | { kind: "pglite"; dir: string };
  authSecret: string;
  /** Key material for data encrypted at rest (platform/crypto/data-encryption.ts); never logged. */
  dataEncryption: { key: string; oldKeys: string[] };
  trustedOrigins: string[];
  /** Where imported SCORM courses are served (decision 355): another host than baseUrl's, or null (not set up). */
  scormContentOrigin: string | null;
  /** Fastify's `trustProxy`: false, a hop count, or the proxies' addresses. Never `true` (any client). */
  trustProxy: false | number | string[];
  contentDir: string;
  clientDir: string;
  signInRateLimit: number;
  apiRateLimit: number;
  /** Where every process counts the API rate limit: Redis, or null for the database (issue 29 item 11). */
  redisUrl: string | null;
  oidc: { issuer: string; clientId: string; clientSecret: string } | null;
  bookingUrl: string;
  contactEmail: string;
  /** The supplier's details (decision 401); `development` when any of them is the development value. */
  company: CompanyDetails;
  logLevel: Env["LOG_LEVEL"];
  /** Open Badges: a signing key given as a setting (JWK), and LinkedIn's organisation id. */
  credentials: { signingKeyJwk: string | null; linkedInOrganizationId: string | null };
  /** The LTI 1.3 tool (issue 24): a signing key given as a setting (RSA private JWK), or null. */
  lti: { signingKeyJwk: string | null };
  /** Card payments through Stripe when a secret key is set; otherwise the built-in test provider. */
  stripe: { secretKey: string; webhookSecret: string | null; apiUrl: string | null } | null;
  /** The content generator's OpenAI-compatible model, or null: the deterministic template generator. */
  ai: { baseUrl: string; apiKey: string; model: string } | null;
  uploads: {
    dir: string;
    maxBytes: number;
    s3: { bucket: string; endpoint?: string; region: string; accessKeyId?: string; secretAccessKey?: string } | null;
  };
  /** Create the demo accounts at start-up (the README's public password; production only when asked). */
  seedDemo: boolean;
  /** The built-in test provider takes the payments (no Stripe); in production only when asked for. */
  payments: { testProvider: boolean };
  /** The end-to-end test-support routes are mounted (never in production). */
  testSupport: boolean;
  /** SMTP delivery, or null: mail is kept in the outbox admins read at /admin/outbox. */
  smtpUrl: string | null;
  mailFrom: string;
  requireEmailVerification: boolean;
  /** This process runs the background jobs (pg-boss workers and schedules). */
  jobs: boolean;
}

export interface CompanyDetails {
  name: string;
  /** The address's lines, in order. */
  address: string[];
  vatNumber: string;
  companyNumber: string;
  /** Whether a development value stands in for a setting that is not given. */
  development: boolean;
}

/** Development values: the product's own name, and placeholders that say which setting to give. */
export const DEVELOPMENT_COMPANY = {
  name: "PIVOT Learning Ltd",
  address: "Development settings: set COMPANY_ADDRESS",
  vatNumber: "GB000000000 (development: set COMPANY_VAT_NUMBER)",
  companyNumber: "00000000 (development: set COMPANY_NUMBER)",
} as const;

function companyDetails(env: Env): CompanyDetails {
  const given = {
    name: env.COMPANY_NAME,
    address: env.COMPANY_ADDRESS,
    vatNumber: env.COMPANY_VAT_NUMBER,
    companyNumber: env.COMPANY_NUMBER,
  };
  const missing = Object.entries(given).filter(([, value]) => value === undefined);
  // A live site that takes card payments issues VAT invoices: it needs the real supplier details.
  if (env.NODE_ENV === "production" && env.STRIPE_SECRET_KEY && missing.length > 0) {
    const names = {
      name: "COMPANY_NAME",
      address: "COMPANY_ADDRESS",
      vatNumber: "COMPANY_VAT_NUMBER",
      companyNumber: "COMPANY_NUMBER",
    };
    throw new Error(
      `${missing.map(([key]) => names[key as keyof typeof names]).join(", ")} must be set with STRIPE_SECRET_KEY when NODE_ENV=production`,
    );
  }
  const address = given.address ?? DEVELOPMENT_COMPANY.address;
  return {
    name: given.name ?? DEVELOPMENT_COMPANY.name,
    address: address
      .split(/\n|,/)
      .map((line) => line.trim())
      .filter(Boolean),
    vatNumber: given.vatNumber ?? DEVELOPMENT_COMPANY.vatNumber,
    companyNumber: given.companyNumber ?? DEVELOPMENT_COMPANY.companyNumber,
    development: missing.length > 0,
  };
}

// A development-only secret: production refuses to start without BETTER_AUTH_SECRET.
const DEV_AUTH_SECRET = "pivot-learning-development-secret-change-me-0123456789";

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const env = envSchema.parse(source);
  const baseUrl = (env.BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
  if (env.NODE_ENV === "production" && !env.BETTER_AUTH_SECRET) {
    throw new Error("BETTER_AUTH_SECRET must be set when NODE_ENV=production");
  }
  if (env.NODE_ENV === "production" && !env.DATA_ENCRYPTION_KEY) {
    throw new Error("DATA_ENCRYPTION_KEY must be set when NODE_ENV=production");
  }
  // Stripe activates a plan only through its webhook: a live key without the webhook's secret takes money for nothing.
  if (env.NODE_ENV === "production" && env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
    throw new Error("STRIPE_WEBHOOK_SECRET must be set with STRIPE_SECRET_KEY when NODE_ENV=production");
  }
  // The test-support routes create users and organisations without signing in: never on a live site.
  if (env.NODE_ENV === "production" && env.E2E_TEST_SUPPORT) {
    throw new Error("E2E_TEST_SUPPORT must not be set when NODE_ENV=production");
  }
  const scormContentOrigin = contentOriginOf(env.SCORM_CONTENT_ORIGIN, baseUrl);
  const trustedOrigins = [
    ...new Set([
      new URL(baseUrl).origin,
      ...(env.NODE_ENV === "production" ? [] : loopbackSpellings(baseUrl)),
      ...(env.TRUSTED_ORIGINS?.split(",").map((o) => o.trim()) ?? []),
    ]),
  ]
    // The courses' address is trusted with nothing: its pages are someone else's scripts.
    .filter((origin) => Boolean(origin) && origin !== scormContentOrigin);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    baseUrl,
    database: env.DATABASE_URL ? { kind: "postgres", url: env.DATABASE_URL } : { kind: "pglite", dir: env.PGLITE_DIR },
    authSecret: env.BETTER_AUTH_SECRET ?? DEV_AUTH_SECRET,
    // Outside production a key derived from the app secret, so a newcomer's server starts as it is.
    dataEncryption: {
      key: env.DATA_ENCRYPTION_KEY ?? `derived:${env.BETTER_AUTH_SECRET ?? DEV_AUTH_SECRET}`,
      oldKeys: (env.DATA_ENCRYPTION_KEYS_OLD ?? "")
        .split(",")
        .map((k) => k.trim())
        .filter(Boolean),
    },
    trustedOrigins,
    scormContentOrigin,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    contentDir: path.resolve(env.CONTENT_DIR),
    clientDir: env.CLIENT_DIR,
    signInRateLimit: env.SIGN_IN_RATE_LIMIT,
    apiRateLimit: env.API_RATE_LIMIT,
    redisUrl: env.REDIS_URL ?? null,
    oidc:
      env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
        ? { issuer: env.OIDC_ISSUER, clientId: env.OIDC_CLIENT_ID, clientSecret: env.OIDC_CLIENT_SECRET }
        : null,
    bookingUrl: env.BOOKING_URL,
    contactEmail: env.CONTACT_EMAIL,
    company: companyDetails(env),
    logLevel: env.LOG_LEVEL,
    lti: { signingKeyJwk: env.LTI_SIGNING_KEY ?? null },
    credentials: {
      signingKeyJwk: env.CREDENTIAL_SIGNING_KEY ?? null,
      linkedInOrganizationId: env.LINKEDIN_ORGANIZATION_ID ?? null,
    },
    stripe: env.STRIPE_SECRET_KEY
      ? {
          secretKey: env.STRIPE_SECRET_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? null,
          apiUrl: env.STRIPE_API_URL ?? null,
        }
      : null,
    ai: env.AI_BASE_URL
      ? { baseUrl: env.AI_BASE_URL, apiKey: env.AI_API_KEY ?? "not-needed", model: env.AI_MODEL ?? "gpt-4o-mini" }
      : null,
    uploads: {
      dir: path.resolve(env.UPLOADS_DIR ?? defaultUploadsDir(env.PGLITE_DIR)),
      maxBytes: env.PODCAST_MAX_MB * 1024 * 1024,
      s3: env.S3_BUCKET
        ? {
            bucket: env.S3_BUCKET,
            endpoint: env.S3_ENDPOINT,
            region: env.S3_REGION,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          }
        : null,
    },
    seedDemo: env.SEED_DEMO ?? env.NODE_ENV !== "production",
    payments: { testProvider: !env.STRIPE_SECRET_KEY && (env.PAYMENTS_TEST_PROVIDER ?? env.NODE_ENV !== "production") },
    testSupport: env.E2E_TEST_SUPPORT,
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom: env.MAIL_FROM ?? `PIVOT Learning <no-reply@${new URL(baseUrl).hostname}>`,
    requireEmailVerification: env.REQUIRE_EMAIL_VERIFICATION,
    jobs: env.JOBS,
  };
}

const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]"];

/**
 * Outside production, a newcomer may open http://127.0.0.1:5000 instead of http://localhost:5000:
 * the same server, so every loopback spelling of the configured origin is trusted too.
 */
function loopbackSpellings(baseUrl: string): string[] {
  const url = new URL(baseUrl);
  if (!LOOPBACK_HOSTS.includes(url.hostname)) return [];
  return LOOPBACK_HOSTS.map((host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ""}`);
}

/**
 * The origin imported SCORM courses are served from (decision 355). It must be another host, not only
 * another port: browsers send a host's cookies to all its ports. Unset, a loopback BASE_URL gets the
 * other loopback spelling (localhost ↔ 127.0.0.1), so a newcomer's server plays courses as it is.
 */
export function contentOriginOf(setting: string | undefined, baseUrl: string): string | null {
  const base = new URL(baseUrl);
  if (!setting) {
    if (!LOOPBACK_HOSTS.includes(base.hostname)) return null;
    const other = base.hostname === "localhost" ? "127.0.0.1" : "localhost";
    return `${base.protocol}//${other}${base.port ? `:${base.port}` : ""}`;
  }
  let url: URL;
  try {
    url = new URL(setting);
  } catch {
    throw new Error(
      `SCORM_CONTENT_ORIGIN must be an address such as https://courses.example-content.com (got "${setting}").`,
    );
  }
  if (url.protocol !== "https:" && url.protocol !== "http:")
    throw new Error("SCORM_CONTENT_ORIGIN must be an http or https address.");
  if (url.hostname === base.hostname)
    throw new Error(
      "SCORM_CONTENT_ORIGIN must be on another host than BASE_URL: browsers send a host's cookies to every port of it.",
    );
  return url.origin;
}

/**
 * `TRUST_PROXY`: unset/false = no proxy; a whole number = that many proxy hops; otherwise a list of
 * proxy addresses or CIDR ranges. `true` would believe any client's X-Forwarded-For (a spoofed header
 * escapes every per-address limit), so it is refused with the forms to use instead.
 */
export function parseTrustProxy(value: string | undefined): false | number | string[] {
  if (value === undefined || value === "false" || value === "0") return false;
  if (value === "true") {
    throw new Error(
      "TRUST_PROXY=true would trust any client's X-Forwarded-For. Set TRUST_PROXY to the number of proxies in front of the server (for example 1) or to their addresses (for example 10.0.0.5,10.0.1.0/24).",
    );
  }
  if (/^\d+$/.test(value)) return Number(value);
  const addresses = value
    .split(",")
    .map((a) => a.trim())
    .filter(Boolean);
  for (const address of addresses) {
    if (!/^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(address)) {
      throw new Error(`TRUST_PROXY: "${address}" is neither a hop count nor an IP address or CIDR range.`);
    }
  }
  return addresses;
}

/**
 * Issue 29: uploads live under the data directory the server was given (PGLITE_DIR, default ./data),
 * never in the working directory of whoever started it; a throwaway in-memory database gets a
 * throwaway folder in the system's temporary directory.
 */
export function defaultUploadsDir(pgliteDir: string): string {
  if (pgliteDir.startsWith("memory://")) return path.join(os.tmpdir(), "pivot-uploads");
  return path.join(pgliteDir, "uploads");
}
