ALTER TABLE "store_settings" DROP COLUMN "gst_hst_number";--> statement-breakpoint
ALTER TABLE "store_settings" DROP COLUMN "qst_number";