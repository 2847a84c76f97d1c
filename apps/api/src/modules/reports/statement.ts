import type { components } from '@bilheteria/api-client';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import type { ReportPeriod } from './period';

type Schemas = components['schemas'];

/*
 * The statement (issue #31, "Extrato"): read from the sales ledger (what tickets sold for, discounts, what went
 * back) and the split ledger (who got what of it), over São Paulo days, for one event or every event of one
 * organizer. By construction gross − discounts − refunds − chargebacks is the sales report's revenue, and
 * net + platformFee is the same amount: the organizer's share plus the commission are the tickets' price. Asaas's
 * fees (value − netValue of each paid charge's webhook) are shown; they come out of the platform's part.
 */

export type StatementScope = { eventId: string } | { organizerId: string };

const eventsOf = (scope: StatementScope, column: SQL) =>
  'eventId' in scope
    ? sql`${column} = ${scope.eventId}::uuid`
    : sql`${column} in (select id from events where organizer_id = ${scope.organizerId}::uuid)`;

type StatementRow = {
  gross: string;
  discounts: string;
  refunds: string;
  chargebacks: string;
  platformFee: string;
  net: string;
  credited: string;
  providerFees: string;
};

export async function statementOf(
  db: Db,
  scope: StatementScope,
  period: ReportPeriod,
): Promise<Schemas['Statement']> {
  const inPeriod = (table: SQL) => sql`${table}.day between ${period.from}::date and ${period.to}::date`;
  const [row] = await queryRows<StatementRow>(
    db,
    sql`
      with sales as (
        select
          coalesce(sum(case when l.kind = 'sale' then l.amount_cents + l.discount_cents else 0 end), 0) as gross,
          coalesce(sum(case when l.kind = 'sale' then l.discount_cents else 0 end), 0) as discounts,
          coalesce(-sum(case when l.kind = 'refund' then l.amount_cents + l.discount_cents else 0 end), 0)
            as refunds,
          coalesce(-sum(case when l.kind = 'chargeback' then l.amount_cents + l.discount_cents else 0 end), 0)
            as chargebacks,
          coalesce(sum(case when l.kind <> 'sale' then l.discount_cents else 0 end), 0) as returned_discounts
        from sales_ledger l
        where ${eventsOf(scope, sql`l.event_id`)} and ${inPeriod(sql`l`)}
      ),
      shares as (
        select coalesce(sum(s.commission_cents), 0) as platform_fee,
               coalesce(sum(s.organizer_cents), 0) as net,
               coalesce(sum(s.organizer_cents) filter (where s.credited), 0) as credited,
               coalesce(sum(case when s.kind = 'sale' then (
                 select round(((w.payload -> 'payment' ->> 'value')::numeric
                               - (w.payload -> 'payment' ->> 'netValue')::numeric) * 100)
                 from webhook_events w
                 where w.payment_id = s.provider_payment_id
                   and w.type in ('PAYMENT_RECEIVED', 'PAYMENT_CONFIRMED')
                   and jsonb_typeof(w.payload -> 'payment' -> 'netValue') = 'number'
                   and jsonb_typeof(w.payload -> 'payment' -> 'value') = 'number'
                 order by w.received_at
                 limit 1) end), 0) as provider_fees
        from split_ledger s
        where ${eventsOf(scope, sql`s.event_id`)} and ${inPeriod(sql`s`)}
      )
      select sales.gross::text as gross,
             (sales.discounts + sales.returned_discounts)::text as discounts,
             sales.refunds::text as refunds, sales.chargebacks::text as chargebacks,
             shares.platform_fee::text as "platformFee", shares.net::text as net,
             shares.credited::text as credited, shares.provider_fees::text as "providerFees"
      from sales, shares`,
  );
  const reais = (cents: string | undefined) => Number(cents ?? 0) / 100;
  return {
    from: period.from,
    to: period.to,
    gross: reais(row?.gross),
    discounts: reais(row?.discounts),
    refunds: reais(row?.refunds),
    chargebacks: reais(row?.chargebacks),
    platformFee: reais(row?.platformFee),
    providerFees: reais(row?.providerFees),
    net: reais(row?.net),
    credited: reais(row?.credited),
  };
}
