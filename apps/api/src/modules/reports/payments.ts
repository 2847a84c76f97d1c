import { centsToReais } from '@bilheteria/rules';
import type { Schemas } from '@bilheteria/api-client';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import type { ReportPeriod } from './period';

/*
 * Sales by how they were paid (issue #27), from the sales ledger as every other figure: Pix / Cartão, and the card's
 * sales by installment count, each with its orders (sales minus refunds), ticket revenue and the interest buyers
 * paid on top of it, shown apart.
 */

const METHOD_LABELS: Record<string, string> = { pix: 'Pix', card: 'Cartão' };

type Row = {
  method: string;
  installments: number;
  orders: string;
  revenue_cents: string;
  interest_cents: string;
};

export async function paymentsReport(
  db: Db,
  eventId: string,
  period: ReportPeriod,
): Promise<Schemas['ReportPayments']> {
  const rows = await queryRows<Row>(
    db,
    sql`
      select payment_method as method, installments,
             sum(orders)::text as orders, sum(amount_cents)::text as revenue_cents,
             sum(interest_cents)::text as interest_cents
      from sales_ledger
      where event_id = ${eventId} and day between ${period.from}::date and ${period.to}::date
      group by payment_method, installments
      order by payment_method desc, installments`,
  );
  const totals = (matching: Row[]) => ({
    orders: matching.reduce((sum, row) => sum + Number(row.orders), 0),
    revenue: centsToReais(matching.reduce((sum, row) => sum + Number(row.revenue_cents), 0)),
    interest: centsToReais(matching.reduce((sum, row) => sum + Number(row.interest_cents), 0)),
  });
  const methods = [...new Set(rows.map((row) => row.method))];
  return {
    byMethod: methods.map((method) => ({
      method: method === 'card' ? 'card' : 'pix',
      label: METHOD_LABELS[method] ?? method,
      ...totals(rows.filter((row) => row.method === method)),
    })),
    byInstallments: rows
      .filter((row) => row.method === 'card')
      .map((row) => ({ installments: row.installments, ...totals([row]) })),
    interest: totals(rows).interest,
  };
}
