-- Issue 25 items 2 and 3: the confidential inclusion survey (tokens and responses kept apart: a
-- response has no token id, no person id, a random id and only its day) and the organisation's
-- JEDI readiness assessment rounds.
CREATE TABLE "jedi_surveys" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"title" text NOT NULL,
	"departments" jsonb,
	"include_demographics" boolean DEFAULT false NOT NULL,
	"opens_on" date NOT NULL,
	"closes_on" date NOT NULL,
	"closed_early" boolean DEFAULT false NOT NULL,
	"follow_up_on" date NOT NULL,
	"follow_up_reminded" boolean DEFAULT false NOT NULL,
	"invited_count" integer DEFAULT 0 NOT NULL,
	"reminded_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jedi_surveys_window_check" CHECK ("closes_on" >= "opens_on")
);
--> statement-breakpoint
ALTER TABLE "jedi_surveys" ADD CONSTRAINT "jedi_surveys_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jedi_surveys_org_idx" ON "jedi_surveys" USING btree ("organization_id","id");--> statement-breakpoint
CREATE INDEX "jedi_surveys_follow_up_idx" ON "jedi_surveys" USING btree ("follow_up_on");--> statement-breakpoint
CREATE TABLE "jedi_survey_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" text,
	"department" text,
	"used" boolean DEFAULT false NOT NULL,
	CONSTRAINT "jedi_survey_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "jedi_survey_tokens" ADD CONSTRAINT "jedi_survey_tokens_survey_id_jedi_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."jedi_surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jedi_survey_tokens" ADD CONSTRAINT "jedi_survey_tokens_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jedi_survey_tokens_survey_idx" ON "jedi_survey_tokens" USING btree ("survey_id","used");--> statement-breakpoint
CREATE INDEX "jedi_survey_tokens_user_idx" ON "jedi_survey_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE TABLE "jedi_survey_responses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"department" text,
	"answers" jsonb NOT NULL,
	"submitted_on" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jedi_survey_responses" ADD CONSTRAINT "jedi_survey_responses_survey_id_jedi_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."jedi_surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jedi_survey_responses_survey_idx" ON "jedi_survey_responses" USING btree ("survey_id");--> statement-breakpoint
CREATE TABLE "jedi_org_assessments" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"started_on" date NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jedi_org_assessments" ADD CONSTRAINT "jedi_org_assessments_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jedi_org_assessments" ADD CONSTRAINT "jedi_org_assessments_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jedi_org_assessments_org_idx" ON "jedi_org_assessments" USING btree ("organization_id","started_on");--> statement-breakpoint
CREATE TABLE "jedi_org_assessment_answers" (
	"assessment_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"answers" jsonb,
	"overall_score" integer,
	"answered_at" timestamp with time zone,
	CONSTRAINT "jedi_org_assessment_answers_assessment_id_user_id_pk" PRIMARY KEY("assessment_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "jedi_org_assessment_answers" ADD CONSTRAINT "jedi_org_assessment_answers_assessment_id_jedi_org_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."jedi_org_assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jedi_org_assessment_answers" ADD CONSTRAINT "jedi_org_assessment_answers_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jedi_org_assessment_answers_user_idx" ON "jedi_org_assessment_answers" USING btree ("user_id");
