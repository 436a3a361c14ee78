import { z } from "zod";
import { hasNoNul } from "./common";

/**
 * Issue 28 item 1, "Download my data": POST /api/account/data-export → 202 {id, status};
 * GET /api/account/data-export/{id} → {status, progress, downloadUrl?}; the file itself at
 * GET /api/account/data-export/{id}/download (the e-mailed link adds ?token=…).
 */
export const DATA_EXPORT_STATUSES = ["queued", "running", "ready", "downloaded", "failed", "cancelled"] as const;
export const dataExportStatusSchema = z.enum(DATA_EXPORT_STATUSES);
export type DataExportStatus = z.infer<typeof dataExportStatusSchema>;

export const dataExportAcceptedSchema = z.object({
  id: z.number().int(),
  status: dataExportStatusSchema,
});
export type DataExportAccepted = z.infer<typeof dataExportAcceptedSchema>;

export const dataExportSchema = z.object({
  id: z.number().int(),
  status: dataExportStatusSchema,
  /** 0-100. */
  progress: z.number().int().min(0).max(100),
  requestedAt: z.string(),
  /** When a ready export stops being downloadable (ISO). */
  expiresAt: z.string().nullable(),
  /** Present while the export is ready: the signed-in owner downloads it from here, once. */
  downloadUrl: z.string().optional(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

/** The person's latest export, for /profile (null when they never asked). */
export const latestDataExportSchema = z.object({ export: dataExportSchema.nullable() });
export type LatestDataExport = z.infer<typeof latestDataExportSchema>;

export const dataExportDownloadQuerySchema = z.object({
  token: z
    .string()
    .max(200, "token must be at most 200 characters")
    .refine(hasNoNul, "token contains an invalid character")
    .optional(),
});
