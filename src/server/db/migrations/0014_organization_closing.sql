-- Issue 28 item 3: an owner closes the organisation; it is deleted by the daily job once closing_at passes
-- (30 days' grace, during which "Cancel closing" clears it).
ALTER TABLE "organization" ADD COLUMN "closing_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organization" ADD COLUMN "closing_requested_by" text;--> statement-breakpoint
CREATE INDEX "organization_closing_idx" ON "organization" USING btree ("closing_at") WHERE "organization"."closing_at" is not null;
