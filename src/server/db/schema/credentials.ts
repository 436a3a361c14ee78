import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user, userRef } from "./accounts";
import { certificates } from "./catalogue";
import { createdAt, updatedAt } from "./columns";

// ---- Credentials ----

/**
 * A certificate a learner earned (spec 2 §3). One row per learner and certificate: a second claim
 * is the same row, renewal re-issues it in place (new issuedAt, expiresAt and signed credential).
 * The row's id is also its position in the revocation status list (BitstringStatusList).
 */
export const userCertificates = pgTable(
  "user_certificates",
  {
    id: serial("id").primaryKey(),
    userId: userRef(),
    certificateId: integer("certificate_id")
      .notNull()
      .references(() => certificates.id, { onDelete: "cascade" }),
    earnedAt: timestamp("earned_at", { withTimezone: true }).notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** 128 random bits, base64url: the public verification address's last segment. */
    verificationCode: text("verification_code").notNull(),
    /** The signed Open Badges 3.0 OpenBadgeCredential, as issued. */
    credential: jsonb("credential").$type<Record<string, unknown>>().notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedReason: text("revoked_reason"),
    revokedBy: text("revoked_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("user_certificates_user_certificate_idx").on(t.userId, t.certificateId),
    uniqueIndex("user_certificates_code_idx").on(t.verificationCode),
    index("user_certificates_expires_idx").on(t.expiresAt),
    // An uploaded credential is matched to its row by the credential's id (verification.ts).
    index("user_certificates_credential_id_idx").on(sql`(${t.credential} ->> 'id')`),
  ],
);

/** A learner's wallet settings (spec 2 §3); the counts are derived from user_certificates. */
export const wallets = pgTable("wallets", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  isPublic: boolean("is_public").notNull().default(false),
  linkedInProfile: text("linked_in_profile").notNull().default(""),
  /** The public portfolio's address: random, so a private wallet's owner cannot be guessed. */
  portfolioSlug: text("portfolio_slug").notNull().unique(),
  updatedAt: updatedAt(),
});

/** Each share of a certificate (spec 2 §7: POST /api/certificates/share is recorded). */
export const certificateShares = pgTable(
  "certificate_shares",
  {
    id: serial("id").primaryKey(),
    userCertificateId: integer("user_certificate_id")
      .notNull()
      .references(() => userCertificates.id, { onDelete: "cascade" }),
    platform: text("platform").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("certificate_shares_certificate_idx").on(t.userCertificateId)],
);

/**
 * The issuer's Ed25519 keys (Multikey). One is active and signs; retired keys stay in the issuer's
 * controller document so credentials they signed still verify (docs/operations.md: rotation).
 */
export const credentialSigningKeys = pgTable("credential_signing_keys", {
  /** The fragment of the key's id: {issuer}#{id}. */
  id: text("id").primaryKey(),
  publicKeyMultibase: text("public_key_multibase").notNull(),
  /** Null for a key given as a setting (CREDENTIAL_SIGNING_KEY): its secret never enters the database. */
  secretKeyMultibase: text("secret_key_multibase"),
  status: text("status").notNull().default("active"),
  createdAt: createdAt(),
  retiredAt: timestamp("retired_at", { withTimezone: true }),
});
