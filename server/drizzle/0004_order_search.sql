-- Admin and customer order search by the start of the id ("a1b2c3d4…"): a LIKE 'prefix%' on
-- the id's text needs a pattern-ops index to avoid reading every order.
CREATE INDEX IF NOT EXISTS "orders_id_text_pattern_idx" ON "orders" USING btree ((id::text) text_pattern_ops);
--> statement-breakpoint
-- Newest-first pages with the id as tie-breaker, read straight from the index.
CREATE INDEX IF NOT EXISTS "orders_created_id_idx" ON "orders" USING btree ("created_at" DESC, "id" DESC);
