-- Receipt links revocable per order: the version a link's token carries must be the order's
-- current one, and revoking raises it (receipts/link.ts). Unpaid cash orders capped per account
-- by units and by value as well as by count (orders/repo.ts, the sale statement's refusals).
ALTER TABLE "orders" ADD COLUMN "receipt_link_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "max_unpaid_cash_units" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "max_unpaid_cash_cents" integer DEFAULT 200000 NOT NULL;
