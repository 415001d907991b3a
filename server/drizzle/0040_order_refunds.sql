CREATE TABLE "simulated_refunds" (
	"key" text PRIMARY KEY NOT NULL,
	"intent_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"credit_note_id" uuid NOT NULL,
	"credit_note_number" integer NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"restocked" boolean DEFAULT false NOT NULL,
	"amount_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"intent_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"paid_out_by_id" uuid,
	"paid_out_by_name" text,
	"created_by_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "order_refunds_amount_positive" CHECK ("order_refunds"."amount_cents" > 0 and "order_refunds"."tax_cents" >= 0),
	CONSTRAINT "order_refunds_kind" CHECK ("order_refunds"."kind" in ('lines', 'amount')),
	CONSTRAINT "order_refunds_method" CHECK ("order_refunds"."method" in ('card', 'cash')),
	CONSTRAINT "order_refunds_status" CHECK ("order_refunds"."status" in ('pending', 'refunded'))
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "discount_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "credited_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "simulated_refunds" ADD CONSTRAINT "simulated_refunds_intent_id_simulated_intents_id_fk" FOREIGN KEY ("intent_id") REFERENCES "public"."simulated_intents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_credit_note_id_tax_documents_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."tax_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_paid_out_by_id_users_id_fk" FOREIGN KEY ("paid_out_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_credit_note_unique" ON "order_refunds" USING btree ("credit_note_id");--> statement-breakpoint
CREATE INDEX "order_refunds_pending_idx" ON "order_refunds" USING btree ("created_at") WHERE "order_refunds"."status" = 'pending';