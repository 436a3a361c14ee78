CREATE TABLE "lms_pending_learners" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"package_id" text NOT NULL,
	"external_id" text NOT NULL,
	"name" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "lms_pending_learners_status_check" CHECK ("lms_pending_learners"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "lms_packages" ADD COLUMN "allowed_origins" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "lms_pending_learners" ADD CONSTRAINT "lms_pending_learners_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_pending_learners" ADD CONSTRAINT "lms_pending_learners_package_id_lms_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."lms_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lms_pending_learners_identity_idx" ON "lms_pending_learners" USING btree ("package_id","external_id");--> statement-breakpoint
CREATE INDEX "lms_pending_learners_package_idx" ON "lms_pending_learners" USING btree ("package_id","created_at");--> statement-breakpoint
CREATE INDEX "lms_pending_learners_organization_idx" ON "lms_pending_learners" USING btree ("organization_id","status","created_at");