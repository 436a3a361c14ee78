import { relations, sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { ROLES } from "../../../contracts/auth";
import { createdAt, oneOf, updatedAt } from "./columns";

/** A required reference to a user: the row goes with the account. */
export const userRef = (column = "user_id") =>
  text(column)
    .notNull()
    .references(() => user.id, { onDelete: "cascade" });

// ---- Better Auth tables (written by hand from its documented schema: its CLI needs Node 22) ----

export const user = pgTable(
  "user",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    /** Site role (contracts/auth.ts ROLES, checked by user_role_check). */
    role: text("role", { enum: ROLES }).notNull().default("learner"),
    banned: boolean("banned").default(false),
    banReason: text("ban_reason"),
    banExpires: timestamp("ban_expires", { withTimezone: true }),
    deletionRequestedAt: timestamp("deletion_requested_at", { withTimezone: true }),
    /** Modules a week the learner aims for, set on /profile (issue 26; CHECK 1-20). */
    weeklyGoal: integer("weekly_goal").notNull().default(4),
    /** Better Auth's twoFactor plugin: on once an authenticator app's first code is confirmed (issue 43). */
    twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
  },
  (t) => [
    // An organisation's members page in name order, keyset-paged (issue 20, organizations/members.ts):
    // case-insensitive, byte-wise on every database.
    index("user_name_order_idx").on(
      sql`(lower(coalesce(${t.lastName}, '')) collate "C")`,
      sql`(lower(coalesce(${t.firstName}, '')) collate "C")`,
      sql`(${t.id} collate "C")`,
    ),
    check("user_role_check", oneOf(t.role, ROLES)),
    check("user_weekly_goal_check", sql`${t.weeklyGoal} >= 1 and ${t.weeklyGoal} <= 20`),
  ],
);

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: userRef(),
    impersonatedBy: text("impersonated_by"),
    activeOrganizationId: text("active_organization_id"),
    /** When this session last proved a second factor (sign-in or step-up; issue 43), null never. Ours, not Better Auth's. */
    twoFactorVerifiedAt: timestamp("two_factor_verified_at", { withTimezone: true }),
    /** Whether this session came from the organisation's single sign-on, which satisfies a two-factor policy. */
    singleSignOn: boolean("single_sign_on").notNull().default(false),
    /** Whether this session was opened with a passkey, which counts as two-factor sign-in (decision 388). */
    passkeySignIn: boolean("passkey_sign_in").notNull().default(false),
  },
  (t) => [index("session_user_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: userRef(),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("account_user_idx").on(t.userId)],
);

export const verification = pgTable("verification", {
  id: text("id").primaryKey(),
  identifier: text("identifier").notNull(),
  value: text("value").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Better Auth's twoFactor plugin (issue 43), from its documented schema: the TOTP secret and the
 * recovery codes, both encrypted with the auth secret; `verified` false until the first code is
 * confirmed; the failure count and lock of its account lockout.
 */
export const twoFactor = pgTable(
  "two_factor",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: userRef(),
    verified: boolean("verified").default(true),
    failedVerificationCount: integer("failed_verification_count").default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  // One authenticator per person: the plugin finds the row by user and replaces it on a fresh set-up.
  (t) => [uniqueIndex("two_factor_user_idx").on(t.userId)],
);

/**
 * Better Auth's passkey plugin (issue 43, decision 388), from its documented schema: one row per
 * WebAuthn credential (its id, public key and signature counter); `name` is what the person called it.
 */
export const passkey = pgTable(
  "passkey",
  {
    id: text("id").primaryKey(),
    name: text("name"),
    publicKey: text("public_key").notNull(),
    userId: userRef(),
    credentialID: text("credential_id").notNull(),
    counter: integer("counter").notNull(),
    deviceType: text("device_type").notNull(),
    backedUp: boolean("backed_up").notNull(),
    transports: text("transports"),
    createdAt: timestamp("created_at", { withTimezone: true }),
    aaguid: text("aaguid"),
  },
  // Sign-in finds the credential by its id; a credential belongs to one account only.
  (t) => [index("passkey_user_idx").on(t.userId), uniqueIndex("passkey_credential_idx").on(t.credentialID)],
);

export const rateLimit = pgTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

// Relations let Better Auth read a session and its user in one joined query.
export const userRelations = relations(user, ({ many }) => ({ sessions: many(session), accounts: many(account) }));

export const sessionRelations = relations(session, ({ one }) => ({
  user: one(user, { fields: [session.userId], references: [user.id] }),
}));

export const accountRelations = relations(account, ({ one }) => ({
  user: one(user, { fields: [account.userId], references: [user.id] }),
}));
