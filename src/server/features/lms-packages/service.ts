import { createHash, randomBytes, randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { CurrentUser } from "../../../contracts/auth";
import {
  LMS_LEARNERS_BEFORE_APPROVAL,
  LMS_NEW_LEARNERS_PER_HOUR,
  LMS_PACKAGE_PAGE_SIZE,
  LMS_PENDING_PAGE_SIZE,
  type LmsLaunchAnswer,
  type LmsLaunchInput,
  type LmsPackage,
  type LmsPackageFormat,
  type LmsPackageList,
  type LmsPendingDecision,
  type LmsPendingLearnerList,
} from "../../../contracts/lms-packages";
import { checkLmsOrigins } from "../../../domain/lms-origins";
import type { AppConfig } from "../../config";
import type { Db } from "../../db/client";
import { moduleHasKnowledgeCheck } from "../../db/module-summary";
import { queryRows, rowIso } from "../../db/rows";
import { badRequest, conflict, forbidden, HttpError, notFound } from "../../errors";
import { recordAudit } from "../../platform/audit/audit";
import { type Tx, writeTransaction } from "../../platform/caches/writes";
import { type BodyAfterLookup, readBody } from "../../platform/http/body-after-lookup";
import { issueLaunchToken } from "../../platform/lms/launch-token";
import {
  namesOf,
  provisionExternalLearner,
  provisionExternalLearnerIn,
} from "../../platform/organizations/external-learner";
import { ensureLmsIntegration, hasLmsIntegration } from "../../platform/organizations/lms-integration";
import { activeMembership } from "../../platform/organizations/scope";
import { buildPackageZip, type PackageModule } from "./package-builder";

/**
 * LMS packages (issue 24 item 1, decision 325): owners and admins of the active organisation
 * download a SCORM 1.2 or cmi5 package of a module or a pathway; each download is a row holding the
 * SHA-256 of the random key the package embeds. A launch from the LMS names its package by that key;
 * PIVOT provisions the LMS's learner as a member of the organisation (a seat) and answers the player's
 * address with a single-use launch token (platform/lms/launch-token.ts).
 *
 * Decision 392: the key is in every learner's browser, so it alone adds nobody. A launch must come from
 * an LMS origin the owner registered for the package, and new learners through a package are counted per
 * hour: beyond LMS_LEARNERS_BEFORE_APPROVAL they are held for approval (no membership, no seat), beyond
 * LMS_NEW_LEARNERS_PER_HOUR nobody is added at all.
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
  allowed_origins: string[] | string | null;
  pending_learners: number | string;
}

/** A text[] as the driver gives it: an array (node-postgres, PGlite) or, defensively, its literal. */
const textArray = (value: string[] | string | null): string[] =>
  Array.isArray(value)
    ? value
    : typeof value === "string" && value.length > 2
      ? value
          .slice(1, -1)
          .split(",")
          .map((v) => v.replace(/^"|"$/g, ""))
      : [];

const packageSelect = sql`
  select p.id, p.format, p.module_id, p.pathway_id, coalesce(m.title, pw.title) as title,
    u.name as created_by_name, p.created_at, p.revoked_at,
    coalesce(l.launches, 0) as launches, coalesce(l.learners, 0) as learners, l.last_launch_at,
    p.allowed_origins,
    (select count(*) from lms_pending_learners q where q.package_id = p.id and q.status = 'pending') as pending_learners
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
  allowedOrigins: textArray(row.allowed_origins),
  pendingLearners: Number(row.pending_learners),
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
  allowed_origins: string[] | string | null;
}

/**
 * The origins a package may be launched from, replaced by the owner's list (decision 392): https only,
 * http for this computer outside production; audited with the list before and after.
 */
export async function setPackageOrigins(
  db: Db,
  config: AppConfig,
  organizationId: string,
  packageId: string,
  body: BodyAfterLookup<readonly string[]>,
  actor: Actor,
  now: Date,
): Promise<LmsPackage> {
  const before = await packageOf(db, organizationId, packageId);
  await ensureLmsIntegration(db, organizationId, now);
  if (before.revokedAt !== null)
    throw conflict("This package has been withdrawn: its LMS web addresses cannot change.");
  const checked = checkLmsOrigins(readBody(body), config.env !== "production");
  if ("error" in checked) throw badRequest(checked.error);
  await writeTransaction(db, async (tx) => {
    await tx.execute(sql`
      update lms_packages set allowed_origins = ${sql.param(checked.origins)}::text[]
      where id = ${packageId} and organization_id = ${organizationId}
    `);
    await recordAudit(tx, {
      organizationId,
      actorId: actor.id,
      action: "lms_package.origins_changed",
      targetType: "lms_package",
      targetId: packageId,
      details: { before: before.allowedOrigins, after: checked.origins },
      ipAddress: actor.ip,
    });
  });
  return packageOf(db, organizationId, packageId);
}

/** The origin a launch came from: its Origin header, or its Referer's origin when there is none ("null" counts as none). */
export function launchOriginOf(headers: { origin?: string | string[]; referer?: string | string[] }): string | null {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const origin = first(headers.origin)?.trim();
  if (origin && origin !== "null") {
    try {
      return new URL(origin).origin;
    } catch {
      return null;
    }
  }
  const referer = first(headers.referer)?.trim();
  if (!referer) return null;
  try {
    const parsed = new URL(referer).origin;
    return parsed === "null" ? null : parsed;
  } catch {
    return null;
  }
}

const HOUR_MS = 60 * 60 * 1000;

/** New learners through a package since `since`: those linked (not through an approval) and those held. */
async function newLearnersSince(tx: Tx, pkg: LaunchPackageRow, since: Date): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(
    tx,
    sql`select
      (select count(*) from external_learners e
        where e.organization_id = ${pkg.organization_id} and e.source = ${pkg.format} and e.issuer = ${pkg.id}
          and e.created_at > ${since}
          and not exists (select 1 from lms_pending_learners q where q.package_id = ${pkg.id} and q.external_id = e.external_id))
      + (select count(*) from lms_pending_learners where package_id = ${pkg.id} and created_at > ${since}) as n`,
  );
  return Number(row?.n ?? 0);
}

/** Step 2 of the LMS launch protocol: the package's learner, made a member, and a launch token for the player. */
export async function launchPackage(
  db: Db,
  config: AppConfig,
  body: LmsLaunchInput,
  origin: string | null,
  ip: string | null,
  now: Date,
): Promise<LmsLaunchAnswer> {
  const [pkg] = await queryRows<LaunchPackageRow>(
    db,
    sql`select p.id, p.organization_id, o.name as organization_name, p.module_id, p.pathway_id, p.format, p.revoked_at,
        p.allowed_origins
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
  await ensureLaunchOrigin(db, pkg, origin, body.learner.id);
  const moduleId = await launchedModule(db, pkg, body.moduleId);
  const held = { reason: "held" as "held" | "waiting" | "rejected" };
  const provisioned = await provisionExternalLearner(
    db,
    {
      organizationId: pkg.organization_id,
      source: pkg.format,
      issuer: pkg.id,
      externalId: body.learner.id,
      name: body.learner.name ?? null,
      email: null,
      now,
      ip,
    },
    async (tx) => {
      const [request] = await queryRows<{ status: "pending" | "approved" | "rejected" }>(
        tx,
        sql`select status from lms_pending_learners where package_id = ${pkg.id} and external_id = ${body.learner.id}`,
      );
      if (request?.status === "pending") {
        held.reason = "waiting";
        return "hold";
      }
      if (request?.status === "rejected") {
        held.reason = "rejected";
        return "hold";
      }
      if (request?.status === "approved") return "admit";
      const count = await newLearnersSince(tx, pkg, new Date(now.getTime() - HOUR_MS));
      if (count >= LMS_NEW_LEARNERS_PER_HOUR)
        throw new HttpError(
          429,
          `${LMS_NEW_LEARNERS_PER_HOUR} new learners have already joined ${pkg.organization_name} through this package in the last hour, the most PIVOT Learning allows, so nobody new can join now. Try again in an hour, or ask your LMS administrator.`,
        );
      if (count < LMS_LEARNERS_BEFORE_APPROVAL) return "admit";
      const id = randomUUID();
      await tx.execute(sql`
        insert into lms_pending_learners (id, organization_id, package_id, external_id, name, status, created_at)
        values (${id}, ${pkg.organization_id}, ${pkg.id}, ${body.learner.id}, ${body.learner.name?.trim() ? namesOf(body.learner.name).full : null},
          'pending', ${now})
      `);
      await recordAudit(tx, {
        organizationId: pkg.organization_id,
        actorId: null,
        action: "lms_package.learner_held",
        targetType: "lms_package",
        targetId: pkg.id,
        details: { pendingLearnerId: id, externalId: body.learner.id, newLearnersThisHour: count + 1 },
        ipAddress: ip,
      });
      return "hold";
    },
  );
  if (!provisioned)
    throw forbidden(
      held.reason === "rejected"
        ? `${pkg.organization_name} did not approve this learner for PIVOT Learning, so this module cannot open. Ask your LMS administrator.`
        : `You are waiting for ${pkg.organization_name} to approve you on PIVOT Learning: many new learners arrived through this package in the last hour. Once an administrator of ${pkg.organization_name} approves you, launch the module again.`,
    );
  const { userId } = provisioned;
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

/**
 * A launch must come from an LMS origin registered for the package. A package with none registered yet
 * (one downloaded before decision 392, or not set up) still opens for the learners it already knows, so
 * nobody already learning is locked out, but adds nobody new.
 */
async function ensureLaunchOrigin(db: Db, pkg: LaunchPackageRow, origin: string | null, externalId: string) {
  const allowed = textArray(pkg.allowed_origins);
  const ask = `Ask your LMS administrator to have ${pkg.organization_name}'s PIVOT Learning administrator add`;
  if (allowed.length > 0) {
    if (origin !== null && allowed.includes(origin)) return;
    throw forbidden(
      origin === null
        ? `PIVOT Learning could not tell which website this launch came from, so it was refused. ${ask} your LMS's web address to the package, and open the module from your LMS.`
        : `This package may not be launched from ${origin}. ${ask} ${origin} to the package's LMS web addresses.`,
    );
  }
  const [known] = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from external_learners
      where organization_id = ${pkg.organization_id} and source = ${pkg.format} and issuer = ${pkg.id}
        and external_id = ${externalId}`,
  );
  if (known) return;
  throw forbidden(
    `This package is not set up for your LMS yet, so no new learner can join through it. ${ask} ${origin ?? "your LMS's web address"} to the package's LMS web addresses.`,
  );
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

interface PendingRow {
  id: string;
  external_id: string;
  name: string | null;
  package_id: string;
  format: LmsPackageFormat;
  title: string | null;
  created_at: Date | string;
}

/** Learners held for approval in the organisation's packages, oldest first, a page at a time. */
export async function listPendingLearners(
  db: Db,
  organizationId: string,
  page: number,
): Promise<LmsPendingLearnerList> {
  const offset = (page - 1) * LMS_PENDING_PAGE_SIZE;
  const [rows, [count]] = await Promise.all([
    queryRows<PendingRow>(
      db,
      sql`select q.id, q.external_id, q.name, q.package_id, p.format, coalesce(m.title, pw.title) as title, q.created_at
        from lms_pending_learners q
        join lms_packages p on p.id = q.package_id
        left join modules m on m.id = p.module_id
        left join pathways pw on pw.id = p.pathway_id
        where q.organization_id = ${organizationId} and q.status = 'pending'
        order by q.created_at, q.id limit ${LMS_PENDING_PAGE_SIZE} offset ${offset}`,
    ),
    queryRows<{ total: number | string }>(
      db,
      sql`select count(*) as total from lms_pending_learners where organization_id = ${organizationId} and status = 'pending'`,
    ),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      externalId: row.external_id,
      name: row.name,
      package: { id: row.package_id, format: row.format, title: row.title ?? "" },
      createdAt: rowIso(row.created_at),
    })),
    total: Number(count?.total ?? 0),
    page,
    pageSize: LMS_PENDING_PAGE_SIZE,
  };
}

