-- The delivery promise counts business days of the store's calendar (README "Dates as promises"):
-- the owner lists the holidays the store is closed and the time after which an order ships the
-- next business day (SPEC §9's footer: orders before 2PM ship the same day).
ALTER TABLE "store_settings" ADD COLUMN "holidays" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "order_cutoff" text DEFAULT '14:00' NOT NULL;
