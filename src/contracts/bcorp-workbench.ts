import { z } from "zod";
import { WORKBENCH_STATUSES } from "../domain/bcorp-workbench";
import { hasNoNul, idParam, invalidCharacter } from "./common";
import { organizationIdParamSchema } from "./organizations";

/**
 * Issue 25 item 4: an organisation's B Corp evidence workbench, under
 * /api/organizations/{id}/bcorp-workbench. Every requirement of the Foundation Requirements and the
 * seven Impact Topics is an item with an owner, a due date, a status, notes and evidence files.
 */

export const workbenchItemParamSchema = organizationIdParamSchema.extend({ itemId: idParam("Item id") });
export const workbenchEvidenceParamSchema = organizationIdParamSchema.extend({ fileId: idParam("File id") });

const dueOnField = z
  .string({ error: "Due date must be a date (YYYY-MM-DD)" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Due date must be a date (YYYY-MM-DD)")
  .refine(
    (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    {
      message: "Due date is not a real date",
    },
  );

/** PATCH body: the fields to change; null clears the owner or the due date. */
export const updateWorkbenchItemSchema = z.object({
  ownerId: z
    .string({ error: "Owner must be a member's id" })
    .min(1, "Owner must be a member's id")
    .max(100, "Owner must be a member's id")
    .refine(hasNoNul, invalidCharacter("Owner"))
    .nullable()
    .optional(),
  dueOn: dueOnField.nullable().optional(),
  status: z.enum(WORKBENCH_STATUSES, { error: "Status must be not-started, in-progress or done" }).optional(),
  notes: z
    .string({ error: "Notes must be text" })
    .max(5000, "Notes must be at most 5000 characters")
    .refine(hasNoNul, invalidCharacter("Notes"))
    .optional(),
});
export type UpdateWorkbenchItem = z.infer<typeof updateWorkbenchItemSchema>;

const progressSchema = z.object({ done: z.number().int(), total: z.number().int(), percent: z.number().int() });

export const evidenceFileSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  uploadedBy: z.string().nullable(),
  uploadedAt: z.string(),
});
export type EvidenceFile = z.infer<typeof evidenceFileSchema>;

export const workbenchItemSchema = z.object({
  id: z.number().int(),
  requirementId: z.string(),
  label: z.string(),
  ownerId: z.string().nullable(),
  ownerName: z.string().nullable(),
  dueOn: z.string().nullable(),
  status: z.enum(WORKBENCH_STATUSES),
  notes: z.string(),
  updatedAt: z.string(),
  evidence: z.array(evidenceFileSchema),
});
export type WorkbenchItem = z.infer<typeof workbenchItemSchema>;

export const workbenchSchema = z.object({
  organization: z.object({ id: z.string(), name: z.string() }),
  canEdit: z.boolean(),
  overall: progressSchema,
  members: z.array(z.object({ id: z.string(), name: z.string() })),
  topics: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      summary: z.string(),
      moduleSlugs: z.array(z.string()),
      progress: progressSchema,
      items: z.array(workbenchItemSchema),
    }),
  ),
});
export type Workbench = z.infer<typeof workbenchSchema>;
