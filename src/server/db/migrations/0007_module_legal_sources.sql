ALTER TABLE "modules" ADD COLUMN "reviewed_on" date;--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "legal_sources" jsonb DEFAULT '[]'::jsonb NOT NULL;