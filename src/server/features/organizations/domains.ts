import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { domainTxtRecord, type OrganizationDomain } from "../../../contracts/organizations";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { conflict, notFound } from "../../errors";
import { recordAudit } from "../../platform/audit/audit";
import { type BodyAfterLookup, readBody } from "../../platform/http/body-after-lookup";
import { type TxtResolver, txtRecordsOf } from "./dns";

/**
 * Verified domains (issue 20 item 3): the owner claims a domain, proves it with a DNS TXT record
 * `pivot-verification=<token>`, and may then let people whose verified address is at that domain join
 * without an invitation (join.ts). A domain is verified by one organisation at most (a partial unique
 * index).
 */

interface DomainRecord {
  id: number;
  domain: string;
  token: string;
  verified_at: string | Date | null;
  auto_join: boolean;
  created_at: string | Date;
}

export interface DomainActor {
  id: string;
  ip: string | null;
}

const COLUMNS = sql.raw("id, domain, token, verified_at, auto_join, created_at");

const domainOf = (row: DomainRecord): OrganizationDomain => ({
  id: row.id,
  domain: row.domain,
  txtRecord: domainTxtRecord(row.token),
  verifiedAt: row.verified_at ? new Date(row.verified_at).toISOString() : null,
  autoJoin: row.auto_join,
  createdAt: new Date(row.created_at).toISOString(),
});

const verifiedElsewhere = (domain: string) =>
  conflict(`Another organisation has already verified ${domain}. Contact us if your organisation owns it.`);

/** Whether a write failed on this unique index (node-postgres and PGlite report it alike). */
export const isUniqueViolation = (error: unknown, index: string) => {
  const cause = (error as { cause?: { code?: string } }).cause ?? (error as { code?: string });
  return cause?.code === "23505" && JSON.stringify(cause).includes(index);
};

export async function listDomains(db: Db, organizationId: string): Promise<OrganizationDomain[]> {
  return rowsOf<DomainRecord>(
    await db.execute(
      sql`select ${COLUMNS} from organization_domains where organization_id = ${organizationId} order by domain, id`,
    ),
  ).map(domainOf);
}

async function domainIn(db: Db, organizationId: string, domainId: number): Promise<DomainRecord> {
  const [row] = rowsOf<DomainRecord>(
    await db.execute(
      sql`select ${COLUMNS} from organization_domains where id = ${domainId} and organization_id = ${organizationId}`,
    ),
  );
  if (!row) throw notFound("Domain not found");
  return row;
}

/** POST /api/organizations/{id}/domains: a new claim with its token; refused when the domain is taken. */
export async function addDomain(
  db: Db,
  organizationId: string,
  domain: string,
  actor: DomainActor,
): Promise<OrganizationDomain> {
  const taken = rowsOf(
    await db.execute(
      sql`select 1 from organization_domains where domain = ${domain} and verified_at is not null and organization_id <> ${organizationId}`,
    ),
  );
  if (taken.length > 0) throw verifiedElsewhere(domain);
  try {
    return await db.transaction(async (tx) => {
      const [row] = rowsOf<DomainRecord>(
        await tx.execute(sql`
          insert into organization_domains (organization_id, domain, token)
          values (${organizationId}, ${domain}, ${randomBytes(16).toString("hex")})
          returning ${COLUMNS}
        `),
      );
      await recordAudit(tx, {
        organizationId,
        actorId: actor.id,
        action: "domain.added",
        targetType: "domain",
        targetId: String(row.id),
        details: { domain },
        ipAddress: actor.ip,
      });
      return domainOf(row);
    });
  } catch (error) {
    if (isUniqueViolation(error, "organization_domains_org_domain_idx"))
      throw conflict(`${domain} is already on your organisation's list`);
    throw error;
  }
}

/**
 * POST …/domains/{domainId}/verify: looks the TXT records up (outside any transaction: DNS may take
 * seconds) and records the proof when one holds the token.
 */
export async function verifyDomain(
  db: Db,
  resolver: TxtResolver,
  organizationId: string,
  domainId: number,
  actor: DomainActor,
  now: Date,
): Promise<OrganizationDomain> {
  const row = await domainIn(db, organizationId, domainId);
  if (row.verified_at) return domainOf(row);
  const expected = domainTxtRecord(row.token);
  const records = await txtRecordsOf(resolver, row.domain);
  if (!records.some((record) => record.trim() === expected))
    throw conflict(
      `No TXT record "${expected}" was found at ${row.domain} yet. Add it at your DNS provider and try again: changes can take a few hours to appear.`,
    );
  try {
    return await db.transaction(async (tx) => {
      const [verified] = rowsOf<DomainRecord>(
        await tx.execute(sql`
          update organization_domains set verified_at = ${now.toISOString()}
          where id = ${row.id} and organization_id = ${organizationId}
          returning ${COLUMNS}
        `),
      );
      if (!verified) throw notFound("Domain not found");
      await recordAudit(tx, {
        organizationId,
        actorId: actor.id,
        action: "domain.verified",
        targetType: "domain",
        targetId: String(row.id),
        details: { domain: row.domain },
        ipAddress: actor.ip,
      });
      return domainOf(verified);
    });
  } catch (error) {
    if (isUniqueViolation(error, "organization_domains_verified_idx")) throw verifiedElsewhere(row.domain);
    throw error;
  }
}

/** PATCH …/domains/{domainId}: automatic joining on or off (on only once the domain is verified). */
export async function updateDomain(
  db: Db,
  organizationId: string,
  domainId: number,
  auto: BodyAfterLookup<boolean>,
  actor: DomainActor,
): Promise<OrganizationDomain> {
  return db.transaction(async (tx) => {
    const [row] = rowsOf<DomainRecord>(
      await tx.execute(sql`
        select ${COLUMNS} from organization_domains where id = ${domainId} and organization_id = ${organizationId}
        for update
      `),
    );
    if (!row) throw notFound("Domain not found");
    const autoJoin = readBody(auto);
    if (autoJoin && !row.verified_at)
      throw conflict(`Verify ${row.domain} before letting people join with its addresses`);
    if (row.auto_join === autoJoin) return domainOf(row);
    await tx.execute(sql`update organization_domains set auto_join = ${autoJoin} where id = ${row.id}`);
    await recordAudit(tx, {
      organizationId,
      actorId: actor.id,
      action: "organization.settings_changed",
      targetType: "domain",
      targetId: String(row.id),
      details: { domain: row.domain, autoJoin },
      ipAddress: actor.ip,
    });
    return domainOf({ ...row, auto_join: autoJoin });
  });
}

/** DELETE …/domains/{domainId}: the claim goes, and with it automatic joining by that domain. */
export async function removeDomain(db: Db, organizationId: string, domainId: number, actor: DomainActor) {
  await db.transaction(async (tx) => {
    const [row] = rowsOf<{ id: number; domain: string }>(
      await tx.execute(sql`
        delete from organization_domains where id = ${domainId} and organization_id = ${organizationId}
        returning id, domain
      `),
    );
    if (!row) throw notFound("Domain not found");
    await recordAudit(tx, {
      organizationId,
      actorId: actor.id,
      action: "domain.removed",
      targetType: "domain",
      targetId: String(row.id),
      details: { domain: row.domain },
      ipAddress: actor.ip,
    });
  });
}
