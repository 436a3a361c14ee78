import { randomBytes } from "node:crypto";
import type { Readable } from "node:stream";
import { and, asc, eq, sql } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import type { CurrentUser } from "../../../contracts/auth";
import type { EvidenceFile, UpdateWorkbenchItem, Workbench, WorkbenchItem } from "../../../contracts/bcorp-workbench";
import type { AuditAction } from "../../../contracts/organizations";
import {
  EVIDENCE_MAX_BYTES,
  EVIDENCE_TYPES,
  progressOf,
  WORKBENCH_REQUIREMENTS,
  WORKBENCH_TOPICS,
  type WorkbenchStatus,
} from "../../../domain/bcorp-workbench";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { bcorpEvidenceFiles, bcorpWorkbenchItems, member, user } from "../../db/schema";
import { badRequest, forbidden, HttpError, notFound } from "../../errors";
import { type Executor, recordAudit } from "../../platform/audit/audit";
import { type BodyAfterLookup, readBody } from "../../platform/http/body-after-lookup";
import type { UploadStorage } from "../../platform/storage/upload-storage";

/** The folder of evidence files among the uploads (a sub-folder on disk, a key prefix in the bucket). */
export const BCORP_EVIDENCE_FOLDER = "bcorp-evidence";

export interface WorkbenchAccess {
  organization: { id: string; name: string };
  userId: string;
  canEdit: boolean;
  ip: string | null;
}

/**
 * Who may see an organisation's workbench (decision 320): every member reads it; owners and admins
 * edit. Anyone outside the organisation, a site admin too, is told it was not found.
 */
export async function workbenchAccess(
  db: Db,
  caller: Pick<CurrentUser, "id">,
  organizationId: string,
  need: "read" | "edit",
  ip: string | null,
): Promise<WorkbenchAccess> {
  const [row] = rowsOf<{ id: string; name: string; role: string }>(
    await db.execute(sql`
      select o.id, o.name, m.role
      from organization o
      join member m on m.organization_id = o.id and m.user_id = ${caller.id}
      where o.id = ${organizationId}
    `),
  );
  if (!row) throw notFound("Organisation not found");
  const canEdit = row.role === "owner" || row.role === "admin";
  if (need === "edit" && !canEdit)
    throw forbidden("Only the organisation's owners and admins may change the workbench");
  return { organization: { id: row.id, name: row.name }, userId: caller.id, canEdit, ip };
}

const audit = (db: Executor, access: WorkbenchAccess, action: AuditAction, targetId: string, details = {}) =>
  recordAudit(db, {
    organizationId: access.organization.id,
    actorId: access.userId,
    action,
    targetType: "bcorp_workbench",
    targetId,
    details,
    ipAddress: access.ip,
  });

const REQUIREMENT = new Map(WORKBENCH_REQUIREMENTS.map((r) => [r.id, r]));

/** Creates the items a workbench lacks (all on first open; a requirement added later joins then). */
async function ensureItems(db: Db, organizationId: string) {
  await db
    .insert(bcorpWorkbenchItems)
    .values(WORKBENCH_REQUIREMENTS.map((r) => ({ organizationId, requirementId: r.id })))
    .onConflictDoNothing();
}

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

async function evidenceOf(db: Db, organizationId: string, itemId?: number) {
  return db
    .select({
      id: bcorpEvidenceFiles.id,
      itemId: bcorpEvidenceFiles.itemId,
      fileName: bcorpEvidenceFiles.fileName,
      contentType: bcorpEvidenceFiles.contentType,
      sizeBytes: bcorpEvidenceFiles.sizeBytes,
      storageKey: bcorpEvidenceFiles.storageKey,
      uploadedBy: user.name,
      createdAt: bcorpEvidenceFiles.createdAt,
    })
    .from(bcorpEvidenceFiles)
    .leftJoin(user, eq(user.id, bcorpEvidenceFiles.uploadedBy))
    .where(
      itemId === undefined
        ? eq(bcorpEvidenceFiles.organizationId, organizationId)
        : and(eq(bcorpEvidenceFiles.organizationId, organizationId), eq(bcorpEvidenceFiles.itemId, itemId)),
    )
    .orderBy(asc(bcorpEvidenceFiles.id));
}
type EvidenceRow = Awaited<ReturnType<typeof evidenceOf>>[number];
const evidenceView = (e: EvidenceRow): EvidenceFile => ({
  id: e.id,
  fileName: e.fileName,
  contentType: e.contentType,
  sizeBytes: e.sizeBytes,
  uploadedBy: e.uploadedBy,
  uploadedAt: iso(e.createdAt),
});

