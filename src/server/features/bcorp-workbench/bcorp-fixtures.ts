import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { AppConfig } from "../../config";
import type { Db } from "../../db/client";
import { bcorpEvidenceFiles, bcorpWorkbenchItems } from "../../db/schema";
import { createUploadStorage } from "../../platform/storage/upload-storage";
import { BCORP_EVIDENCE_FOLDER } from "./workbench";

const PDF = Buffer.from("%PDF-1.4\n%%EOF\n");

/**
 * The shared route tables' rows (issue 25 item 4): a workbench item of an organisation (its first
 * Foundation Requirement, made if missing) with a stored PDF evidence file.
 */
export async function createEvidenceRow(
  db: Db,
  config: Pick<AppConfig, "uploads">,
  input: { organizationId: string; userId: string },
) {
  await db
    .insert(bcorpWorkbenchItems)
    .values({ organizationId: input.organizationId, requirementId: "fr-eligibility" })
    .onConflictDoNothing();
  const [item] = await db
    .select({ id: bcorpWorkbenchItems.id })
    .from(bcorpWorkbenchItems)
    .where(
      and(
        eq(bcorpWorkbenchItems.organizationId, input.organizationId),
        eq(bcorpWorkbenchItems.requirementId, "fr-eligibility"),
      ),
    );
  const key = `fixture-${randomBytes(8).toString("hex")}.pdf`;
  const storage = createUploadStorage(config.uploads, BCORP_EVIDENCE_FOLDER);
  await storage.put(key, PDF, "application/pdf");
  const [file] = await db
    .insert(bcorpEvidenceFiles)
    .values({
      itemId: item.id,
      organizationId: input.organizationId,
      fileName: "fixture.pdf",
      contentType: "application/pdf",
      sizeBytes: PDF.length,
      storage: storage.kind,
      storageKey: key,
      uploadedBy: input.userId,
    })
    .returning({ id: bcorpEvidenceFiles.id });
  return { itemId: String(item.id), fileId: String(file.id) };
}
