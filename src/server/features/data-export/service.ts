import { createHash, randomBytes } from "node:crypto";
import type { Readable } from "node:stream";
import { and, desc, eq, inArray, isNotNull, lt, or, sql } from "drizzle-orm";
import JSZip from "jszip";
import type { DataExport, DataExportStatus } from "../../../contracts/data-export";
import { paths } from "../../../contracts/routes";
import { daysBefore, utcDay } from "../../../domain/calendar";
import { DATA_EXPORT_VALID_DAYS, dataExportExpiry } from "../../../domain/retention";
import type { AppConfig } from "../../config";
import type { Db } from "../../db/client";
import { auditLog, dataExports, user } from "../../db/schema";
import { HttpError, notFound } from "../../errors";
import type { AccountDeletionHook } from "../../platform/accounts/account-deletion-hooks";
import { toCsv } from "../../platform/csv";
import { mailLink, queueMail } from "../../platform/mail/queue-mail";
import { createUploadStorage, type UploadStorage } from "../../platform/storage/upload-storage";
import { EXPORT_SECTIONS, type ExportRow, type PersonRef, readSection } from "./sections";

/**
 * Issue 28 item 1, "Download my data". A request stores a queued row (one queued or running per person:
 * a second request is answered with it); the "data-exports" job (platform/jobs/runner.ts, wired in server/background-work.ts) runs buildDataExport,
 * which reads every section, moves the progress bar as it goes, stores the ZIP beside the uploads (or in
 * the S3 bucket) and e-mails a link whose token is stored only as a hash. The file is downloadable once,
 * within DATA_EXPORT_VALID_DAYS; the daily task removes it after that. Requests and downloads go to the
 * audit log as personal entries (no organisation). Tests without the runner call buildDataExport.
 */

export const DATA_EXPORT_FOLDER = "data-exports";

/** The storage of export files: a sub-folder of the uploads folder, or a prefix in the bucket. */
export const dataExportStorage = (config: AppConfig): UploadStorage =>
  createUploadStorage(config.uploads, DATA_EXPORT_FOLDER);

const RUNNING: DataExportStatus[] = ["queued", "running"];

export const tokenHash = (token: string) => createHash("sha256").update(token).digest("base64url");

type ExportRowRecord = typeof dataExports.$inferSelect;

/** The answer of GET /api/account/data-export/{id}. */
export function exportView(row: ExportRowRecord, now: Date): DataExport {
  const expired = row.status === "ready" && row.expiresAt !== null && row.expiresAt <= now;
  return {
    id: row.id,
    status: row.status as DataExportStatus,
    progress: row.progress,
    requestedAt: row.requestedAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    ...(row.status === "ready" && !expired ? { downloadUrl: `/api/account/data-export/${row.id}/download` } : {}),
  };
}

/** A personal audit entry: no organisation, the person as actor (audit_log is append-only). */
async function audit(
  db: Db,
  entry: { actorId: string; action: string; exportId: number; ipAddress?: string | null; details?: object },
) {
  await db.insert(auditLog).values({
    organizationId: null,
    actorId: entry.actorId,
    action: entry.action,
    targetType: "data_export",
    targetId: String(entry.exportId),
    details: { ...(entry.details ?? {}) },
    ipAddress: entry.ipAddress ?? null,
  });
}

/**
 * POST /api/account/data-export: a new queued export, or the one already queued or running (the
 * partial unique index makes two concurrent requests one row). `created` says whether to queue the job.
 */
export async function requestDataExport(
  db: Db,
  userId: string,
  now: Date,
  ip: string | null,
): Promise<{ row: ExportRowRecord; created: boolean }> {
  const [inserted] = await db
    .insert(dataExports)
    .values({ userId, requestedAt: now })
    .onConflictDoNothing()
    .returning();
  if (inserted) {
    await audit(db, { actorId: userId, action: "data_export.requested", exportId: inserted.id, ipAddress: ip });
    return { row: inserted, created: true };
  }
  const [running] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), inArray(dataExports.status, RUNNING)))
    .limit(1);
  if (!running) throw new Error("data export neither inserted nor running");
  return { row: running, created: false };
}

/** One of the person's exports; another person's (or none) is 404. */
export async function getDataExport(db: Db, userId: string, id: number): Promise<ExportRowRecord> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, id), eq(dataExports.userId, userId)));
  if (!row) throw notFound("Data export not found");
  return row;
}

