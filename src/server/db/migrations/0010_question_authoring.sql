ALTER TABLE "knowledge_check_questions" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "knowledge_check_questions" ADD COLUMN "source" text DEFAULT 'file' NOT NULL;--> statement-breakpoint
ALTER TABLE "knowledge_check_questions" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "knowledge_check_questions" ADD COLUMN "previous_id" integer;--> statement-breakpoint
ALTER TABLE "knowledge_check_questions" ADD COLUMN "generated_content_id" integer;--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "check_settings_edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "knowledge_check_questions" ADD CONSTRAINT "knowledge_check_questions_previous_id_fk" FOREIGN KEY ("previous_id") REFERENCES "public"."knowledge_check_questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_check_questions" ADD CONSTRAINT "knowledge_check_questions_generated_content_id_fk" FOREIGN KEY ("generated_content_id") REFERENCES "public"."generated_content"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_check_questions" ADD CONSTRAINT "knowledge_check_questions_status_check" CHECK (status IN ('active', 'draft'));--> statement-breakpoint
ALTER TABLE "knowledge_check_questions" ADD CONSTRAINT "knowledge_check_questions_source_check" CHECK (source IN ('file', 'admin', 'generator'));--> statement-breakpoint
CREATE INDEX "knowledge_check_questions_previous_idx" ON "knowledge_check_questions" USING btree ("previous_id") WHERE "knowledge_check_questions"."previous_id" is not null;
