DROP INDEX "payments_one_completed_per_order_key";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_due_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_completed_per_order_key" ON "payments" USING btree ("order_id") WHERE "payments"."payment_status" = 'completed' and "payments"."refund_due_at" is null;