/** The person's latest export, for /profile. */
export async function latestDataExport(db: Db, userId: string): Promise<ExportRowRecord | null> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.requestedAt), desc(dataExports.id))
    .limit(1);
  return row ?? null;
}

/** Queued or running exports (for the job runner's sweep: ones whose job was lost). */
export async function unfinishedDataExports(db: Db): Promise<number[]> {
  const rows = await db.select({ id: dataExports.id }).from(dataExports).where(inArray(dataExports.status, RUNNING));
  return rows.map((r) => r.id);
}

/** The cell of a CSV: dates as ISO, objects and arrays as JSON. */
function csvCell(value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "number") return value;
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

function sectionCsv(rows: readonly ExportRow[]): string {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  if (columns.length === 0) return "";
  return toCsv([columns, ...rows.map((row) => columns.map((column) => csvCell(row[column])))]);
}

function readme(person: PersonRef, generatedAt: Date, counts: { file: string; title: string; rows: number }[]) {
  return [
    "PIVOT Learning: your personal data",
    "==================================",
    "",
    `For: ${person.email}`,
    `Made: ${generatedAt.toISOString()}`,
    "",
    "This archive holds everything PIVOT Learning keeps about you, as the Privacy Policy promises",
    "(UK GDPR: the right of access and the right to data portability).",
    "",
    "- data.json: every section below, in one machine-readable file.",
    "- csv/<section>.csv: each section as a spreadsheet (one row per record).",
    "- credentials/: each certificate's signed Open Badges 3.0 credential, as issued. Anyone can verify",
    "  it with a verifier that supports Verifiable Credentials 2.0, or at the verification address in it.",
    "",
    "Left out on purpose: your password (we only keep a hash of it), the secret tokens of your sessions",
    "and links, and other people's personal details on records you took part in.",
    "",
    "Sections:",
    ...counts.map((c) => `- ${c.file}: ${c.title} (${c.rows} ${c.rows === 1 ? "record" : "records"})`),
    "",
    "Questions about your data: see the Privacy Policy on our website.",
    "",
  ].join("\n");
}

const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60) || "certificate";

/** Sets the progress of a running export; false once it is no longer running (cancelled, deleted). */
async function stillRunning(db: Db, id: number, progress: number): Promise<boolean> {
  const rows = await db
    .update(dataExports)
    .set({ progress })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, "running")))
    .returning({ id: dataExports.id });
  return rows.length > 0;
}

export interface BuildOptions {
  now?: () => Date;
  storage?: UploadStorage;
}

/**
 * The job's work: builds, stores and announces one export. Idempotent: an export no longer queued or
 * running is left alone, and a build that finds its export cancelled (the account's deletion was asked
 * for) stops and removes its file. Each attempt writes its own file name, so two runs never share one.
 */
