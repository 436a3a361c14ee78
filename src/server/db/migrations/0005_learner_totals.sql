CREATE TABLE "learner_totals" (
	"user_id" text PRIMARY KEY NOT NULL,
	"modules_started" integer DEFAULT 0 NOT NULL,
	"seconds_spent" bigint DEFAULT 0 NOT NULL,
	"last_progress_at" timestamp with time zone,
	"completed_module_ids" integer[] DEFAULT '{}' NOT NULL,
	"last_active_day" date
);
--> statement-breakpoint
ALTER TABLE "learner_totals" ADD CONSTRAINT "learner_totals_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;