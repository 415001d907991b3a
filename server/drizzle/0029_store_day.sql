-- One store day (README "Architecture", server/src/lib/store-day.ts): the dashboard's daily
-- tables were keyed by UTC days while invoices, slips, receipts and exports use the store's time
-- zone, so an order at 20:00 in Toronto was "today" on its slip and "tomorrow" on the dashboard.
-- `store_day(at)` is the day of an instant in the store's zone (`store_settings.time_zone`); the
-- triggers key `order_counts_daily` and `product_sales_daily` by it, and both tables are rebuilt
-- from the orders (here, and whenever the owner changes the zone: `rebuild_store_day_totals`).
CREATE OR REPLACE FUNCTION "store_zone"() RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT "time_zone" FROM "store_settings" WHERE "id" = 1), 'America/Toronto')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "store_day"(at timestamptz) RETURNS date LANGUAGE sql STABLE AS $$
  SELECT (at AT TIME ZONE "store_zone"())::date
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
  WHERE o."status" <> 'cancelled'
  GROUP BY 1, 2;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "order_counts_daily_track"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	today date;
	old_day date;
	new_day date;
BEGIN
	IF TG_OP = 'UPDATE'
		AND OLD."created_at" = NEW."created_at" AND OLD."status" = NEW."status"
		AND OLD."payment_status" = NEW."payment_status"
		AND OLD."fulfillment_method" = NEW."fulfillment_method" THEN
		RETURN NULL;
	END IF;
	-- Read only for a change that moves a count (most updates of an order move none).
	today := "store_day"(now());
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		old_day := "store_day"(OLD."created_at");
		INSERT INTO "order_counts_daily" ("day", "status", "payment_status", "fulfillment_method", "shard", "orders")
		VALUES (old_day, OLD."status", OLD."payment_status", OLD."fulfillment_method",
			CASE WHEN old_day >= today THEN hashtext(OLD."id"::text) & 15 ELSE 0 END, -1)
		ON CONFLICT ("day", "status", "payment_status", "fulfillment_method", "shard") DO UPDATE
		SET "orders" = "order_counts_daily"."orders" - 1;
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		new_day := "store_day"(NEW."created_at");
		INSERT INTO "order_counts_daily" ("day", "status", "payment_status", "fulfillment_method", "shard", "orders")
		VALUES (new_day, NEW."status", NEW."payment_status", NEW."fulfillment_method",
			CASE WHEN new_day >= today THEN hashtext(NEW."id"::text) & 15 ELSE 0 END, 1)
		ON CONFLICT ("day", "status", "payment_status", "fulfillment_method", "shard") DO UPDATE
		SET "orders" = "order_counts_daily"."orders" + 1;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "product_sales_daily_items_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_sales_daily (day, product_id, quantity)
  SELECT store_day(o.created_at), n.product_id, sum(n.quantity)
  FROM new_items n JOIN orders o ON o.id = n.order_id
  WHERE o.status <> 'cancelled'
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
  WHERE o.status <> 'cancelled'
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
  WHERE o.status <> 'cancelled'
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
    WHERE o.status <> 'cancelled' AND (n.status = 'cancelled' OR n.created_at <> o.created_at)
    UNION ALL
    SELECT n.id, store_day(n.created_at), 1
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
    SELECT store_day(OLD.created_at), oi.product_id, -sum(oi.quantity)
    FROM order_items oi WHERE oi.order_id = OLD.id
    GROUP BY 1, 2
    ON CONFLICT (day, product_id) DO UPDATE SET quantity = product_sales_daily.quantity + excluded.quantity;
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
SELECT "rebuild_store_day_totals"();
