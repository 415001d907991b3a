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
--> statement-breakpoint
-- The dashboard's popular products (last 30 days, not cancelled) would join every line of those
-- orders (~120,000 at a million orders, random reads). Instead a per-day, per-product total of
-- the quantities sold on orders that are not cancelled, kept exact by the triggers below; the
-- dashboard reads whole days from it and the partial first day from the orders themselves.
CREATE TABLE IF NOT EXISTS "product_sales_daily" (
	"day" date NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	PRIMARY KEY ("day", "product_id")
);
--> statement-breakpoint
INSERT INTO "product_sales_daily" ("day", "product_id", "quantity")
SELECT (o."created_at" AT TIME ZONE 'UTC')::date, oi."product_id", sum(oi."quantity")
FROM "order_items" oi JOIN "orders" o ON o."id" = oi."order_id"
WHERE o."status" <> 'cancelled'
GROUP BY 1, 2
ON CONFLICT ("day", "product_id") DO NOTHING;
--> statement-breakpoint
-- New lines count when their order is not cancelled (lines are inserted after their order).
CREATE OR REPLACE FUNCTION "product_sales_daily_items_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_sales_daily (day, product_id, quantity)
  SELECT (o.created_at AT TIME ZONE 'UTC')::date, n.product_id, sum(n.quantity)
  FROM new_items n JOIN orders o ON o.id = n.order_id
  WHERE o.status <> 'cancelled'
  GROUP BY 1, 2
  ON CONFLICT (day, product_id) DO UPDATE SET quantity = product_sales_daily.quantity + excluded.quantity;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Lines removed or changed on their own (an order's deletion is handled before it happens).
CREATE OR REPLACE FUNCTION "product_sales_daily_items_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_sales_daily (day, product_id, quantity)
  SELECT (o.created_at AT TIME ZONE 'UTC')::date, d.product_id, sum(d.quantity)
  FROM (
    SELECT order_id, product_id, -quantity AS quantity FROM old_items
    UNION ALL
    SELECT order_id, product_id, quantity FROM new_items
  ) d JOIN orders o ON o.id = d.order_id
  WHERE o.status <> 'cancelled'
  GROUP BY 1, 2
  ON CONFLICT (day, product_id) DO UPDATE SET quantity = product_sales_daily.quantity + excluded.quantity;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "product_sales_daily_items_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_sales_daily (day, product_id, quantity)
  SELECT (o.created_at AT TIME ZONE 'UTC')::date, d.product_id, -sum(d.quantity)
  FROM old_items d JOIN orders o ON o.id = d.order_id
  WHERE o.status <> 'cancelled'
  GROUP BY 1, 2
  ON CONFLICT (day, product_id) DO UPDATE SET quantity = product_sales_daily.quantity + excluded.quantity;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An order cancelled, reopened or moved to another day moves its lines' quantities.
CREATE OR REPLACE FUNCTION "product_sales_daily_orders_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_sales_daily (day, product_id, quantity)
  SELECT d.day, oi.product_id, sum(d.sign * oi.quantity)
  FROM (
    SELECT o.id, (o.created_at AT TIME ZONE 'UTC')::date AS day, -1 AS sign
    FROM old_orders o JOIN new_orders n ON n.id = o.id
    WHERE o.status <> 'cancelled' AND (n.status = 'cancelled' OR n.created_at <> o.created_at)
    UNION ALL
    SELECT n.id, (n.created_at AT TIME ZONE 'UTC')::date, 1
    FROM old_orders o JOIN new_orders n ON n.id = o.id
    WHERE n.status <> 'cancelled' AND (o.status = 'cancelled' OR n.created_at <> o.created_at)
  ) d JOIN order_items oi ON oi.order_id = d.id
  GROUP BY 1, 2
  ON CONFLICT (day, product_id) DO UPDATE SET quantity = product_sales_daily.quantity + excluded.quantity;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "product_sales_daily_order_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status <> 'cancelled' THEN
    INSERT INTO product_sales_daily (day, product_id, quantity)
    SELECT (OLD.created_at AT TIME ZONE 'UTC')::date, oi.product_id, -sum(oi.quantity)
    FROM order_items oi WHERE oi.order_id = OLD.id
    GROUP BY 1, 2
    ON CONFLICT (day, product_id) DO UPDATE SET quantity = product_sales_daily.quantity + excluded.quantity;
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER "order_items_sales_insert" AFTER INSERT ON "order_items" REFERENCING NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION "product_sales_daily_items_insert"();
--> statement-breakpoint
CREATE TRIGGER "order_items_sales_update" AFTER UPDATE ON "order_items" REFERENCING OLD TABLE AS old_items NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION "product_sales_daily_items_change"();
--> statement-breakpoint
CREATE TRIGGER "order_items_sales_delete" AFTER DELETE ON "order_items" REFERENCING OLD TABLE AS old_items FOR EACH STATEMENT EXECUTE FUNCTION "product_sales_daily_items_delete"();
--> statement-breakpoint
CREATE TRIGGER "orders_sales_update" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION "product_sales_daily_orders_update"();
--> statement-breakpoint
CREATE TRIGGER "orders_sales_delete" BEFORE DELETE ON "orders" FOR EACH ROW EXECUTE FUNCTION "product_sales_daily_order_delete"();
