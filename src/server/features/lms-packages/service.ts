import { createHash, randomBytes, randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { CurrentUser } from "../../../contracts/auth";
import {
  LMS_PACKAGE_PAGE_SIZE,
  type LmsLaunchAnswer,
  type LmsLaunchInput,
  type LmsPackage,
  type LmsPackageFormat,
  type LmsPackageList,
} from "../../../contracts/lms-packages";
import type { AppConfig } from "../../config";
import type { Db } from "../../db/client";
import { moduleHasKnowledgeCheck } from "../../db/module-summary";
import { queryRows, rowIso } from "../../db/rows";
import { forbidden, HttpError, notFound } from "../../errors";
import { recordAudit } from "../../platform/audit/audit";
import { writeTransaction } from "../../platform/caches/writes";
import { issueLaunchToken } from "../../platform/lms/launch-token";
import { provisionExternalLearner } from "../../platform/organizations/external-learner";
import { ensureLmsIntegration, hasLmsIntegration } from "../../platform/organizations/lms-integration";
import { activeMembership } from "../../platform/organizations/scope";
import { buildPackageZip, type PackageModule } from "./package-builder";

/**
 * LMS packages (issue 24 item 1, decision 325): owners and admins of the active organisation
 * download a SCORM 1.2 or cmi5 package of a module or a pathway; each download is a row holding the
 * SHA-256 of the random key the package embeds. A launch from the LMS names its package by that key;
 * PIVOT provisions the LMS's learner as a member of the organisation (a seat) and answers the player's
 * address with a single-use launch token (platform/lms/launch-token.ts).
 */

export interface Actor {
  id: string;
  ip: string | null;
}

export type PackageKind = "module" | "pathway";

const hashKey = (key: string) => createHash("sha256").update(key).digest("hex");

/**
 * The organisation a caller makes packages for: their active one, where they are an owner or an admin.
 * Someone in no organisation has nothing to package for (404, as for a module that does not exist).
 */
async function packagingOrganization(db: Db, user: Pick<CurrentUser, "id" | "activeOrganizationId">) {
  const membership = await activeMembership(db, user.id, user.activeOrganizationId);
  if (!membership)
    throw notFound("LMS packages are made for an organisation, and you are not a member of one on PIVOT.");
  if (membership.role !== "owner" && membership.role !== "admin")
    throw forbidden("Only the organisation's owners and admins can download LMS packages.");
  return membership.organizationId;
}

interface ModuleRow {
  id: number;
  slug: string;
  title: string;
  description: string;
  check_pass_mark: number;
  has_check: boolean;
}

const toPackageModule = (row: ModuleRow): PackageModule => ({
  id: Number(row.id),
  title: row.title,
  description: row.description,
  passMark: row.has_check ? Number(row.check_pass_mark) : null,
});

/** What a package opens: an active module, or a pathway with its active modules in order. */
async function packageTarget(db: Db, kind: PackageKind, id: number) {
  const columns = sql`modules.id, modules.slug, modules.title, modules.description, modules.check_pass_mark,
    ${moduleHasKnowledgeCheck} as has_check`;
  if (kind === "module") {
    const [row] = await queryRows<ModuleRow>(
      db,
      sql`select ${columns} from modules where modules.id = ${id} and modules.is_active`,
    );
    if (!row) throw notFound("Module not found");
    return { slug: row.slug, title: row.title, description: row.description, modules: [toPackageModule(row)] };
  }
  const [pathway] = await queryRows<{ slug: string; title: string; description: string }>(
    db,
    sql`select slug, title, description from pathways where id = ${id}`,
  );
  if (!pathway) throw notFound("Pathway not found");
  const rows = await queryRows<ModuleRow>(
    db,
    sql`select ${columns}
      from pathway_modules pm join modules on modules.id = pm.module_id
      where pm.pathway_id = ${id} and modules.is_active
      order by pm.position, modules.id`,
  );
  if (rows.length === 0) throw notFound("This pathway has no modules to package yet.");
  return { ...pathway, modules: rows.map(toPackageModule) };
}

/** A new package of a module or a pathway, as a ZIP, and the row that lets it launch. */
export async function exportPackage(
  db: Db,
  config: AppConfig,
  user: Pick<CurrentUser, "id" | "activeOrganizationId">,
  ip: string | null,
  target: { kind: PackageKind; id: number },
  format: LmsPackageFormat,
  now: Date,
): Promise<{ bytes: Uint8Array; fileName: string }> {
  const organizationId = await packagingOrganization(db, user);
  const content = await packageTarget(db, target.kind, target.id);
  await ensureLmsIntegration(db, organizationId, now);
  const packageId = randomUUID();
  const packageKey = randomBytes(32).toString("base64url");
  const bytes = await buildPackageZip({
    packageId,
    packageKey,
    format,
    origin: new URL(config.baseUrl).origin,
    title: content.title,
    description: content.description,
    modules: content.modules,
    isPathway: target.kind === "pathway",
  });
  await writeTransaction(db, async (tx) => {
    await tx.execute(sql`
      insert into lms_packages (id, organization_id, module_id, pathway_id, format, key_hash, created_by, created_at)
      values (${packageId}, ${organizationId}, ${target.kind === "module" ? target.id : null},
        ${target.kind === "pathway" ? target.id : null}, ${format}, ${hashKey(packageKey)}, ${user.id}, ${now})
    `);
    await recordAudit(tx, {
      organizationId,
      actorId: user.id,
      action: "lms_package.exported",
      targetType: "lms_package",
      targetId: packageId,
      details: { format, [target.kind === "module" ? "moduleId" : "pathwayId"]: target.id, title: content.title },
      ipAddress: ip,
    });
  });
  return { bytes, fileName: `pivot-${content.slug}-${format}.zip` };
}

interface PackageRow {
  id: string;
  format: LmsPackageFormat;
  module_id: number | null;
  pathway_id: number | null;
  title: string | null;
  created_by_name: string | null;
  created_at: Date | string;
  revoked_at: Date | string | null;
  launches: number | string;
  learners: number | string;
  last_launch_at: Date | string | null;
}

const packageSelect = sql`
  select p.id, p.format, p.module_id, p.pathway_id, coalesce(m.title, pw.title) as title,
    u.name as created_by_name, p.created_at, p.revoked_at,
    coalesce(l.launches, 0) as launches, coalesce(l.learners, 0) as learners, l.last_launch_at
  from lms_packages p
  left join modules m on m.id = p.module_id
  left join pathways pw on pw.id = p.pathway_id
  left join "user" u on u.id = p.created_by
  left join lateral (
    select count(*) as launches, count(distinct user_id) as learners, max(launched_at) as last_launch_at
    from lms_package_launches where package_id = p.id
  ) l on true`;

const toPackage = (row: PackageRow): LmsPackage => ({
  id: row.id,
  format: row.format,
  target:
    row.module_id !== null
      ? { kind: "module", id: Number(row.module_id), title: row.title ?? "" }
      : { kind: "pathway", id: Number(row.pathway_id), title: row.title ?? "" },
  createdByName: row.created_by_name,
  createdAt: rowIso(row.created_at),
  revokedAt: row.revoked_at === null ? null : rowIso(row.revoked_at),
  launches: Number(row.launches),
  learners: Number(row.learners),
  lastLaunchAt: row.last_launch_at === null ? null : rowIso(row.last_launch_at),
});

/** The organisation's packages, newest first, a page at a time. */
export async function listPackages(db: Db, organizationId: string, page: number, now: Date): Promise<LmsPackageList> {
  const offset = (page - 1) * LMS_PACKAGE_PAGE_SIZE;
  const [rows, [count], lmsIntegration] = await Promise.all([
    queryRows<PackageRow>(
      db,
      sql`${packageSelect} where p.organization_id = ${organizationId}
        order by p.created_at desc, p.id limit ${LMS_PACKAGE_PAGE_SIZE} offset ${offset}`,
    ),
    queryRows<{ total: number | string }>(
      db,
      sql`select count(*) as total from lms_packages where organization_id = ${organizationId}`,
    ),
    hasLmsIntegration(db, organizationId, now),
  ]);
  return {
    lmsIntegration,
    items: rows.map(toPackage),
    total: Number(count?.total ?? 0),
    page,
    pageSize: LMS_PACKAGE_PAGE_SIZE,
  };
}

async function packageOf(db: Db, organizationId: string, packageId: string): Promise<LmsPackage> {
  const [row] = await queryRows<PackageRow>(
    db,
    sql`${packageSelect} where p.organization_id = ${organizationId} and p.id = ${packageId}`,
  );
  if (!row) throw notFound("Package not found");
  return toPackage(row);
}

/** Withdraws a package: its next launches are refused. Revoking a revoked package changes nothing. */
export async function revokePackage(
  db: Db,
  organizationId: string,
  packageId: string,
  actor: Actor,
  now: Date,
): Promise<LmsPackage> {
  await packageOf(db, organizationId, packageId);
  await ensureLmsIntegration(db, organizationId, now);
  await writeTransaction(db, async (tx) => {
    const revoked = await queryRows<{ id: string }>(
      tx,
      sql`update lms_packages set revoked_at = ${now}
        where id = ${packageId} and organization_id = ${organizationId} and revoked_at is null
        returning id`,
    );
    if (revoked.length === 0) return;
    await recordAudit(tx, {
      organizationId,
      actorId: actor.id,
      action: "lms_package.revoked",
      targetType: "lms_package",
      targetId: packageId,
      ipAddress: actor.ip,
    });
  });
  return packageOf(db, organizationId, packageId);
}

interface LaunchPackageRow {
  id: string;
  organization_id: string;
  organization_name: string;
  module_id: number | null;
  pathway_id: number | null;
  format: LmsPackageFormat;
  revoked_at: Date | string | null;
}

/** Step 2 of the LMS launch protocol: the package's learner, made a member, and a launch token for the player. */
export async function launchPackage(
  db: Db,
  config: AppConfig,
  body: LmsLaunchInput,
  ip: string | null,
  now: Date,
): Promise<LmsLaunchAnswer> {
  const [pkg] = await queryRows<LaunchPackageRow>(
    db,
    sql`select p.id, p.organization_id, o.name as organization_name, p.module_id, p.pathway_id, p.format, p.revoked_at
      from lms_packages p join organization o on o.id = p.organization_id
      where p.key_hash = ${hashKey(body.packageKey)}`,
  );
  if (!pkg)
    throw new HttpError(
      401,
      "This package is not known to PIVOT Learning. Ask your LMS administrator to upload a new one.",
    );
  if (pkg.revoked_at !== null)
    throw forbidden(
      `This package has been withdrawn by ${pkg.organization_name}. Ask your LMS administrator for a new one.`,
    );
  if (!(await hasLmsIntegration(db, pkg.organization_id, now)))
    throw forbidden(
      `${pkg.organization_name}'s PIVOT Learning plan no longer includes LMS integration, so this module cannot open. Ask your LMS administrator.`,
    );
  const moduleId = await launchedModule(db, pkg, body.moduleId);
  const { userId } = await provisionExternalLearner(db, {
    organizationId: pkg.organization_id,
    source: pkg.format,
    issuer: pkg.id,
    externalId: body.learner.id,
    name: body.learner.name ?? null,
    email: null,
    now,
    ip,
  });
  await writeTransaction(db, async (tx) => {
    await tx.execute(sql`
      insert into lms_package_launches (package_id, user_id, module_id, launched_at)
      values (${pkg.id}, ${userId}, ${moduleId}, ${now})
    `);
    await recordAudit(tx, {
      organizationId: pkg.organization_id,
      actorId: userId,
      action: "lms_package.launched",
      targetType: "lms_package",
      targetId: pkg.id,
      details: { moduleId, format: pkg.format },
      ipAddress: ip,
    });
  });
  const token = await issueLaunchToken(
    db,
    { organizationId: pkg.organization_id, userId, moduleId, packageId: pkg.id, format: pkg.format },
    now,
    config.authSecret,
  );
  const [person] = await queryRows<{ name: string }>(db, sql`select name from "user" where id = ${userId}`);
  return {
    playerUrl: `${new URL(config.baseUrl).origin}/lms/play#launch=${encodeURIComponent(token)}`,
    learnerName: person?.name ?? "",
  };
}

/** The module a launch opens: the package's own, or the named one of its pathway (still active). */
async function launchedModule(db: Db, pkg: LaunchPackageRow, named: number | undefined): Promise<number> {
  const notInPackage = () => notFound("This module is not part of the package, or is no longer on PIVOT Learning.");
  if (pkg.module_id !== null) {
    if (named !== undefined && named !== Number(pkg.module_id)) throw notInPackage();
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`select id from modules where id = ${pkg.module_id} and is_active`,
    );
    if (!row) throw notInPackage();
    return Number(row.id);
  }
  if (named === undefined) throw notInPackage();
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select m.id from pathway_modules pm join modules m on m.id = pm.module_id
      where pm.pathway_id = ${pkg.pathway_id} and pm.module_id = ${named} and m.is_active`,
  );
  if (!row) throw notInPackage();
  return Number(row.id);
}

export const lmsPackageKeyHash = hashKey;
