ALTER TABLE "shops" ADD COLUMN "commission_rate" numeric(5, 4);--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_commission_rate_check" CHECK ("shops"."commission_rate" is null or ("shops"."commission_rate" >= 0 and "shops"."commission_rate" <= 0.5));--> statement-breakpoint
-- Issue 34, point 6: a delivered, paid parcel's money moves from its order to its shop's held
-- account (money/settlement.ts posts it when the parcel is delivered). This function posts it for
-- parcels delivered before that: the ones here now, and the seed's history (seed/index.ts calls it
-- after open_missing_fulfilments()). An order with an approved return or wholly refunded keeps its
-- money where the refund left it. Answers how many parcels it posted.
CREATE OR REPLACE FUNCTION post_delivered_parcels() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  entries integer;
BEGIN
  WITH due AS (
    SELECT 'parcel_delivered:' || f.id AS cause, f.order_id, f.shop_id,
           'Delivered: order ' || o.order_number AS memo,
           coalesce(f.delivered_at, f.updated_at) AS at,
           (SELECT round(coalesce(sum(i.line_total), 0) * 100)::bigint
              FROM order_items i JOIN products p ON p.id = i.product_id
             WHERE i.order_id = f.order_id AND p.shop_id = f.shop_id) AS cents
      FROM fulfilments f JOIN orders o ON o.id = f.order_id
     WHERE f.state = 'delivered' AND f.paid_at IS NOT NULL AND o.financial_status <> 'refunded'
       AND NOT EXISTS (SELECT 1 FROM return_requests r WHERE r.order_id = f.order_id AND r.status = 'Approved')
       AND NOT EXISTS (SELECT 1 FROM ledger_journals j WHERE j.cause = 'parcel_delivered:' || f.id)
  ),
  posted AS (
    INSERT INTO ledger_journals (cause, kind, order_id, memo, at)
      SELECT cause, 'parcel_delivered', order_id, memo, at FROM due WHERE cents > 0 ORDER BY at, cause
      RETURNING id, cause
  )
  INSERT INTO ledger_entries (journal_id, account, amount_cents)
    SELECT j.id, 'order:' || d.order_id, d.cents FROM posted j JOIN due d ON d.cause = j.cause
    UNION ALL
    SELECT j.id, 'shop:' || d.shop_id || ':held', -d.cents FROM posted j JOIN due d ON d.cause = j.cause;
  GET DIAGNOSTICS entries = ROW_COUNT;
  RETURN entries / 2;
END;
$$;
--> statement-breakpoint
SELECT post_delivered_parcels();
