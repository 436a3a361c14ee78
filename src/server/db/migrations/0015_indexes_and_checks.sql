-- Issue 27: the missing indexes, and CHECK constraints on the closed value sets stored as text.
-- Learners per module (module detail, the catalogue's counts) and the module foreign key's cascade.
CREATE INDEX "user_progress_module_idx" ON "user_progress" USING btree ("module_id","is_completed");--> statement-breakpoint
-- An uploaded credential is matched to its certificate by the credential's id (credentials/verification.ts).
CREATE INDEX "user_certificates_credential_id_idx" ON "user_certificates" USING btree (("credential" ->> 'id'));--> statement-breakpoint
-- The sets come from domain/pillars.ts, domain/plans.ts and contracts/auth.ts; the schema types the
-- columns with the same lists. A row outside a set stops the migration with the constraint's name.
ALTER TABLE "user" ADD CONSTRAINT "user_role_check" CHECK (role IN ('learner', 'admin'));--> statement-breakpoint
ALTER TABLE "modules" ADD CONSTRAINT "modules_pivot_pillar_check" CHECK (pivot_pillar IN ('Purpose', 'Innovation', 'Value', 'Optimization', 'Transformation'));--> statement-breakpoint
ALTER TABLE "modules" ADD CONSTRAINT "modules_type_check" CHECK (type IN ('video', 'podcast', 'guide', 'checklist', 'audio', 'reading', 'interactive'));--> statement-breakpoint
ALTER TABLE "modules" ADD CONSTRAINT "modules_difficulty_check" CHECK (difficulty IS NULL OR difficulty IN ('beginner', 'intermediate', 'advanced'));--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_pivot_pillar_check" CHECK (pivot_pillar IN ('Purpose', 'Innovation', 'Value', 'Optimization', 'Transformation'));--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_tier_check" CHECK (tier IN ('free', 'individual', 'team_leader', 'organisation', 'enterprise_plus'));--> statement-breakpoint
-- "custom": a sales-led plan's own dates (billing/organization-service.ts recordInvoicePlan).
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_billing_cycle_check" CHECK (billing_cycle IN ('monthly', 'yearly', 'custom'));--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_status_check" CHECK (status IN ('active', 'past_due', 'ended'));--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_provider_check" CHECK (provider IN ('stripe', 'test', 'invoice'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_plan_id_check" CHECK (plan_id IN ('free', 'individual', 'team_leader', 'organisation', 'enterprise_plus'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK (status IN ('succeeded', 'failed'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_billing_cycle_check" CHECK (billing_cycle IS NULL OR billing_cycle IN ('monthly', 'yearly'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_provider_check" CHECK (provider IN ('stripe', 'test', 'invoice'));
