-- The store's province is read from its postal code (the address is the one truth): a province
-- kept beside it could contradict it.
ALTER TABLE "store_settings" DROP COLUMN "store_province";