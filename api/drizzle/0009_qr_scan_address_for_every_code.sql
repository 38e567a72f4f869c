ALTER TABLE "menu_qr_codes" ALTER COLUMN "table_number" SET DATA TYPE varchar(40);--> statement-breakpoint
ALTER TABLE "menu_qr_codes" ADD COLUMN "needs_reprint" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Custom: codes with their own address were printed with that address inside, so they bypass the scan (and
-- its active/inactive check) until they are printed again.
UPDATE "menu_qr_codes" SET "needs_reprint" = true WHERE coalesce("qr_code_url", '') <> '';
