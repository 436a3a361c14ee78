import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { member, organization, organizationRef } from "./organizations";

/** Issue 25 item 1: the organisation's sector, which fixes the snapshot date (5 April or 31 March). */
export const payGapSettings = pgTable(
  "pay_gap_settings",
  {
    organizationId: text("organization_id")
      .primaryKey()
      .references(() => organization.id, { onDelete: "cascade" }),
    /** private | public */
    sector: text("sector").notNull().default("private"),
    updatedAt: updatedAt(),
  },
  (t) => [check("pay_gap_settings_sector_check", sql`${t.sector} in ('private', 'public')`)],
);

/** Members an owner granted the "HR analyst" permission: they may upload and read the pay data. */
export const payGapAnalysts = pgTable(
  "pay_gap_analysts",
  {
    /** Goes with the membership: leaving the organisation ends the permission. */
    memberId: text("member_id")
      .primaryKey()
      .references(() => member.id, { onDelete: "cascade" }),
    organizationId: organizationRef(),
    userId: text("user_id").notNull(),
    grantedBy: text("granted_by"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("pay_gap_analysts_org_user_idx").on(t.organizationId, t.userId)],
);

/** The written statement that goes with a year's figures (regulation 2(2): signed by a senior person). */
export interface PayGapStatementRow {
  narrative: string;
  actionPlan: string;
  seniorName: string;
  seniorJobTitle: string;
}

/** One reporting year's snapshot; its employee records are in pay_gap_records, encrypted. */
export const payGapSnapshots = pgTable(
  "pay_gap_snapshots",
  {
    id: serial("id").primaryKey(),
    organizationId: organizationRef(),
    reportingYear: integer("reporting_year").notNull(),
    sector: text("sector").notNull(),
    snapshotDate: date("snapshot_date").notNull(),
    statement: jsonb("statement").$type<PayGapStatementRow>(),
    createdBy: text("created_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("pay_gap_snapshots_org_year_idx").on(t.organizationId, t.reportingYear),
    check("pay_gap_snapshots_sector_check", sql`${t.sector} in ('private', 'public')`),
    check("pay_gap_snapshots_year_check", sql`${t.reportingYear} between 2017 and 2100`),
  ],
);

/**
 * One employee record: every field (role, gender, salary, bonus, …) as AES-256-GCM ciphertext under
 * the key `keyId` names (server/platform/crypto/data-encryption.ts). No column holds a plain value.
 */
export const payGapRecords = pgTable(
  "pay_gap_records",
  {
    id: serial("id").primaryKey(),
    snapshotId: integer("snapshot_id")
      .notNull()
      .references(() => payGapSnapshots.id, { onDelete: "cascade" }),
    keyId: text("key_id").notNull(),
    /** The 12-byte GCM nonce, base64. */
    nonce: text("nonce").notNull(),
    /** The ciphertext followed by the 16-byte authentication tag, base64. */
    ciphertext: text("ciphertext").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("pay_gap_records_snapshot_idx").on(t.snapshotId, t.id), index("pay_gap_records_key_idx").on(t.keyId)],
);
