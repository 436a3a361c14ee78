CREATE TABLE "invitation_batch_refusals" (
	"batch_id" text NOT NULL,
	"row" integer NOT NULL,
	"email" text NOT NULL,
	"reason" text NOT NULL,
	CONSTRAINT "invitation_batch_refusals_batch_id_row_pk" PRIMARY KEY("batch_id","row")
);
--> statement-breakpoint
ALTER TABLE "invitation_batch_refusals" ADD CONSTRAINT "invitation_batch_refusals_batch_id_invitation_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."invitation_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every list keeps its refusals: each moves to a row of its own.
INSERT INTO "invitation_batch_refusals" ("batch_id", "row", "email", "reason")
SELECT b."id", (r.value->>'row')::integer, coalesce(r.value->>'email', ''), coalesce(r.value->>'reason', '')
FROM "invitation_batches" b, jsonb_array_elements(b."rejected") AS r(value)
ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "invitation_batches" DROP COLUMN "rejected";