export async function buildDataExport(
  db: Db,
  config: AppConfig,
  id: number,
  options: BuildOptions = {},
): Promise<DataExportStatus | "skipped"> {
  const now = options.now ?? (() => new Date());
  const storage = options.storage ?? dataExportStorage(config);
  const [claimed] = await db
    .update(dataExports)
    .set({ status: "running", progress: 0 })
    .where(and(eq(dataExports.id, id), inArray(dataExports.status, RUNNING)))
    .returning();
  if (!claimed) return "skipped";
  const [person] = await db
    .select({ id: user.id, email: user.email, firstName: user.firstName, name: user.name })
    .from(user)
    .where(eq(user.id, claimed.userId));
  if (!person) return "skipped";
  const key = `export-${id}-${randomBytes(12).toString("base64url")}.zip`;
  const token = randomBytes(32).toString("base64url");
  try {
    const generatedAt = now();
    const zip = new JSZip();
    const sections: Record<string, { title: string; tables: readonly string[]; rows: ExportRow[] }> = {};
    const counts: { file: string; title: string; rows: number }[] = [];
    for (const [index, section] of EXPORT_SECTIONS.entries()) {
      const rows = await readSection(db, section, person);
      sections[section.file] = { title: section.title, tables: section.tables, rows };
      counts.push({ file: section.file, title: section.title, rows: rows.length });
      zip.file(`csv/${section.file}.csv`, sectionCsv(rows));
      if (section.file === "certificates") {
        for (const row of rows) {
          zip.file(
            `credentials/${slugOf(String(row.certificate_title ?? ""))}-${row.id}.json`,
            JSON.stringify(row.credential, null, 2),
          );
        }
      }
      const progress = Math.floor(((index + 1) * 90) / EXPORT_SECTIONS.length);
      if (!(await stillRunning(db, id, progress))) return "cancelled";
    }
    zip.file("README.txt", readme(person, generatedAt, counts));
    zip.file(
      "data.json",
      JSON.stringify(
        { generatedAt: generatedAt.toISOString(), person: { id: person.id, email: person.email }, sections },
        null,
        2,
      ),
    );
    const body = Buffer.from(await zip.generateAsync({ type: "uint8array", compression: "DEFLATE" }));
    if (!(await stillRunning(db, id, 95))) return "cancelled";
    await storage.put(key, body, "application/zip");
    const readyAt = now();
    const [ready] = await db
      .update(dataExports)
      .set({
        status: "ready",
        progress: 100,
        storage: storage.kind,
        storageKey: key,
        sizeBytes: body.length,
        tokenHash: tokenHash(token),
        finishedAt: readyAt,
        expiresAt: dataExportExpiry(readyAt),
      })
      .where(and(eq(dataExports.id, id), eq(dataExports.status, "running")))
      .returning({ id: dataExports.id });
    if (!ready) {
      // Cancelled while the file was being written.
      await storage.remove(key).catch(() => {});
      return "cancelled";
    }
  } catch (error) {
    await storage.remove(key).catch(() => {});
    await db
      .update(dataExports)
      .set({ status: "failed", finishedAt: now() })
      .where(and(eq(dataExports.id, id), eq(dataExports.status, "running")));
    throw error;
  }
  // After the export is ready: a mail that cannot be stored leaves the file downloadable from /profile.
  await queueDataExportMail(db, person, id, token);
  return "ready";
}

function queueDataExportMail(
  db: Db,
  person: { id: string; email: string; firstName: string | null; name: string },
  id: number,
  token: string,
) {
  return queueMail(db, {
    to: person.email,
    userId: person.id,
    idempotencyKey: `data-export-ready:${id}`,
    category: "essential",
    template: "data-export-ready",
    content: {
      subject: "Your PIVOT Learning data is ready to download",
      heading: "Your data is ready",
      paragraphs: [
        `Hello ${person.firstName || person.name || "there"},`,
        "The copy of your personal data you asked for is ready: a ZIP file with a README, JSON and CSV files, and your certificates' signed credentials.",
      ],
      action: {
        label: "Download your data",
        url: mailLink(db, paths.dataExport(id, token)),
      },
      notes: [
        `The link works once and expires in ${DATA_EXPORT_VALID_DAYS} days.`,
        "The link opens a page with a Download button: sign in to PIVOT Learning first if it asks you to.",
        "If you did not ask for this, change your password: someone may be signed in to your account.",
      ],
    },
  });
}

export const DOWNLOAD_USED =
  "This download link has already been used. Ask for a new copy of your data on your profile.";
export const DOWNLOAD_EXPIRED = "This download link has expired. Ask for a new copy of your data on your profile.";
export const DOWNLOAD_NOT_READY = "Your data is not ready to download yet";

/**
 * GET /api/account/data-export/{id}/download: the e-mailed link (?token=…) or /profile, for the signed-in
 * owner only. Refused (404) to anyone else, signed in or not, whatever token they hold, and to the owner
 * with a token that does not match; 410 once used or expired. The first successful
 * download marks the export downloaded (a conditional update: two at once download once) and removes
 * the file.
 */
