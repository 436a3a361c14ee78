CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"organization_id" text,
	"actor_id" text,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip_address" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitation_batches" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"created_by" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"total" integer NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"invited" integer DEFAULT 0 NOT NULL,
	"rejected" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rows" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "organization_domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"domain" text NOT NULL,
	"token" text NOT NULL,
	"verified_at" timestamp with time zone,
	"auto_join" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization_invitations" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"role" text DEFAULT 'member' NOT NULL,
	"department" text,
	"manager_email" text,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"invited_by" text,
	"batch_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" text,
	CONSTRAINT "organization_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
DROP INDEX "member_org_idx";--> statement-breakpoint
-- One membership per person and organisation (Better Auth allowed repeats): keep the earliest.
DELETE FROM "member" m USING "member" d
  WHERE m.organization_id = d.organization_id AND m.user_id = d.user_id AND (m.created_at, m.id) > (d.created_at, d.id);--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "manager_id" text;--> statement-breakpoint
ALTER TABLE "organization" ADD COLUMN "brand_color" text;--> statement-breakpoint
ALTER TABLE "organization" ADD COLUMN "join_token" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "organization_id" text;--> statement-breakpoint
ALTER TABLE "sales_enquiries" ADD COLUMN "converted_organization_id" text;--> statement-breakpoint
ALTER TABLE "sales_enquiries" ADD COLUMN "converted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "organization_id" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "seats" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "invoice_ref" text;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_batches" ADD CONSTRAINT "invitation_batches_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_batches" ADD CONSTRAINT "invitation_batches_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_domains" ADD CONSTRAINT "organization_domains_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_invitations" ADD CONSTRAINT "organization_invitations_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_invitations" ADD CONSTRAINT "organization_invitations_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_invitations" ADD CONSTRAINT "organization_invitations_accepted_by_user_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_org_idx" ON "audit_log" USING btree ("organization_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "departments_org_name_idx" ON "departments" USING btree ("organization_id","name");--> statement-breakpoint
CREATE INDEX "invitation_batches_org_idx" ON "invitation_batches" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "organization_domains_org_domain_idx" ON "organization_domains" USING btree ("organization_id","domain");--> statement-breakpoint
CREATE UNIQUE INDEX "organization_domains_verified_idx" ON "organization_domains" USING btree ("domain") WHERE "organization_domains"."verified_at" is not null;--> statement-breakpoint
CREATE INDEX "organization_invitations_org_idx" ON "organization_invitations" USING btree ("organization_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "organization_invitations_one_pending_idx" ON "organization_invitations" USING btree ("organization_id","email") WHERE "organization_invitations"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_enquiries" ADD CONSTRAINT "sales_enquiries_converted_organization_id_organization_id_fk" FOREIGN KEY ("converted_organization_id") REFERENCES "public"."organization"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_org_user_idx" ON "member" USING btree ("organization_id","user_id");--> statement-breakpoint
CREATE INDEX "member_org_manager_idx" ON "member" USING btree ("organization_id","manager_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_live_per_org_idx" ON "subscriptions" USING btree ("organization_id") WHERE "subscriptions"."status" in ('active', 'past_due');--> statement-breakpoint
ALTER TABLE "organization" ADD CONSTRAINT "organization_join_token_unique" UNIQUE("join_token");--> statement-breakpoint
-- Organisation roles (decision 132): Better Auth's comma lists become one role; the global
-- "employer" role gives way to the organisation role its holder already has.
UPDATE "member" SET role = CASE
    WHEN role LIKE '%owner%' THEN 'owner'
    WHEN role LIKE '%admin%' THEN 'admin'
    WHEN role LIKE '%manager%' THEN 'manager'
    ELSE 'member' END
  WHERE role NOT IN ('owner', 'admin', 'manager', 'member');--> statement-breakpoint
UPDATE "user" SET role = 'learner' WHERE role = 'employer';--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_role_check" CHECK (role IN ('owner', 'admin', 'manager', 'member'));--> statement-breakpoint
ALTER TABLE "organization_invitations" ADD CONSTRAINT "organization_invitations_role_check" CHECK (role IN ('owner', 'admin', 'manager', 'member'));--> statement-breakpoint
ALTER TABLE "organization_invitations" ADD CONSTRAINT "organization_invitations_status_check" CHECK (status IN ('pending', 'accepted', 'revoked'));--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_one_holder_check" CHECK ((user_id IS NULL) <> (organization_id IS NULL));--> statement-breakpoint
-- Departments become records; a member's department names one, follows its renames and is
-- cleared when it is removed.
INSERT INTO "departments" (organization_id, name)
  SELECT DISTINCT organization_id, department FROM "member" WHERE department IS NOT NULL
  ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_department_fk" FOREIGN KEY (organization_id, department)
  REFERENCES "departments" (organization_id, name) ON UPDATE CASCADE ON DELETE SET NULL (department);--> statement-breakpoint
-- A line manager is a member of the same organisation; their leaving clears the line.
ALTER TABLE "member" ADD CONSTRAINT "member_manager_fk" FOREIGN KEY (organization_id, manager_id)
  REFERENCES "member" (organization_id, user_id) ON DELETE SET NULL (manager_id);--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_manager_not_self_check" CHECK (manager_id IS NULL OR manager_id <> user_id);--> statement-breakpoint
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END $$;--> statement-breakpoint
CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();--> statement-breakpoint
-- The members page's department filter and the departments' foreign key (renames and deletions).
CREATE INDEX "member_org_department_idx" ON "member" USING btree ("organization_id","department");--> statement-breakpoint
-- The members page in name order, keyset-paged (organizations/members.ts).
CREATE INDEX "user_name_order_idx" ON "user" USING btree ((lower(coalesce("last_name", '')) collate "C"),(lower(coalesce("first_name", '')) collate "C"),("id" collate "C"));
