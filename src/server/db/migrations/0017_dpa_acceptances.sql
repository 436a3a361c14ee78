CREATE TABLE "dpa_acceptances" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"version" text NOT NULL,
	"accepted_by" text,
	"signatory_name" text NOT NULL,
	"signatory_role" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	CONSTRAINT "dpa_acceptances_organization_version_unique" UNIQUE("organization_id","version")
);
--> statement-breakpoint
ALTER TABLE "dpa_acceptances" ADD CONSTRAINT "dpa_acceptances_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dpa_acceptances" ADD CONSTRAINT "dpa_acceptances_accepted_by_user_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;