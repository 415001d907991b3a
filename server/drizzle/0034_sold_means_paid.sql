-- "Sold" has one meaning on every screen (README "Low stock, sold"): units of orders
-- paid or delivered, never cancelled. An unpaid cash order waiting for its courier is not a sale
-- yet; it becomes one when it is paid or handed over. The dashboard's daily sales table, its
-- partial first day and the products list all ask `is_sold`.
CREATE OR REPLACE FUNCTION "is_sold"(status order_status, payment_status payment_status)
RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT status <> 'cancelled' AND (payment_status = 'completed' OR status = 'delivered')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "rebuild_store_day_totals"() RETURNS void LANGUAGE sql AS $$
  LOCK TABLE "order_counts_daily", "product_sales_daily" IN EXCLUSIVE MODE;
  DELETE FROM "order_counts_daily";
  INSERT INTO "order_counts_daily" ("day", "status", "payment_status", "fulfillment_method", "shard", "orders")
  SELECT "store_day"("created_at"), "status", "payment_status", "fulfillment_method", 0, count(*)::int
  FROM "orders" GROUP BY 1, 2, 3, 4;
  DELETE FROM "product_sales_daily";
  INSERT INTO "product_sales_daily" ("day", "product_id", "quantity")
  SELECT "store_day"(o."created_at"), oi."product_id", sum(oi."quantity")::int
  FROM "order_items" oi JOIN "orders" o ON o."id" = oi."order_id"
  WHERE "is_sold"(o."status", o."payment_status")
  GROUP BY 1, 2;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "product_sales_daily_items_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_sales_daily (day, product_id, quantity)
  SELECT store_day(o.created_at), n.product_id, sum(n.quantity)
  FROM new_items n JOIN orders o ON o.id = n.order_id
  WHERE is_sold(o.status, o.payment_status)
  GROUP BY 1, 2
  ON CONFLICT (day, product_id) DO UPDATE SET quantity = product_sales_daily.quantity + excluded.quantity;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "product_sales_daily_items_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_sales_daily (day, product_id, quantity)
  SELECT store_day(o.created_at), d.product_id, sum(d.quantity)
  FROM (
    SELECT order_id, product_id, -quantity AS quantity FROM old_items
    UNION ALL
    SELECT order_id, product_id, quantity FROM new_items
  ) d JOIN orders o ON o.id = d.order_id
  WHERE is_sold(o.status, o.payment_status)
  GROUP BY 1, 2
  ON CONFLICT (day, product_id) DO UPDATE SET quantity = product_sales_daily.quantity + excluded.quantity;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "product_sales_daily_items_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_sales_daily (day, product_id, quantity)
  SELECT store_day(o.created_at), d.product_id, -sum(d.quantity)
  FROM old_items d JOIN orders o ON o.id = d.order_id
  WHERE is_sold(o.status, o.payment_status)
  GROUP BY 1, 2
  ON CONFLICT (day, product_id) DO UPDATE SET quantity = product_sales_daily.quantity + excluded.quantity;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "product_sales_daily_orders_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_sales_daily (day, product_id, quantity)
  SELECT d.day, oi.product_id, sum(d.sign * oi.quantity)
  FROM (
    SELECT o.id, store_day(o.created_at) AS day, -1 AS sign
    FROM old_orders o JOIN new_orders n ON n.id = o.id
    WHERE is_sold(o.status, o.payment_status)
      AND (NOT is_sold(n.status, n.payment_status) OR n.created_at <> o.created_at)
    UNION ALL
    SELECT n.id, store_day(n.created_at), 1
    FROM old_orders o JOIN new_orders n ON n.id = o.id
    WHERE is_sold(n.status, n.payment_status)
      AND (NOT is_sold(o.status, o.payment_status) OR n.created_at <> o.created_at)
  ) d JOIN order_items oi ON oi.order_id = d.id
  GROUP BY 1, 2
  ON CONFLICT (day, product_id) DO UPDATE SET quantity = product_sales_daily.quantity + excluded.quantity;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "product_sales_daily_order_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF is_sold(OLD.status, OLD.payment_status) THEN
    INSERT INTO product_sales_daily (day, product_id, quantity)
    SELECT store_day(OLD.created_at), oi.product_id, -sum(oi.quantity)
    FROM order_items oi WHERE oi.order_id = OLD.id
    GROUP BY 1, 2
    ON CONFLICT (day, product_id) DO UPDATE SET quantity = product_sales_daily.quantity + excluded.quantity;
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
SELECT "rebuild_store_day_totals"();
