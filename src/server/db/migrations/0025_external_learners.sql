-- Issue 24 (decision 323): learners an organisation's LMS sends, and single-use launch tokens.
CREATE TABLE "external_learners" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"source" text NOT NULL,
	"issuer" text NOT NULL,
	"external_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "external_learners_source_check" CHECK ("external_learners"."source" in ('scorm12', 'cmi5', 'lti'))
);
--> statement-breakpoint
CREATE TABLE "lms_launches" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"user_id" text NOT NULL,
	"module_id" integer NOT NULL,
	"package_id" text NOT NULL,
	"format" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "lms_launches_format_check" CHECK ("lms_launches"."format" in ('scorm12', 'cmi5'))
);
--> statement-breakpoint
ALTER TABLE "external_learners" ADD CONSTRAINT "external_learners_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_learners" ADD CONSTRAINT "external_learners_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_launches" ADD CONSTRAINT "lms_launches_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_launches" ADD CONSTRAINT "lms_launches_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_launches" ADD CONSTRAINT "lms_launches_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "external_learners_identity_idx" ON "external_learners" USING btree ("organization_id","source","issuer","external_id");--> statement-breakpoint
CREATE INDEX "external_learners_user_idx" ON "external_learners" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "lms_launches_expires_idx" ON "lms_launches" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "lms_launches_package_idx" ON "lms_launches" USING btree ("package_id");--> statement-breakpoint
-- Issue 24 (decision 326, part A2): the PIVOT player's sessions, made from a launch token.
CREATE TABLE "lms_player_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"key_hash" text NOT NULL,
	"organization_id" text NOT NULL,
	"user_id" text NOT NULL,
	"module_id" integer NOT NULL,
	"package_id" text NOT NULL,
	"format" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lms_player_sessions_format_check" CHECK ("lms_player_sessions"."format" in ('scorm12', 'cmi5'))
);
--> statement-breakpoint
ALTER TABLE "lms_player_sessions" ADD CONSTRAINT "lms_player_sessions_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_player_sessions" ADD CONSTRAINT "lms_player_sessions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_player_sessions" ADD CONSTRAINT "lms_player_sessions_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lms_player_sessions_key_hash_idx" ON "lms_player_sessions" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "lms_player_sessions_user_idx" ON "lms_player_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "lms_player_sessions_last_used_idx" ON "lms_player_sessions" USING btree ("last_used_at");
