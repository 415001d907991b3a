-- Issue 7 §8: the admin's Delivery Persons page at scale (460,000 earnings on 1,000,000 orders).
-- Each courier's newest entries are read with a per-courier LIMIT on this index (newest first),
-- and the money sums (total, pending, paid) are an Index Only Scan of the second one.
CREATE INDEX IF NOT EXISTS "delivery_earnings_person_created_idx" ON "delivery_earnings" USING btree ("delivery_person_id", "created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "delivery_earnings_person_status_amount_idx" ON "delivery_earnings" USING btree ("delivery_person_id", "status") INCLUDE ("amount_cents");
