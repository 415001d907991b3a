-- Issue 7 §8: the admin's Delivery Persons page at scale (460,000 earnings on 1,000,000 orders).
-- Each courier's newest entries are read with a per-courier LIMIT on this index (newest first),
-- and the money sums (total, pending, paid) are an Index Only Scan of the second one.
CREATE INDEX IF NOT EXISTS "delivery_earnings_person_created_idx" ON "delivery_earnings" USING btree ("delivery_person_id", "created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "delivery_earnings_person_status_amount_idx" ON "delivery_earnings" USING btree ("delivery_person_id", "status") INCLUDE ("amount_cents");
--> statement-breakpoint
-- Issue 7 §8: the admin's Delivery Persons page at scale. Summing a courier's earnings reads
-- every entry they ever had (460,000 in all at a million orders, ~150 ms per page view), so the
-- sums per courier and payment status are kept here, exact, by the trigger below: every insert,
-- update (a re-assignment moves an entry; Mark as Paid changes its status) and delete of an
-- earning moves its amount from one total to the other in the same transaction.
CREATE TABLE IF NOT EXISTS "delivery_earning_totals" (
	"delivery_person_id" uuid NOT NULL REFERENCES "delivery_persons"("id"),
	"status" "earning_status" NOT NULL,
	"amount_cents" bigint NOT NULL DEFAULT 0,
	"entries" integer NOT NULL DEFAULT 0,
	PRIMARY KEY ("delivery_person_id", "status")
);
--> statement-breakpoint
INSERT INTO "delivery_earning_totals" ("delivery_person_id", "status", "amount_cents", "entries")
SELECT "delivery_person_id", "status", sum("amount_cents"), count(*)
FROM "delivery_earnings"
GROUP BY 1, 2
ON CONFLICT ("delivery_person_id", "status") DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "delivery_earning_totals_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		UPDATE "delivery_earning_totals"
		SET "amount_cents" = "amount_cents" - OLD."amount_cents", "entries" = "entries" - 1
		WHERE "delivery_person_id" = OLD."delivery_person_id" AND "status" = OLD."status";
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		INSERT INTO "delivery_earning_totals" ("delivery_person_id", "status", "amount_cents", "entries")
		VALUES (NEW."delivery_person_id", NEW."status", NEW."amount_cents", 1)
		ON CONFLICT ("delivery_person_id", "status") DO UPDATE
		SET "amount_cents" = "delivery_earning_totals"."amount_cents" + EXCLUDED."amount_cents",
		    "entries" = "delivery_earning_totals"."entries" + 1;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "delivery_earning_totals_track" ON "delivery_earnings";
--> statement-breakpoint
CREATE TRIGGER "delivery_earning_totals_track" AFTER INSERT OR UPDATE OR DELETE ON "delivery_earnings"
FOR EACH ROW EXECUTE FUNCTION "delivery_earning_totals_track"();
--> statement-breakpoint
-- The cash each courier still holds: only unsettled amounts, a handful per courier.
CREATE INDEX IF NOT EXISTS "deliveries_unsettled_cash_idx" ON "deliveries" USING btree ("delivery_person_id") INCLUDE ("cash_collected_cents") WHERE "cash_collected_cents" IS NOT NULL AND "cash_settled_at" IS NULL;
