import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/rows";
import { sealSecret } from "../../platform/events/secret-box";

/** Test fixtures (the authorization matrix's world): a webhook endpoint and one logged delivery of it. */
export async function createWebhookEndpointRow(
  db: Db,
  input: { organizationId: string; url?: string; appSecret?: string },
): Promise<{ endpointId: string; deliveryId: number }> {
  const endpointId = `whep_${randomUUID().replace(/-/g, "")}`;
  await db.execute(sql`
    insert into webhook_endpoints (id, organization_id, url, events, secret_ciphertext)
    values (${endpointId}, ${input.organizationId}, ${input.url ?? "https://hooks.example.com/pivot"}, '{member.joined}',
      ${sealSecret(input.appSecret ?? "fixture", "whsec_Zml4dHVyZS1zZWNyZXQtMTIzNDU2Nzg=")})
  `);
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`with event as (
          insert into event_outbox (organization_id, type, payload) values (${input.organizationId}, 'webhook.test', '{}'::jsonb)
          returning id
        )
        insert into event_deliveries (event_id, organization_id, destination, endpoint_id, status, attempts)
        select id, ${input.organizationId}, 'webhook', ${endpointId}, 'delivered', 1 from event returning id::int as id`,
  );
  return { endpointId, deliveryId: row.id };
}
