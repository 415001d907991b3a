ALTER TABLE "subscriptions" ADD COLUMN "extras" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "saved_card" jsonb;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "reminded_for" date;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "charging_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "failed_charges" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "retry_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "last_charge_error" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cancel_note" text;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "subscribers_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A reason typed before reasons were a list is kept as the note, under "another reason".
UPDATE "subscriptions" SET "cancel_note" = "cancel_reason", "cancel_reason" = 'other' WHERE "cancel_reason" IS NOT NULL;--> statement-breakpoint
-- The subscriber discount (decision 022): 10 % by default, changed by the owner in Discounts.
INSERT INTO "discount_codes" ("code", "kind", "percent_off", "subscribers_only") VALUES ('SUBSCRIBER', 'percentage', 10, true) ON CONFLICT ("code") DO NOTHING;
