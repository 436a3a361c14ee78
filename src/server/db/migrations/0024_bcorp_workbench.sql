-- Issue 25 item 4: the organisation's B Corp evidence workbench (an item per requirement of the
-- Foundation Requirements and the seven Impact Topics) and its evidence files.
CREATE TABLE "bcorp_workbench_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"requirement_id" text NOT NULL,
	"owner_id" text,
	"due_on" date,
	"status" text DEFAULT 'not-started' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bcorp_workbench_items_status_check" CHECK ("status" in ('not-started', 'in-progress', 'done'))
);
--> statement-breakpoint
ALTER TABLE "bcorp_workbench_items" ADD CONSTRAINT "bcorp_workbench_items_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcorp_workbench_items" ADD CONSTRAINT "bcorp_workbench_items_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bcorp_workbench_items_requirement_idx" ON "bcorp_workbench_items" USING btree ("organization_id","requirement_id");--> statement-breakpoint
CREATE INDEX "bcorp_workbench_items_owner_idx" ON "bcorp_workbench_items" USING btree ("owner_id");--> statement-breakpoint
CREATE TABLE "bcorp_evidence_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"organization_id" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage" text NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bcorp_evidence_files" ADD CONSTRAINT "bcorp_evidence_files_item_id_bcorp_workbench_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."bcorp_workbench_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcorp_evidence_files" ADD CONSTRAINT "bcorp_evidence_files_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcorp_evidence_files" ADD CONSTRAINT "bcorp_evidence_files_uploaded_by_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bcorp_evidence_files_storage_key_idx" ON "bcorp_evidence_files" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "bcorp_evidence_files_item_idx" ON "bcorp_evidence_files" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "bcorp_evidence_files_uploaded_by_idx" ON "bcorp_evidence_files" USING btree ("uploaded_by");
