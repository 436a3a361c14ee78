import { sql } from "drizzle-orm";
import type { ApiKey, ApiKeyList, CreateApiKeyInput, CreatedApiKey } from "../../../contracts/api-keys";
import { PUBLIC_API_BASE_PATH } from "../../../contracts/public-api";
import { absoluteUrl } from "../../../contracts/routes";
import { PLANS } from "../../../domain/plans";
import { API_KEY_RESOURCE } from "../../auth/api-keys";
import type { Auth } from "../../auth/auth";
import type { Db } from "../../db/client";
import { queryRows, rowIso } from "../../db/rows";
import { forbidden, notFound } from "../../errors";
import { type Executor, recordAudit } from "../../platform/audit/audit";
import { type BodyAfterLookup, readBody } from "../../platform/http/body-after-lookup";
import { organizationPlan } from "../../platform/organizations/seats";

/**
 * An organisation's API keys (issue 23 item 4; decision 300). Better Auth's API-key plugin creates
 * them (auth/api-keys.ts), key-access.ts verifies them (decision 409); the list and revocation read and
 * delete its table here, in
 * the organisation's scope and with the audit entry in the same transaction.
 */

export const NO_API_ACCESS_MESSAGE =
  "Your organisation's plan does not include API access: the Organisation and Enterprise Plus plans do";

/** Whether the organisation's live plan includes the public API (domain/plans.ts apiAccess). */
export async function hasApiAccess(db: Executor, organizationId: string, now: Date): Promise<boolean> {
  const plan = await organizationPlan(db, organizationId, now);
  return plan !== null && PLANS[plan.tier].apiAccess;
}

/** The scope a key's stored permissions give: write includes read. */
export function scopeOf(permissions: unknown): "read" | "write" | null {
  const parsed = typeof permissions === "string" ? safeParse(permissions) : permissions;
  const actions = (parsed as Record<string, unknown> | null)?.[API_KEY_RESOURCE];
  if (!Array.isArray(actions)) return null;
  if (actions.includes("write")) return "write";
  return actions.includes("read") ? "read" : null;
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

interface KeyRow {
  id: string;
  name: string | null;
  start: string | null;
  permissions: string | null;
  created_at: Date | string;
  expires_at: Date | string | null;
  last_request: Date | string | null;
  created_by_name: string | null;
}

const keyOf = (row: KeyRow): ApiKey => ({
  id: row.id,
  name: row.name ?? "",
  scope: scopeOf(row.permissions) ?? "read",
  start: row.start,
  createdAt: rowIso(row.created_at),
  createdByName: row.created_by_name,
  expiresAt: row.expires_at ? rowIso(row.expires_at) : null,
  lastUsedAt: row.last_request ? rowIso(row.last_request) : null,
});

/** GET /api/organizations/{id}/api-keys: the keys not yet expired, newest first. */
export async function listApiKeys(db: Db, baseUrl: string, organizationId: string, now: Date): Promise<ApiKeyList> {
  const [apiAccess, rows] = await Promise.all([
    hasApiAccess(db, organizationId, now),
    queryRows<KeyRow>(
      db,
      sql`
        select k.id, k.name, k.start, k.permissions, k.created_at, k.expires_at, k.last_request,
          coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.name) as created_by_name
        from apikey k
        left join "user" u on u.id = (case when k.metadata like '{%' then k.metadata::jsonb ->> 'createdBy' end)
        where k.reference_id = ${organizationId} and (k.expires_at is null or k.expires_at > ${now.toISOString()})
        order by k.created_at desc, k.id
      `,
    ),
  ]);
  return { apiAccess, baseUrl: absoluteUrl(baseUrl, PUBLIC_API_BASE_PATH), keys: rows.map(keyOf) };
}

interface Actor {
  userId: string;
  ip: string | null;
}

/**
 * POST /api/organizations/{id}/api-keys: a new key through the plugin (hashed there; the answer is
 * the only time it is shown). 403 when the organisation's plan has no API access.
 */
export async function createApiKey(
  db: Db,
  auth: Auth,
  organizationId: string,
  body: BodyAfterLookup<CreateApiKeyInput>,
  actor: Actor,
  now: Date,
): Promise<CreatedApiKey> {
  if (!(await hasApiAccess(db, organizationId, now))) throw forbidden(NO_API_ACCESS_MESSAGE);
  const input = readBody(body);
  const created = await auth.api.createApiKey({
    body: {
      organizationId,
      // The acting owner or admin: the plugin checks their organisation role (auth/api-keys.ts roles).
      userId: actor.userId,
      name: input.name.trim(),
      expiresIn: input.expiresInDays ? input.expiresInDays * 24 * 60 * 60 : null,
      permissions: { [API_KEY_RESOURCE]: input.scope === "write" ? ["read", "write"] : ["read"] },
      metadata: { createdBy: actor.userId },
    },
  });
  await recordAudit(db, {
    organizationId,
    actorId: actor.userId,
    action: "api_key.created",
    targetType: "api_key",
    targetId: created.id,
    details: { name: created.name, scope: input.scope, expiresAt: created.expiresAt ?? null },
    ipAddress: actor.ip,
  });
  const [row] = await queryRows<{ name: string | null }>(
    db,
    sql`select coalesce(nullif(trim(concat_ws(' ', first_name, last_name)), ''), name) as name from "user" where id = ${actor.userId}`,
  );
  return {
    id: created.id,
    name: created.name ?? input.name.trim(),
    scope: input.scope,
    start: created.start ?? null,
    createdAt: rowIso(created.createdAt),
    createdByName: row?.name ?? null,
    expiresAt: created.expiresAt ? rowIso(created.expiresAt) : null,
    lastUsedAt: null,
    key: created.key,
  };
}

/**
 * DELETE /api/organizations/{id}/api-keys/{keyId}: the row goes, so the next request with the key is
 * a 401 (keys are looked up in the database on every request, no cache). Another organisation's key: 404.
 */
export async function revokeApiKey(db: Db, organizationId: string, keyId: string, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await queryRows<{ name: string | null }>(
      tx,
      sql`delete from apikey where id = ${keyId} and reference_id = ${organizationId} returning name`,
    );
    if (!row) throw notFound("API key not found");
    await recordAudit(tx, {
      organizationId,
      actorId: actor.userId,
      action: "api_key.revoked",
      targetType: "api_key",
      targetId: keyId,
      details: { name: row.name },
      ipAddress: actor.ip,
    });
  });
}
