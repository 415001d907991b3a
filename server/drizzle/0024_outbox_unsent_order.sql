-- Issue 15: the sender claims the oldest unsent messages in seq order and stops after its batch;
-- by due time it sorted every unsent message at each claim (2 ms with 6,000 queued, 8 ms seen on
-- the order bench, against 0.06 ms now).
DROP INDEX "outbox_due_idx";--> statement-breakpoint
CREATE INDEX "outbox_unsent_seq_idx" ON "outbox_messages" USING btree ("seq") WHERE "outbox_messages"."status" in ('pending', 'sending');
