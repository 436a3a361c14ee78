CREATE TABLE "sso_provider" (
	"id" text PRIMARY KEY NOT NULL,
	"issuer" text NOT NULL,
	"oidc_config" text,
	"saml_config" text,
	"user_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"organization_id" text NOT NULL,
	"domain" text NOT NULL,
	"domain_verified" boolean DEFAULT false NOT NULL,
	CONSTRAINT "sso_provider_provider_id_unique" UNIQUE("provider_id"),
	CONSTRAINT "sso_provider_organization_id_unique" UNIQUE("organization_id")
);
--> statement-breakpoint
CREATE TABLE "organization_sso_settings" (
	"organization_id" text PRIMARY KEY NOT NULL,
	"require_sso" boolean DEFAULT false NOT NULL,
	"department_attribute" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "sso_provider" ADD CONSTRAINT "sso_provider_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_provider" ADD CONSTRAINT "sso_provider_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_sso_settings" ADD CONSTRAINT "organization_sso_settings_organization_id_sso_provider_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."sso_provider"("organization_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_sso_settings" ADD CONSTRAINT "organization_sso_settings_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sso_provider_domain_idx" ON "sso_provider" ("domain");
--> statement-breakpoint
-- A provider may sign people in only while its organisation has proved the domain (organization_domains).
CREATE FUNCTION sso_provider_set_domain_verified() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.domain_verified := EXISTS (
    SELECT 1 FROM organization_domains d
    WHERE d.organization_id = NEW.organization_id AND d.domain = NEW.domain AND d.verified_at IS NOT NULL
  );
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER sso_provider_domain_verified BEFORE INSERT OR UPDATE OF domain, organization_id, domain_verified ON sso_provider
  FOR EACH ROW EXECUTE FUNCTION sso_provider_set_domain_verified();
--> statement-breakpoint
CREATE FUNCTION sso_provider_follow_domains() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  org text;
BEGIN
  IF TG_OP = 'DELETE' THEN org := OLD.organization_id; ELSE org := NEW.organization_id; END IF;
  UPDATE sso_provider SET domain_verified = domain_verified WHERE organization_id = org;
  IF TG_OP = 'UPDATE' AND OLD.organization_id <> NEW.organization_id THEN
    UPDATE sso_provider SET domain_verified = domain_verified WHERE organization_id = OLD.organization_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER organization_domains_sso AFTER INSERT OR UPDATE OR DELETE ON organization_domains
  FOR EACH ROW EXECUTE FUNCTION sso_provider_follow_domains();
