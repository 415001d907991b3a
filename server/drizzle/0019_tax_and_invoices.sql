CREATE TYPE "public"."tax_category" AS ENUM('zero_rated_grocery', 'standard');--> statement-breakpoint
CREATE TYPE "public"."tax_kind" AS ENUM('gst', 'hst', 'pst', 'qst');--> statement-breakpoint
ALTER TYPE "public"."product_type" ADD VALUE 'accessory';--> statement-breakpoint
CREATE TABLE "document_counters" (
	"kind" text PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "document_counters_non_negative" CHECK ("document_counters"."last_number" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_tax_lines" (
	"order_id" uuid NOT NULL,
	"tax" "tax_kind" NOT NULL,
	"province" text NOT NULL,
	"rate_ppm" integer NOT NULL,
	"base_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "order_tax_lines_order_id_tax_pk" PRIMARY KEY("order_id","tax"),
	CONSTRAINT "order_tax_lines_non_negative" CHECK ("order_tax_lines"."base_cents" >= 0 and "order_tax_lines"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"province" text NOT NULL,
	"tax" "tax_kind" NOT NULL,
	"rate_ppm" integer NOT NULL,
	"effective_from" date NOT NULL,
	"effective_to" date,
	"source" text NOT NULL,
	CONSTRAINT "tax_rates_rate_range" CHECK ("tax_rates"."rate_ppm" >= 0 and "tax_rates"."rate_ppm" < 1000000)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_total_consistent";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tax_category" "tax_category" DEFAULT 'zero_rated_grocery' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "tax_category" "tax_category";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "tax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_included" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_province" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_basis" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_fee_taxable_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_number" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoiced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "credit_note_number" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "credited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "store_province" text DEFAULT 'ON' NOT NULL;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "gst_hst_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "qst_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "prices_include_tax" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_tax_lines" ADD CONSTRAINT "order_tax_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_rates_province_tax_from" ON "tax_rates" USING btree ("province","tax","effective_from");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_invoice_number_unique" ON "orders" USING btree ("invoice_number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_credit_note_number_unique" ON "orders" USING btree ("credit_note_number");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total_consistent" CHECK ("orders"."total_cents" = "orders"."subtotal_cents" - "orders"."discount_cents" + "orders"."delivery_fee_cents" + case when "orders"."tax_included" then 0 else "orders"."tax_cents" end);
--> statement-breakpoint
INSERT INTO "document_counters" ("kind", "last_number") VALUES ('invoice', 0), ('credit_note', 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Orders already paid or delivered get their invoice numbers in the order they were placed,
-- and those cancelled since a credit note, so every paid order has one (issue 16 §2).
WITH numbered AS (
	SELECT "id", row_number() OVER (ORDER BY "created_at", "id") AS n FROM "orders"
	WHERE "payment_status" IN ('completed', 'refunded') OR "status" = 'delivered'
)
UPDATE "orders" SET "invoice_number" = numbered.n,
	"invoiced_at" = CASE WHEN "orders"."payment_method" = 'stripe' THEN "orders"."created_at" ELSE "orders"."updated_at" END
FROM numbered WHERE numbered."id" = "orders"."id";--> statement-breakpoint
WITH numbered AS (
	SELECT "id", row_number() OVER (ORDER BY coalesce("cancelled_at", "updated_at"), "id") AS n FROM "orders"
	WHERE "status" = 'cancelled' AND "invoice_number" IS NOT NULL
)
UPDATE "orders" SET "credit_note_number" = numbered.n, "credited_at" = coalesce("orders"."cancelled_at", "orders"."updated_at")
FROM numbered WHERE numbered."id" = "orders"."id";--> statement-breakpoint
UPDATE "document_counters" SET "last_number" = (SELECT coalesce(max("invoice_number"), 0) FROM "orders") WHERE "kind" = 'invoice';--> statement-breakpoint
UPDATE "document_counters" SET "last_number" = (SELECT coalesce(max("credit_note_number"), 0) FROM "orders") WHERE "kind" = 'credit_note';
