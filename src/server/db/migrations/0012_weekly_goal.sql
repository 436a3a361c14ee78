ALTER TABLE "user" ADD COLUMN "weekly_goal" integer DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_weekly_goal_check" CHECK (weekly_goal BETWEEN 1 AND 20);
