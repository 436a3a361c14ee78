-- Issue 21 item 4: an organisation may tighten the session idle timeout and the device limit for its members.
CREATE TABLE "organization_security_policies" (
	"organization_id" text PRIMARY KEY NOT NULL,
	"idle_timeout_minutes" integer,
	"device_limit" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "organization_security_policies_idle_check" CHECK ("organization_security_policies"."idle_timeout_minutes" IS NULL OR "organization_security_policies"."idle_timeout_minutes" > 0),
	CONSTRAINT "organization_security_policies_devices_check" CHECK ("organization_security_policies"."device_limit" IS NULL OR "organization_security_policies"."device_limit" > 0)
);
--> statement-breakpoint
ALTER TABLE "organization_security_policies" ADD CONSTRAINT "organization_security_policies_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_security_policies" ADD CONSTRAINT "organization_security_policies_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;
