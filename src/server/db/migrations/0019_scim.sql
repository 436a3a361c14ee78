-- Issue 21 item 2: SCIM 2.0 provisioning per organisation (decision 290). Written by hand.
CREATE TABLE "scim_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "scim_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "scim_users" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"user_id" text NOT NULL,
	"external_id" text,
	"user_name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"department" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scim_groups" (
	"department_id" integer PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"external_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scim_tokens" ADD CONSTRAINT "scim_tokens_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scim_tokens" ADD CONSTRAINT "scim_tokens_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scim_users" ADD CONSTRAINT "scim_users_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scim_users" ADD CONSTRAINT "scim_users_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scim_groups" ADD CONSTRAINT "scim_groups_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scim_groups" ADD CONSTRAINT "scim_groups_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A deactivated person's department follows the department's renames and is cleared with it, as member.department does (0007).
ALTER TABLE "scim_users" ADD CONSTRAINT "scim_users_department_fk" FOREIGN KEY (organization_id, department)
  REFERENCES "departments" (organization_id, name) ON UPDATE CASCADE ON DELETE SET NULL (department);--> statement-breakpoint
ALTER TABLE "scim_users" ADD CONSTRAINT "scim_users_role_check" CHECK ("role" IN ('owner', 'admin', 'manager', 'member'));--> statement-breakpoint
CREATE INDEX "scim_tokens_org_idx" ON "scim_tokens" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "scim_users_org_user_idx" ON "scim_users" USING btree ("organization_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scim_users_org_external_idx" ON "scim_users" USING btree ("organization_id","external_id") WHERE "scim_users"."external_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "scim_users_org_user_name_idx" ON "scim_users" USING btree ("organization_id",lower("user_name"));--> statement-breakpoint
CREATE INDEX "scim_users_user_idx" ON "scim_users" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scim_groups_org_external_idx" ON "scim_groups" USING btree ("organization_id","external_id") WHERE "scim_groups"."external_id" is not null;
