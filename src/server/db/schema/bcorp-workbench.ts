import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./accounts";
import { createdAt, updatedAt } from "./columns";
import { organizationRef } from "./organizations";

/**
 * Issue 25 item 4: the organisation's B Corp evidence workbench. One item per requirement
 * (domain/bcorp-workbench.ts), created when the workbench is first opened.
 */
export const bcorpWorkbenchItems = pgTable(
  "bcorp_workbench_items",
  {
    id: serial("id").primaryKey(),
    organizationId: organizationRef(),
    requirementId: text("requirement_id").notNull(),
    ownerId: text("owner_id").references(() => user.id, { onDelete: "set null" }),
    dueOn: date("due_on"),
    status: text("status").notNull().default("not-started"),
    notes: text("notes").notNull().default(""),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("bcorp_workbench_items_requirement_idx").on(t.organizationId, t.requirementId),
    index("bcorp_workbench_items_owner_idx").on(t.ownerId),
    check("bcorp_workbench_items_status_check", sql`${t.status} in ('not-started', 'in-progress', 'done')`),
  ],
);

/** An evidence file of an item, stored like podcast uploads (a folder of the uploads, or a bucket prefix). */
export const bcorpEvidenceFiles = pgTable(
  "bcorp_evidence_files",
  {
    id: serial("id").primaryKey(),
    itemId: integer("item_id")
      .notNull()
      .references(() => bcorpWorkbenchItems.id, { onDelete: "cascade" }),
    organizationId: organizationRef(),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    /** local | s3 */
    storage: text("storage").notNull(),
    storageKey: text("storage_key").notNull(),
    uploadedBy: text("uploaded_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("bcorp_evidence_files_storage_key_idx").on(t.storageKey),
    index("bcorp_evidence_files_item_idx").on(t.itemId),
    index("bcorp_evidence_files_uploaded_by_idx").on(t.uploadedBy),
  ],
);
