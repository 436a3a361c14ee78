CREATE TABLE "invitation_batch_rows" (
	"batch_id" text NOT NULL,
	"row" integer NOT NULL,
	"email" text,
	"prepared" jsonb NOT NULL,
	CONSTRAINT "invitation_batch_rows_batch_id_row_pk" PRIMARY KEY("batch_id","row")
);
--> statement-breakpoint
ALTER TABLE "invitation_batch_rows" ADD CONSTRAINT "invitation_batch_rows_batch_id_invitation_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."invitation_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A list still waiting for the job keeps the rows it has not sent (the first `processed` were): each
-- moves to a row of its own.
INSERT INTO "invitation_batch_rows" ("batch_id", "row", "email", "prepared")
SELECT b."id", (r.value->>'row')::integer, lower(r.value->'invitation'->>'email'), r.value
FROM "invitation_batches" b, jsonb_array_elements(b."rows") WITH ORDINALITY AS r(value, position)
WHERE b."rows" IS NOT NULL AND b."status" IN ('queued', 'running') AND r.position > b."processed";--> statement-breakpoint
ALTER TABLE "invitation_batches" DROP COLUMN "rows";