import { randomBytes, randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { ssoProviderIdOf } from "../../auth/sso";
import type { Db } from "../../db/client";
import { addMember, createOrganization, createVerifiedDomainRow } from "../../test/factories";

export { createVerifiedDomainRow };

import { makeKeyPair } from "../../test/saml-idp";
import type { TestApp } from "../../test/test-app";

let certificate: string | undefined;

/** A signing certificate made once per test file (openssl takes a moment). */
export function testCertificate(): string {
  certificate ??= makeKeyPair().certificate;
  return certificate;
}

/** A verified domain of the organisation and a SAML configuration for it, typed by hand (PUT /sso's body). */
export async function ssoConfigurationFor(db: Db, organizationId: string, domain: string) {
  await createVerifiedDomainRow(db, { organizationId, domain, now: new Date() });
  return {
    protocol: "saml",
    domain,
    saml: {
      entityId: "https://idp.matrix.example/",
      ssoUrl: "https://idp.matrix.example/sso",
      certificate: testCertificate(),
    },
  };
}

/** An identity provider row for the organisation, as the settings would write it. */
export async function createSsoProviderRow(db: Db, input: { organizationId: string; userId: string; domain: string }) {
  await db.execute(sql`
    insert into sso_provider (id, issuer, saml_config, user_id, provider_id, organization_id, domain)
    values (${randomUUID()}, 'https://matrix.example/sp', '{}', ${input.userId}, ${ssoProviderIdOf(input.organizationId)},
      ${input.organizationId}, ${input.domain})
    on conflict (organization_id) do nothing
  `);
}

/** An organisation whose signed-in owner has an address at a domain the organisation has proved. */
export async function ssoOrganization(t: TestApp, name: string, protocol: "saml" | "oidc") {
  const domain = `${protocol}-${randomBytes(4).toString("hex")}.test`;
  const owner = await t.signUp({ email: `owner@${domain}` });
  const organization = await createOrganization(t.database.db, {
    name,
    slug: `northwind-${protocol}-${randomBytes(3).toString("hex")}`,
  });
  await addMember(t.database.db, {
    organizationId: organization.id,
    userId: owner.id,
    role: "owner",
    department: null,
  });
  await createVerifiedDomainRow(t.database.db, { organizationId: organization.id, domain, now: new Date() });
  return { owner, organizationId: organization.id, domain };
}
