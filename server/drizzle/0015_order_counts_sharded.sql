-- Issue 15 §1: order placement measured at 50 concurrent buyers spent most of its time queued on
-- one row: every new order of a day with the same status, payment and fulfilment bumped the same
-- `order_counts_daily` row (migration 0011) from its INSERT until COMMIT, so all orders of the
-- shop were placed one at a time. Two changes keep the counts exact and the row free:
-- 1. Today's (day, status, payment, fulfilment) counts are split over 16 shards chosen by the
--    order's id; readers already add the rows up (`sum(orders)`). Changes to orders of earlier
--    days go to shard 0, and a background job folds the shards of days gone by into shard 0
--    (`compactOrderCounts`), so the table stays as small as it was.
-- 2. The trigger is a constraint trigger deferred to COMMIT: the counter row is locked for the
--    end of the commit only, not for the rest of the transaction's round trips.
ALTER TABLE "order_counts_daily" ADD COLUMN "shard" smallint NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE "order_counts_daily" DROP CONSTRAINT "order_counts_daily_pkey";
--> statement-breakpoint
ALTER TABLE "order_counts_daily" ADD PRIMARY KEY ("day", "status", "payment_status", "fulfillment_method", "shard");
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
		INSERT INTO "order_counts_daily" ("day", "status", "payment_status", "fulfillment_method", "shard", "orders")
		VALUES ((OLD."created_at" AT TIME ZONE 'UTC')::date, OLD."status", OLD."payment_status", OLD."fulfillment_method",
			CASE WHEN (OLD."created_at" AT TIME ZONE 'UTC')::date >= (now() AT TIME ZONE 'UTC')::date
				THEN hashtext(OLD."id"::text) & 15 ELSE 0 END, -1)
		ON CONFLICT ("day", "status", "payment_status", "fulfillment_method", "shard") DO UPDATE
		SET "orders" = "order_counts_daily"."orders" - 1;
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		INSERT INTO "order_counts_daily" ("day", "status", "payment_status", "fulfillment_method", "shard", "orders")
		VALUES ((NEW."created_at" AT TIME ZONE 'UTC')::date, NEW."status", NEW."payment_status", NEW."fulfillment_method",
			CASE WHEN (NEW."created_at" AT TIME ZONE 'UTC')::date >= (now() AT TIME ZONE 'UTC')::date
				THEN hashtext(NEW."id"::text) & 15 ELSE 0 END, 1)
		ON CONFLICT ("day", "status", "payment_status", "fulfillment_method", "shard") DO UPDATE
		SET "orders" = "order_counts_daily"."orders" + 1;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "order_counts_daily_track" ON "orders";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "order_counts_daily_track" AFTER INSERT OR UPDATE OR DELETE ON "orders"
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION "order_counts_daily_track"();
