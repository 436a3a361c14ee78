ALTER TABLE "pathways" ADD COLUMN "programme" jsonb;--> statement-breakpoint
-- Decision 386: the unique indexes the composite foreign keys name become unique constraints over the same
-- index (USING INDEX keeps it, its name and the foreign keys that depend on it), so drizzle-kit, which
-- creates a table's constraints before its indexes and foreign keys, can build the schema from nothing.
-- drizzle-kit wrote DROP INDEX and ADD CONSTRAINT … UNIQUE; the index cannot be dropped under its keys.
ALTER TABLE "departments" ADD CONSTRAINT "departments_org_name_idx" UNIQUE USING INDEX "departments_org_name_idx";--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_org_user_idx" UNIQUE USING INDEX "member_org_user_idx";
