ALTER TABLE "scorm_courses" ADD COLUMN "scos" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "scorm_courses" ADD COLUMN "reports_completion" boolean DEFAULT true NOT NULL;