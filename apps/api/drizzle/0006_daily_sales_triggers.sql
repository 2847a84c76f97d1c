-- Custom SQL migration file, put your code below! --
-- daily_sales / daily_lot_sales (the sales reports' rollup, see schema.ts) follow every write to orders and
-- order_items, in the writer's own transaction. A paid order counts on the São Paulo day it was created: one
-- order, its items' quantities, and Σ quantity × unit price. Orders count when they become (or are born) paid
-- and stop counting if they ever stop being paid or are deleted; their items count while their order is paid.
-- Writers lock a day's daily_sales row before its daily_lot_sales rows, so concurrent payments queue on that row
-- instead of deadlocking.

-- Adds signed deltas: one line per order (ticket_type_id null, orders ±1) or per item (orders 0).
CREATE FUNCTION daily_sales_add(
  event_ids uuid[], days date[], ticket_type_ids uuid[], order_deltas integer[], ticket_deltas integer[],
  revenue_deltas bigint[]
) RETURNS void LANGUAGE sql AS $$
  INSERT INTO daily_sales AS s (event_id, day, orders, tickets, revenue_cents)
  SELECT d.event_id, d.day, sum(d.orders), sum(d.tickets), sum(d.revenue)
  FROM unnest(event_ids, days, ticket_type_ids, order_deltas, ticket_deltas, revenue_deltas)
       AS d(event_id, day, ticket_type_id, orders, tickets, revenue)
  GROUP BY d.event_id, d.day
  ORDER BY d.event_id, d.day
  ON CONFLICT (event_id, day) DO UPDATE
    SET orders = s.orders + excluded.orders,
        tickets = s.tickets + excluded.tickets,
        revenue_cents = s.revenue_cents + excluded.revenue_cents;
  INSERT INTO daily_lot_sales AS l (event_id, day, ticket_type_id, tickets, revenue_cents)
  SELECT d.event_id, d.day, d.ticket_type_id, sum(d.tickets), sum(d.revenue)
  FROM unnest(event_ids, days, ticket_type_ids, order_deltas, ticket_deltas, revenue_deltas)
       AS d(event_id, day, ticket_type_id, orders, tickets, revenue)
  WHERE d.ticket_type_id IS NOT NULL
  GROUP BY d.event_id, d.day, d.ticket_type_id
  ORDER BY d.event_id, d.day, d.ticket_type_id
  ON CONFLICT (event_id, day, ticket_type_id) DO UPDATE
    SET tickets = l.tickets + excluded.tickets,
        revenue_cents = l.revenue_cents + excluded.revenue_cents;
$$;
--> statement-breakpoint
-- The São Paulo day of an instant.
CREATE FUNCTION daily_sales_day(instant timestamptz) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT (instant AT TIME ZONE 'America/Sao_Paulo')::date
$$;
--> statement-breakpoint
-- An order born paid counts as one order; its items are written after it and counted by the order_items trigger.
CREATE FUNCTION daily_sales_orders_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM daily_sales_add(array_agg(n.event_id), array_agg(daily_sales_day(n.created_at)), array_agg(NULL::uuid),
                          array_agg(1), array_agg(0), array_agg(0::bigint))
  FROM new_orders n
  WHERE n.status = 'paid'
  HAVING count(*) > 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- An order that becomes paid adds itself and its items; one that stops being paid (or moves to another event or
-- instant) takes them back from where they were.
CREATE FUNCTION daily_sales_orders_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM daily_sales_add(array_agg(lines.event_id), array_agg(daily_sales_day(lines.created_at)),
                          array_agg(lines.ticket_type_id), array_agg(lines.orders), array_agg(lines.tickets),
                          array_agg(lines.revenue))
  FROM (
    WITH changed AS (
      SELECT o.id, o.event_id, o.created_at, -1 AS sign
      FROM old_orders o LEFT JOIN new_orders n ON n.id = o.id
      WHERE o.status = 'paid'
        AND (n.id IS NULL OR n.status <> 'paid' OR n.event_id <> o.event_id OR n.created_at <> o.created_at)
      UNION ALL
      SELECT n.id, n.event_id, n.created_at, 1
      FROM new_orders n LEFT JOIN old_orders o ON o.id = n.id
      WHERE n.status = 'paid'
        AND (o.id IS NULL OR o.status <> 'paid' OR o.event_id <> n.event_id OR o.created_at <> n.created_at)
    )
    SELECT c.event_id, c.created_at, NULL::uuid AS ticket_type_id, c.sign AS orders, 0 AS tickets,
           0::bigint AS revenue
    FROM changed c
    UNION ALL
    SELECT c.event_id, c.created_at, oi.ticket_type_id, 0, c.sign * oi.quantity,
           c.sign * oi.quantity::bigint * oi.unit_price_cents
    FROM changed c JOIN order_items oi ON oi.order_id = c.id
  ) AS lines
  HAVING count(*) > 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Before a paid order is deleted, while its items are still there (the cascade deletes them after it is gone,
-- and the order_items trigger then finds no paid order to take them from).
CREATE FUNCTION daily_sales_order_deleting() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'paid' THEN
    PERFORM daily_sales_add(array_agg(OLD.event_id), array_agg(daily_sales_day(OLD.created_at)),
                            array_agg(lines.ticket_type_id), array_agg(lines.orders), array_agg(lines.tickets),
                            array_agg(lines.revenue))
    FROM (
      SELECT NULL::uuid AS ticket_type_id, -1 AS orders, 0 AS tickets, 0::bigint AS revenue
      UNION ALL
      SELECT oi.ticket_type_id, 0, -oi.quantity, -(oi.quantity::bigint * oi.unit_price_cents)
      FROM order_items oi WHERE oi.order_id = OLD.id
    ) AS lines;
  END IF;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE FUNCTION daily_sales_items_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM daily_sales_add(array_agg(o.event_id), array_agg(daily_sales_day(o.created_at)), array_agg(i.ticket_type_id),
                          array_agg(0), array_agg(i.quantity), array_agg(i.quantity::bigint * i.unit_price_cents))
  FROM new_items i JOIN orders o ON o.id = i.order_id
  WHERE o.status = 'paid'
  HAVING count(*) > 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION daily_sales_items_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM daily_sales_add(array_agg(o.event_id), array_agg(daily_sales_day(o.created_at)),
                          array_agg(lines.ticket_type_id), array_agg(0), array_agg(lines.tickets),
                          array_agg(lines.revenue))
  FROM (
    SELECT i.order_id, i.ticket_type_id, -i.quantity AS tickets, -(i.quantity::bigint * i.unit_price_cents) AS revenue
    FROM old_items i
    UNION ALL
    SELECT i.order_id, i.ticket_type_id, i.quantity, i.quantity::bigint * i.unit_price_cents
    FROM new_items i
  ) AS lines
  JOIN orders o ON o.id = lines.order_id
  WHERE o.status = 'paid'
  HAVING count(*) > 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION daily_sales_items_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM daily_sales_add(array_agg(o.event_id), array_agg(daily_sales_day(o.created_at)), array_agg(i.ticket_type_id),
                          array_agg(0), array_agg(-i.quantity), array_agg(-(i.quantity::bigint * i.unit_price_cents)))
  FROM old_items i JOIN orders o ON o.id = i.order_id
  WHERE o.status = 'paid'
  HAVING count(*) > 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER daily_sales_orders_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION daily_sales_orders_inserted();
--> statement-breakpoint
CREATE TRIGGER daily_sales_orders_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION daily_sales_orders_updated();
--> statement-breakpoint
CREATE TRIGGER daily_sales_orders_delete BEFORE DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION daily_sales_order_deleting();
--> statement-breakpoint
CREATE TRIGGER daily_sales_items_insert AFTER INSERT ON order_items
  REFERENCING NEW TABLE AS new_items
  FOR EACH STATEMENT EXECUTE FUNCTION daily_sales_items_inserted();
--> statement-breakpoint
CREATE TRIGGER daily_sales_items_update AFTER UPDATE ON order_items
  REFERENCING OLD TABLE AS old_items NEW TABLE AS new_items
  FOR EACH STATEMENT EXECUTE FUNCTION daily_sales_items_updated();
--> statement-breakpoint
CREATE TRIGGER daily_sales_items_delete AFTER DELETE ON order_items
  REFERENCING OLD TABLE AS old_items
  FOR EACH STATEMENT EXECUTE FUNCTION daily_sales_items_deleted();
--> statement-breakpoint
-- The sales made before this migration.
INSERT INTO daily_sales (event_id, day, orders, tickets, revenue_cents)
SELECT o.event_id, daily_sales_day(o.created_at), count(*), coalesce(sum(i.tickets), 0), coalesce(sum(i.revenue), 0)
FROM orders o
LEFT JOIN LATERAL (
  SELECT sum(oi.quantity) AS tickets, sum(oi.quantity::bigint * oi.unit_price_cents) AS revenue
  FROM order_items oi WHERE oi.order_id = o.id
) AS i ON true
WHERE o.status = 'paid'
GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO daily_lot_sales (event_id, day, ticket_type_id, tickets, revenue_cents)
SELECT o.event_id, daily_sales_day(o.created_at), oi.ticket_type_id, sum(oi.quantity),
       sum(oi.quantity::bigint * oi.unit_price_cents)
FROM orders o JOIN order_items oi ON oi.order_id = o.id
WHERE o.status = 'paid'
GROUP BY 1, 2, 3;
