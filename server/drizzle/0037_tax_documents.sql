-- Invoices and credit notes kept as issued (decision 015): each document stores what it printed
-- (seller, buyer, lines, taxes, totals) and the figures the tax report adds up by document date.
-- Documents of orders invoiced before this migration are written by the first start after it
-- (server/src/modules/documents/backfill.ts), from the orders and settings as they stand.
CREATE TABLE "tax_document_taxes" (
	"document_id" uuid NOT NULL,
	"tax" "tax_kind" NOT NULL,
	"province" text NOT NULL,
	"rate_ppm" integer NOT NULL,
	"base_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "tax_document_taxes_document_id_tax_pk" PRIMARY KEY("document_id","tax"),
	CONSTRAINT "tax_document_taxes_non_negative" CHECK ("tax_document_taxes"."base_cents" >= 0 and "tax_document_taxes"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tax_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"number" integer NOT NULL,
	"order_id" uuid NOT NULL,
	"invoice_id" uuid,
	"issued_at" timestamp with time zone NOT NULL,
	"issue_day" date NOT NULL,
	"province" text,
	"basis" text NOT NULL,
	"zero_rated_cents" integer NOT NULL,
	"taxable_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"content" jsonb NOT NULL,
	CONSTRAINT "tax_documents_kind" CHECK ("tax_documents"."kind" in ('invoice', 'credit_note')),
	CONSTRAINT "tax_documents_credit_refers" CHECK (("tax_documents"."kind" = 'credit_note') = ("tax_documents"."invoice_id" is not null)),
	CONSTRAINT "tax_documents_non_negative" CHECK ("tax_documents"."zero_rated_cents" >= 0 and "tax_documents"."taxable_cents" >= 0 and "tax_documents"."tax_cents" >= 0 and "tax_documents"."total_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "taxable_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_document_taxes" ADD CONSTRAINT "tax_document_taxes_document_id_tax_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."tax_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_invoice_id_tax_documents_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."tax_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_kind_number_unique" ON "tax_documents" USING btree ("kind","number");--> statement-breakpoint
CREATE INDEX "tax_documents_order_idx" ON "tax_documents" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "tax_documents_day_idx" ON "tax_documents" USING btree ("issue_day","kind","number");--> statement-breakpoint
-- Every tax of a place of supply shares its base: the taxable part of orders taxed so far.
UPDATE "orders" o SET "taxable_cents" = t."base"
FROM (SELECT "order_id", max("base_cents") AS "base" FROM "order_tax_lines" GROUP BY "order_id") t
WHERE t."order_id" = o."id";
