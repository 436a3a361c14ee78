import { randomBytes, randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { LmsPackageFormat } from "../../../contracts/lms-packages";
import type { Db } from "../../db/client";
import { lmsPackageKeyHash } from "./service";

/** Test fixture: a package of the organisation's for a module, as a download records it, with its key. */
export async function createLmsPackageRow(
  db: Db,
  input: { organizationId: string; moduleId: number; format?: LmsPackageFormat; createdBy?: string | null },
): Promise<{ id: string; key: string }> {
  const id = randomUUID();
  const key = randomBytes(32).toString("base64url");
  await db.execute(sql`
    insert into lms_packages (id, organization_id, module_id, format, key_hash, created_by)
    values (${id}, ${input.organizationId}, ${input.moduleId}, ${input.format ?? "scorm12"}, ${lmsPackageKeyHash(key)},
      ${input.createdBy ?? null})
  `);
  return { id, key };
}