const NOT_WAITING = "This learner is not waiting for approval: they may have been approved or rejected already.";

interface HeldRow {
  id: string;
  package_id: string;
  format: LmsPackageFormat;
  external_id: string;
  name: string | null;
  revoked_at: Date | string | null;
}

/** The organisation's held learner is there (404 otherwise), before the plan is checked, as for a package. */
async function ensureHeld(db: Db, organizationId: string, learnerId: string, now: Date) {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`select id from lms_pending_learners
      where id = ${learnerId} and organization_id = ${organizationId} and status = 'pending'`,
  );
  if (!row) throw notFound(NOT_WAITING);
  await ensureLmsIntegration(db, organizationId, now);
}

/** The held learner, locked for the decision: one of the organisation's, still pending (404 otherwise). */
async function heldLearner(tx: Tx, organizationId: string, learnerId: string): Promise<HeldRow> {
  const [row] = await queryRows<HeldRow>(
    tx,
    sql`select q.id, q.package_id, p.format, q.external_id, q.name, p.revoked_at
      from lms_pending_learners q join lms_packages p on p.id = q.package_id
      where q.id = ${learnerId} and q.organization_id = ${organizationId} and q.status = 'pending'
      for update of q`,
  );
  if (!row) throw notFound(NOT_WAITING);
  return row;
}

