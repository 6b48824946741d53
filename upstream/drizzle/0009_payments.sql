ALTER TABLE "orders" ADD COLUMN "payment_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "method" text DEFAULT 'mpesa' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "merchant_request_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "checkout_request_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "receipt_number" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "failure_code" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "last_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "payment_id" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "processor" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "receipt_number" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_payment_due_idx" ON "orders" USING btree ("payment_due_at") WHERE "orders"."financial_status" = 'pending';--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_completed_per_order_key" ON "payments" USING btree ("order_id") WHERE "payments"."payment_status" = 'completed';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_pending_per_order_key" ON "payments" USING btree ("order_id") WHERE "payments"."payment_status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_checkout_request_key" ON "payments" USING btree ("checkout_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_receipt_key" ON "payments" USING btree ("receipt_number");--> statement-breakpoint
CREATE INDEX "payments_pending_idx" ON "payments" USING btree ("created_at") WHERE "payments"."payment_status" = 'pending';--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_payment_key" UNIQUE("payment_id");