-- A wallet pays all of an order or part of it (issue 34, point 2): the wallet's part is a completed
-- payment of its own beside the M-Pesa or card payment of the rest. One completed payment from
-- outside the wallet still pays an order (a late one beside it is kept, marked for refund), and the
-- wallet pays at most one part of an order.
DROP INDEX "payments_one_completed_per_order_key";--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_completed_per_order_key" ON "payments" USING btree ("order_id") WHERE "payments"."payment_status" = 'completed' and "payments"."refund_due_at" is null and "payments"."method" <> 'wallet';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_wallet_part_per_order_key" ON "payments" USING btree ("order_id") WHERE "payments"."method" = 'wallet';
