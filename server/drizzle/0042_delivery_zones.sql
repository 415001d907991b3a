-- Delivery zones by postal code (decision 019): each zone's fees, minimum order, free-delivery
-- threshold and days, its postal areas (one row per prefix: a prefix belongs to one zone), and
-- the zone's name kept on the orders it priced. Every quote and order reads the zones through the
-- process's row cache: the trigger tells every process when they change (migration 0022).
CREATE TABLE "delivery_zone_areas" (
	"prefix" text PRIMARY KEY NOT NULL,
	"zone_id" uuid NOT NULL,
	CONSTRAINT "delivery_zone_areas_prefix_shape" CHECK ("delivery_zone_areas"."prefix" ~ '^[A-Z]([0-9][A-Z]?)?$')
);
--> statement-breakpoint
CREATE TABLE "delivery_zones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"standard_fee_cents" integer NOT NULL,
	"express_fee_cents" integer,
	"minimum_order_cents" integer DEFAULT 0 NOT NULL,
	"free_threshold_cents" integer,
	"delivery_days" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_zones_money_not_negative" CHECK ("delivery_zones"."standard_fee_cents" >= 0 and coalesce("delivery_zones"."express_fee_cents", 0) >= 0 and "delivery_zones"."minimum_order_cents" >= 0 and coalesce("delivery_zones"."free_threshold_cents", 0) >= 0),
	CONSTRAINT "delivery_zones_some_day" CHECK (cardinality("delivery_zones"."delivery_days") > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_zone_name" text;--> statement-breakpoint
ALTER TABLE "delivery_zone_areas" ADD CONSTRAINT "delivery_zone_areas_zone_id_delivery_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."delivery_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_zone_areas_zone_idx" ON "delivery_zone_areas" USING btree ("zone_id");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_zones_name_unique" ON "delivery_zones" USING btree (lower("name"));--> statement-breakpoint
CREATE TRIGGER "delivery_zones_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "delivery_zones"
  FOR EACH STATEMENT EXECUTE FUNCTION "ikawa_rows_changed"();--> statement-breakpoint
CREATE TRIGGER "delivery_zone_areas_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "delivery_zone_areas"
  FOR EACH STATEMENT EXECUTE FUNCTION "ikawa_rows_changed"();
