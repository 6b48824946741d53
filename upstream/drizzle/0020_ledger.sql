CREATE TABLE "ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"journal_id" integer NOT NULL,
	"account" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "ledger_entries_nonzero_check" CHECK ("ledger_entries"."amount_cents" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_journals" (
	"id" serial PRIMARY KEY NOT NULL,
	"cause" text NOT NULL,
	"kind" text NOT NULL,
	"order_id" integer,
	"memo" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_journals_cause_key" UNIQUE("cause")
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_journal_id_ledger_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."ledger_journals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_journal_idx" ON "ledger_entries" USING btree ("journal_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account","amount_cents");--> statement-breakpoint
CREATE INDEX "ledger_journals_order_idx" ON "ledger_journals" USING btree ("order_id");--> statement-breakpoint
-- The books are written once and kept: any UPDATE or DELETE of a journal or an entry is refused.
CREATE FUNCTION ledger_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger cannot be changed or deleted: post a correcting journal';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_journals_append_only BEFORE UPDATE OR DELETE ON "ledger_journals"
  FOR EACH ROW EXECUTE FUNCTION ledger_is_append_only();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION ledger_is_append_only();
--> statement-breakpoint
-- Every journal balances: checked when the transaction commits (after all its entries are in), so
-- a transaction that leaves a journal off zero is rolled back whole.
CREATE FUNCTION ledger_journal_balances() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total bigint;
BEGIN
  SELECT coalesce(sum(amount_cents), 0) INTO total FROM ledger_entries WHERE journal_id = NEW.journal_id;
  IF total <> 0 THEN
    RAISE EXCEPTION 'ledger journal % does not balance (off by % cents)', NEW.journal_id, total;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balance AFTER INSERT ON "ledger_entries"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_journal_balances();
--> statement-breakpoint
-- The money that moved before the ledger, posted as money/ledger.ts posts it now: each completed
-- payment (in from its provider, held for its order) and each wallet movement (a refund out of its
-- order, a credit from the marketplace).
CREATE TEMPORARY TABLE ledger_backfill AS
  SELECT 'payment:' || p.id AS cause, 'payment' AS kind, p.order_id, 'Payment of order ' || o.order_number AS memo, p.processed_at AS at,
         'provider:' || coalesce(p.provider, p.payment_processor) AS debit_account, 'order:' || p.order_id AS credit_account,
         round(p.amount * 100)::bigint AS cents
    FROM payments p JOIN orders o ON o.id = p.order_id
   WHERE p.payment_status = 'completed'
  UNION ALL
  SELECT 'wallet_movement:' || w.id,
         CASE w.kind WHEN 'refund' THEN 'wallet_refund' WHEN 'credit' THEN 'wallet_credit' ELSE 'wallet_debit' END,
         w.order_id, w.description, w.created_at,
         CASE WHEN w.amount > 0 THEN CASE WHEN w.kind = 'refund' AND w.order_id IS NOT NULL THEN 'order:' || w.order_id ELSE 'marketplace:goodwill' END ELSE 'wallet:' || w.user_id END,
         CASE WHEN w.amount > 0 THEN 'wallet:' || w.user_id ELSE CASE WHEN w.order_id IS NOT NULL THEN 'order:' || w.order_id ELSE 'marketplace:goodwill' END END,
         round(abs(w.amount) * 100)::bigint
    FROM wallet_movements w;
--> statement-breakpoint
INSERT INTO "ledger_journals" ("cause", "kind", "order_id", "memo", "at")
  SELECT cause, kind, order_id, memo, coalesce(at, now()) FROM ledger_backfill ORDER BY at, cause;
--> statement-breakpoint
INSERT INTO "ledger_entries" ("journal_id", "account", "amount_cents")
  SELECT j.id, b.debit_account, b.cents FROM ledger_backfill b JOIN ledger_journals j ON j.cause = b.cause WHERE b.cents > 0
  UNION ALL
  SELECT j.id, b.credit_account, -b.cents FROM ledger_backfill b JOIN ledger_journals j ON j.cause = b.cause WHERE b.cents > 0;
--> statement-breakpoint
DROP TABLE ledger_backfill;
