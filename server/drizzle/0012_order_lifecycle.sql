CREATE TABLE "login_addresses" (
	"user_id" uuid NOT NULL,
	"address" text NOT NULL,
	"last_success_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_addresses_user_id_address_pk" PRIMARY KEY("user_id","address")
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" uuid NOT NULL,
	"type" text NOT NULL,
	"actor_role" text NOT NULL,
	"actor_id" uuid,
	"from_status" "order_status",
	"to_status" "order_status",
	"payment_status" "payment_status",
	"delivery_status" "delivery_status",
	"amount_cents" integer,
	"reason" text,
	"data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_throttle" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "delivery_earnings" ADD COLUMN "flagged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "delivery_earnings" ADD COLUMN "flag_reason" text;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "max_open_cash_orders" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "cash_order_expiry_hours" integer DEFAULT 48 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "priced_cart" jsonb;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "login_addresses" ADD CONSTRAINT "login_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "payments_state_created_idx" ON "payments" USING btree ("state","created_at") WHERE "payments"."state" in ('open', 'refund_pending');--> statement-breakpoint
-- Issue 12: the history of orders placed before the event log, rebuilt from what was recorded
-- (placement, card payments, courier steps, the shop's status changes, cancellations, payouts),
-- oldest first so that the log's ids follow time.
INSERT INTO "order_events" ("order_id", "type", "actor_role", "actor_id", "from_status", "to_status", "payment_status", "delivery_status", "amount_cents", "data", "created_at")
SELECT "order_id", "type", "actor_role", "actor_id", "from_status", "to_status", "payment_status", "delivery_status", "amount_cents", "data", "created_at"
FROM (
	SELECT o."id" AS "order_id", 'placed' AS "type", 'customer' AS "actor_role", o."user_id" AS "actor_id",
		NULL::"order_status" AS "from_status", 'pending'::"order_status" AS "to_status",
		(CASE WHEN o."payment_method" = 'stripe' THEN 'completed' ELSE 'pending' END)::"payment_status" AS "payment_status",
		NULL::"delivery_status" AS "delivery_status", o."total_cents" AS "amount_cents", NULL::jsonb AS "data", o."created_at", 0 AS "rank"
	FROM "orders" o
	UNION ALL
	SELECT o."id", 'payment_captured', 'provider', NULL, NULL, NULL, 'completed', NULL, o."total_cents",
		jsonb_build_object('intentId', o."payment_intent_id"), o."created_at", 1
	FROM "orders" o WHERE o."payment_method" = 'stripe' AND o."payment_intent_id" IS NOT NULL
	UNION ALL
	SELECT d."order_id", 'assigned', 'admin', NULL, NULL, 'processing', NULL, 'assigned', d."courier_fee_cents",
		jsonb_build_object('deliveryPersonId', d."delivery_person_id", 'courierName', u."name"), d."assigned_at", 2
	FROM "deliveries" d JOIN "delivery_persons" p ON p."id" = d."delivery_person_id" JOIN "users" u ON u."id" = p."user_id"
	UNION ALL
	SELECT d."order_id", 'picked_up', 'delivery', p."user_id", 'processing', 'shipped', NULL, 'picked_up', NULL,
		jsonb_build_object('deliveryPersonId', d."delivery_person_id", 'courierName', u."name"), d."picked_up_at", 3
	FROM "deliveries" d JOIN "delivery_persons" p ON p."id" = d."delivery_person_id" JOIN "users" u ON u."id" = p."user_id"
	WHERE d."picked_up_at" IS NOT NULL
	UNION ALL
	SELECT d."order_id", 'delivered', 'delivery', p."user_id", 'shipped', 'delivered', NULL, 'delivered', d."cash_collected_cents",
		jsonb_build_object('deliveryPersonId', d."delivery_person_id", 'courierName', u."name"), d."delivered_at", 4
	FROM "deliveries" d JOIN "delivery_persons" p ON p."id" = d."delivery_person_id" JOIN "users" u ON u."id" = p."user_id"
	WHERE d."delivered_at" IS NOT NULL
	UNION ALL
	SELECT e."order_id", CASE WHEN e."status" = 'cancelled' THEN 'cancelled' ELSE 'status_changed' END, 'admin', NULL, NULL, e."status", NULL, NULL, NULL, NULL, e."created_at", 5
	FROM "order_status_events" e
	UNION ALL
	SELECT o."id", 'cancelled', 'customer', o."user_id", 'pending', 'cancelled', NULL, NULL, NULL, NULL, o."cancelled_at", 6
	FROM "orders" o
	WHERE o."cancelled_at" IS NOT NULL
		AND NOT EXISTS (SELECT 1 FROM "order_status_events" e WHERE e."order_id" = o."id" AND e."status" = 'cancelled')
	UNION ALL
	SELECT e."order_id", 'earning_paid', 'admin', NULL, NULL, NULL, NULL, NULL, e."amount_cents",
		jsonb_build_object('deliveryPersonId', e."delivery_person_id"), e."paid_at", 7
	FROM "delivery_earnings" e WHERE e."status" = 'paid' AND e."paid_at" IS NOT NULL
) AS "history"
ORDER BY "created_at", "rank";