async function itemRows(db: Db, organizationId: string, itemId?: number) {
  return db
    .select({
      id: bcorpWorkbenchItems.id,
      requirementId: bcorpWorkbenchItems.requirementId,
      ownerId: bcorpWorkbenchItems.ownerId,
      ownerName: user.name,
      dueOn: bcorpWorkbenchItems.dueOn,
      status: bcorpWorkbenchItems.status,
      notes: bcorpWorkbenchItems.notes,
      updatedAt: bcorpWorkbenchItems.updatedAt,
    })
    .from(bcorpWorkbenchItems)
    .leftJoin(user, eq(user.id, bcorpWorkbenchItems.ownerId))
    .where(
      itemId === undefined
        ? eq(bcorpWorkbenchItems.organizationId, organizationId)
        : and(eq(bcorpWorkbenchItems.organizationId, organizationId), eq(bcorpWorkbenchItems.id, itemId)),
    );
}
type ItemRow = Awaited<ReturnType<typeof itemRows>>[number];
const itemView = (row: ItemRow, evidence: EvidenceRow[]): WorkbenchItem => ({
  id: row.id,
  requirementId: row.requirementId,
  label: REQUIREMENT.get(row.requirementId)?.label ?? row.requirementId,
  ownerId: row.ownerId,
  ownerName: row.ownerName,
  dueOn: row.dueOn,
  status: row.status as WorkbenchStatus,
  notes: row.notes,
  updatedAt: iso(row.updatedAt),
  evidence: evidence.filter((e) => e.itemId === row.id).map(evidenceView),
});

/** The whole workbench, topic by topic in the standards' order, with progress per topic and overall. */
export async function getWorkbench(db: Db, access: WorkbenchAccess): Promise<Workbench> {
  const organizationId = access.organization.id;
  await ensureItems(db, organizationId);
  const [rows, evidence, members] = await Promise.all([
    itemRows(db, organizationId),
    evidenceOf(db, organizationId),
    db
      .select({ id: user.id, name: user.name })
      .from(member)
      .innerJoin(user, eq(user.id, member.userId))
      .where(eq(member.organizationId, organizationId))
      .orderBy(asc(user.name)),
  ]);
  const byRequirement = new Map(rows.map((r) => [r.requirementId, r]));
  const topics = WORKBENCH_TOPICS.map((topic) => {
    const items = topic.requirements
      .map((r) => byRequirement.get(r.id))
      .filter((r): r is ItemRow => r !== undefined)
      .map((r) => itemView(r, evidence));
    return {
      id: topic.id,
      name: topic.name,
      summary: topic.summary,
      moduleSlugs: [...topic.moduleSlugs],
      progress: progressOf(items.map((i) => i.status)),
      items,
    };
  });
  // Owners and admins pick owners from the members; a member reading is shown names, not people's ids.
  return {
    organization: access.organization,
    canEdit: access.canEdit,
    overall: progressOf(topics.flatMap((t) => t.items.map((i) => i.status))),
    members: access.canEdit ? members : [],
    topics: access.canEdit
      ? topics
      : topics.map((topic) => ({ ...topic, items: topic.items.map((item) => ({ ...item, ownerId: null })) })),
  };
}

/** The item of the caller's organisation, or 404 (another organisation's id is not found). */
export async function itemOf(db: Db, access: WorkbenchAccess, itemId: number) {
  const [row] = await itemRows(db, access.organization.id, itemId);
  if (!row) throw notFound("Workbench item not found");
  return row;
}

export async function updateItem(
  db: Db,
  access: WorkbenchAccess,
  itemId: number,
  body: BodyAfterLookup<UpdateWorkbenchItem>,
  now: Date,
): Promise<WorkbenchItem> {
  const item = await itemOf(db, access, itemId);
  const patch = readBody(body);
  if (patch.ownerId) {
    const [owner] = await db
      .select({ id: member.id })
      .from(member)
      .where(and(eq(member.organizationId, access.organization.id), eq(member.userId, patch.ownerId)));
    if (!owner) {
      const message = "Owner must be a member of the organisation";
      throw badRequest(`ownerId: ${message}`, [{ path: "ownerId", message }]);
    }
  }
  const changes = {
    ...(patch.ownerId !== undefined ? { ownerId: patch.ownerId } : {}),
    ...(patch.dueOn !== undefined ? { dueOn: patch.dueOn } : {}),
    ...(patch.status !== undefined ? { status: patch.status } : {}),
    ...(patch.notes !== undefined ? { notes: patch.notes } : {}),
  };
  await db.transaction(async (tx) => {
    await tx
      .update(bcorpWorkbenchItems)
      .set({ ...changes, updatedAt: now })
      .where(eq(bcorpWorkbenchItems.id, item.id));
    await audit(tx, access, "bcorp.item_updated", String(item.id), {
      requirementId: item.requirementId,
      fields: Object.keys(changes),
      ...(patch.status !== undefined ? { status: patch.status } : {}),
    });
  });
  const [row] = await itemRows(db, access.organization.id, item.id);
  return itemView(row, await evidenceOf(db, access.organization.id, item.id));
}

