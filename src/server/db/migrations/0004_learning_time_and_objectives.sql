ALTER TABLE "certificates" ALTER COLUMN "cpd_hours" SET DATA TYPE real;--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "objectives" jsonb DEFAULT '[]'::jsonb NOT NULL;