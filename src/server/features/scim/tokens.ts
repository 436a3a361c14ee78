import { createHash, randomBytes, randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { CreatedScimToken, ScimToken } from "../../../contracts/scim";
import type { Db } from "../../db/client";
import { queryRows, rowIso } from "../../db/rows";
import { notFound } from "../../errors";
import { recordAudit } from "../../platform/audit/audit";

/**
 * Bearer tokens of an organisation's SCIM endpoint (issue 21 item 2). 32 random bytes, shown once;
 * only their SHA-256 is kept. A revoked token is refused from the next request: every request looks
 * its token up (no cache), which is one indexed read.
 */

const TOKEN_PREFIX = "pivot_scim_";
/** How much of a token the settings page shows to tell tokens apart (the prefix and 6 random characters). */
const SHOWN_LENGTH = TOKEN_PREFIX.length + 6;

export const hashScimToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A new token's text: what the owner pastes into the identity provider. */
export const newScimToken = () => `${TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`;

interface TokenRow {
  id: string;
  name: string;
  prefix: string;
  created_at: Date | string;
  created_by_name: string | null;
  last_used_at: Date | string | null;
}

const tokenOf = (row: TokenRow): ScimToken => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  createdAt: rowIso(row.created_at),
  createdByName: row.created_by_name,
  lastUsedAt: row.last_used_at ? rowIso(row.last_used_at) : null,
});

const TOKEN_SELECT = sql`
  select t.id, t.name, t.prefix, t.created_at, t.last_used_at,
    coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.name) as created_by_name
  from scim_tokens t left join "user" u on u.id = t.created_by
`;

/** GET /api/organizations/{id}/scim/tokens: the tokens not revoked, newest first. */
export async function listScimTokens(db: Db, organizationId: string): Promise<ScimToken[]> {
  const rows = await queryRows<TokenRow>(
    db,
    sql`${TOKEN_SELECT} where t.organization_id = ${organizationId} and t.revoked_at is null order by t.created_at desc, t.id`,
  );
  return rows.map(tokenOf);
}

interface Actor {
  userId: string;
  ip: string | null;
}

/** POST /api/organizations/{id}/scim/tokens: the only answer that carries the token. */
export async function createScimToken(
  db: Db,
  organizationId: string,
  name: string,
  actor: Actor,
  now: Date,
): Promise<CreatedScimToken> {
  const token = newScimToken();
  const id = randomUUID();
  const prefix = token.slice(0, SHOWN_LENGTH);
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into scim_tokens (id, organization_id, name, token_hash, prefix, created_by, created_at)
      values (${id}, ${organizationId}, ${name}, ${hashScimToken(token)}, ${prefix}, ${actor.userId}, ${now.toISOString()})
    `);
    await recordAudit(tx, {
      organizationId,
      actorId: actor.userId,
      action: "scim.token_created",
      targetType: "scim_token",
      targetId: id,
      details: { name, prefix },
      ipAddress: actor.ip,
    });
  });
  const [row] = await queryRows<TokenRow>(db, sql`${TOKEN_SELECT} where t.id = ${id}`);
  return { ...tokenOf(row), token };
}

/** DELETE /api/organizations/{id}/scim/tokens/{tokenId}: refused from the next SCIM request on. */
export async function revokeScimToken(db: Db, organizationId: string, tokenId: string, actor: Actor, now: Date) {
  await db.transaction(async (tx) => {
    const [row] = await queryRows<{ name: string; prefix: string }>(
      tx,
      sql`update scim_tokens set revoked_at = ${now.toISOString()}
        where id = ${tokenId} and organization_id = ${organizationId} and revoked_at is null
        returning name, prefix`,
    );
    if (!row) throw notFound("Token not found");
    await recordAudit(tx, {
      organizationId,
      actorId: actor.userId,
      action: "scim.token_revoked",
      targetType: "scim_token",
      targetId: tokenId,
      details: { name: row.name, prefix: row.prefix },
      ipAddress: actor.ip,
    });
  });
}

/** How often a token's "last used" is written: not on every call of a busy provisioning run. */
const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * The organisation and token a bearer token stands for, or null (unknown, revoked, or its
 * organisation gone). Marks it used at most once a minute.
 */
export async function authenticateScimToken(
  db: Db,
  token: string,
  now: Date,
): Promise<{ organizationId: string; tokenId: string } | null> {
  if (!token.startsWith(TOKEN_PREFIX) || token.length > 200) return null;
  const [row] = await queryRows<{ id: string; organization_id: string; last_used_at: Date | string | null }>(
    db,
    sql`select t.id, t.organization_id, t.last_used_at from scim_tokens t
      join organization o on o.id = t.organization_id
      where t.token_hash = ${hashScimToken(token)} and t.revoked_at is null`,
  );
  if (!row) return null;
  const lastUsed = row.last_used_at ? new Date(row.last_used_at).getTime() : 0;
  if (now.getTime() - lastUsed >= LAST_USED_RESOLUTION_MS)
    await db.execute(sql`update scim_tokens set last_used_at = ${now.toISOString()} where id = ${row.id}`);
  return { organizationId: row.organization_id, tokenId: row.id };
}
