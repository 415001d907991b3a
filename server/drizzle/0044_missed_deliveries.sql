ALTER TYPE "public"."delivery_status" ADD VALUE 'failed';--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "missed_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "missed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rescheduled_for" date;