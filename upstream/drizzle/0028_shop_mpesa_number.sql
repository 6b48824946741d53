ALTER TABLE "shops" ADD COLUMN "mpesa_number" text;--> statement-breakpoint
-- The shops approved before: their application's M-Pesa number is where their payouts go.
UPDATE "shops" s SET "mpesa_number" = a."mpesa_number"
  FROM "seller_applications" a
 WHERE a."shop_id" = s."id" AND a."state" = 'approved' AND s."mpesa_number" IS NULL;
