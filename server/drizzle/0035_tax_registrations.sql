-- Sales tax is charged only where and from when the shop is registered for it (decision 015):
-- the registrations become data with an effective day. A number typed before this change kept
-- being printed on receipts while every tax was charged, so it becomes a registration in force
-- since long before any order; the taxes the shop had no number for stop being charged.
ALTER TABLE "orders" ADD COLUMN "tax_not_registered" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "tax_registrations" jsonb DEFAULT '{"gstHst":null,"qst":null,"bcPst":null,"skPst":null,"mbRst":null}'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "store_settings" SET "tax_registrations" = jsonb_build_object(
  'gstHst', CASE WHEN "gst_hst_number" <> '' THEN jsonb_build_object('number', "gst_hst_number", 'effectiveFrom', '2000-01-01') END,
  'qst', CASE WHEN "qst_number" <> '' THEN jsonb_build_object('number', "qst_number", 'effectiveFrom', '2000-01-01') END,
  'bcPst', NULL, 'skPst', NULL, 'mbRst', NULL
);
