ALTER TABLE "shops" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "suspended_reason" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_status_check" CHECK ("shops"."status" in ('active', 'suspended'));