-- Rendered storefront pages are kept per process (server/src/modules/seo/page-cache.ts) until the
-- database says something they show changed, through the notifications of migration 0022: the
-- products (their photos are a column), the discount codes (the landing page's offer) and the
-- policy pages. A sale moves only a product's stock and `updated_at` (and a code's use count),
-- which the column lists below leave out, so a sale notifies nobody unless it changes what a
-- shopper reads: a product sells out or comes back, its stock moves while under 10 ("Only N left",
-- `LOW_STOCK_BELOW` in web/src/features/products/utils/stock.ts), a code's last use goes or comes back.
CREATE TRIGGER "products_changed" AFTER INSERT OR DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "ikawa_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "products_edited" AFTER UPDATE OF "slug", "name", "description", "translations",
  "price_cents", "weight_kg", "type", "tax_category", "photos", "archived_at", "created_at" ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "ikawa_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "products_stock_shown" AFTER UPDATE OF "stock" ON "products"
  FOR EACH ROW WHEN (
    (OLD."stock" > 0) <> (NEW."stock" > 0)
    OR (OLD."stock" <> NEW."stock" AND least(OLD."stock", NEW."stock") < 10)
  )
  EXECUTE FUNCTION "ikawa_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "discount_codes_changed" AFTER INSERT OR DELETE OR TRUNCATE ON "discount_codes"
  FOR EACH STATEMENT EXECUTE FUNCTION "ikawa_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "discount_codes_edited" AFTER UPDATE OF "code", "kind", "percent_off", "amount_off_cents",
  "starts_at", "ends_at", "min_subtotal_cents", "max_uses", "max_uses_per_customer", "first_order_only",
  "product_ids", "product_types", "active" ON "discount_codes"
  FOR EACH STATEMENT EXECUTE FUNCTION "ikawa_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "discount_codes_used_up" AFTER UPDATE OF "uses_count" ON "discount_codes"
  FOR EACH ROW WHEN (
    NEW."max_uses" IS NOT NULL
    AND (OLD."uses_count" >= NEW."max_uses") <> (NEW."uses_count" >= NEW."max_uses")
  )
  EXECUTE FUNCTION "ikawa_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "policy_pages_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "policy_pages"
  FOR EACH STATEMENT EXECUTE FUNCTION "ikawa_rows_changed"();
