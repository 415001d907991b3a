-- Issue 7 §8 (admin pages fast with a million orders), chosen from EXPLAIN ANALYZE on
-- `npm run seed:scale` data. The admin order list pages newest first (created_at DESC, id DESC)
-- and reads only ids while skipping rows (deferred join), so each index below carries the other
-- filter columns: any filter combination and any page is an Index Only Scan, no heap reads.
--
-- Unfiltered and date-range pages, the dashboard's 30/60-day sums (total_cents) and the capped count.
CREATE INDEX IF NOT EXISTS "orders_created_id_cover_idx" ON "orders" USING btree ("created_at" DESC, "id" DESC) INCLUDE ("status", "payment_status", "fulfillment_method", "total_cents");
--> statement-breakpoint
-- It supersedes 0004's narrower index on the same keys.
DROP INDEX IF EXISTS "orders_created_id_idx";
--> statement-breakpoint
-- A status filter (with or without the others).
CREATE INDEX IF NOT EXISTS "orders_status_created_id_idx" ON "orders" USING btree ("status", "created_at" DESC, "id" DESC) INCLUDE ("payment_status", "fulfillment_method");
--> statement-breakpoint
-- A payment-status filter.
CREATE INDEX IF NOT EXISTS "orders_payment_created_id_idx" ON "orders" USING btree ("payment_status", "created_at" DESC, "id" DESC) INCLUDE ("status", "fulfillment_method");
--> statement-breakpoint
-- A fulfilment filter.
CREATE INDEX IF NOT EXISTS "orders_fulfillment_created_id_idx" ON "orders" USING btree ("fulfillment_method", "created_at" DESC, "id" DESC) INCLUDE ("status", "payment_status");
