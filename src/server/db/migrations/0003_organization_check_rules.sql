CREATE TABLE "organization_check_rules" (
	"organization_id" text NOT NULL,
	"module_id" integer NOT NULL,
	"attempt_limit" integer,
	"cooldown_minutes" integer,
	"pass_mark" integer,
	"show_answers_after_pass" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "organization_check_rules_organization_id_module_id_pk" PRIMARY KEY("organization_id","module_id"),
	CONSTRAINT "organization_check_rules_attempts_check" CHECK ("organization_check_rules"."attempt_limit" IS NULL OR "organization_check_rules"."attempt_limit" > 0),
	CONSTRAINT "organization_check_rules_cooldown_check" CHECK ("organization_check_rules"."cooldown_minutes" IS NULL OR "organization_check_rules"."cooldown_minutes" >= 0),
	CONSTRAINT "organization_check_rules_pass_mark_check" CHECK ("organization_check_rules"."pass_mark" IS NULL OR ("organization_check_rules"."pass_mark" > 0 AND "organization_check_rules"."pass_mark" <= 100))
);
--> statement-breakpoint
ALTER TABLE "organization_check_rules" ADD CONSTRAINT "organization_check_rules_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_check_rules" ADD CONSTRAINT "organization_check_rules_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_check_rules" ADD CONSTRAINT "organization_check_rules_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organization_check_rules_module_idx" ON "organization_check_rules" USING btree ("module_id");