-- Issue 24 item 3 (decision 335): SCORM 1.2 and 2004 packages an organisation uploads, their files (kept
-- in the upload storage under a prefix per course), each learner's attempt, and assignments to members.
CREATE TABLE "scorm_courses" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"version" text NOT NULL,
	"launch_path" text NOT NULL,
	"storage_prefix" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"file_count" integer NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "scorm_courses_version_check" CHECK ("version" in ('1.2', '2004'))
);
--> statement-breakpoint
ALTER TABLE "scorm_courses" ADD CONSTRAINT "scorm_courses_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_courses" ADD CONSTRAINT "scorm_courses_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scorm_courses_organization_idx" ON "scorm_courses" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "scorm_courses_created_by_idx" ON "scorm_courses" USING btree ("created_by");--> statement-breakpoint
CREATE UNIQUE INDEX "scorm_courses_storage_prefix_idx" ON "scorm_courses" USING btree ("storage_prefix");--> statement-breakpoint
CREATE TABLE "scorm_course_files" (
	"course_id" text NOT NULL,
	"path" text NOT NULL,
	"storage_key" text NOT NULL,
	"size_bytes" integer NOT NULL,
	CONSTRAINT "scorm_course_files_course_id_path_pk" PRIMARY KEY("course_id","path")
);
--> statement-breakpoint
ALTER TABLE "scorm_course_files" ADD CONSTRAINT "scorm_course_files_course_id_scorm_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."scorm_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "scorm_attempts" (
	"course_id" text NOT NULL,
	"user_id" text NOT NULL,
	"organization_id" text NOT NULL,
	"status" text DEFAULT 'not attempted' NOT NULL,
	"score_raw" double precision,
	"score_min" double precision,
	"score_max" double precision,
	"total_time_seconds" integer DEFAULT 0 NOT NULL,
	"suspend_data" text,
	"lesson_location" text,
	"cmi" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "scorm_attempts_course_id_user_id_pk" PRIMARY KEY("course_id","user_id"),
	CONSTRAINT "scorm_attempts_status_check" CHECK ("status" in ('not attempted', 'incomplete', 'completed', 'passed', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "scorm_attempts" ADD CONSTRAINT "scorm_attempts_course_id_scorm_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."scorm_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_attempts" ADD CONSTRAINT "scorm_attempts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_attempts" ADD CONSTRAINT "scorm_attempts_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scorm_attempts_user_idx" ON "scorm_attempts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "scorm_attempts_organization_idx" ON "scorm_attempts" USING btree ("organization_id");--> statement-breakpoint
CREATE TABLE "scorm_course_assignments" (
	"course_id" text NOT NULL,
	"user_id" text NOT NULL,
	"organization_id" text NOT NULL,
	"assigned_by" text,
	"due_date" date,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scorm_course_assignments_course_id_user_id_pk" PRIMARY KEY("course_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "scorm_course_assignments" ADD CONSTRAINT "scorm_course_assignments_course_id_scorm_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."scorm_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_course_assignments" ADD CONSTRAINT "scorm_course_assignments_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_course_assignments" ADD CONSTRAINT "scorm_course_assignments_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_course_assignments" ADD CONSTRAINT "scorm_course_assignments_assigned_by_user_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scorm_course_assignments_user_idx" ON "scorm_course_assignments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "scorm_course_assignments_organization_idx" ON "scorm_course_assignments" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "scorm_course_assignments_assigned_by_idx" ON "scorm_course_assignments" USING btree ("assigned_by");
