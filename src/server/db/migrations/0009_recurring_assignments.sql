ALTER TABLE "pathway_assignments" ALTER COLUMN "organization_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "pathway_assignments" ADD COLUMN "completion_since" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "compliance_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"pathway_id" integer NOT NULL,
	"audience" text NOT NULL,
	"department" text,
	"role" text,
	"interval_months" integer,
	"due_days" integer,
	"due_date" date,
	"starts_on" date NOT NULL,
	"cycle" integer DEFAULT 0 NOT NULL,
	"next_run_on" date,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "compliance_rules_audience_check" CHECK (
		(audience = 'everyone' AND department IS NULL AND role IS NULL)
		OR (audience = 'department' AND department IS NOT NULL AND role IS NULL)
		OR (audience = 'role' AND role IN ('owner', 'admin', 'manager', 'member') AND department IS NULL)
	),
	CONSTRAINT "compliance_rules_interval_check" CHECK (interval_months IS NULL OR interval_months BETWEEN 1 AND 36),
	CONSTRAINT "compliance_rules_due_check" CHECK ((due_days IS NULL) <> (due_date IS NULL) AND (due_days IS NULL OR due_days BETWEEN 0 AND 365)),
	CONSTRAINT "compliance_rules_next_run_check" CHECK ((interval_months IS NULL) = (next_run_on IS NULL) OR ended_at IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "compliance_assignments" (
	"rule_id" integer NOT NULL,
	"cycle" integer NOT NULL,
	"user_id" text NOT NULL,
	"due_date" date NOT NULL,
	"assigned_at" timestamp with time zone NOT NULL,
	"completion_since" timestamp with time zone,
	"escalated_at" timestamp with time zone,
	CONSTRAINT "compliance_assignments_rule_id_cycle_user_id_pk" PRIMARY KEY("rule_id","cycle","user_id")
);
--> statement-breakpoint
CREATE TABLE "recertifications" (
	"user_certificate_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_id" text NOT NULL,
	"pathway_id" integer,
	"due_date" date NOT NULL,
	"assigned_at" timestamp with time zone NOT NULL,
	"renewed_at" timestamp with time zone,
	CONSTRAINT "recertifications_user_certificate_id_expires_at_pk" PRIMARY KEY("user_certificate_id","expires_at")
);
--> statement-breakpoint
ALTER TABLE "compliance_rules" ADD CONSTRAINT "compliance_rules_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_rules" ADD CONSTRAINT "compliance_rules_pathway_id_pathways_id_fk" FOREIGN KEY ("pathway_id") REFERENCES "public"."pathways"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_rules" ADD CONSTRAINT "compliance_rules_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_rules" ADD CONSTRAINT "compliance_rules_department_fk" FOREIGN KEY ("organization_id","department") REFERENCES "public"."departments"("organization_id","name") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "compliance_assignments" ADD CONSTRAINT "compliance_assignments_rule_id_compliance_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."compliance_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_assignments" ADD CONSTRAINT "compliance_assignments_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recertifications" ADD CONSTRAINT "recertifications_user_certificate_id_user_certificates_id_fk" FOREIGN KEY ("user_certificate_id") REFERENCES "public"."user_certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recertifications" ADD CONSTRAINT "recertifications_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recertifications" ADD CONSTRAINT "recertifications_pathway_id_pathways_id_fk" FOREIGN KEY ("pathway_id") REFERENCES "public"."pathways"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compliance_rules_org_idx" ON "compliance_rules" USING btree ("organization_id","ended_at");--> statement-breakpoint
CREATE INDEX "compliance_assignments_user_idx" ON "compliance_assignments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "recertifications_open_idx" ON "recertifications" USING btree ("user_id") WHERE "recertifications"."renewed_at" is null;
