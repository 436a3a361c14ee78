CREATE TABLE "organization_billing_details" (
	"organization_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"country" text NOT NULL,
	"vat_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vat_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" integer NOT NULL,
	"payment_id" integer,
	"organization_id" text,
	"issued_at" timestamp with time zone NOT NULL,
	"supplier_name" text NOT NULL,
	"supplier_address" text NOT NULL,
	"supplier_vat_number" text NOT NULL,
	"supplier_company_number" text NOT NULL,
	"customer_name" text NOT NULL,
	"customer_address" text NOT NULL,
	"customer_country" text NOT NULL,
	"customer_vat_id" text,
	"description" text NOT NULL,
	"seats" integer NOT NULL,
	"net_pence" integer NOT NULL,
	"vat_rate_basis_points" integer NOT NULL,
	"vat_pence" integer NOT NULL,
	"gross_pence" integer NOT NULL,
	"treatment" text NOT NULL,
	CONSTRAINT "vat_invoices_treatment_check" CHECK ("vat_invoices"."treatment" in ('standard', 'reverse_charge', 'outside_scope')),
	CONSTRAINT "vat_invoices_amounts_check" CHECK ("vat_invoices"."gross_pence" = "vat_invoices"."net_pence" + "vat_invoices"."vat_pence")
);
--> statement-breakpoint
ALTER TABLE "organization_billing_details" ADD CONSTRAINT "organization_billing_details_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vat_invoices" ADD CONSTRAINT "vat_invoices_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vat_invoices" ADD CONSTRAINT "vat_invoices_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vat_invoices_number_idx" ON "vat_invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "vat_invoices_payment_idx" ON "vat_invoices" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "vat_invoices_organization_idx" ON "vat_invoices" USING btree ("organization_id","issued_at");