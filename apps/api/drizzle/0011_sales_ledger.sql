CREATE TABLE "sales_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"ticket_type_id" uuid,
	"kind" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"day" date NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"tickets" integer DEFAULT 0 NOT NULL,
	"amount_cents" integer DEFAULT 0 NOT NULL,
	"fee_cents" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_ledger_kind_valid" CHECK ("sales_ledger"."kind" in ('sale', 'refund', 'chargeback'))
);
--> statement-breakpoint
ALTER TABLE "sales_ledger" ADD CONSTRAINT "sales_ledger_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_ledger" ADD CONSTRAINT "sales_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_ledger" ADD CONSTRAINT "sales_ledger_ticket_type_id_ticket_types_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."ticket_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_ledger_order_idx" ON "sales_ledger" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "sales_ledger_event_sales_idx" ON "sales_ledger" USING btree ("event_id","occurred_at","order_id") WHERE "sales_ledger"."kind" = 'sale' and "sales_ledger"."ticket_type_id" is null;--> statement-breakpoint
-- #12 point 7: the sales ledger replaces the triggers of 0006_daily_sales_triggers. Application code
-- (modules/sales-ledger, called by the lifecycle's pay and refund) appends the entries and keeps the daily
-- rollups; the triggers, which dated a sale by its order's creation and ignored discounts and refunds' days, go.
DROP TRIGGER IF EXISTS daily_sales_orders_insert ON orders;--> statement-breakpoint
DROP TRIGGER IF EXISTS daily_sales_orders_update ON orders;--> statement-breakpoint
DROP TRIGGER IF EXISTS daily_sales_orders_delete ON orders;--> statement-breakpoint
DROP TRIGGER IF EXISTS daily_sales_items_insert ON order_items;--> statement-breakpoint
DROP TRIGGER IF EXISTS daily_sales_items_update ON order_items;--> statement-breakpoint
DROP TRIGGER IF EXISTS daily_sales_items_delete ON order_items;--> statement-breakpoint
DROP FUNCTION IF EXISTS daily_sales_orders_inserted();--> statement-breakpoint
DROP FUNCTION IF EXISTS daily_sales_orders_updated();--> statement-breakpoint
DROP FUNCTION IF EXISTS daily_sales_order_deleting();--> statement-breakpoint
DROP FUNCTION IF EXISTS daily_sales_items_inserted();--> statement-breakpoint
DROP FUNCTION IF EXISTS daily_sales_items_updated();--> statement-breakpoint
DROP FUNCTION IF EXISTS daily_sales_items_deleted();--> statement-breakpoint
DROP FUNCTION IF EXISTS daily_sales_add(uuid[], date[], uuid[], integer[], integer[], bigint[]);--> statement-breakpoint
DROP FUNCTION IF EXISTS daily_sales_day(timestamptz);--> statement-breakpoint
-- The sales made before this migration, dated the day they were paid (their creation when that is unknown).
-- Each item's amount is what was charged for it: quantity × unit price − its discount − its share of an
-- order-level discount (the order's discount beyond its items', split in proportion to what the items cost,
-- leftover cents to the largest remainders), as modules/sales-ledger/lines.ts splits it.
WITH sold AS (
  SELECT o.id AS order_id, o.event_id, coalesce(o.paid_at, o.created_at) AS at, o.discount_cents, o.fee_cents
  FROM orders o WHERE o.status IN ('paid', 'refunded')
),
items AS (
  SELECT s.order_id, s.event_id, s.at, oi.id AS item_id, oi.ticket_type_id, oi.quantity,
         (oi.quantity::bigint * oi.unit_price_cents - oi.discount_cents) AS net,
         greatest(s.discount_cents - sum(oi.discount_cents) OVER (PARTITION BY s.order_id), 0) AS residue,
         sum(oi.quantity::bigint * oi.unit_price_cents - oi.discount_cents) OVER (PARTITION BY s.order_id) AS total_net
  FROM sold s JOIN order_items oi ON oi.order_id = s.order_id
),
shares AS (
  SELECT i.*,
         CASE WHEN total_net > 0 THEN (residue * net) / total_net ELSE 0 END AS base,
         CASE WHEN total_net > 0 THEN (residue * net) % total_net ELSE 0 END AS remainder
  FROM items i
),
ranked AS (
  SELECT s.*,
         s.residue - sum(s.base) OVER (PARTITION BY s.order_id) AS leftover,
         row_number() OVER (PARTITION BY s.order_id ORDER BY s.remainder DESC, s.item_id) AS rank
  FROM shares s
)
INSERT INTO sales_ledger (event_id, order_id, ticket_type_id, kind, occurred_at, day, orders, tickets, amount_cents, fee_cents)
SELECT event_id, order_id, NULL, 'sale', at, (at AT TIME ZONE 'America/Sao_Paulo')::date, 1, 0, 0, fee_cents
FROM sold
UNION ALL
SELECT event_id, order_id, ticket_type_id, 'sale', at, (at AT TIME ZONE 'America/Sao_Paulo')::date, 0, quantity,
       (net - base - CASE WHEN rank <= leftover THEN 1 ELSE 0 END)::int, 0
FROM ranked;
--> statement-breakpoint
-- Orders refunded before this migration: their sale given back on the day of their `order.refunded` event.
INSERT INTO sales_ledger (event_id, order_id, ticket_type_id, kind, occurred_at, day, orders, tickets, amount_cents, fee_cents)
SELECT l.event_id, l.order_id, l.ticket_type_id,
       CASE WHEN r.data->>'reason' = 'chargeback' THEN 'chargeback' ELSE 'refund' END,
       r.at, (r.at AT TIME ZONE 'America/Sao_Paulo')::date, -l.orders, -l.tickets, -l.amount_cents, -l.fee_cents
FROM sales_ledger l
JOIN orders o ON o.id = l.order_id AND o.status = 'refunded'
CROSS JOIN LATERAL (
  SELECT coalesce(max(e.occurred_at), o.updated_at) AS at,
         (array_agg(e.data ORDER BY e.occurred_at DESC))[1] AS data
  FROM domain_events e WHERE e.order_id = o.id AND e.type = 'order.refunded'
) r
WHERE l.kind = 'sale';
--> statement-breakpoint
-- The rollups, rebuilt from the ledger.
DELETE FROM daily_lot_sales;--> statement-breakpoint
DELETE FROM daily_sales;--> statement-breakpoint
INSERT INTO daily_sales (event_id, day, orders, tickets, revenue_cents)
SELECT event_id, day, sum(orders), sum(tickets), sum(amount_cents)
FROM sales_ledger GROUP BY event_id, day;--> statement-breakpoint
INSERT INTO daily_lot_sales (event_id, day, ticket_type_id, tickets, revenue_cents)
SELECT event_id, day, ticket_type_id, sum(tickets), sum(amount_cents)
FROM sales_ledger WHERE ticket_type_id IS NOT NULL GROUP BY event_id, day, ticket_type_id;
