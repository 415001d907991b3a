-- Accessories (a mug, a brewer) are not coffee: no bag size, and a weight only when the owner
-- gives one (contracts' display.ts `isCoffee`, admin.ts `weightProblem`). Order lines keep what
-- was sold, so an accessory sold without a weight has none there either.
ALTER TABLE "products" ALTER COLUMN "weight_kg" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "weight_kg" DROP NOT NULL;--> statement-breakpoint
-- The shop's starting mug was given the smallest coffee bag, the only weight the form offered:
-- where it still has it, it has no weight. Its address (slug) stays, so links to it keep working;
-- past order lines keep what they recorded.
UPDATE "products" SET "weight_kg" = NULL
-- Compared as text: on a new database the enum's 'accessory' (migration 0019) is added in the same
-- transaction as this statement, and PostgreSQL refuses a new enum value used before its commit.
WHERE "name" = 'Ikawa Stoneware Mug' AND "type"::text = 'accessory' AND "weight_kg" = 0.5;
