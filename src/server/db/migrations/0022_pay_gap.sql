-- Issue 25 item 1: an organisation's pay-gap data on the server. Every employee record is one row,
-- its fields AES-256-GCM encrypted under DATA_ENCRYPTION_KEY (server/platform/crypto); the key's id
-- is stored with the row so old keys can still be read while the re-encrypt command moves them on.
CREATE TABLE "pay_gap_settings" (
	"organization_id" text PRIMARY KEY NOT NULL,
	"sector" text DEFAULT 'private' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_gap_settings_sector_check" CHECK ("sector" in ('private', 'public'))
);
--> statement-breakpoint
ALTER TABLE "pay_gap_settings" ADD CONSTRAINT "pay_gap_settings_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "pay_gap_analysts" (
	"member_id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"user_id" text NOT NULL,
	"granted_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pay_gap_analysts" ADD CONSTRAINT "pay_gap_analysts_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_gap_analysts" ADD CONSTRAINT "pay_gap_analysts_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pay_gap_analysts_org_user_idx" ON "pay_gap_analysts" USING btree ("organization_id","user_id");--> statement-breakpoint
CREATE TABLE "pay_gap_snapshots" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"reporting_year" integer NOT NULL,
	"sector" text NOT NULL,
	"snapshot_date" date NOT NULL,
	"statement" jsonb,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_gap_snapshots_sector_check" CHECK ("sector" in ('private', 'public')),
	CONSTRAINT "pay_gap_snapshots_year_check" CHECK ("reporting_year" between 2017 and 2100)
);
--> statement-breakpoint
ALTER TABLE "pay_gap_snapshots" ADD CONSTRAINT "pay_gap_snapshots_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pay_gap_snapshots_org_year_idx" ON "pay_gap_snapshots" USING btree ("organization_id","reporting_year");--> statement-breakpoint
CREATE TABLE "pay_gap_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"snapshot_id" integer NOT NULL,
	"key_id" text NOT NULL,
	"nonce" text NOT NULL,
	"ciphertext" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pay_gap_records" ADD CONSTRAINT "pay_gap_records_snapshot_id_pay_gap_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."pay_gap_snapshots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pay_gap_records_snapshot_idx" ON "pay_gap_records" USING btree ("snapshot_id","id");--> statement-breakpoint
CREATE INDEX "pay_gap_records_key_idx" ON "pay_gap_records" USING btree ("key_id");
