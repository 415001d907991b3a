-- Orders get a short number people can read and type (`IK-1042`, contracts' order-number.ts),
-- the same on every screen, e-mail, receipt, slip and export. Orders already written are
-- numbered in the order they were placed, from 1001; new ones take the sequence's next value.
CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "number" integer;--> statement-breakpoint
UPDATE "orders" o SET "number" = numbered.n
FROM (SELECT "id", 1000 + row_number() OVER (ORDER BY "created_at", "id") AS n FROM "orders") numbered
WHERE o."id" = numbered."id";--> statement-breakpoint
SELECT setval('order_number_seq', max("number")) FROM "orders" HAVING count(*) > 0;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "number" SET DEFAULT nextval('order_number_seq');--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
ALTER SEQUENCE "order_number_seq" OWNED BY "orders"."number";--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_unique" ON "orders" USING btree ("number");
