CREATE TABLE "pilot_cohorts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"applications_close_on" date NOT NULL,
	"places" integer NOT NULL,
	"price_pence" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pilot_cohorts_dates_check" CHECK (ends_on >= starts_on AND applications_close_on <= starts_on),
	CONSTRAINT "pilot_cohorts_places_check" CHECK (places >= 1),
	CONSTRAINT "pilot_cohorts_price_check" CHECK (price_pence >= 0)
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
ALTER TABLE "pilot_applications" ADD COLUMN "cohort_id" integer;--> statement-breakpoint
ALTER TABLE "pilot_applications" ADD CONSTRAINT "pilot_applications_cohort_id_pilot_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."pilot_cohorts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pilot_waiting_list" ADD CONSTRAINT "pilot_waiting_list_cohort_id_pilot_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."pilot_cohorts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- spec 3 §9's cohort as written: 12 organisations, September to November 2025, £1,000. Applications are
-- taken up to the day before it starts (the spec gives no closing day).
INSERT INTO "pilot_cohorts" ("name", "starts_on", "ends_on", "applications_close_on", "places", "price_pence")
VALUES ('September to November 2025', '2025-09-01', '2025-11-30', '2025-08-31', 12, 100000);
