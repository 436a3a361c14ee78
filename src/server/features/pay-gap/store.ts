import { and, eq, sql } from "drizzle-orm";
import Papa from "papaparse";
import type { AuditAction } from "../../../contracts/organizations";
import type {
  PayGapAnalystList,
  PayGapRecordBody,
  PayGapRecordList,
  PayGapReport,
  PayGapStatement,
  PayGapUploadResult,
  PayGapWorkspace,
} from "../../../contracts/pay-gap";
import { importCsvRows } from "../../../domain/jedi-csv";
import { analysePayEquity, type EmployeeRecord, validateRecordDraft } from "../../../domain/jedi-pay-gap";
import {
  currentReportingYear,
  movementBetween,
  reportingDeadlineOf,
  type Sector,
  snapshotDateOf,
  statutoryExportRefusal,
  statutoryMeasures,
} from "../../../domain/pay-gap-statutory";
import type { Db } from "../../db/client";
import { rowIso, rowsOf } from "../../db/rows";
import { departments, payGapAnalysts, payGapRecords, payGapSettings, payGapSnapshots } from "../../db/schema";
import { badRequest, HttpError, notFound } from "../../errors";
import { type Executor, recordAudit } from "../../platform/audit/audit";
import type { DataCipher } from "../../platform/crypto/data-encryption";
import type { PayGapAccess } from "./access";

/**
 * The organisation's pay-gap snapshots (issue 25 item 1). Every employee record is sealed with
 * AES-256-GCM before it reaches the database and opened only inside the request that needs it;
 * nothing here keeps a decrypted record beyond the call, logs one, or writes a salary into the audit
 * log. Every read (records, report) and export is written to the organisation's audit log.
 */

type StoredFields = Omit<EmployeeRecord, "id">;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Binds a ciphertext to its organisation and snapshot: copied elsewhere, it does not open. */
export const contextOf = (organizationId: string, snapshotId: number) => `pay-gap:${organizationId}:${snapshotId}`;

/** At most this many rows are listed in a refusal; the message gives the total. */
const MAX_LISTED_ROWS = 200;

export interface Actor {
  access: PayGapAccess;
  ip: string | null;
}

const audit = (db: Executor, actor: Actor, action: AuditAction, details: Record<string, unknown>, year?: number) =>
  recordAudit(db, {
    organizationId: actor.access.organization.id,
    actorId: actor.access.userId,
    action,
    targetType: year === undefined ? "pay_gap" : "pay_gap_snapshot",
    targetId: year === undefined ? undefined : String(year),
    details,
    ipAddress: actor.ip,
  });

/** The rows of a CSV text, as the browser's papaparse reads a file (a leading byte-order mark dropped). */
export function csvRowsOf(text: string): string[][] {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { skipEmptyLines: false });
  return parsed.data.filter((row): row is string[] => Array.isArray(row));
}

