CREATE TABLE "api_key_usage" (
	"organization_id" text NOT NULL,
	"key_id" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"route" text NOT NULL,
	"requests" integer NOT NULL,
	"audited" boolean DEFAULT false NOT NULL,
	CONSTRAINT "api_key_usage_key_id_hour_route_pk" PRIMARY KEY("key_id","hour","route")
);
--> statement-breakpoint
ALTER TABLE "api_key_usage" ADD CONSTRAINT "api_key_usage_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_key_usage_unaudited_idx" ON "api_key_usage" USING btree ("hour") WHERE not "api_key_usage"."audited";--> statement-breakpoint
CREATE INDEX "api_key_usage_organization_idx" ON "api_key_usage" USING btree ("organization_id");