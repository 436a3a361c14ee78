CREATE TABLE "module_scenarios" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"module_id" integer NOT NULL,
	"title" text NOT NULL,
	"situation" text NOT NULL,
	"nodes" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "module_scenarios_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "scenario_choices" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"module_id" integer NOT NULL,
	"scenario_id" integer NOT NULL,
	"node_id" text NOT NULL,
	"choice_id" text NOT NULL,
	"quality" text NOT NULL,
	"ended" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scenario_choices_quality_check" CHECK ("scenario_choices"."quality" in ('best', 'acceptable', 'poor'))
);
--> statement-breakpoint
ALTER TABLE "module_scenarios" ADD CONSTRAINT "module_scenarios_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scenario_choices" ADD CONSTRAINT "scenario_choices_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scenario_choices" ADD CONSTRAINT "scenario_choices_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scenario_choices" ADD CONSTRAINT "scenario_choices_scenario_id_module_scenarios_id_fk" FOREIGN KEY ("scenario_id") REFERENCES "public"."module_scenarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "module_scenarios_module_idx" ON "module_scenarios" USING btree ("module_id") WHERE "module_scenarios"."retired_at" is null;--> statement-breakpoint
CREATE INDEX "scenario_choices_user_scenario_idx" ON "scenario_choices" USING btree ("user_id","scenario_id");--> statement-breakpoint
CREATE INDEX "scenario_choices_scenario_idx" ON "scenario_choices" USING btree ("scenario_id");