export function createPayGapStore(db: Db, cipher: DataCipher, clock: () => Date) {
  /** The organisation's own departments (issue 45 item 9): a record's department is matched to their spelling. */
  async function departmentNames(organizationId: string): Promise<string[]> {
    const rows = await db
      .select({ name: departments.name })
      .from(departments)
      .where(eq(departments.organizationId, organizationId))
      .orderBy(departments.name);
    return rows.map((row) => row.name);
  }

  async function sectorOf(organizationId: string): Promise<Sector> {
    const [row] = await db
      .select({ sector: payGapSettings.sector })
      .from(payGapSettings)
      .where(eq(payGapSettings.organizationId, organizationId));
    return row?.sector === "public" ? "public" : "private";
  }

  async function snapshotRow(organizationId: string, year: number) {
    const [row] = await db
      .select()
      .from(payGapSnapshots)
      .where(and(eq(payGapSnapshots.organizationId, organizationId), eq(payGapSnapshots.reportingYear, year)));
    return row ?? null;
  }

  /** A snapshot's records, opened for this call only. */
  async function openRecords(organizationId: string, snapshotId: number): Promise<EmployeeRecord[]> {
    const rows = await db
      .select()
      .from(payGapRecords)
      .where(eq(payGapRecords.snapshotId, snapshotId))
      .orderBy(payGapRecords.id);
    const context = contextOf(organizationId, snapshotId);
    return rows.map((row) => ({ id: String(row.id), ...(JSON.parse(cipher.open(row, context)) as StoredFields) }));
  }

  function sealRows(organizationId: string, snapshotId: number, records: readonly EmployeeRecord[]) {
    const context = contextOf(organizationId, snapshotId);
    return records.map(({ id: _id, ...fields }) => ({ snapshotId, ...cipher.seal(JSON.stringify(fields), context) }));
  }

  /** The year's snapshot row, made (with today's sector and its snapshot date) when there is none. */
  async function ensureSnapshot(tx: Tx, organizationId: string, year: number, userId: string, sector: Sector) {
    const [row] = await tx
      .insert(payGapSnapshots)
      .values({
        organizationId,
        reportingYear: year,
        sector,
        snapshotDate: snapshotDateOf(year, sector),
        createdBy: userId,
      })
      .onConflictDoUpdate({
        target: [payGapSnapshots.organizationId, payGapSnapshots.reportingYear],
        set: { updatedAt: sql`now()` },
      })
      .returning({ id: payGapSnapshots.id, snapshotDate: payGapSnapshots.snapshotDate });
    return row;
  }

  async function recordList(organizationId: string, year: number): Promise<PayGapRecordList> {
    const snapshot = await snapshotRow(organizationId, year);
    return { year, records: snapshot ? await openRecords(organizationId, snapshot.id) : [] };
  }

  async function insertSealed(tx: Tx, rows: ReturnType<typeof sealRows>) {
    for (let i = 0; i < rows.length; i += 500) await tx.insert(payGapRecords).values(rows.slice(i, i + 500));
  }

  return {
    async workspace(access: PayGapAccess): Promise<PayGapWorkspace> {
      const sector = await sectorOf(access.organization.id);
      const rows = rowsOf<{
        reporting_year: number;
        sector: string;
        snapshot_date: string | Date;
        updated_at: string | Date;
        has_statement: boolean;
        record_count: number | string;
      }>(
        await db.execute(sql`
          select s.reporting_year, s.sector, s.snapshot_date, s.updated_at, s.statement is not null as has_statement,
            (select count(*) from pay_gap_records r where r.snapshot_id = s.id) as record_count
          from pay_gap_snapshots s where s.organization_id = ${access.organization.id}
          order by s.reporting_year desc
        `),
      );
      return {
        organization: access.organization,
        sector,
        currentYear: currentReportingYear(clock(), sector),
        isOwner: access.isOwner,
        departments: await departmentNames(access.organization.id),
        snapshots: rows.map((r) => ({
          year: Number(r.reporting_year),
          sector: r.sector === "public" ? "public" : "private",
          snapshotDate: typeof r.snapshot_date === "string" ? r.snapshot_date.slice(0, 10) : isoDay(r.snapshot_date),
          recordCount: Number(r.record_count),
          updatedAt: rowIso(r.updated_at),
          hasStatement: r.has_statement === true,
        })),
      };
    },

    async setSector(actor: Actor, sector: Sector): Promise<void> {
      const organizationId = actor.access.organization.id;
      await db.transaction(async (tx) => {
        await tx
          .insert(payGapSettings)
          .values({ organizationId, sector })
          .onConflictDoUpdate({ target: payGapSettings.organizationId, set: { sector, updatedAt: sql`now()` } });
        await audit(tx, actor, "pay_gap.sector_changed", { sector });
      });
    },

    async analysts(organizationId: string): Promise<PayGapAnalystList> {
      const rows = rowsOf<{ user_id: string; name: string; email: string; role: string; hr_analyst: boolean }>(
        await db.execute(sql`
          select m.user_id, u.name, u.email, m.role,
            exists (select 1 from pay_gap_analysts a where a.member_id = m.id) as hr_analyst
          from member m join "user" u on u.id = m.user_id
          where m.organization_id = ${organizationId}
          order by (m.role = 'owner') desc, lower(u.name), u.id
        `),
      );
      return {
        members: rows.map((r) => ({
          userId: r.user_id,
          name: r.name,
          email: r.email,
          role: r.role,
          hrAnalyst: r.role === "owner" || r.hr_analyst === true,
        })),
      };
    },

    async setAnalyst(actor: Actor, userId: string, hrAnalyst: boolean) {
      const organizationId = actor.access.organization.id;
      const [target] = rowsOf<{ id: string; role: string; name: string; email: string }>(
        await db.execute(sql`
          select m.id, m.role, u.name, u.email from member m join "user" u on u.id = m.user_id
          where m.organization_id = ${organizationId} and m.user_id = ${userId}
        `),
      );
      if (!target) throw notFound("No such member of this organisation");
      await db.transaction(async (tx) => {
        if (hrAnalyst) {
          const added = await tx
            .insert(payGapAnalysts)
            .values({ memberId: target.id, organizationId, userId, grantedBy: actor.access.userId })
            .onConflictDoNothing()
            .returning({ memberId: payGapAnalysts.memberId });
          if (added.length > 0) await audit(tx, actor, "pay_gap.analyst_granted", { userId });
        } else {
          const removed = await tx
            .delete(payGapAnalysts)
            .where(eq(payGapAnalysts.memberId, target.id))
            .returning({ memberId: payGapAnalysts.memberId });
          if (removed.length > 0) await audit(tx, actor, "pay_gap.analyst_revoked", { userId });
        }
      });
      return {
        userId,
        name: target.name,
        email: target.email,
        role: target.role,
        hrAnalyst: target.role === "owner" || hrAnalyst,
      };
    },

    /**
     * A CSV replaces the year's snapshot, or nothing happens: every row is checked first (the browser
     * tool's rules), and one bad row refuses the file with each bad row's number and reasons.
     */
    async upload(actor: Actor, year: number | undefined, csvText: string): Promise<PayGapUploadResult> {
      const organizationId = actor.access.organization.id;
      const result = importCsvRows(csvRowsOf(csvText), () => "", await departmentNames(organizationId));
      if (!result.ok) throw badRequest(`${result.message} Nothing was saved.`);
      if (result.rejected.length > 0) {
        const count = result.rejected.length;
        throw badRequest(
          `${count} ${count === 1 ? "row is" : "rows are"} not valid (row ${result.rejected
            .slice(0, 5)
            .map((r) => r.row)
            .join(
              ", ",
            )}${count > 5 ? ", …" : ""}). Nothing was saved: correct ${count === 1 ? "it" : "them"} and upload the file again.`,
          result.rejected.slice(0, MAX_LISTED_ROWS).map((r) => ({
            path: `row ${r.row}`,
            message: `Row ${r.row}: ${r.reasons.join("; ")}`,
          })),
        );
      }
      const reportingYear = year ?? currentReportingYear(clock(), await sectorOf(organizationId));
      const sector = await sectorOf(organizationId);
      return db.transaction(async (tx) => {
        const existing = await tx
          .select({ id: payGapSnapshots.id })
          .from(payGapSnapshots)
          .where(
            and(eq(payGapSnapshots.organizationId, organizationId), eq(payGapSnapshots.reportingYear, reportingYear)),
          );
        const [snapshot] = await tx
          .insert(payGapSnapshots)
          .values({
            organizationId,
            reportingYear,
            sector,
            snapshotDate: snapshotDateOf(reportingYear, sector),
            createdBy: actor.access.userId,
          })
          .onConflictDoUpdate({
            target: [payGapSnapshots.organizationId, payGapSnapshots.reportingYear],
            set: { sector, snapshotDate: snapshotDateOf(reportingYear, sector), updatedAt: sql`now()` },
          })
          .returning({ id: payGapSnapshots.id, snapshotDate: payGapSnapshots.snapshotDate });
        await tx.delete(payGapRecords).where(eq(payGapRecords.snapshotId, snapshot.id));
        await insertSealed(tx, sealRows(organizationId, snapshot.id, result.records));
        await audit(
          tx,
          actor,
          "pay_gap.uploaded",
          { year: reportingYear, records: result.records.length, replaced: existing.length > 0 },
          reportingYear,
        );
        return {
          year: reportingYear,
          snapshotDate: snapshot.snapshotDate,
          recordCount: result.records.length,
          replaced: existing.length > 0,
        };
      });
    },

    async addRecord(actor: Actor, year: number, body: PayGapRecordBody): Promise<PayGapRecordList> {
      const organizationId = actor.access.organization.id;
      const checked = validateRecordDraft(
        {
          ...body,
          yearsExperience: body.yearsExperience ?? "",
          weeklyHours: body.weeklyHours ?? "",
          bonus: body.bonus ?? "",
        },
        "",
        await departmentNames(organizationId),
      );
      if (!checked.ok) {
        const issues = Object.entries(checked.errors).map(([path, message]) => ({ path, message: message ?? "" }));
        throw badRequest(`${issues[0].path}: ${issues[0].message}`, issues);
      }
      const sector = await sectorOf(organizationId);
      await db.transaction(async (tx) => {
        const snapshot = await ensureSnapshot(tx, organizationId, year, actor.access.userId, sector);
        await insertSealed(tx, sealRows(organizationId, snapshot.id, [checked.record]));
        await audit(tx, actor, "pay_gap.record_added", { year }, year);
      });
      return recordList(organizationId, year);
    },

    async removeRecord(actor: Actor, year: number, recordId: number): Promise<void> {
      const organizationId = actor.access.organization.id;
      const snapshot = await snapshotRow(organizationId, year);
      if (!snapshot) throw notFound("No pay-gap data for that year");
      await db.transaction(async (tx) => {
        const removed = await tx
          .delete(payGapRecords)
          .where(and(eq(payGapRecords.id, recordId), eq(payGapRecords.snapshotId, snapshot.id)))
          .returning({ id: payGapRecords.id });
        if (removed.length === 0) throw notFound("No such record in that year");
        await tx.update(payGapSnapshots).set({ updatedAt: sql`now()` }).where(eq(payGapSnapshots.id, snapshot.id));
        await audit(tx, actor, "pay_gap.record_removed", { year }, year);
      });
    },

    async removeSnapshot(actor: Actor, year: number): Promise<void> {
      await db.transaction(async (tx) => {
        const removed = await tx
          .delete(payGapSnapshots)
          .where(
            and(
              eq(payGapSnapshots.organizationId, actor.access.organization.id),
              eq(payGapSnapshots.reportingYear, year),
            ),
          )
          .returning({ id: payGapSnapshots.id });
        if (removed.length === 0) throw notFound("No pay-gap data for that year");
        await audit(tx, actor, "pay_gap.deleted", { year }, year);
      });
    },

    /**
     * Issue 49: a year's figures for the equality action plan (its diagnosis, baselines and review), or
     * null when the year has no snapshot. The caller audits the read.
     */
    async figuresOf(organizationId: string, year: number) {
      const snapshot = await snapshotRow(organizationId, year);
      if (!snapshot) return null;
      return { year, analysis: analysePayEquity(await openRecords(organizationId, snapshot.id)) };
    },

    /** The reporting years with a snapshot, newest first. */
    async snapshotYears(organizationId: string): Promise<number[]> {
      const rows = await db
        .select({ year: payGapSnapshots.reportingYear })
        .from(payGapSnapshots)
        .where(eq(payGapSnapshots.organizationId, organizationId));
      return rows.map((r) => r.year).sort((a, b) => b - a);
    },

    async records(actor: Actor, year: number): Promise<PayGapRecordList> {
      const organizationId = actor.access.organization.id;
      if (!(await snapshotRow(organizationId, year))) throw notFound("No pay-gap data for that year");
      const list = await recordList(organizationId, year);
      await audit(db, actor, "pay_gap.viewed", { year, read: "records", records: list.records.length }, year);
      return list;
    },

    /** The year's figures and the movement since the latest earlier year (both read, one audit entry). */
    async report(actor: Actor, year: number, read: "report" | "pdf" | "csv"): Promise<PayGapReport> {
      const organizationId = actor.access.organization.id;
      const snapshot = await snapshotRow(organizationId, year);
      if (!snapshot) throw notFound("No pay-gap data for that year");
      const analysis = analysePayEquity(await openRecords(organizationId, snapshot.id));
      if (read !== "report") {
        const refusal = statutoryExportRefusal(analysis.genderGap, analysis.recordCount, read);
        if (refusal) throw new HttpError(409, refusal);
      }
      const measures = statutoryMeasures(analysis.genderGap);
      const [earlier] = rowsOf<{ id: number; reporting_year: number }>(
        await db.execute(sql`
          select id, reporting_year from pay_gap_snapshots
          where organization_id = ${organizationId} and reporting_year < ${year}
          order by reporting_year desc limit 1
        `),
      );
      const previous = earlier
        ? {
            year: Number(earlier.reporting_year),
            measures: statutoryMeasures(analysePayEquity(await openRecords(organizationId, earlier.id)).genderGap),
          }
        : null;
      const sector: Sector = snapshot.sector === "public" ? "public" : "private";
      await audit(
        db,
        actor,
        read === "report" ? "pay_gap.viewed" : "pay_gap.exported",
        {
          year,
          ...(read === "report" ? { read: "report" } : { format: read }),
          ...(previous ? { previousYear: previous.year } : {}),
        },
        year,
      );
      return {
        organization: actor.access.organization,
        year,
        sector,
        snapshotDate: snapshot.snapshotDate,
        deadline: reportingDeadlineOf(year, sector),
        recordCount: analysis.recordCount,
        measures,
        analysis,
        previous,
        movement: previous ? movementBetween(measures, previous.measures, analysis.genderGap.basis) : [],
        statement: snapshot.statement ?? null,
      };
    },

    async saveStatement(actor: Actor, year: number, statement: PayGapStatement): Promise<PayGapStatement> {
      await db.transaction(async (tx) => {
        const updated = await tx
          .update(payGapSnapshots)
          .set({ statement, updatedAt: sql`now()` })
          .where(
            and(
              eq(payGapSnapshots.organizationId, actor.access.organization.id),
              eq(payGapSnapshots.reportingYear, year),
            ),
          )
          .returning({ id: payGapSnapshots.id });
        if (updated.length === 0) throw notFound("No pay-gap data for that year");
        await audit(tx, actor, "pay_gap.statement_saved", { year, seniorJobTitle: statement.seniorJobTitle }, year);
      });
      return statement;
    },
  };
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export type PayGapStore = ReturnType<typeof createPayGapStore>;
