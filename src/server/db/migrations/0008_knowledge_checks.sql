CREATE TABLE "knowledge_check_answers" (
	"attempt_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"chosen" text[] NOT NULL,
	"is_correct" boolean NOT NULL,
	CONSTRAINT "knowledge_check_answers_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "knowledge_check_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"module_id" integer NOT NULL,
	"seed" integer NOT NULL,
	"questions" jsonb NOT NULL,
	"pass_mark" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"score_percent" integer,
	"passed" boolean,
	"answers" jsonb
);
--> statement-breakpoint
CREATE TABLE "knowledge_check_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"module_id" integer NOT NULL,
	"type" text NOT NULL,
	"text" text NOT NULL,
	"options" jsonb NOT NULL,
	"correct" text[] NOT NULL,
	"feedback" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "knowledge_check_questions_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "check_draw_size" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "check_pass_mark" integer DEFAULT 80 NOT NULL;--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "check_cooldown_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "knowledge_check_answers" ADD CONSTRAINT "knowledge_check_answers_attempt_id_knowledge_check_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."knowledge_check_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_check_answers" ADD CONSTRAINT "knowledge_check_answers_question_id_knowledge_check_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."knowledge_check_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_check_attempts" ADD CONSTRAINT "knowledge_check_attempts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_check_attempts" ADD CONSTRAINT "knowledge_check_attempts_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_check_questions" ADD CONSTRAINT "knowledge_check_questions_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_check_answers_question_idx" ON "knowledge_check_answers" USING btree ("question_id","is_correct");--> statement-breakpoint
CREATE INDEX "knowledge_check_attempts_user_module_idx" ON "knowledge_check_attempts" USING btree ("user_id","module_id","started_at");--> statement-breakpoint
CREATE INDEX "knowledge_check_attempts_module_submitted_idx" ON "knowledge_check_attempts" USING btree ("module_id","passed") WHERE "knowledge_check_attempts"."submitted_at" is not null;--> statement-breakpoint
CREATE INDEX "knowledge_check_questions_module_idx" ON "knowledge_check_questions" USING btree ("module_id") WHERE "knowledge_check_questions"."retired_at" is null;--> statement-breakpoint
ALTER TABLE "knowledge_check_questions" ADD CONSTRAINT "knowledge_check_questions_type_check" CHECK (type IN ('single', 'multiple', 'true_false'));--> statement-breakpoint
ALTER TABLE "modules" ADD CONSTRAINT "modules_check_settings_check" CHECK (check_draw_size >= 1 AND check_pass_mark BETWEEN 1 AND 100 AND check_cooldown_minutes >= 0);--> statement-breakpoint
ALTER TABLE "knowledge_check_attempts" ADD CONSTRAINT "knowledge_check_attempts_score_check" CHECK (score_percent IS NULL OR score_percent BETWEEN 0 AND 100);
