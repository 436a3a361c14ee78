-- Issue 42 items 4 and 6: identity providers saved before this release get what configureSso now writes.
-- SAML: a sign-in without a relay state lands on the dashboard ("/", not "/dashboard"), and every common
-- name attribute is handed over (domain/sso-names.ts nameExtraFields, checked by saml.test.ts); OIDC:
-- given_name, family_name and name. Attributes a provider already maps (its department) are kept.
UPDATE "sso_provider" SET "saml_config" = jsonb_set(
  jsonb_set("saml_config"::jsonb, '{callbackUrl}', '"/"'),
  '{mapping}',
  coalesce("saml_config"::jsonb -> 'mapping', '{}'::jsonb) || jsonb_build_object('extraFields',
    '{"name:givenName":"givenName","name:firstName":"firstName","name:http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname":"http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname","name:urn:oid:2.5.4.42":"urn:oid:2.5.4.42","name:FirstName":"FirstName","name:User.FirstName":"User.FirstName","name:sn":"sn","name:surname":"surname","name:lastName":"lastName","name:http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname":"http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname","name:urn:oid:2.5.4.4":"urn:oid:2.5.4.4","name:LastName":"LastName","name:User.LastName":"User.LastName","name:displayName":"displayName","name:http://schemas.microsoft.com/identity/claims/displayname":"http://schemas.microsoft.com/identity/claims/displayname","name:urn:oid:2.16.840.1.113730.3.1.241":"urn:oid:2.16.840.1.113730.3.1.241"}'::jsonb
    || coalesce("saml_config"::jsonb -> 'mapping' -> 'extraFields', '{}'::jsonb))
)::text
WHERE "saml_config" IS NOT NULL AND "saml_config" LIKE '{%}';
--> statement-breakpoint
UPDATE "sso_provider" SET "oidc_config" = jsonb_set(
  "oidc_config"::jsonb,
  '{mapping}',
  coalesce("oidc_config"::jsonb -> 'mapping', '{}'::jsonb) || jsonb_build_object('extraFields',
    '{"name:given_name":"given_name","name:family_name":"family_name","name:name":"name"}'::jsonb
    || coalesce("oidc_config"::jsonb -> 'mapping' -> 'extraFields', '{}'::jsonb))
)::text
WHERE "oidc_config" IS NOT NULL AND "oidc_config" LIKE '{%}';
