import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/rows";

/**
 * Test fixtures (the shared matrices' worlds): an LTI registration of an organisation, a course seen in
 * a launch (with a member list address), and an open deep-linking request of the registration.
 */
export async function createLtiRegistrationRow(
  db: Db,
  input: { organizationId: string; issuer?: string },
): Promise<{ registrationId: string; contextId: number; deepLinkId: string }> {
  const suffix = randomBytes(6).toString("hex");
  const registrationId = `lti_${suffix}`;
  const issuer = input.issuer ?? `https://lms-${suffix}.example`;
  await db.execute(sql`
    insert into lti_registrations (id, organization_id, name, issuer, client_id, auth_login_url, access_token_url, jwks_url, deployment_ids)
    values (${registrationId}, ${input.organizationId}, 'Fixture LMS', ${issuer}, ${`client-${suffix}`},
      ${`${issuer}/auth`}, ${`${issuer}/token`}, ${`${issuer}/jwks`}, '{1}'::text[])
  `);
  const [context] = await queryRows<{ id: number }>(
    db,
    sql`insert into lti_contexts (registration_id, organization_id, context_id, title, memberships_url)
        values (${registrationId}, ${input.organizationId}, 'fixture-course', 'Fixture course', ${`${issuer}/memberships`})
        returning id::int as id`,
  );
  const deepLinkId = randomBytes(24).toString("base64url");
  await db.execute(sql`
    insert into lti_deep_links (id, registration_id, deployment_id, return_url, expires_at)
    values (${deepLinkId}, ${registrationId}, '1', ${`${issuer}/deep-link-return`}, now() + interval '1 day')
  `);
  return { registrationId, contextId: context.id, deepLinkId };
}
