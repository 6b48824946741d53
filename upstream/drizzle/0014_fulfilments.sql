CREATE TABLE "fulfilment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"fulfilment_id" integer NOT NULL,
	"step" text NOT NULL,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fulfilments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"carrier" text,
	"tracking_number" text,
	"cancel_reason" text,
	"refund" numeric(12, 2),
	"accepted_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fulfilment_events" ADD CONSTRAINT "fulfilment_events_fulfilment_id_fulfilments_id_fk" FOREIGN KEY ("fulfilment_id") REFERENCES "public"."fulfilments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfilments" ADD CONSTRAINT "fulfilments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfilments" ADD CONSTRAINT "fulfilments_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fulfilment_events_fulfilment_idx" ON "fulfilment_events" USING btree ("fulfilment_id","at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "fulfilments_order_shop_key" ON "fulfilments" USING btree ("order_id","shop_id");--> statement-breakpoint
CREATE INDEX "fulfilments_shop_created_idx" ON "fulfilments" USING btree ("shop_id","created_at","id");--> statement-breakpoint
CREATE INDEX "fulfilments_shop_state_created_idx" ON "fulfilments" USING btree ("shop_id","state","created_at","id");
--> statement-breakpoint
-- One fulfilment per shop of every order that has none yet, its state taken from the order's
-- status (a delivered order's fulfilments are delivered...), with its dated events. The migration
-- runs it for the orders that exist; the seed runs it after writing its history.
CREATE FUNCTION open_missing_fulfilments() RETURNS integer LANGUAGE plpgsql AS $$
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
      o.created_at, o.updated_at
    FROM orders o
    JOIN order_items i ON i.order_id = o.id
    JOIN products p ON p.id = i.product_id
    WHERE NOT EXISTS (SELECT 1 FROM fulfilments f WHERE f.order_id = o.id)
  ), inserted AS (
    INSERT INTO fulfilments (order_id, shop_id, state, accepted_at, shipped_at, delivered_at, canceled_at, created_at, updated_at)
    SELECT order_id, shop_id, state,
      CASE WHEN state IN ('shipped', 'delivered') THEN updated_at END,
      CASE WHEN state IN ('shipped', 'delivered') THEN updated_at END,
      CASE WHEN state = 'delivered' THEN updated_at END,
      CASE WHEN state = 'canceled' THEN updated_at END,
      created_at, updated_at
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
--> statement-breakpoint
SELECT open_missing_fulfilments();
