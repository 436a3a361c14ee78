CREATE TABLE "equality_action_plan_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"version" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"narrative" text DEFAULT '' NOT NULL,
	"approved_by" text,
	"approver_name" text,
	"approver_job_title" text,
	"approved_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "equality_action_plan_versions_status_check" CHECK ("equality_action_plan_versions"."status" in ('draft', 'approved')),
	CONSTRAINT "equality_action_plan_versions_approval_check" CHECK (("equality_action_plan_versions"."status" = 'approved') = ("equality_action_plan_versions"."approved_at" is not null and "equality_action_plan_versions"."approver_name" is not null))
);
--> statement-breakpoint
CREATE TABLE "equality_action_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"title" text NOT NULL,
	"reporting_year" integer NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "equality_action_plans_year_check" CHECK ("equality_action_plans"."reporting_year" between 2017 and 2100)
);
--> statement-breakpoint
CREATE TABLE "equality_plan_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"version_id" integer NOT NULL,
	"position" integer NOT NULL,
	"menu_item_id" text NOT NULL,
	"stage" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"owner_id" text,
	"starts_on" date,
	"due_on" date,
	CONSTRAINT "equality_plan_actions_stage_check" CHECK ("equality_plan_actions"."stage" in ('new', 'in-progress', 'embedded'))
);
--> statement-breakpoint
CREATE TABLE "equality_plan_indicators" (
	"action_id" integer PRIMARY KEY NOT NULL,
	"metric" text NOT NULL,
	"baseline_year" integer,
	"baseline" double precision NOT NULL,
	"target" double precision NOT NULL,
	"target_year" integer NOT NULL,
	CONSTRAINT "equality_plan_indicators_metric_check" CHECK ("equality_plan_indicators"."metric" in ('women-upper-quarter', 'women-upper-middle-quarter', 'women-lower-quarter', 'mean-hourly-gap', 'median-hourly-gap', 'women-receiving-bonus', 'mean-bonus-gap', 'median-bonus-gap', 'assignment-completion'))
);
--> statement-breakpoint
CREATE TABLE "equality_plan_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"action_id" integer NOT NULL,
	"kind" text NOT NULL,
	"rule_id" integer,
	"title" text,
	"url" text,
	CONSTRAINT "equality_plan_links_kind_check" CHECK ("equality_plan_links"."kind" in ('assignment', 'evidence'))
);
--> statement-breakpoint
ALTER TABLE "equality_action_plan_versions" ADD CONSTRAINT "equality_action_plan_versions_plan_id_equality_action_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."equality_action_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equality_action_plan_versions" ADD CONSTRAINT "equality_action_plan_versions_approved_by_user_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equality_action_plan_versions" ADD CONSTRAINT "equality_action_plan_versions_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equality_action_plans" ADD CONSTRAINT "equality_action_plans_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equality_action_plans" ADD CONSTRAINT "equality_action_plans_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equality_plan_actions" ADD CONSTRAINT "equality_plan_actions_version_id_equality_action_plan_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."equality_action_plan_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equality_plan_actions" ADD CONSTRAINT "equality_plan_actions_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equality_plan_indicators" ADD CONSTRAINT "equality_plan_indicators_action_id_equality_plan_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."equality_plan_actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equality_plan_links" ADD CONSTRAINT "equality_plan_links_action_id_equality_plan_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."equality_plan_actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equality_plan_links" ADD CONSTRAINT "equality_plan_links_rule_id_compliance_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."compliance_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "equality_action_plan_versions_plan_version_idx" ON "equality_action_plan_versions" USING btree ("plan_id","version");--> statement-breakpoint
CREATE INDEX "equality_action_plans_org_idx" ON "equality_action_plans" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "equality_plan_actions_version_item_idx" ON "equality_plan_actions" USING btree ("version_id","menu_item_id");--> statement-breakpoint
CREATE INDEX "equality_plan_actions_owner_idx" ON "equality_plan_actions" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "equality_plan_links_action_idx" ON "equality_plan_links" USING btree ("action_id");