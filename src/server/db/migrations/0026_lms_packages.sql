-- Issue 24 item 1: SCORM 1.2 and cmi5 packages an organisation downloads for its LMS (a module or a
-- pathway each, holding a random key kept here only as its SHA-256), and every launch through one.
CREATE TABLE "lms_packages" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"module_id" integer,
	"pathway_id" integer,
	"format" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "lms_packages_format_check" CHECK ("format" in ('scorm12', 'cmi5')),
	CONSTRAINT "lms_packages_target_check" CHECK (("module_id" is null) <> ("pathway_id" is null))
);
--> statement-breakpoint
ALTER TABLE "lms_packages" ADD CONSTRAINT "lms_packages_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_packages" ADD CONSTRAINT "lms_packages_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_packages" ADD CONSTRAINT "lms_packages_pathway_id_pathways_id_fk" FOREIGN KEY ("pathway_id") REFERENCES "public"."pathways"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_packages" ADD CONSTRAINT "lms_packages_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lms_packages_key_hash_idx" ON "lms_packages" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "lms_packages_organization_idx" ON "lms_packages" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "lms_packages_created_by_idx" ON "lms_packages" USING btree ("created_by");--> statement-breakpoint
CREATE TABLE "lms_package_launches" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" text NOT NULL,
	"user_id" text NOT NULL,
	"module_id" integer NOT NULL,
	"launched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lms_package_launches" ADD CONSTRAINT "lms_package_launches_package_id_lms_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."lms_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_package_launches" ADD CONSTRAINT "lms_package_launches_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_package_launches" ADD CONSTRAINT "lms_package_launches_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lms_package_launches_package_idx" ON "lms_package_launches" USING btree ("package_id","launched_at");--> statement-breakpoint
CREATE INDEX "lms_package_launches_user_idx" ON "lms_package_launches" USING btree ("user_id");
