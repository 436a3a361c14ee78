import { randomBytes, randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { LmsPackageFormat } from "../../../contracts/lms-packages";
import type { Db } from "../../db/client";
import { lmsPackageKeyHash } from "./service";

/** Test fixture: a package of the organisation's for a module, as a download records it, with its key. */
export async function createLmsPackageRow(
  db: Db,
  input: {
    organizationId: string;
    moduleId: number;
    format?: LmsPackageFormat;
    createdBy?: string | null;
    /** The LMS origins it may be launched from (decision 392); none by default. */
    allowedOrigins?: string[];
  },
): Promise<{ id: string; key: string }> {
  const id = randomUUID();
  const key = randomBytes(32).toString("base64url");
  await db.execute(sql`
    insert into lms_packages (id, organization_id, module_id, format, key_hash, created_by, allowed_origins)
    values (${id}, ${input.organizationId}, ${input.moduleId}, ${input.format ?? "scorm12"}, ${lmsPackageKeyHash(key)},
      ${input.createdBy ?? null}, ${sql.param(input.allowedOrigins ?? [])}::text[])
  `);
  return { id, key };
}

/** Test fixture: a learner held for approval through the package (decision 392), as a launch records one. */
export async function createPendingLearnerRow(
  db: Db,
  input: { organizationId: string; packageId: string; externalId?: string; name?: string | null; now?: Date },
): Promise<{ id: string; externalId: string }> {
  const id = randomUUID();
  const externalId = input.externalId ?? `held-${randomBytes(4).toString("hex")}`;
  await db.execute(sql`
    insert into lms_pending_learners (id, organization_id, package_id, external_id, name, status, created_at)
    values (${id}, ${input.organizationId}, ${input.packageId}, ${externalId}, ${input.name ?? "Held Learner"},
      'pending', ${input.now ?? new Date()})
  `);
  return { id, externalId };
}
