-- Issue 15 §1: a sale is sent to the database in one write (BEGIN, its statements and COMMIT
-- together), so the checks that used to run between the sale's statement and COMMIT are made by
-- the statement itself: when one fails, it calls this, which aborts the statement (everything it
-- wrote is undone) and the transaction (the COMMIT sent behind it rolls back). The message is a
-- JSON refusal the server turns into the customer's answer (orders/repo.ts `SaleRefused`).
CREATE OR REPLACE FUNCTION "ikawa_refuse"(refusal text) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'IK409', MESSAGE = refusal;
END $$;
--> statement-breakpoint
-- The signed-in user's session facts are kept per process too (server/src/db/row-cache.ts): a
-- change to a user's row (a new password, role or token version; a deletion) is told to every
-- process at COMMIT, as 'users:<id>'.
CREATE TRIGGER "users_changed" AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "ikawa_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "users_truncated" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "ikawa_rows_changed"();
