import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { PILLARS } from "../../../domain/pillars";
import type { AppConfig } from "../../config";
import type { Db } from "../../db/client";
import { queryRows, rowDate } from "../../db/rows";
import { recordAudit } from "../../platform/audit/audit";
import { LTI_CLAIM } from "../../platform/lti/claims";
import { signToolJwt } from "../../platform/lti/tool-key";
import { LtiRefusal } from "./launch";
import type { PickerModule } from "./pages";

/**
 * Deep linking (LTI Deep Linking 2.0, issue 24 item 2): the teacher picks modules in PIVOT's picker
 * and the tool answers the LMS with a signed LtiDeepLinkingResponse: one ltiResourceLink per module
 * (its URL and custom module_id, and a line item out of 100 when the module has a knowledge check, so
 * scores can come back), echoing the request's data.
 */

export interface DeepLinkRequest {
  id: string;
  registration_id: string;
  organization_id: string;
  issuer: string;
  client_id: string;
  auth_login_url: string;
  deployment_id: string;
  return_url: string;
  data: string | null;
  accept_multiple: boolean;
  expires_at: Date | string;
  used_at: Date | string | null;
}

export async function deepLinkRequest(db: Db, requestId: string, now: Date): Promise<DeepLinkRequest> {
  const [row] = await queryRows<DeepLinkRequest>(
    db,
    sql`select d.id, d.registration_id, r.organization_id, r.issuer, r.client_id, r.auth_login_url, d.deployment_id,
          d.return_url, d.data, d.accept_multiple, d.expires_at, d.used_at
        from lti_deep_links d join lti_registrations r on r.id = d.registration_id where d.id = ${requestId}`,
  );
  if (!row || rowDate(row.expires_at) < now)
    throw new LtiRefusal(
      404,
      "This module picker has expired",
      "The picker is open for 30 minutes after the LMS opens it. Start adding the activity again from your LMS.",
    );
  if (row.used_at)
    throw new LtiRefusal(
      409,
      "These modules were already sent",
      "This picker already sent its modules to the LMS. To add more, start adding an activity again from your LMS.",
    );
  return row;
}

/** The platform's origins: the LMS may open the picker in a frame of its own pages. */
export const platformOrigins = (request: Pick<DeepLinkRequest, "issuer" | "auth_login_url" | "return_url">) => [
  ...new Set(
    [request.issuer, request.auth_login_url, request.return_url].flatMap((url) => {
      try {
        const origin = new URL(url).origin;
        return origin.startsWith("http") ? [origin] : [];
      } catch {
        return [];
      }
    }),
  ),
];

const hasCheck = sql<boolean>`((select count(*) from knowledge_check_questions kcq where kcq.module_id = m.id
  and kcq.retired_at is null and kcq.status = 'active') >= m.check_draw_size)`;

export async function pickerModules(db: Db, query: string, pillar: string): Promise<PickerModule[]> {
  const like = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await queryRows<{
    id: number;
    title: string;
    pivot_pillar: string;
    duration: number | null;
    has_check: boolean;
  }>(
    db,
    sql`select m.id, m.title, m.pivot_pillar, m.duration, ${hasCheck} as has_check from modules m
        where m.is_active
          and (${query} = '' or m.title ilike ${like} or m.description ilike ${like} or m.category ilike ${like})
          and (${pillar} = '' or m.pivot_pillar = ${pillar})
        order by m.title, m.id limit 100`,
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    pillar: row.pivot_pillar,
    duration: row.duration,
    hasKnowledgeCheck: Boolean(row.has_check),
  }));
}

export const pillarFilter = (value: string | undefined) =>
  value && (PILLARS as readonly string[]).includes(value) ? value : "";

/** Signs the response for the chosen modules and spends the request; answers the JWT and the count. */
export async function answerDeepLink(
  db: Db,
  config: AppConfig,
  request: DeepLinkRequest,
  chosenIds: number[],
  now: Date,
  ip: string | null,
): Promise<{ jwt: string; count: number }> {
  const ids = [...new Set(chosenIds)].slice(0, request.accept_multiple ? 50 : 1);
  const chosen = (await pickerModules(db, "", "")).filter((m) => ids.includes(m.id));
  const [spent] = await queryRows<{ id: string }>(
    db,
    sql`update lti_deep_links set used_at = ${now} where id = ${request.id} and used_at is null returning id`,
  );
  if (!spent)
    throw new LtiRefusal(409, "These modules were already sent", "This picker already sent its modules to the LMS.");
  const base = config.baseUrl.replace(/\/$/, "");
  const contentItems = chosen.map((module) => ({
    type: "ltiResourceLink",
    title: module.title,
    text: `${module.pillar} · PIVOT Learning`,
    url: `${base}/module/${module.id}`,
    custom: { module_id: String(module.id) },
    ...(module.hasKnowledgeCheck
      ? {
          lineItem: {
            scoreMaximum: 100,
            label: module.title,
            resourceId: `pivot-module-${module.id}`,
            tag: "knowledge-check",
          },
        }
      : {}),
  }));
  const jwt = await signToolJwt(
    db,
    config.lti.signingKeyJwk,
    {
      iss: request.client_id,
      aud: request.issuer,
      nonce: randomBytes(16).toString("base64url"),
      [LTI_CLAIM.deploymentId]: request.deployment_id,
      [LTI_CLAIM.messageType]: "LtiDeepLinkingResponse",
      [LTI_CLAIM.version]: "1.3.0",
      [LTI_CLAIM.contentItems]: contentItems,
      ...(request.data ? { [LTI_CLAIM.data]: request.data } : {}),
      ...(contentItems.length === 0
        ? { "https://purl.imsglobal.org/spec/lti-dl/claim/msg": "No modules were chosen." }
        : {}),
    },
    { now, expiresInSeconds: 300 },
  );
  await recordAudit(db, {
    organizationId: request.organization_id,
    actorId: null,
    action: "lti.deep_linked",
    targetType: "lti_registration",
    targetId: request.registration_id,
    details: { modules: chosen.map((m) => ({ id: m.id, title: m.title })) },
    ipAddress: ip,
  });
  return { jwt, count: contentItems.length };
}