export async function downloadDataExport(
  db: Db,
  config: AppConfig,
  input: { id: number; token?: string; signedInUserId: string | null; now: Date; ip: string | null },
  storage: UploadStorage = dataExportStorage(config),
): Promise<{ body: Buffer; fileName: string }> {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, input.id));
  const tokenMatches = Boolean(row?.tokenHash && input.token && tokenHash(input.token) === row.tokenHash);
  const isOwner = row !== undefined && input.signedInUserId === row.userId;
  // Issue 43 item 4: the person's own session always, as well as the link's token when one is sent, so
  // the link alone (forwarded, or opened first by a mail scanner) downloads nothing and spends nothing.
  if (!row || !isOwner || (input.token !== undefined && !tokenMatches)) {
    throw notFound("Data export not found");
  }
  if (row.status === "downloaded") throw new HttpError(410, DOWNLOAD_USED);
  if (row.status !== "ready" || !row.storageKey) {
    if (row.status === "queued" || row.status === "running") throw new HttpError(409, DOWNLOAD_NOT_READY);
    throw new HttpError(410, DOWNLOAD_EXPIRED);
  }
  if (row.expiresAt && row.expiresAt <= input.now) throw new HttpError(410, DOWNLOAD_EXPIRED);
  const object = await storage.get?.(row.storageKey);
  if (!object) throw new Error("data export storage cannot read");
  const body = await readAll(object.body);
  const [claimed] = await db
    .update(dataExports)
    .set({ status: "downloaded", downloadedAt: input.now })
    .where(and(eq(dataExports.id, row.id), eq(dataExports.status, "ready")))
    .returning({ id: dataExports.id });
  if (!claimed) throw new HttpError(410, DOWNLOAD_USED);
  await storage.remove(row.storageKey).catch(() => {});
  await audit(db, {
    actorId: row.userId,
    action: "data_export.downloaded",
    exportId: row.id,
    ipAddress: input.ip,
    details: { through: tokenMatches ? "e-mailed link" : "profile" },
  });
  const day = utcDay(row.finishedAt ?? input.now);
  return { body, fileName: `pivot-learning-data-${day}.zip` };
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * Issue 28: the account's deletion was asked for (or is being carried out) — its queued and running
 * exports are cancelled and any file of theirs removed. With `all`, ready ones go too (the purge).
 */
export async function cancelDataExports(
  db: Db,
  config: AppConfig,
  userIds: readonly string[],
  options: { all?: boolean; now?: Date; storage?: UploadStorage } = {},
): Promise<number> {
  if (userIds.length === 0) return 0;
  const storage = options.storage ?? dataExportStorage(config);
  const statuses: DataExportStatus[] = options.all ? ["queued", "running", "ready"] : RUNNING;
  const cancelled = await db
    .update(dataExports)
    .set({ status: "cancelled", finishedAt: options.now ?? new Date(), tokenHash: null })
    .where(and(inArray(dataExports.userId, [...userIds]), inArray(dataExports.status, statuses)))
    .returning({ id: dataExports.id, userId: dataExports.userId, storageKey: dataExports.storageKey });
  for (const row of cancelled) {
    if (row.storageKey) await storage.remove(row.storageKey).catch(() => {});
    await audit(db, { actorId: row.userId, action: "data_export.cancelled", exportId: row.id });
  }
  return cancelled.length;
}

/**
 * Retention (issue 28 item 2): exports past their download period, and finished ones older than it
 * (downloaded, failed, cancelled) — rows and files. Returns how many rows were deleted.
 */
export async function deleteExpiredDataExports(
  db: Db,
  config: AppConfig,
  now: Date,
  storage: UploadStorage = dataExportStorage(config),
): Promise<number> {
  const finishedBefore = daysBefore(now, DATA_EXPORT_VALID_DAYS);
  const deleted = await db
    .delete(dataExports)
    .where(
      or(
        and(isNotNull(dataExports.expiresAt), lt(dataExports.expiresAt, now)),
        and(
          inArray(dataExports.status, ["downloaded", "failed", "cancelled"]),
          sql`coalesce(${dataExports.finishedAt}, ${dataExports.requestedAt}) < ${finishedBefore.toISOString()}`,
        ),
      ),
    )
    .returning({ storageKey: dataExports.storageKey });
  for (const row of deleted) if (row.storageKey) await storage.remove(row.storageKey).catch(() => {});
  return deleted.length;
}

/**
 * Issue 28: accounts asked to be deleted stop their exports; purged accounts lose their files too.
 * The composition root registers it (app.ts). One function for every app: a closure made per app would
 * keep each app (and its database) alive in the registry after the app closed (decision 347).
 */
export const stopExportsOfDeletedAccounts: AccountDeletionHook = (db, config, userIds, { purge, now }) =>
  cancelDataExports(db, config, userIds, { all: purge, now });
