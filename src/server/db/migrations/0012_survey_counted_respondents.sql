ALTER TABLE "jedi_survey_responses" ADD COLUMN "counted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "jedi_survey_tokens" ADD COLUMN "counted" boolean DEFAULT false NOT NULL;