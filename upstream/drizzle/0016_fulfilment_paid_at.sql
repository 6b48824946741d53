DROP INDEX "fulfilments_shop_created_idx";--> statement-breakpoint
DROP INDEX "fulfilments_shop_state_created_idx";--> statement-breakpoint
ALTER TABLE "fulfilments" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "fulfilments_shop_created_idx" ON "fulfilments" USING btree ("shop_id","created_at","id") WHERE "fulfilments"."paid_at" is not null;--> statement-breakpoint
CREATE INDEX "fulfilments_shop_state_created_idx" ON "fulfilments" USING btree ("shop_id","state","created_at","id") WHERE "fulfilments"."paid_at" is not null;--> statement-breakpoint
-- The fulfilments of orders already paid (or refunded since) were paid when their order last changed
-- before this column: the nearest date on record.
UPDATE "fulfilments" f SET "paid_at" = o."updated_at"
FROM "orders" o
WHERE o."id" = f."order_id" AND o."financial_status" IN ('paid', 'partially_refunded', 'refunded');
--> statement-breakpoint
-- The seed's history gets its paid dates too: open_missing_fulfilments() as in 0014, writing paid_at
-- for the orders whose money came in.
CREATE OR REPLACE FUNCTION open_missing_fulfilments() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  opened integer;
BEGIN
  WITH wanted AS (
    SELECT DISTINCT o.id AS order_id, p.shop_id,
      CASE
        WHEN lower(trim(o.order_status)) IN ('canceled', 'cancelled') THEN 'canceled'
        WHEN lower(trim(o.order_status)) IN ('delivered', 'completed') THEN 'delivered'
        WHEN lower(trim(o.order_status)) = 'shipped' THEN 'shipped'
        ELSE 'pending'
      END AS state,
      CASE WHEN o.financial_status IN ('paid', 'partially_refunded', 'refunded') THEN o.created_at END AS paid_at,
      o.created_at, o.updated_at
    FROM orders o
    JOIN order_items i ON i.order_id = o.id
    JOIN products p ON p.id = i.product_id
    WHERE NOT EXISTS (SELECT 1 FROM fulfilments f WHERE f.order_id = o.id)
  ), inserted AS (
    INSERT INTO fulfilments (order_id, shop_id, state, accepted_at, shipped_at, delivered_at, canceled_at, paid_at, created_at, updated_at)
    SELECT order_id, shop_id, state,
      CASE WHEN state IN ('shipped', 'delivered') THEN updated_at END,
      CASE WHEN state IN ('shipped', 'delivered') THEN updated_at END,
      CASE WHEN state = 'delivered' THEN updated_at END,
      CASE WHEN state = 'canceled' THEN updated_at END,
      paid_at, created_at, updated_at
    FROM wanted
    RETURNING id, state, created_at, updated_at
  ), events AS (
    INSERT INTO fulfilment_events (fulfilment_id, step, at)
    SELECT id, 'pending', created_at FROM inserted
    UNION ALL
    SELECT id, state, updated_at FROM inserted WHERE state <> 'pending'
    RETURNING 1
  )
  SELECT count(*) INTO opened FROM inserted;
  RETURN opened;
END;
$$;
