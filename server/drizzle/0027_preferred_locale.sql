-- The customer's language (en-CA | fr-CA): an account's preference, a newsletter subscriber's
-- (no account), and the language an order was placed in, which its e-mails and documents keep.
ALTER TABLE "users" ADD COLUMN "preferred_locale" text DEFAULT 'en-CA' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "locale" text DEFAULT 'en-CA' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "locale" text DEFAULT 'en-CA' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_preferred_locale_known" CHECK ("users"."preferred_locale" in ('en-CA', 'fr-CA'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_locale_known" CHECK ("orders"."locale" in ('en-CA', 'fr-CA'));--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_locale_known" CHECK ("newsletter_subscriptions"."locale" in ('en-CA', 'fr-CA'));
