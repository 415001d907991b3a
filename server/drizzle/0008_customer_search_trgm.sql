-- Issue 7 §8: the admin order search matches part of a customer's name or e-mail
-- (ILIKE '%…%'), which no b-tree serves: 100,000 customers took ~150 ms to scan. Trigram
-- indexes answer it (pg_trgm ships with PostgreSQL's contrib; PGlite loads it in client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);
--> statement-breakpoint
-- The dashboard's customer figures (new customers per 30 days, customers not anonymised):
-- index-only instead of reading every user.
CREATE INDEX IF NOT EXISTS "users_role_created_idx" ON "users" USING btree ("role", "created_at") INCLUDE ("anonymised_at");
