-- Issue 7 §8: any page of the admin order list fast at a million orders. Skipping rows with
-- OFFSET walks the index past every order before the page (~100 ms for the last of 50,000
-- pages). This table counts the orders of each UTC day by the list's filter columns, kept exact
-- by the trigger below, so the list can (1) give an exact total for any status / payment /
-- fulfilment / date-range filter from a few hundred rows, and (2) find the day a page starts
-- on and skip only that day's orders. The date filters are whole UTC days, like these rows.
CREATE TABLE IF NOT EXISTS "order_counts_daily" (
	"day" date NOT NULL,
	"status" "order_status" NOT NULL,
	"payment_status" "payment_status" NOT NULL,
	"fulfillment_method" "fulfillment_method" NOT NULL,
	"orders" integer NOT NULL,
	PRIMARY KEY ("day", "status", "payment_status", "fulfillment_method")
);
--> statement-breakpoint
INSERT INTO "order_counts_daily" ("day", "status", "payment_status", "fulfillment_method", "orders")
SELECT ("created_at" AT TIME ZONE 'UTC')::date, "status", "payment_status", "fulfillment_method", count(*)
FROM "orders"
GROUP BY 1, 2, 3, 4
ON CONFLICT ("day", "status", "payment_status", "fulfillment_method") DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "order_counts_daily_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE'
		AND OLD."created_at" = NEW."created_at" AND OLD."status" = NEW."status"
		AND OLD."payment_status" = NEW."payment_status"
		AND OLD."fulfillment_method" = NEW."fulfillment_method" THEN
		RETURN NULL;
	END IF;
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		UPDATE "order_counts_daily" SET "orders" = "orders" - 1
		WHERE "day" = (OLD."created_at" AT TIME ZONE 'UTC')::date AND "status" = OLD."status"
			AND "payment_status" = OLD."payment_status" AND "fulfillment_method" = OLD."fulfillment_method";
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		INSERT INTO "order_counts_daily" ("day", "status", "payment_status", "fulfillment_method", "orders")
		VALUES ((NEW."created_at" AT TIME ZONE 'UTC')::date, NEW."status", NEW."payment_status", NEW."fulfillment_method", 1)
		ON CONFLICT ("day", "status", "payment_status", "fulfillment_method") DO UPDATE
		SET "orders" = "order_counts_daily"."orders" + 1;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "order_counts_daily_track" ON "orders";
--> statement-breakpoint
CREATE TRIGGER "order_counts_daily_track" AFTER INSERT OR UPDATE OR DELETE ON "orders"
FOR EACH ROW EXECUTE FUNCTION "order_counts_daily_track"();
--> statement-breakpoint
-- A customer search (`q`) reads the orders of the matching customers: this index answers its
-- page and its capped count with the other filters from the index alone (no heap reads).
CREATE INDEX IF NOT EXISTS "orders_user_created_cover_idx" ON "orders" USING btree ("user_id", "created_at" DESC, "id" DESC) INCLUDE ("status", "payment_status", "fulfillment_method");
--> statement-breakpoint
-- The admin's user list (newest first, current accounts): pages read this index instead of
-- sorting every user.
CREATE INDEX IF NOT EXISTS "users_current_created_email_idx" ON "users" USING btree ("created_at" DESC, "email") WHERE "anonymised_at" IS NULL;