/** A file name fit for a ZIP entry and a Content-Disposition header: no folders, no control characters. */
export function safeFileName(name: string, fallback: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const cleaned = Array.from(base)
    .filter((c) => c.charCodeAt(0) > 31 && c.charCodeAt(0) !== 127 && c !== '"')
    .join("")
    .trim()
    .slice(0, 150);
  return cleaned && cleaned !== "." && cleaned !== ".." ? cleaned : fallback;
}

const EXTENSIONS: Record<string, string> = {
  "application/pdf": "pdf",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "xlsx",
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
  "image/gif": "gif",
};

export async function uploadEvidence(
  db: Db,
  storage: UploadStorage,
  access: WorkbenchAccess,
  itemId: number,
  file: { body: Buffer; fileName: string },
): Promise<EvidenceFile> {
  const item = await itemOf(db, access, itemId);
  if (file.body.length > EVIDENCE_MAX_BYTES) {
    const message = `The file is larger than ${EVIDENCE_MAX_BYTES / 1048576} MB`;
    throw new HttpError(413, message, [{ path: "file", message }]);
  }
  const detected = await fileTypeFromBuffer(file.body);
  if (!detected || !EVIDENCE_TYPES[detected.mime]) {
    const message = `The file is not a PDF, DOCX, XLSX or image${detected ? ` (it is ${detected.mime})` : ""}`;
    throw badRequest(message, [{ path: "file", message }]);
  }
  const extension = EXTENSIONS[detected.mime];
  const fileName = safeFileName(file.fileName, `evidence.${extension}`);
  const key = `org-${access.organization.id.replace(/[^A-Za-z0-9_-]/g, "")}-${randomBytes(8).toString("hex")}.${extension}`;
  await storage.put(key, file.body, detected.mime);
  try {
    const [row] = await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(bcorpEvidenceFiles)
        .values({
          itemId: item.id,
          organizationId: access.organization.id,
          fileName,
          contentType: detected.mime,
          sizeBytes: file.body.length,
          storage: storage.kind,
          storageKey: key,
          uploadedBy: access.userId,
        })
        .returning({ id: bcorpEvidenceFiles.id });
      await audit(tx, access, "bcorp.evidence_uploaded", String(item.id), {
        requirementId: item.requirementId,
        fileId: inserted[0].id,
        fileName,
        sizeBytes: file.body.length,
      });
      return inserted;
    });
    const [saved] = (await evidenceOf(db, access.organization.id, item.id)).filter((e) => e.id === row.id);
    return evidenceView(saved);
  } catch (error) {
    await storage.remove(key).catch(() => undefined);
    throw error;
  }
}

async function fileOf(db: Db, access: WorkbenchAccess, fileId: number) {
  const [row] = await db
    .select()
    .from(bcorpEvidenceFiles)
    .where(and(eq(bcorpEvidenceFiles.organizationId, access.organization.id), eq(bcorpEvidenceFiles.id, fileId)));
  if (!row) throw notFound("Evidence file not found");
  return row;
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

export async function readStored(storage: UploadStorage, key: string): Promise<Buffer> {
  const object = await storage.get?.(key);
  if (!object) throw new Error("upload storage cannot read");
  return bytesOf(object.body);
}

export async function evidenceDownload(db: Db, storage: UploadStorage, access: WorkbenchAccess, fileId: number) {
  const row = await fileOf(db, access, fileId);
  return { fileName: row.fileName, contentType: row.contentType, body: await readStored(storage, row.storageKey) };
}

export async function removeEvidence(db: Db, storage: UploadStorage, access: WorkbenchAccess, fileId: number) {
  const row = await fileOf(db, access, fileId);
  await db.transaction(async (tx) => {
    await tx.delete(bcorpEvidenceFiles).where(eq(bcorpEvidenceFiles.id, row.id));
    await audit(tx, access, "bcorp.evidence_removed", String(row.itemId), { fileId: row.id, fileName: row.fileName });
  });
  await storage.remove(row.storageKey).catch(() => undefined);
}

/** Every evidence file with its stored key, for the export pack. */
export async function evidenceForExport(db: Db, organizationId: string) {
  return evidenceOf(db, organizationId);
}

export const auditExport = (db: Db, access: WorkbenchAccess, files: number) =>
  audit(db, access, "bcorp.exported", access.organization.id, { files });
