-- The baseline: the schema that migrations 0000-0028 built, squashed into one file (decision 345).
-- A database migrated by the old series up to 0028 has this migration's time as its last, so it skips this
-- file; one that stopped earlier is refused at start-up (db/baseline.ts). Tables, columns, indexes and
-- foreign keys are drizzle-kit's output from src/server/db/schema; after them come what the schema does not
-- describe: the functions and triggers that keep learner_totals and module_learner_counts, the append-only
-- audit log and the SSO domain rules, the CHECK constraints on closed value sets, the composite foreign
-- keys, and the first pilot cohort.
CREATE TABLE "account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limit_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	"impersonated_by" text,
	"active_organization_id" text,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_name" text,
	"last_name" text,
	"role" text DEFAULT 'learner' NOT NULL,
	"banned" boolean DEFAULT false,
	"ban_reason" text,
	"ban_expires" timestamp with time zone,
	"deletion_requested_at" timestamp with time zone,
	"weekly_goal" integer DEFAULT 4 NOT NULL,
	CONSTRAINT "user_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "apikey" (
	"id" text PRIMARY KEY NOT NULL,
	"config_id" text DEFAULT 'default' NOT NULL,
	"name" text,
	"start" text,
	"reference_id" text NOT NULL,
	"prefix" text,
	"key" text NOT NULL,
	"refill_interval" integer,
	"refill_amount" integer,
	"last_refill_at" timestamp with time zone,
	"enabled" boolean DEFAULT true NOT NULL,
	"rate_limit_enabled" boolean DEFAULT true NOT NULL,
	"rate_limit_time_window" integer,
	"rate_limit_max" integer,
	"request_count" integer DEFAULT 0 NOT NULL,
	"remaining" integer,
	"last_request" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"permissions" text,
	"metadata" text,
	CONSTRAINT "apikey_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "compliance_assignments" (
	"rule_id" integer NOT NULL,
	"cycle" integer NOT NULL,
	"user_id" text NOT NULL,
	"due_date" date NOT NULL,
	"assigned_at" timestamp with time zone NOT NULL,
	"completion_since" timestamp with time zone,
	"escalated_at" timestamp with time zone,
	CONSTRAINT "compliance_assignments_rule_id_cycle_user_id_pk" PRIMARY KEY("rule_id","cycle","user_id")
);
--> statement-breakpoint
CREATE TABLE "compliance_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"pathway_id" integer NOT NULL,
	"audience" text NOT NULL,
	"department" text,
	"role" text,
	"interval_months" integer,
	"due_days" integer,
	"due_date" date,
	"starts_on" date NOT NULL,
	"cycle" integer DEFAULT 0 NOT NULL,
	"next_run_on" date,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pathway_assignments" (
	"user_id" text NOT NULL,
	"pathway_id" integer NOT NULL,
	"organization_id" text,
	"assigned_by" text,
	"due_date" date,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completion_since" timestamp with time zone,
	CONSTRAINT "pathway_assignments_user_id_pathway_id_pk" PRIMARY KEY("user_id","pathway_id")
);
--> statement-breakpoint
CREATE TABLE "recertifications" (
	"user_certificate_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_id" text NOT NULL,
	"pathway_id" integer,
	"due_date" date NOT NULL,
	"assigned_at" timestamp with time zone NOT NULL,
	"renewed_at" timestamp with time zone,
	CONSTRAINT "recertifications_user_certificate_id_expires_at_pk" PRIMARY KEY("user_certificate_id","expires_at")
);
--> statement-breakpoint
CREATE TABLE "bcorp_evidence_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"organization_id" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage" text NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bcorp_workbench_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"requirement_id" text NOT NULL,
	"owner_id" text,
	"due_on" date,
	"status" text DEFAULT 'not-started' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bcorp_workbench_items_status_check" CHECK ("bcorp_workbench_items"."status" in ('not-started', 'in-progress', 'done'))
);
--> statement-breakpoint
CREATE TABLE "billing_webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text,
	"amount_pence" integer NOT NULL,
	"currency" text NOT NULL,
	"plan_id" text NOT NULL,
	"status" text NOT NULL,
	"provider_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"subscription_id" integer,
	"organization_id" text,
	"billing_cycle" text,
	"provider" text DEFAULT 'test' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_enquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text,
	"plan_id" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"organisation" text NOT NULL,
	"team_size" text NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"converted_organization_id" text,
	"converted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text,
	"organization_id" text,
	"seats" integer,
	"invoice_ref" text,
	"tier" text NOT NULL,
	"billing_cycle" text NOT NULL,
	"status" text NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"provider_ref" text,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"current_period_start" timestamp with time zone DEFAULT now() NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"provider" text DEFAULT 'test' NOT NULL,
	"provider_customer_ref" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"pivot_pillar" text NOT NULL,
	"cpd_hours" integer NOT NULL,
	"type" text NOT NULL,
	"validity_months" integer,
	"requirements" jsonb NOT NULL,
	CONSTRAINT "certificates_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "modules" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"pivot_pillar" text NOT NULL,
	"type" text NOT NULL,
	"duration" integer,
	"difficulty" text,
	"thumbnail_url" text,
	"content" text,
	"podcast_url" text,
	"podcast_duration" integer,
	"podcast_transcript" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"check_draw_size" integer DEFAULT 5 NOT NULL,
	"check_pass_mark" integer DEFAULT 80 NOT NULL,
	"check_cooldown_minutes" integer DEFAULT 0 NOT NULL,
	"check_settings_edited_at" timestamp with time zone,
	CONSTRAINT "modules_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "pathway_enrollments" (
	"user_id" text NOT NULL,
	"pathway_id" integer NOT NULL,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pathway_enrollments_user_id_pathway_id_pk" PRIMARY KEY("user_id","pathway_id")
);
--> statement-breakpoint
CREATE TABLE "pathway_modules" (
	"pathway_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "pathway_modules_pathway_id_module_id_pk" PRIMARY KEY("pathway_id","module_id")
);
--> statement-breakpoint
CREATE TABLE "pathways" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"difficulty" text NOT NULL,
	"estimated_hours" real NOT NULL,
	"level" text NOT NULL,
	"topics" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"is_recommended" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pathways_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "content_access_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"module_id" integer NOT NULL,
	"action" text NOT NULL,
	"tier" text NOT NULL,
	"allowed" boolean NOT NULL,
	"ip_address" text,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "generated_content" (
	"id" serial PRIMARY KEY NOT NULL,
	"module_id" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"engine" text NOT NULL,
	"content" jsonb NOT NULL,
	"markdown" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "generation_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"requested_by" text,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "podcast_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"module_id" integer NOT NULL,
	"storage" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"duration_seconds" integer,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "protection_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"protection_level" text NOT NULL,
	"global_protection" boolean NOT NULL,
	"watermark_enabled" boolean NOT NULL,
	"download_restriction" text NOT NULL,
	"print_restriction" text NOT NULL,
	"copy_protection" boolean NOT NULL,
	"session_timeout" integer NOT NULL,
	"ip_restriction" boolean NOT NULL,
	"device_limit" integer NOT NULL,
	"forensic_watermark" boolean NOT NULL,
	"content_expiration" integer NOT NULL,
	"legal_notice" text NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificate_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_certificate_id" integer NOT NULL,
	"platform" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credential_signing_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"public_key_multibase" text NOT NULL,
	"secret_key_multibase" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"certificate_id" integer NOT NULL,
	"earned_at" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"verification_code" text NOT NULL,
	"credential" jsonb NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"revoked_by" text
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"user_id" text PRIMARY KEY NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"linked_in_profile" text DEFAULT '' NOT NULL,
	"portfolio_slug" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_portfolio_slug_unique" UNIQUE("portfolio_slug")
);
--> statement-breakpoint
CREATE TABLE "data_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"storage" text,
	"storage_key" text,
	"size_bytes" integer,
	"token_hash" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"downloaded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "event_deliveries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_id" bigint NOT NULL,
	"organization_id" text NOT NULL,
	"destination" text NOT NULL,
	"endpoint_id" text,
	"lti_launch_id" bigint,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"response_status" integer,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"replay_of" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_deliveries_destination_check" CHECK ("event_deliveries"."destination" in ('webhook', 'xapi', 'lti')),
	CONSTRAINT "event_deliveries_status_check" CHECK ("event_deliveries"."status" in ('pending', 'delivered', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "event_outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"organization_id" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learning_record_stores" (
	"organization_id" text PRIMARY KEY NOT NULL,
	"endpoint" text NOT NULL,
	"key" text NOT NULL,
	"secret_ciphertext" text NOT NULL,
	"agent_format" text DEFAULT 'account' NOT NULL,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_record_stores_agent_format_check" CHECK ("learning_record_stores"."agent_format" in ('mbox_sha1sum', 'account'))
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"url" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"events" text[] NOT NULL,
	"secret_ciphertext" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"disabled_reason" text,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"failing_since" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jedi_org_assessment_answers" (
	"assessment_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"answers" jsonb,
	"overall_score" integer,
	"answered_at" timestamp with time zone,
	CONSTRAINT "jedi_org_assessment_answers_assessment_id_user_id_pk" PRIMARY KEY("assessment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "jedi_org_assessments" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"started_on" date NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jedi_survey_responses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"department" text,
	"answers" jsonb NOT NULL,
	"submitted_on" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jedi_survey_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" text,
	"department" text,
	"used" boolean DEFAULT false NOT NULL,
	CONSTRAINT "jedi_survey_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "jedi_surveys" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"title" text NOT NULL,
	"departments" jsonb,
	"include_demographics" boolean DEFAULT false NOT NULL,
	"opens_on" date NOT NULL,
	"closes_on" date NOT NULL,
	"closed_early" boolean DEFAULT false NOT NULL,
	"follow_up_on" date NOT NULL,
	"follow_up_reminded" boolean DEFAULT false NOT NULL,
	"invited_count" integer DEFAULT 0 NOT NULL,
	"reminded_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jedi_surveys_window_check" CHECK ("jedi_surveys"."closes_on" >= "jedi_surveys"."opens_on")
);
--> statement-breakpoint
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
	"status" text DEFAULT 'active' NOT NULL,
	"source" text DEFAULT 'file' NOT NULL,
	"edited_at" timestamp with time zone,
	"previous_id" integer,
	"generated_content_id" integer,
	CONSTRAINT "knowledge_check_questions_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "bookmarks" (
	"user_id" text NOT NULL,
	"module_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookmarks_user_id_module_id_pk" PRIMARY KEY("user_id","module_id")
);
--> statement-breakpoint
CREATE TABLE "guide_progress" (
	"user_id" text NOT NULL,
	"module_id" integer NOT NULL,
	"guide_id" text NOT NULL,
	"completed_steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guide_progress_user_id_module_id_guide_id_pk" PRIMARY KEY("user_id","module_id","guide_id")
);
--> statement-breakpoint
CREATE TABLE "jedi_assessments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learner_totals" (
	"user_id" text PRIMARY KEY NOT NULL,
	"modules_started" integer DEFAULT 0 NOT NULL,
	"seconds_spent" bigint DEFAULT 0 NOT NULL,
	"last_progress_at" timestamp with time zone,
	"completed_module_ids" integer[] DEFAULT '{}' NOT NULL,
	"last_active_day" date
);
--> statement-breakpoint
CREATE TABLE "learning_activity" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"seconds_spent" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "learning_activity_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "learning_goals" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"target_date" date NOT NULL,
	"priority" text NOT NULL,
	"module_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "module_learner_counts" (
	"module_id" integer PRIMARY KEY NOT NULL,
	"learners" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pivot_assessments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_progress" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"module_id" integer NOT NULL,
	"progress_percentage" integer DEFAULT 0 NOT NULL,
	"is_completed" boolean DEFAULT false NOT NULL,
	"time_spent" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "lms_package_launches" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" text NOT NULL,
	"user_id" text NOT NULL,
	"module_id" integer NOT NULL,
	"launched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lms_packages" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"module_id" integer,
	"pathway_id" integer,
	"format" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "lms_packages_format_check" CHECK ("lms_packages"."format" in ('scorm12', 'cmi5')),
	CONSTRAINT "lms_packages_target_check" CHECK (("lms_packages"."module_id" is null) <> ("lms_packages"."pathway_id" is null))
);
--> statement-breakpoint
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
CREATE TABLE "lti_contexts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lti_contexts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"registration_id" text NOT NULL,
	"organization_id" text NOT NULL,
	"context_id" text NOT NULL,
	"title" text,
	"memberships_url" text,
	"last_launch_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lti_deep_links" (
	"id" text PRIMARY KEY NOT NULL,
	"registration_id" text NOT NULL,
	"deployment_id" text NOT NULL,
	"return_url" text NOT NULL,
	"data" text,
	"accept_multiple" boolean DEFAULT true NOT NULL,
	"subject" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lti_launches" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lti_launches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"registration_id" text NOT NULL,
	"organization_id" text NOT NULL,
	"user_id" text NOT NULL,
	"module_id" integer NOT NULL,
	"subject" text NOT NULL,
	"resource_link_id" text NOT NULL,
	"context_id" text,
	"lineitem_url" text,
	"ags_scopes" text[] DEFAULT '{}' NOT NULL,
	"memberships_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_launch_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lti_member_syncs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lti_member_syncs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"context_id" bigint NOT NULL,
	"organization_id" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"seen" integer DEFAULT 0 NOT NULL,
	"added" integer DEFAULT 0 NOT NULL,
	"existing" integer DEFAULT 0 NOT NULL,
	"refused_no_seat" integer DEFAULT 0 NOT NULL,
	"refused_other" integer DEFAULT 0 NOT NULL,
	"error" text,
	"requested_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "lti_member_syncs_status_check" CHECK ("lti_member_syncs"."status" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "lti_registrations" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"name" text NOT NULL,
	"issuer" text NOT NULL,
	"client_id" text NOT NULL,
	"auth_login_url" text NOT NULL,
	"access_token_url" text NOT NULL,
	"jwks_url" text NOT NULL,
	"deployment_ids" text[] NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lti_states" (
	"state" text PRIMARY KEY NOT NULL,
	"nonce" text NOT NULL,
	"registration_id" text NOT NULL,
	"target_link_uri" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lti_tool_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"public_jwk" text NOT NULL,
	"private_jwk" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone,
	CONSTRAINT "lti_tool_keys_status_check" CHECK ("lti_tool_keys"."status" in ('active', 'retired'))
);
--> statement-breakpoint
CREATE TABLE "content_ready_requests" (
	"user_id" text NOT NULL,
	"module_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "content_ready_requests_user_id_module_id_pk" PRIMARY KEY("user_id","module_id")
);
--> statement-breakpoint
CREATE TABLE "email_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"reminders" boolean DEFAULT true NOT NULL,
	"updates" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"user_id" text,
	"to_address" text NOT NULL,
	"category" text NOT NULL,
	"template" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"headers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"dedupe_key" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"subject" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"author_id" text,
	"from_staff" boolean NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"organization_id" text,
	"actor_id" text,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip_address" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitation" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"email" text NOT NULL,
	"role" text,
	"team_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"inviter_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitation_batches" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"created_by" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"total" integer NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"invited" integer DEFAULT 0 NOT NULL,
	"rejected" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rows" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"department" text,
	"manager_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"logo" text,
	"metadata" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"brand_color" text,
	"join_token" text,
	"closing_at" timestamp with time zone,
	"closing_requested_by" text,
	CONSTRAINT "organization_slug_unique" UNIQUE("slug"),
	CONSTRAINT "organization_join_token_unique" UNIQUE("join_token")
);
--> statement-breakpoint
CREATE TABLE "organization_domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"domain" text NOT NULL,
	"token" text NOT NULL,
	"verified_at" timestamp with time zone,
	"auto_join" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization_invitations" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"role" text DEFAULT 'member' NOT NULL,
	"department" text,
	"manager_email" text,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"invited_by" text,
	"batch_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" text,
	CONSTRAINT "organization_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "pay_gap_analysts" (
	"member_id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"user_id" text NOT NULL,
	"granted_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pay_gap_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"snapshot_id" integer NOT NULL,
	"key_id" text NOT NULL,
	"nonce" text NOT NULL,
	"ciphertext" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pay_gap_settings" (
	"organization_id" text PRIMARY KEY NOT NULL,
	"sector" text DEFAULT 'private' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_gap_settings_sector_check" CHECK ("pay_gap_settings"."sector" in ('private', 'public'))
);
--> statement-breakpoint
CREATE TABLE "pay_gap_snapshots" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"reporting_year" integer NOT NULL,
	"sector" text NOT NULL,
	"snapshot_date" date NOT NULL,
	"statement" jsonb,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_gap_snapshots_sector_check" CHECK ("pay_gap_snapshots"."sector" in ('private', 'public')),
	CONSTRAINT "pay_gap_snapshots_year_check" CHECK ("pay_gap_snapshots"."reporting_year" between 2017 and 2100)
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pilot_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_name" text NOT NULL,
	"contact_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"employee_count" text NOT NULL,
	"industry" text NOT NULL,
	"current_initiatives" text,
	"b_corp_timeline" text NOT NULL,
	"leadership_commitment" text NOT NULL,
	"pilot_goals" text,
	"cohort_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pilot_cohorts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"applications_close_on" date NOT NULL,
	"places" integer NOT NULL,
	"price_pence" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pilot_waiting_list" (
	"id" serial PRIMARY KEY NOT NULL,
	"cohort_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"organization_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scim_groups" (
	"department_id" integer PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"external_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scim_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "scim_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "scim_users" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"user_id" text NOT NULL,
	"external_id" text,
	"user_name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"department" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scorm_attempts" (
	"course_id" text NOT NULL,
	"user_id" text NOT NULL,
	"organization_id" text NOT NULL,
	"status" text DEFAULT 'not attempted' NOT NULL,
	"score_raw" double precision,
	"score_min" double precision,
	"score_max" double precision,
	"total_time_seconds" integer DEFAULT 0 NOT NULL,
	"suspend_data" text,
	"lesson_location" text,
	"cmi" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "scorm_attempts_course_id_user_id_pk" PRIMARY KEY("course_id","user_id"),
	CONSTRAINT "scorm_attempts_status_check" CHECK ("scorm_attempts"."status" in ('not attempted', 'incomplete', 'completed', 'passed', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "scorm_course_assignments" (
	"course_id" text NOT NULL,
	"user_id" text NOT NULL,
	"organization_id" text NOT NULL,
	"assigned_by" text,
	"due_date" date,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scorm_course_assignments_course_id_user_id_pk" PRIMARY KEY("course_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "scorm_course_files" (
	"course_id" text NOT NULL,
	"path" text NOT NULL,
	"storage_key" text NOT NULL,
	"size_bytes" integer NOT NULL,
	CONSTRAINT "scorm_course_files_course_id_path_pk" PRIMARY KEY("course_id","path")
);
--> statement-breakpoint
CREATE TABLE "scorm_courses" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"version" text NOT NULL,
	"launch_path" text NOT NULL,
	"storage_prefix" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"file_count" integer NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "scorm_courses_version_check" CHECK ("scorm_courses"."version" in ('1.2', '2004'))
);
--> statement-breakpoint
CREATE TABLE "organization_security_policies" (
	"organization_id" text PRIMARY KEY NOT NULL,
	"idle_timeout_minutes" integer,
	"device_limit" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "organization_security_policies_idle_check" CHECK ("organization_security_policies"."idle_timeout_minutes" IS NULL OR "organization_security_policies"."idle_timeout_minutes" > 0),
	CONSTRAINT "organization_security_policies_devices_check" CHECK ("organization_security_policies"."device_limit" IS NULL OR "organization_security_policies"."device_limit" > 0)
);
--> statement-breakpoint
CREATE TABLE "organization_sso_settings" (
	"organization_id" text PRIMARY KEY NOT NULL,
	"require_sso" boolean DEFAULT false NOT NULL,
	"department_attribute" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "sso_provider" (
	"id" text PRIMARY KEY NOT NULL,
	"issuer" text NOT NULL,
	"oidc_config" text,
	"saml_config" text,
	"user_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"organization_id" text NOT NULL,
	"domain" text NOT NULL,
	"domain_verified" boolean DEFAULT false NOT NULL,
	CONSTRAINT "sso_provider_provider_id_unique" UNIQUE("provider_id"),
	CONSTRAINT "sso_provider_organization_id_unique" UNIQUE("organization_id")
);
--> statement-breakpoint
CREATE TABLE "activity_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"progress_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_likes" (
	"progress_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_likes_progress_id_user_id_pk" PRIMARY KEY("progress_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "mentoring_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"sender_id" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mentoring_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"user_id" text NOT NULL,
	"expertise" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mentoring_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"mentee_id" text NOT NULL,
	"mentor_id" text,
	"focus" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "progress_shares" (
	"user_id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "progress_shares_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "study_group_members" (
	"group_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_group_members_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "study_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"name" text NOT NULL,
	"topic" text NOT NULL,
	"category" text NOT NULL,
	"next_session" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_challenge_participants" (
	"challenge_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_challenge_participants_challenge_id_user_id_pk" PRIMARY KEY("challenge_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "team_challenges" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"target_modules" integer NOT NULL,
	"starts_on" date NOT NULL,
	"deadline" date NOT NULL,
	"reward" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_event_attendees" (
	"event_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_event_attendees_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "team_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"topic" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"facilitator_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apikey" ADD CONSTRAINT "apikey_reference_id_organization_id_fk" FOREIGN KEY ("reference_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_assignments" ADD CONSTRAINT "compliance_assignments_rule_id_compliance_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."compliance_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_assignments" ADD CONSTRAINT "compliance_assignments_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_rules" ADD CONSTRAINT "compliance_rules_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_rules" ADD CONSTRAINT "compliance_rules_pathway_id_pathways_id_fk" FOREIGN KEY ("pathway_id") REFERENCES "public"."pathways"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_rules" ADD CONSTRAINT "compliance_rules_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pathway_assignments" ADD CONSTRAINT "pathway_assignments_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pathway_assignments" ADD CONSTRAINT "pathway_assignments_pathway_id_pathways_id_fk" FOREIGN KEY ("pathway_id") REFERENCES "public"."pathways"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pathway_assignments" ADD CONSTRAINT "pathway_assignments_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pathway_assignments" ADD CONSTRAINT "pathway_assignments_assigned_by_user_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recertifications" ADD CONSTRAINT "recertifications_user_certificate_id_user_certificates_id_fk" FOREIGN KEY ("user_certificate_id") REFERENCES "public"."user_certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recertifications" ADD CONSTRAINT "recertifications_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recertifications" ADD CONSTRAINT "recertifications_pathway_id_pathways_id_fk" FOREIGN KEY ("pathway_id") REFERENCES "public"."pathways"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcorp_evidence_files" ADD CONSTRAINT "bcorp_evidence_files_item_id_bcorp_workbench_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."bcorp_workbench_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcorp_evidence_files" ADD CONSTRAINT "bcorp_evidence_files_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcorp_evidence_files" ADD CONSTRAINT "bcorp_evidence_files_uploaded_by_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcorp_workbench_items" ADD CONSTRAINT "bcorp_workbench_items_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcorp_workbench_items" ADD CONSTRAINT "bcorp_workbench_items_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_enquiries" ADD CONSTRAINT "sales_enquiries_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_enquiries" ADD CONSTRAINT "sales_enquiries_converted_organization_id_organization_id_fk" FOREIGN KEY ("converted_organization_id") REFERENCES "public"."organization"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pathway_enrollments" ADD CONSTRAINT "pathway_enrollments_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pathway_enrollments" ADD CONSTRAINT "pathway_enrollments_pathway_id_pathways_id_fk" FOREIGN KEY ("pathway_id") REFERENCES "public"."pathways"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pathway_modules" ADD CONSTRAINT "pathway_modules_pathway_id_pathways_id_fk" FOREIGN KEY ("pathway_id") REFERENCES "public"."pathways"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pathway_modules" ADD CONSTRAINT "pathway_modules_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_access_log" ADD CONSTRAINT "content_access_log_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_access_log" ADD CONSTRAINT "content_access_log_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_content" ADD CONSTRAINT "generated_content_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_content" ADD CONSTRAINT "generated_content_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generation_runs" ADD CONSTRAINT "generation_runs_requested_by_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcast_uploads" ADD CONSTRAINT "podcast_uploads_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcast_uploads" ADD CONSTRAINT "podcast_uploads_uploaded_by_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_settings" ADD CONSTRAINT "protection_settings_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_shares" ADD CONSTRAINT "certificate_shares_user_certificate_id_user_certificates_id_fk" FOREIGN KEY ("user_certificate_id") REFERENCES "public"."user_certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_certificates" ADD CONSTRAINT "user_certificates_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_certificates" ADD CONSTRAINT "user_certificates_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_certificates" ADD CONSTRAINT "user_certificates_revoked_by_user_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_deliveries" ADD CONSTRAINT "event_deliveries_event_id_event_outbox_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."event_outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_deliveries" ADD CONSTRAINT "event_deliveries_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_deliveries" ADD CONSTRAINT "event_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_deliveries" ADD CONSTRAINT "event_deliveries_lti_launch_id_lti_launches_id_fk" FOREIGN KEY ("lti_launch_id") REFERENCES "public"."lti_launches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_outbox" ADD CONSTRAINT "event_outbox_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_record_stores" ADD CONSTRAINT "learning_record_stores_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_record_stores" ADD CONSTRAINT "learning_record_stores_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jedi_org_assessment_answers" ADD CONSTRAINT "jedi_org_assessment_answers_assessment_id_jedi_org_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."jedi_org_assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jedi_org_assessment_answers" ADD CONSTRAINT "jedi_org_assessment_answers_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jedi_org_assessments" ADD CONSTRAINT "jedi_org_assessments_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jedi_org_assessments" ADD CONSTRAINT "jedi_org_assessments_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jedi_survey_responses" ADD CONSTRAINT "jedi_survey_responses_survey_id_jedi_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."jedi_surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jedi_survey_tokens" ADD CONSTRAINT "jedi_survey_tokens_survey_id_jedi_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."jedi_surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jedi_survey_tokens" ADD CONSTRAINT "jedi_survey_tokens_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jedi_surveys" ADD CONSTRAINT "jedi_surveys_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_check_answers" ADD CONSTRAINT "knowledge_check_answers_attempt_id_knowledge_check_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."knowledge_check_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_check_answers" ADD CONSTRAINT "knowledge_check_answers_question_id_knowledge_check_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."knowledge_check_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_check_attempts" ADD CONSTRAINT "knowledge_check_attempts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_check_attempts" ADD CONSTRAINT "knowledge_check_attempts_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_check_questions" ADD CONSTRAINT "knowledge_check_questions_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_progress" ADD CONSTRAINT "guide_progress_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_progress" ADD CONSTRAINT "guide_progress_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jedi_assessments" ADD CONSTRAINT "jedi_assessments_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_totals" ADD CONSTRAINT "learner_totals_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_activity" ADD CONSTRAINT "learning_activity_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_goals" ADD CONSTRAINT "learning_goals_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_learner_counts" ADD CONSTRAINT "module_learner_counts_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pivot_assessments" ADD CONSTRAINT "pivot_assessments_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_progress" ADD CONSTRAINT "user_progress_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_progress" ADD CONSTRAINT "user_progress_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_learners" ADD CONSTRAINT "external_learners_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_learners" ADD CONSTRAINT "external_learners_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_launches" ADD CONSTRAINT "lms_launches_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_launches" ADD CONSTRAINT "lms_launches_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_launches" ADD CONSTRAINT "lms_launches_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_package_launches" ADD CONSTRAINT "lms_package_launches_package_id_lms_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."lms_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_package_launches" ADD CONSTRAINT "lms_package_launches_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_package_launches" ADD CONSTRAINT "lms_package_launches_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_packages" ADD CONSTRAINT "lms_packages_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_packages" ADD CONSTRAINT "lms_packages_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_packages" ADD CONSTRAINT "lms_packages_pathway_id_pathways_id_fk" FOREIGN KEY ("pathway_id") REFERENCES "public"."pathways"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_packages" ADD CONSTRAINT "lms_packages_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_player_sessions" ADD CONSTRAINT "lms_player_sessions_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_player_sessions" ADD CONSTRAINT "lms_player_sessions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_player_sessions" ADD CONSTRAINT "lms_player_sessions_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_contexts" ADD CONSTRAINT "lti_contexts_registration_id_lti_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."lti_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_contexts" ADD CONSTRAINT "lti_contexts_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_deep_links" ADD CONSTRAINT "lti_deep_links_registration_id_lti_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."lti_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_launches" ADD CONSTRAINT "lti_launches_registration_id_lti_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."lti_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_launches" ADD CONSTRAINT "lti_launches_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_launches" ADD CONSTRAINT "lti_launches_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_launches" ADD CONSTRAINT "lti_launches_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_member_syncs" ADD CONSTRAINT "lti_member_syncs_context_id_lti_contexts_id_fk" FOREIGN KEY ("context_id") REFERENCES "public"."lti_contexts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_member_syncs" ADD CONSTRAINT "lti_member_syncs_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_member_syncs" ADD CONSTRAINT "lti_member_syncs_requested_by_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_registrations" ADD CONSTRAINT "lti_registrations_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_registrations" ADD CONSTRAINT "lti_registrations_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_states" ADD CONSTRAINT "lti_states_registration_id_lti_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."lti_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_ready_requests" ADD CONSTRAINT "content_ready_requests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_ready_requests" ADD CONSTRAINT "content_ready_requests_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_preferences" ADD CONSTRAINT "email_preferences_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_conversations" ADD CONSTRAINT "support_conversations_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_conversation_id_support_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."support_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation" ADD CONSTRAINT "invitation_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation" ADD CONSTRAINT "invitation_inviter_id_user_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_batches" ADD CONSTRAINT "invitation_batches_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_batches" ADD CONSTRAINT "invitation_batches_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_domains" ADD CONSTRAINT "organization_domains_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_invitations" ADD CONSTRAINT "organization_invitations_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_invitations" ADD CONSTRAINT "organization_invitations_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_invitations" ADD CONSTRAINT "organization_invitations_accepted_by_user_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_gap_analysts" ADD CONSTRAINT "pay_gap_analysts_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_gap_analysts" ADD CONSTRAINT "pay_gap_analysts_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_gap_records" ADD CONSTRAINT "pay_gap_records_snapshot_id_pay_gap_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."pay_gap_snapshots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_gap_settings" ADD CONSTRAINT "pay_gap_settings_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_gap_snapshots" ADD CONSTRAINT "pay_gap_snapshots_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pilot_applications" ADD CONSTRAINT "pilot_applications_cohort_id_pilot_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."pilot_cohorts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pilot_waiting_list" ADD CONSTRAINT "pilot_waiting_list_cohort_id_pilot_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."pilot_cohorts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scim_groups" ADD CONSTRAINT "scim_groups_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scim_groups" ADD CONSTRAINT "scim_groups_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scim_tokens" ADD CONSTRAINT "scim_tokens_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scim_tokens" ADD CONSTRAINT "scim_tokens_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scim_users" ADD CONSTRAINT "scim_users_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scim_users" ADD CONSTRAINT "scim_users_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_attempts" ADD CONSTRAINT "scorm_attempts_course_id_scorm_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."scorm_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_attempts" ADD CONSTRAINT "scorm_attempts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_attempts" ADD CONSTRAINT "scorm_attempts_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_course_assignments" ADD CONSTRAINT "scorm_course_assignments_course_id_scorm_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."scorm_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_course_assignments" ADD CONSTRAINT "scorm_course_assignments_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_course_assignments" ADD CONSTRAINT "scorm_course_assignments_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_course_assignments" ADD CONSTRAINT "scorm_course_assignments_assigned_by_user_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_course_files" ADD CONSTRAINT "scorm_course_files_course_id_scorm_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."scorm_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_courses" ADD CONSTRAINT "scorm_courses_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_courses" ADD CONSTRAINT "scorm_courses_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_security_policies" ADD CONSTRAINT "organization_security_policies_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_security_policies" ADD CONSTRAINT "organization_security_policies_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_sso_settings" ADD CONSTRAINT "organization_sso_settings_organization_id_sso_provider_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."sso_provider"("organization_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_sso_settings" ADD CONSTRAINT "organization_sso_settings_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_provider" ADD CONSTRAINT "sso_provider_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_provider" ADD CONSTRAINT "sso_provider_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_comments" ADD CONSTRAINT "activity_comments_progress_id_user_progress_id_fk" FOREIGN KEY ("progress_id") REFERENCES "public"."user_progress"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_comments" ADD CONSTRAINT "activity_comments_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_likes" ADD CONSTRAINT "activity_likes_progress_id_user_progress_id_fk" FOREIGN KEY ("progress_id") REFERENCES "public"."user_progress"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_likes" ADD CONSTRAINT "activity_likes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentoring_messages" ADD CONSTRAINT "mentoring_messages_request_id_mentoring_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."mentoring_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentoring_messages" ADD CONSTRAINT "mentoring_messages_sender_id_user_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentoring_offers" ADD CONSTRAINT "mentoring_offers_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentoring_offers" ADD CONSTRAINT "mentoring_offers_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentoring_requests" ADD CONSTRAINT "mentoring_requests_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentoring_requests" ADD CONSTRAINT "mentoring_requests_mentee_id_user_id_fk" FOREIGN KEY ("mentee_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentoring_requests" ADD CONSTRAINT "mentoring_requests_mentor_id_user_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_shares" ADD CONSTRAINT "progress_shares_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_group_members" ADD CONSTRAINT "study_group_members_group_id_study_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."study_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_group_members" ADD CONSTRAINT "study_group_members_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_groups" ADD CONSTRAINT "study_groups_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_groups" ADD CONSTRAINT "study_groups_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_challenge_participants" ADD CONSTRAINT "team_challenge_participants_challenge_id_team_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."team_challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_challenge_participants" ADD CONSTRAINT "team_challenge_participants_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_challenges" ADD CONSTRAINT "team_challenges_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_challenges" ADD CONSTRAINT "team_challenges_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_event_attendees" ADD CONSTRAINT "team_event_attendees_event_id_team_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."team_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_event_attendees" ADD CONSTRAINT "team_event_attendees_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_events" ADD CONSTRAINT "team_events_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_events" ADD CONSTRAINT "team_events_facilitator_id_user_id_fk" FOREIGN KEY ("facilitator_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_user_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "session_user_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_name_order_idx" ON "user" USING btree ((lower(coalesce("last_name", '')) collate "C"),(lower(coalesce("first_name", '')) collate "C"),("id" collate "C"));--> statement-breakpoint
CREATE INDEX "apikey_reference_idx" ON "apikey" USING btree ("reference_id");--> statement-breakpoint
CREATE INDEX "apikey_config_idx" ON "apikey" USING btree ("config_id");--> statement-breakpoint
CREATE INDEX "compliance_assignments_user_idx" ON "compliance_assignments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "compliance_rules_org_idx" ON "compliance_rules" USING btree ("organization_id","ended_at");--> statement-breakpoint
CREATE INDEX "pathway_assignments_organization_idx" ON "pathway_assignments" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "pathway_assignments_due_idx" ON "pathway_assignments" USING btree ("due_date");--> statement-breakpoint
CREATE INDEX "recertifications_open_idx" ON "recertifications" USING btree ("user_id") WHERE "recertifications"."renewed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "bcorp_evidence_files_storage_key_idx" ON "bcorp_evidence_files" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "bcorp_evidence_files_item_idx" ON "bcorp_evidence_files" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "bcorp_evidence_files_uploaded_by_idx" ON "bcorp_evidence_files" USING btree ("uploaded_by");--> statement-breakpoint
CREATE UNIQUE INDEX "bcorp_workbench_items_requirement_idx" ON "bcorp_workbench_items" USING btree ("organization_id","requirement_id");--> statement-breakpoint
CREATE INDEX "bcorp_workbench_items_owner_idx" ON "bcorp_workbench_items" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "payments_user_created_idx" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_ref_idx" ON "payments" USING btree ("provider_ref");--> statement-breakpoint
CREATE INDEX "sales_enquiries_created_idx" ON "sales_enquiries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_live_per_user_idx" ON "subscriptions" USING btree ("user_id") WHERE "subscriptions"."status" in ('active', 'past_due');--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_live_per_org_idx" ON "subscriptions" USING btree ("organization_id") WHERE "subscriptions"."status" in ('active', 'past_due');--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_provider_ref_idx" ON "subscriptions" USING btree ("provider_ref");--> statement-breakpoint
CREATE INDEX "modules_pillar_idx" ON "modules" USING btree ("pivot_pillar");--> statement-breakpoint
CREATE INDEX "modules_category_idx" ON "modules" USING btree ("category");--> statement-breakpoint
CREATE INDEX "content_access_log_user_idx" ON "content_access_log" USING btree ("user_id","action","occurred_at");--> statement-breakpoint
CREATE INDEX "content_access_log_occurred_idx" ON "content_access_log" USING btree ("occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "generated_content_module_idx" ON "generated_content" USING btree ("module_id");--> statement-breakpoint
CREATE UNIQUE INDEX "generation_runs_one_running_idx" ON "generation_runs" USING btree ("status") WHERE "generation_runs"."status" = 'running';--> statement-breakpoint
CREATE UNIQUE INDEX "podcast_uploads_storage_key_idx" ON "podcast_uploads" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "podcast_uploads_module_idx" ON "podcast_uploads" USING btree ("module_id");--> statement-breakpoint
CREATE INDEX "certificate_shares_certificate_idx" ON "certificate_shares" USING btree ("user_certificate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_certificates_user_certificate_idx" ON "user_certificates" USING btree ("user_id","certificate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_certificates_code_idx" ON "user_certificates" USING btree ("verification_code");--> statement-breakpoint
CREATE INDEX "user_certificates_expires_idx" ON "user_certificates" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "user_certificates_credential_id_idx" ON "user_certificates" USING btree (("credential" ->> 'id'));--> statement-breakpoint
CREATE INDEX "data_exports_user_idx" ON "data_exports" USING btree ("user_id","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "data_exports_one_running_idx" ON "data_exports" USING btree ("user_id") WHERE "data_exports"."status" in ('queued', 'running');--> statement-breakpoint
CREATE UNIQUE INDEX "data_exports_token_hash_idx" ON "data_exports" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "data_exports_expires_idx" ON "data_exports" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "event_deliveries_event_idx" ON "event_deliveries" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "event_deliveries_endpoint_idx" ON "event_deliveries" USING btree ("endpoint_id","id");--> statement-breakpoint
CREATE INDEX "event_deliveries_lti_launch_idx" ON "event_deliveries" USING btree ("lti_launch_id");--> statement-breakpoint
CREATE INDEX "event_deliveries_organization_idx" ON "event_deliveries" USING btree ("organization_id","destination","status");--> statement-breakpoint
CREATE INDEX "event_deliveries_due_idx" ON "event_deliveries" USING btree ("next_attempt_at") WHERE "event_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "event_outbox_organization_idx" ON "event_outbox" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_endpoints_organization_idx" ON "webhook_endpoints" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "jedi_org_assessment_answers_user_idx" ON "jedi_org_assessment_answers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "jedi_org_assessments_org_idx" ON "jedi_org_assessments" USING btree ("organization_id","started_on");--> statement-breakpoint
CREATE INDEX "jedi_survey_responses_survey_idx" ON "jedi_survey_responses" USING btree ("survey_id");--> statement-breakpoint
CREATE INDEX "jedi_survey_tokens_survey_idx" ON "jedi_survey_tokens" USING btree ("survey_id","used");--> statement-breakpoint
CREATE INDEX "jedi_survey_tokens_user_idx" ON "jedi_survey_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "jedi_surveys_org_idx" ON "jedi_surveys" USING btree ("organization_id","id");--> statement-breakpoint
CREATE INDEX "jedi_surveys_follow_up_idx" ON "jedi_surveys" USING btree ("follow_up_on");--> statement-breakpoint
CREATE INDEX "knowledge_check_answers_question_idx" ON "knowledge_check_answers" USING btree ("question_id","is_correct");--> statement-breakpoint
CREATE INDEX "knowledge_check_attempts_user_module_idx" ON "knowledge_check_attempts" USING btree ("user_id","module_id","started_at");--> statement-breakpoint
CREATE INDEX "knowledge_check_attempts_module_submitted_idx" ON "knowledge_check_attempts" USING btree ("module_id","passed") WHERE "knowledge_check_attempts"."submitted_at" is not null;--> statement-breakpoint
CREATE INDEX "knowledge_check_questions_module_idx" ON "knowledge_check_questions" USING btree ("module_id") WHERE "knowledge_check_questions"."retired_at" is null;--> statement-breakpoint
CREATE INDEX "knowledge_check_questions_previous_idx" ON "knowledge_check_questions" USING btree ("previous_id") WHERE "knowledge_check_questions"."previous_id" is not null;--> statement-breakpoint
CREATE INDEX "jedi_assessments_user_created_idx" ON "jedi_assessments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "learning_activity_day_idx" ON "learning_activity" USING btree ("day","user_id","seconds_spent");--> statement-breakpoint
CREATE INDEX "learning_activity_user_day_seconds_idx" ON "learning_activity" USING btree ("user_id","day","seconds_spent");--> statement-breakpoint
CREATE INDEX "learning_goals_user_idx" ON "learning_goals" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "pivot_assessments_user_idx" ON "pivot_assessments" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_progress_user_module_idx" ON "user_progress" USING btree ("user_id","module_id");--> statement-breakpoint
CREATE INDEX "user_progress_user_facts_idx" ON "user_progress" USING btree ("user_id","updated_at","module_id","is_completed","time_spent");--> statement-breakpoint
CREATE INDEX "user_progress_updated_idx" ON "user_progress" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "user_progress_completed_idx" ON "user_progress" USING btree ("completed_at","user_id") WHERE "user_progress"."is_completed";--> statement-breakpoint
CREATE INDEX "user_progress_user_completed_idx" ON "user_progress" USING btree ("user_id","completed_at") WHERE "user_progress"."is_completed";--> statement-breakpoint
CREATE INDEX "user_progress_module_idx" ON "user_progress" USING btree ("module_id","is_completed");--> statement-breakpoint
CREATE UNIQUE INDEX "external_learners_identity_idx" ON "external_learners" USING btree ("organization_id","source","issuer","external_id");--> statement-breakpoint
CREATE INDEX "external_learners_user_idx" ON "external_learners" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "lms_launches_expires_idx" ON "lms_launches" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "lms_launches_package_idx" ON "lms_launches" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "lms_package_launches_package_idx" ON "lms_package_launches" USING btree ("package_id","launched_at");--> statement-breakpoint
CREATE INDEX "lms_package_launches_user_idx" ON "lms_package_launches" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lms_packages_key_hash_idx" ON "lms_packages" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "lms_packages_organization_idx" ON "lms_packages" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "lms_packages_created_by_idx" ON "lms_packages" USING btree ("created_by");--> statement-breakpoint
CREATE UNIQUE INDEX "lms_player_sessions_key_hash_idx" ON "lms_player_sessions" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "lms_player_sessions_user_idx" ON "lms_player_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "lms_player_sessions_last_used_idx" ON "lms_player_sessions" USING btree ("last_used_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lti_contexts_registration_context_idx" ON "lti_contexts" USING btree ("registration_id","context_id");--> statement-breakpoint
CREATE INDEX "lti_contexts_organization_idx" ON "lti_contexts" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "lti_deep_links_expires_idx" ON "lti_deep_links" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lti_launches_link_user_idx" ON "lti_launches" USING btree ("registration_id","resource_link_id","user_id");--> statement-breakpoint
CREATE INDEX "lti_launches_user_module_idx" ON "lti_launches" USING btree ("user_id","module_id");--> statement-breakpoint
CREATE INDEX "lti_launches_organization_idx" ON "lti_launches" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "lti_member_syncs_context_idx" ON "lti_member_syncs" USING btree ("context_id");--> statement-breakpoint
CREATE INDEX "lti_member_syncs_status_idx" ON "lti_member_syncs" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "lti_registrations_issuer_client_idx" ON "lti_registrations" USING btree ("issuer","client_id");--> statement-breakpoint
CREATE INDEX "lti_registrations_organization_idx" ON "lti_registrations" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lti_states_nonce_idx" ON "lti_states" USING btree ("nonce");--> statement-breakpoint
CREATE INDEX "lti_states_expires_idx" ON "lti_states" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_messages_idempotency_key_idx" ON "mail_messages" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "mail_messages_created_idx" ON "mail_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mail_messages_status_idx" ON "mail_messages" USING btree ("status");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_user_dedupe_idx" ON "notifications" USING btree ("user_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "support_conversations_user_idx" ON "support_conversations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "support_conversations_status_idx" ON "support_conversations" USING btree ("status");--> statement-breakpoint
CREATE INDEX "support_messages_conversation_idx" ON "support_messages" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_org_idx" ON "audit_log" USING btree ("organization_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "departments_org_name_idx" ON "departments" USING btree ("organization_id","name");--> statement-breakpoint
CREATE INDEX "invitation_batches_org_idx" ON "invitation_batches" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "member_org_user_idx" ON "member" USING btree ("organization_id","user_id");--> statement-breakpoint
CREATE INDEX "member_user_idx" ON "member" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "member_org_role_user_idx" ON "member" USING btree ("organization_id","role","user_id");--> statement-breakpoint
CREATE INDEX "member_org_manager_idx" ON "member" USING btree ("organization_id","manager_id");--> statement-breakpoint
CREATE INDEX "member_org_department_idx" ON "member" USING btree ("organization_id","department");--> statement-breakpoint
CREATE INDEX "organization_closing_idx" ON "organization" USING btree ("closing_at") WHERE "organization"."closing_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "organization_domains_org_domain_idx" ON "organization_domains" USING btree ("organization_id","domain");--> statement-breakpoint
CREATE UNIQUE INDEX "organization_domains_verified_idx" ON "organization_domains" USING btree ("domain") WHERE "organization_domains"."verified_at" is not null;--> statement-breakpoint
CREATE INDEX "organization_invitations_org_idx" ON "organization_invitations" USING btree ("organization_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "organization_invitations_one_pending_idx" ON "organization_invitations" USING btree ("organization_id","email") WHERE "organization_invitations"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "pay_gap_analysts_org_user_idx" ON "pay_gap_analysts" USING btree ("organization_id","user_id");--> statement-breakpoint
CREATE INDEX "pay_gap_records_snapshot_idx" ON "pay_gap_records" USING btree ("snapshot_id","id");--> statement-breakpoint
CREATE INDEX "pay_gap_records_key_idx" ON "pay_gap_records" USING btree ("key_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_gap_snapshots_org_year_idx" ON "pay_gap_snapshots" USING btree ("organization_id","reporting_year");--> statement-breakpoint
CREATE UNIQUE INDEX "scim_groups_org_external_idx" ON "scim_groups" USING btree ("organization_id","external_id") WHERE "scim_groups"."external_id" is not null;--> statement-breakpoint
CREATE INDEX "scim_tokens_org_idx" ON "scim_tokens" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "scim_users_org_user_idx" ON "scim_users" USING btree ("organization_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scim_users_org_external_idx" ON "scim_users" USING btree ("organization_id","external_id") WHERE "scim_users"."external_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "scim_users_org_user_name_idx" ON "scim_users" USING btree ("organization_id",lower("user_name"));--> statement-breakpoint
CREATE INDEX "scim_users_user_idx" ON "scim_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "scorm_attempts_user_idx" ON "scorm_attempts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "scorm_attempts_organization_idx" ON "scorm_attempts" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "scorm_course_assignments_user_idx" ON "scorm_course_assignments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "scorm_course_assignments_organization_idx" ON "scorm_course_assignments" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "scorm_course_assignments_assigned_by_idx" ON "scorm_course_assignments" USING btree ("assigned_by");--> statement-breakpoint
CREATE INDEX "scorm_courses_organization_idx" ON "scorm_courses" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "scorm_courses_created_by_idx" ON "scorm_courses" USING btree ("created_by");--> statement-breakpoint
CREATE UNIQUE INDEX "scorm_courses_storage_prefix_idx" ON "scorm_courses" USING btree ("storage_prefix");--> statement-breakpoint
CREATE INDEX "sso_provider_domain_idx" ON "sso_provider" USING btree ("domain");--> statement-breakpoint
CREATE INDEX "activity_comments_progress_idx" ON "activity_comments" USING btree ("progress_id","created_at");--> statement-breakpoint
CREATE INDEX "mentoring_messages_request_idx" ON "mentoring_messages" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mentoring_offers_org_user_idx" ON "mentoring_offers" USING btree ("organization_id","user_id");--> statement-breakpoint
CREATE INDEX "mentoring_requests_org_idx" ON "mentoring_requests" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "study_groups_org_idx" ON "study_groups" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "team_challenges_org_idx" ON "team_challenges" USING btree ("organization_id","deadline");--> statement-breakpoint
CREATE INDEX "team_events_org_starts_idx" ON "team_events" USING btree ("organization_id","starts_at");--> statement-breakpoint
CREATE FUNCTION public.audit_log_append_only() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END $$;--> statement-breakpoint
CREATE FUNCTION public.learner_totals_after_write() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
DECLARE
  changed text[];
  added integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    changed := ARRAY(SELECT DISTINCT user_id FROM new_rows);
  ELSIF TG_OP = 'UPDATE' AND TG_TABLE_NAME = 'learning_activity' THEN
    changed := ARRAY(
      SELECT DISTINCT moved.user_id FROM (
        (SELECT user_id, day FROM new_rows EXCEPT SELECT user_id, day FROM old_rows)
        UNION ALL
        (SELECT user_id, day FROM old_rows EXCEPT SELECT user_id, day FROM new_rows)
      ) AS moved
    );
  ELSIF TG_OP = 'UPDATE' THEN
    changed := ARRAY(SELECT user_id FROM new_rows UNION SELECT user_id FROM old_rows ORDER BY 1);
    IF NOT EXISTS (
      SELECT 1 FROM new_rows n FULL JOIN old_rows o ON o.id = n.id
      WHERE o.id IS NULL OR n.id IS NULL OR n.user_id <> o.user_id OR n.module_id <> o.module_id
        OR n.is_completed <> o.is_completed OR n.updated_at < o.updated_at
    ) THEN
      PERFORM 1 FROM learner_totals t WHERE t.user_id = ANY (changed) ORDER BY t.user_id FOR UPDATE;
      UPDATE learner_totals t SET
          seconds_spent = t.seconds_spent + d.seconds,
          last_progress_at = greatest(t.last_progress_at, d.last_update)
        FROM (
          SELECT n.user_id, sum(n.time_spent - o.time_spent)::bigint AS seconds, max(n.updated_at) AS last_update
          FROM new_rows n JOIN old_rows o ON o.id = n.id GROUP BY n.user_id
        ) AS d
        WHERE t.user_id = d.user_id;
      GET DIAGNOSTICS added = ROW_COUNT;
      -- A learner without a totals row (removed by hand) is recounted, which creates it.
      IF added = cardinality(changed) THEN
        RETURN NULL;
      END IF;
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    changed := ARRAY(SELECT DISTINCT user_id FROM old_rows);
  ELSE
    changed := ARRAY(SELECT user_id FROM learner_totals);
  END IF;
  IF cardinality(changed) > 0 THEN
    PERFORM learner_totals_refresh(changed);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION public.learner_totals_refresh(user_ids text[]) RETURNS void
    LANGUAGE plpgsql
    AS $$
BEGIN
  -- Deleted accounts get no row (their facts go by cascade in the same statement).
  INSERT INTO learner_totals (user_id)
    SELECT u.id FROM "user" u WHERE u.id = ANY (user_ids) ORDER BY u.id
    ON CONFLICT (user_id) DO NOTHING;
  PERFORM 1 FROM learner_totals t WHERE t.user_id = ANY (user_ids) ORDER BY t.user_id FOR UPDATE;
  UPDATE learner_totals t SET
      modules_started = p.started,
      seconds_spent = p.seconds,
      last_progress_at = p.last_update,
      completed_module_ids = p.completed,
      last_active_day = a.last_day
    FROM unnest(user_ids) AS ids(user_id)
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS started,
        coalesce(sum(up.time_spent), 0)::bigint AS seconds,
        max(up.updated_at) AS last_update,
        coalesce(array_agg(up.module_id ORDER BY up.module_id) FILTER (WHERE up.is_completed), '{}') AS completed
      FROM user_progress up WHERE up.user_id = ids.user_id
    ) p
    CROSS JOIN LATERAL (SELECT max(la.day) AS last_day FROM learning_activity la WHERE la.user_id = ids.user_id) a
    WHERE t.user_id = ids.user_id;
END
$$;--> statement-breakpoint
CREATE FUNCTION public.module_learner_counts_after_write() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  -- Rows added count +1 for their module, rows removed -1; an update that keeps every row's module
  -- (all of the product's updates) changes nothing. Modules in ascending order, so two writers lock
  -- the counters in the same order.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO module_learner_counts AS c (module_id, learners)
      SELECT module_id, count(*)::int FROM new_rows GROUP BY module_id ORDER BY module_id
      ON CONFLICT (module_id) DO UPDATE SET learners = c.learners + excluded.learners;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO module_learner_counts AS c (module_id, learners)
      SELECT module_id, sum(n)::int FROM (
        SELECT module_id, 1 AS n FROM new_rows UNION ALL SELECT module_id, -1 AS n FROM old_rows
      ) AS changes GROUP BY module_id HAVING sum(n) <> 0 ORDER BY module_id
      ON CONFLICT (module_id) DO UPDATE SET learners = c.learners + excluded.learners;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE module_learner_counts AS c SET learners = c.learners - gone.n
      FROM (SELECT module_id, count(*)::int AS n FROM old_rows GROUP BY module_id) AS gone
      WHERE c.module_id = gone.module_id;
  ELSE
    DELETE FROM module_learner_counts;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION public.sso_provider_follow_domains() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
DECLARE
  org text;
BEGIN
  IF TG_OP = 'DELETE' THEN org := OLD.organization_id; ELSE org := NEW.organization_id; END IF;
  UPDATE sso_provider SET domain_verified = domain_verified WHERE organization_id = org;
  IF TG_OP = 'UPDATE' AND OLD.organization_id <> NEW.organization_id THEN
    UPDATE sso_provider SET domain_verified = domain_verified WHERE organization_id = OLD.organization_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION public.sso_provider_set_domain_verified() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  NEW.domain_verified := EXISTS (
    SELECT 1 FROM organization_domains d
    WHERE d.organization_id = NEW.organization_id AND d.domain = NEW.domain AND d.verified_at IS NOT NULL
  );
  RETURN NEW;
END $$;--> statement-breakpoint
ALTER TABLE public.certificates ADD CONSTRAINT certificates_pivot_pillar_check CHECK ((pivot_pillar = ANY (ARRAY['Purpose'::text, 'Innovation'::text, 'Value'::text, 'Optimization'::text, 'Transformation'::text])));--> statement-breakpoint
ALTER TABLE public.compliance_rules ADD CONSTRAINT compliance_rules_audience_check CHECK ((((audience = 'everyone'::text) AND (department IS NULL) AND (role IS NULL)) OR ((audience = 'department'::text) AND (department IS NOT NULL) AND (role IS NULL)) OR ((audience = 'role'::text) AND (role = ANY (ARRAY['owner'::text, 'admin'::text, 'manager'::text, 'member'::text])) AND (department IS NULL))));--> statement-breakpoint
ALTER TABLE public.compliance_rules ADD CONSTRAINT compliance_rules_due_check CHECK ((((due_days IS NULL) <> (due_date IS NULL)) AND ((due_days IS NULL) OR ((due_days >= 0) AND (due_days <= 365)))));--> statement-breakpoint
ALTER TABLE public.compliance_rules ADD CONSTRAINT compliance_rules_interval_check CHECK (((interval_months IS NULL) OR ((interval_months >= 1) AND (interval_months <= 36))));--> statement-breakpoint
ALTER TABLE public.compliance_rules ADD CONSTRAINT compliance_rules_next_run_check CHECK ((((interval_months IS NULL) = (next_run_on IS NULL)) OR (ended_at IS NOT NULL)));--> statement-breakpoint
ALTER TABLE public.data_exports ADD CONSTRAINT data_exports_progress_check CHECK (((progress >= 0) AND (progress <= 100)));--> statement-breakpoint
ALTER TABLE public.data_exports ADD CONSTRAINT data_exports_status_check CHECK ((status = ANY (ARRAY['queued'::text, 'running'::text, 'ready'::text, 'downloaded'::text, 'failed'::text, 'cancelled'::text])));--> statement-breakpoint
ALTER TABLE public.knowledge_check_attempts ADD CONSTRAINT knowledge_check_attempts_score_check CHECK (((score_percent IS NULL) OR ((score_percent >= 0) AND (score_percent <= 100))));--> statement-breakpoint
ALTER TABLE public.knowledge_check_questions ADD CONSTRAINT knowledge_check_questions_source_check CHECK ((source = ANY (ARRAY['file'::text, 'admin'::text, 'generator'::text])));--> statement-breakpoint
ALTER TABLE public.knowledge_check_questions ADD CONSTRAINT knowledge_check_questions_status_check CHECK ((status = ANY (ARRAY['active'::text, 'draft'::text])));--> statement-breakpoint
ALTER TABLE public.knowledge_check_questions ADD CONSTRAINT knowledge_check_questions_type_check CHECK ((type = ANY (ARRAY['single'::text, 'multiple'::text, 'true_false'::text])));--> statement-breakpoint
ALTER TABLE public.member ADD CONSTRAINT member_manager_not_self_check CHECK (((manager_id IS NULL) OR (manager_id <> user_id)));--> statement-breakpoint
ALTER TABLE public.member ADD CONSTRAINT member_role_check CHECK ((role = ANY (ARRAY['owner'::text, 'admin'::text, 'manager'::text, 'member'::text])));--> statement-breakpoint
ALTER TABLE public.modules ADD CONSTRAINT modules_check_settings_check CHECK (((check_draw_size >= 1) AND ((check_pass_mark >= 1) AND (check_pass_mark <= 100)) AND (check_cooldown_minutes >= 0)));--> statement-breakpoint
ALTER TABLE public.modules ADD CONSTRAINT modules_difficulty_check CHECK (((difficulty IS NULL) OR (difficulty = ANY (ARRAY['beginner'::text, 'intermediate'::text, 'advanced'::text]))));--> statement-breakpoint
ALTER TABLE public.modules ADD CONSTRAINT modules_pivot_pillar_check CHECK ((pivot_pillar = ANY (ARRAY['Purpose'::text, 'Innovation'::text, 'Value'::text, 'Optimization'::text, 'Transformation'::text])));--> statement-breakpoint
ALTER TABLE public.modules ADD CONSTRAINT modules_type_check CHECK ((type = ANY (ARRAY['video'::text, 'podcast'::text, 'guide'::text, 'checklist'::text, 'audio'::text, 'reading'::text, 'interactive'::text])));--> statement-breakpoint
ALTER TABLE public.organization_invitations ADD CONSTRAINT organization_invitations_role_check CHECK ((role = ANY (ARRAY['owner'::text, 'admin'::text, 'manager'::text, 'member'::text])));--> statement-breakpoint
ALTER TABLE public.organization_invitations ADD CONSTRAINT organization_invitations_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'accepted'::text, 'revoked'::text])));--> statement-breakpoint
ALTER TABLE public.payments ADD CONSTRAINT payments_billing_cycle_check CHECK (((billing_cycle IS NULL) OR (billing_cycle = ANY (ARRAY['monthly'::text, 'yearly'::text]))));--> statement-breakpoint
ALTER TABLE public.payments ADD CONSTRAINT payments_plan_id_check CHECK ((plan_id = ANY (ARRAY['free'::text, 'individual'::text, 'team_leader'::text, 'organisation'::text, 'enterprise_plus'::text])));--> statement-breakpoint
ALTER TABLE public.payments ADD CONSTRAINT payments_provider_check CHECK ((provider = ANY (ARRAY['stripe'::text, 'test'::text, 'invoice'::text])));--> statement-breakpoint
ALTER TABLE public.payments ADD CONSTRAINT payments_status_check CHECK ((status = ANY (ARRAY['succeeded'::text, 'failed'::text])));--> statement-breakpoint
ALTER TABLE public.pilot_cohorts ADD CONSTRAINT pilot_cohorts_dates_check CHECK (((ends_on >= starts_on) AND (applications_close_on <= starts_on)));--> statement-breakpoint
ALTER TABLE public.pilot_cohorts ADD CONSTRAINT pilot_cohorts_places_check CHECK ((places >= 1));--> statement-breakpoint
ALTER TABLE public.pilot_cohorts ADD CONSTRAINT pilot_cohorts_price_check CHECK ((price_pence >= 0));--> statement-breakpoint
ALTER TABLE public.scim_users ADD CONSTRAINT scim_users_role_check CHECK ((role = ANY (ARRAY['owner'::text, 'admin'::text, 'manager'::text, 'member'::text])));--> statement-breakpoint
ALTER TABLE public.subscriptions ADD CONSTRAINT subscriptions_billing_cycle_check CHECK ((billing_cycle = ANY (ARRAY['monthly'::text, 'yearly'::text, 'custom'::text])));--> statement-breakpoint
ALTER TABLE public.subscriptions ADD CONSTRAINT subscriptions_one_holder_check CHECK (((user_id IS NULL) <> (organization_id IS NULL)));--> statement-breakpoint
ALTER TABLE public.subscriptions ADD CONSTRAINT subscriptions_provider_check CHECK ((provider = ANY (ARRAY['stripe'::text, 'test'::text, 'invoice'::text])));--> statement-breakpoint
ALTER TABLE public.subscriptions ADD CONSTRAINT subscriptions_status_check CHECK ((status = ANY (ARRAY['active'::text, 'past_due'::text, 'ended'::text])));--> statement-breakpoint
ALTER TABLE public.subscriptions ADD CONSTRAINT subscriptions_tier_check CHECK ((tier = ANY (ARRAY['free'::text, 'individual'::text, 'team_leader'::text, 'organisation'::text, 'enterprise_plus'::text])));--> statement-breakpoint
ALTER TABLE public."user" ADD CONSTRAINT user_role_check CHECK ((role = ANY (ARRAY['learner'::text, 'admin'::text])));--> statement-breakpoint
ALTER TABLE public."user" ADD CONSTRAINT user_weekly_goal_check CHECK (((weekly_goal >= 1) AND (weekly_goal <= 20)));--> statement-breakpoint
ALTER TABLE public.compliance_rules ADD CONSTRAINT compliance_rules_department_fk FOREIGN KEY (organization_id, department) REFERENCES public.departments(organization_id, name) ON UPDATE CASCADE ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE public.knowledge_check_questions ADD CONSTRAINT knowledge_check_questions_generated_content_id_fk FOREIGN KEY (generated_content_id) REFERENCES public.generated_content(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE public.knowledge_check_questions ADD CONSTRAINT knowledge_check_questions_previous_id_fk FOREIGN KEY (previous_id) REFERENCES public.knowledge_check_questions(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE public.member ADD CONSTRAINT member_department_fk FOREIGN KEY (organization_id, department) REFERENCES public.departments(organization_id, name) ON UPDATE CASCADE ON DELETE SET NULL (department);--> statement-breakpoint
ALTER TABLE public.member ADD CONSTRAINT member_manager_fk FOREIGN KEY (organization_id, manager_id) REFERENCES public.member(organization_id, user_id) ON DELETE SET NULL (manager_id);--> statement-breakpoint
ALTER TABLE public.scim_users ADD CONSTRAINT scim_users_department_fk FOREIGN KEY (organization_id, department) REFERENCES public.departments(organization_id, name) ON UPDATE CASCADE ON DELETE SET NULL (department);--> statement-breakpoint
CREATE TRIGGER audit_log_no_change BEFORE DELETE OR UPDATE ON public.audit_log FOR EACH ROW EXECUTE FUNCTION public.audit_log_append_only();--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON public.audit_log FOR EACH STATEMENT EXECUTE FUNCTION public.audit_log_append_only();--> statement-breakpoint
CREATE TRIGGER learning_activity_totals_delete AFTER DELETE ON public.learning_activity REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.learner_totals_after_write();--> statement-breakpoint
CREATE TRIGGER learning_activity_totals_insert AFTER INSERT ON public.learning_activity REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.learner_totals_after_write();--> statement-breakpoint
CREATE TRIGGER learning_activity_totals_truncate AFTER TRUNCATE ON public.learning_activity FOR EACH STATEMENT EXECUTE FUNCTION public.learner_totals_after_write();--> statement-breakpoint
CREATE TRIGGER learning_activity_totals_update AFTER UPDATE ON public.learning_activity REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.learner_totals_after_write();--> statement-breakpoint
CREATE TRIGGER organization_domains_sso AFTER INSERT OR DELETE OR UPDATE ON public.organization_domains FOR EACH ROW EXECUTE FUNCTION public.sso_provider_follow_domains();--> statement-breakpoint
CREATE TRIGGER sso_provider_domain_verified BEFORE INSERT OR UPDATE OF domain, organization_id, domain_verified ON public.sso_provider FOR EACH ROW EXECUTE FUNCTION public.sso_provider_set_domain_verified();--> statement-breakpoint
CREATE TRIGGER user_progress_learners_delete AFTER DELETE ON public.user_progress REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.module_learner_counts_after_write();--> statement-breakpoint
CREATE TRIGGER user_progress_learners_insert AFTER INSERT ON public.user_progress REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.module_learner_counts_after_write();--> statement-breakpoint
CREATE TRIGGER user_progress_learners_truncate AFTER TRUNCATE ON public.user_progress FOR EACH STATEMENT EXECUTE FUNCTION public.module_learner_counts_after_write();--> statement-breakpoint
CREATE TRIGGER user_progress_learners_update AFTER UPDATE ON public.user_progress REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.module_learner_counts_after_write();--> statement-breakpoint
CREATE TRIGGER user_progress_totals_delete AFTER DELETE ON public.user_progress REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.learner_totals_after_write();--> statement-breakpoint
CREATE TRIGGER user_progress_totals_insert AFTER INSERT ON public.user_progress REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.learner_totals_after_write();--> statement-breakpoint
CREATE TRIGGER user_progress_totals_truncate AFTER TRUNCATE ON public.user_progress FOR EACH STATEMENT EXECUTE FUNCTION public.learner_totals_after_write();--> statement-breakpoint
CREATE TRIGGER user_progress_totals_update AFTER UPDATE ON public.user_progress REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.learner_totals_after_write();--> statement-breakpoint
INSERT INTO "pilot_cohorts" ("name", "starts_on", "ends_on", "applications_close_on", "places", "price_pence")
VALUES ('September to November 2025', '2025-09-01', '2025-11-30', '2025-08-31', 12, 100000);
