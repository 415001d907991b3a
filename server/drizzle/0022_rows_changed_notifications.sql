-- Issue 15 §1: rows nearly every request reads and an admin seldom writes are kept by each process
-- (server/src/db/row-cache.ts) until this says they changed. pg_notify is delivered at COMMIT to
-- every listening process, whichever wrote; a payload is a table ('store_settings') or a row
-- ('users:<id>'). PostgreSQL sends one of each payload per transaction.
CREATE OR REPLACE FUNCTION "ikawa_rows_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'ROW' THEN
    PERFORM pg_notify('ikawa_rows_changed', TG_TABLE_NAME || ':' || (CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END)::text);
  ELSE
    PERFORM pg_notify('ikawa_rows_changed', TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "store_settings_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "store_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION "ikawa_rows_changed"();
