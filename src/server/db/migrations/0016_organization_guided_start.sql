ALTER TABLE "organization" ADD COLUMN "setup_checklist_dismissed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organization" ADD COLUMN "certificate_issuing" text DEFAULT 'offer' NOT NULL;--> statement-breakpoint
ALTER TABLE "organization" ADD CONSTRAINT "organization_certificate_issuing_check" CHECK ("organization"."certificate_issuing" in ('offer', 'automatic'));