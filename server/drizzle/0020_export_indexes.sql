-- Issue 16 §4: the payouts export pages through a date range of courier earnings.
CREATE INDEX "delivery_earnings_created_idx" ON "delivery_earnings" USING btree ("created_at","id");