/**
 * Approves a held learner: provisioned as any learner of the package (a member, a seat: 409 with the seat
 * message when none is left, and they stay held), and audited. Their next launch opens the module.
 */
export async function approvePendingLearner(
  db: Db,
  organizationId: string,
  learnerId: string,
  actor: Actor,
  now: Date,
): Promise<LmsPendingDecision> {
  await ensureHeld(db, organizationId, learnerId, now);
  const { userId, afterCommit } = await writeTransaction(db, async (tx, changes) => {
    const held = await heldLearner(tx, organizationId, learnerId);
    if (held.revoked_at !== null) throw conflict("This learner's package has been withdrawn: reject them instead.");
    const { account, afterCommit } = await provisionExternalLearnerIn(tx, changes, {
      organizationId,
      source: held.format,
      issuer: held.package_id,
      externalId: held.external_id,
      name: held.name,
      email: null,
      now,
      ip: actor.ip,
    });
    await tx.execute(
      sql`update lms_pending_learners set status = 'approved', decided_at = ${now} where id = ${held.id}`,
    );
    await recordAudit(tx, {
      organizationId,
      actorId: actor.id,
      action: "lms_package.learner_approved",
      targetType: "lms_package",
      targetId: held.package_id,
      details: { pendingLearnerId: held.id, externalId: held.external_id, userId: account?.userId ?? null },
      ipAddress: actor.ip,
    });
    return { userId: account?.userId ?? null, afterCommit };
  });
  if (afterCommit) await afterCommit(db);
  return { id: learnerId, status: "approved", userId };
}

/** Rejects a held learner: nobody is added, their next launches are refused; audited. */
export async function rejectPendingLearner(
  db: Db,
  organizationId: string,
  learnerId: string,
  actor: Actor,
  now: Date,
): Promise<LmsPendingDecision> {
  await ensureHeld(db, organizationId, learnerId, now);
  await writeTransaction(db, async (tx) => {
    const held = await heldLearner(tx, organizationId, learnerId);
    await tx.execute(
      sql`update lms_pending_learners set status = 'rejected', decided_at = ${now} where id = ${held.id}`,
    );
    await recordAudit(tx, {
      organizationId,
      actorId: actor.id,
      action: "lms_package.learner_rejected",
      targetType: "lms_package",
      targetId: held.package_id,
      details: { pendingLearnerId: held.id, externalId: held.external_id },
      ipAddress: actor.ip,
    });
  });
  return { id: learnerId, status: "rejected", userId: null };
}
