-- Issue 15 §1: each is covered by a wider index of 0007/0011 on the same leading keys (with created_at desc,
-- id desc and included columns); every new order paid for 13 indexes, 11 now.
DROP INDEX IF EXISTS "orders_user_created_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "orders_status_created_idx";