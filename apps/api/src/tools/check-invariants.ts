/**
 * `npm run check:invariants`: checks the promises the marketplace makes about money and admission against the
 * database, and exits 1 with a readable report when one is broken (0 when all hold).
 *
 * The database is the server's: PostgreSQL when DATABASE_URL is set, else the PGlite files in DATA_DIR (default
 * ./.data). On PostgreSQL it may run at any time, next to running servers: it only reads, in one read-only
 * snapshot. A PGlite data folder is a single-process database: NEVER run this against one a running server
 * holds (stop the server first). While a process holds the folder it contains `postmaster.pid`; the tool
 * refuses such a folder unless given `--force`, which is only right after a crash (kill -9, power loss) left
 * the file behind with no server running.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql, type SQL } from 'drizzle-orm';
import { loadConfig } from '../config';
import { DataDirBusyError } from '../db/data-dir-lock';
import { createDatabase, queryRows, type Db } from '../db/client';
import { admissibleAs } from '../modules/orders';

export interface Invariant {
  name: string;
  /** What must hold, as the report states it. */
  promise: string;
  /** The rows that break it (at most 20 are shown). */
  violations: SQL;
}

export const invariants: Invariant[] = [
  {
    name: 'sold',
    promise: 'Vendidos (sold) de cada lote = ingressos dos pedidos pendentes e pagos',
    violations: sql`
      select t.id as ticket_type_id, t.name, t.sold, coalesce(h.held, 0) as held
      from ticket_types t
      left join (
        select oi.ticket_type_id, sum(oi.quantity)::int as held
        from order_items oi join orders o on o.id = oi.order_id
        where o.status in ('pending', 'paid')
        group by oi.ticket_type_id
      ) h on h.ticket_type_id = t.id
      where t.sold <> coalesce(h.held, 0) or t.sold > t.quantity or t.sold < 0`,
  },
  {
    name: 'coupon-uses',
    promise: 'Usos de cada cupom = ingressos com cupom dos pedidos pendentes e pagos, nunca acima do máximo',
    violations: sql`
      select c.id as coupon_id, c.code, c.used, c.max_uses, coalesce(h.held, 0) as held
      from coupons c
      left join (
        select coupon_id, sum(coupon_uses)::int as held
        from orders
        where status in ('pending', 'paid') and coupon_id is not null
        group by coupon_id
      ) h on h.coupon_id = c.id
      where c.used <> coalesce(h.held, 0) or (c.max_uses is not null and c.used > c.max_uses)`,
  },
  {
    name: 'attendees',
    promise: 'Todo pedido nomeia um participante por ingresso',
    violations: sql`
      select o.id as order_id, o.status, i.tickets, coalesce(a.attendees, 0) as attendees
      from orders o
      join (select order_id, sum(quantity)::int as tickets from order_items group by order_id) i
        on i.order_id = o.id
      left join (select order_id, count(*)::int as attendees from attendees group by order_id) a
        on a.order_id = o.id
      where i.tickets <> coalesce(a.attendees, 0)`,
  },
  {
    name: 'tickets-issued',
    promise: 'Todo pedido pago tem exatamente um ingresso válido por participante',
    violations: sql`
      select o.id as order_id, count(distinct a.id)::int as attendees, count(t.id)::int as tickets
      from orders o
      join attendees a on a.order_id = o.id
      left join tickets t on t.attendee_id = a.id and ${admissibleAs('t', 'o')}
      where o.status = 'paid'
      group by o.id
      having count(t.id) <> count(distinct a.id) or count(distinct t.attendee_id) <> count(distinct a.id)`,
  },
  {
    name: 'tickets-paid',
    promise:
      'Nenhum ingresso válido sem pedido pago, nenhum ingresso de pedido que nunca foi pago (nem de participante de outro pedido)',
    violations: sql`
      select t.id as ticket_id, t.order_id, o.status, t.state, a.order_id as attendee_order_id
      from tickets t
      join orders o on o.id = t.order_id
      left join attendees a on a.id = t.attendee_id
      where (t.state = 'valid' and not ${admissibleAs('t', 'o')})
         or o.status not in ('paid', 'refunded')
         or a.order_id is distinct from t.order_id`,
  },
  {
    name: 'check-ins',
    promise: 'Nenhum check-in sem o seu registro de leitura (scan "checked_in" do mesmo ingresso)',
    violations: sql`
      select c.id as check_in_id, c.ticket_id, c.scan_id, s.result, s.ticket_id as scan_ticket_id
      from check_ins c
      left join scans s on s.id = c.scan_id
      where s.id is null or s.result <> 'checked_in' or s.ticket_id is distinct from c.ticket_id`,
  },
  {
    name: 'webhooks-once',
    promise: 'Nenhum evento de webhook registrado (e aplicado) duas vezes',
    violations: sql`
      select event_id, count(*)::int as deliveries_recorded
      from webhook_events group by event_id having count(*) > 1`,
  },
  {
    name: 'paid-once',
    promise: 'Um pedido pago por mais de um pagamento está marcado para reembolso',
    violations: sql`
      select o.id as order_id, o.status, count(p.id)::int as payments_received
      from orders o join payments p on p.order_id = o.id
      where p.status = 'received' and not o.needs_refund
      group by o.id
      having count(p.id) > 1`,
  },
  {
    name: 'sales-ledger',
    promise: 'O livro de vendas confere com os pedidos: pago soma o total cobrado, reembolsado soma zero',
    violations: sql`
      select o.id as order_id, o.status, o.total_cents, l.charged, l.entries
      from orders o
      left join (select order_id, sum(amount_cents + fee_cents)::bigint as charged, count(*)::int as entries
                 from sales_ledger group by order_id) l on l.order_id = o.id
      where case o.status when 'paid' then l.charged is distinct from o.total_cents
                          when 'refunded' then l.charged is distinct from 0
                          else l.entries is not null end`,
  },
  {
    name: 'sales-rollup',
    promise: 'O resumo diário de vendas (relatórios) confere com o livro de vendas',
    violations: sql`
      with truth as (
        select event_id, day, sum(orders)::int as orders, sum(tickets)::int as tickets,
               sum(amount_cents)::bigint as revenue_cents
        from sales_ledger
        group by 1, 2
        having (sum(orders), sum(tickets), sum(amount_cents)) <> (0, 0, 0)
      )
      select coalesce(t.event_id, d.event_id) as event_id, coalesce(t.day, d.day) as day,
             t.orders, d.orders as rollup_orders, t.tickets, d.tickets as rollup_tickets
      from truth t
      full join (select * from daily_sales where orders <> 0 or tickets <> 0 or revenue_cents <> 0) d
        on d.event_id = t.event_id and d.day = t.day
      where t.orders is distinct from d.orders or t.tickets is distinct from d.tickets
         or t.revenue_cents is distinct from d.revenue_cents`,
  },
];

export interface InvariantResult {
  name: string;
  promise: string;
  held: boolean;
  /** How many rows break it. */
  count: number;
  /** The first rows that break it. */
  examples: Record<string, unknown>[];
}

const EXAMPLES = 20;

/** Every invariant over one read-only snapshot of the database. */
export function checkInvariants(db: Db): Promise<InvariantResult[]> {
  return db.transaction(
    async (tx) => {
      const results: InvariantResult[] = [];
      for (const invariant of invariants) {
        const [{ count } = { count: 0 }] = await queryRows<{ count: number }>(
          tx,
          sql`select count(*)::int as count from (${invariant.violations}) v`,
        );
        const examples =
          count === 0
            ? []
            : await queryRows(tx, sql`select * from (${invariant.violations}) v limit ${EXAMPLES}`);
        results.push({
          name: invariant.name,
          promise: invariant.promise,
          held: count === 0,
          count,
          examples,
        });
      }
      return results;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** The report printed by the command. */
export function formatReport(results: InvariantResult[]): string {
  const lines = results.map((result) =>
    result.held
      ? `  ok     ${result.promise}`
      : [
          `  FALHOU ${result.promise}: ${result.count} violação(ões) [${result.name}]`,
          ...result.examples.map((row) => `           ${JSON.stringify(row)}`),
          ...(result.count > result.examples.length
            ? [`           ... e mais ${result.count - result.examples.length}`]
            : []),
        ].join('\n'),
  );
  const broken = results.filter((result) => !result.held).length;
  return [
    'Invariantes da Bilheteria:',
    ...lines,
    broken === 0 ? 'Todas as invariantes valem.' : `${broken} invariante(s) quebrada(s).`,
  ].join('\n');
}

async function main(argv: string[]): Promise<number> {
  // Only the database settings matter here: no secret is read, so production environments work as they are.
  const config = loadConfig({ DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: process.env.DATA_DIR });
  if (!config.databaseUrl) {
    if (config.dataDir.startsWith('memory://') || !existsSync(path.join(config.dataDir, 'PG_VERSION'))) {
      console.error(`Nenhum banco PGlite em ${config.dataDir} (defina DATA_DIR ou DATABASE_URL).`);
      return 2;
    }
    if (existsSync(path.join(config.dataDir, 'postmaster.pid')) && !argv.includes('--force')) {
      console.error(
        `O PGlite em ${config.dataDir} parece aberto por um servidor (postmaster.pid existe). Pare o servidor ` +
          'antes: dois processos no mesmo PGlite corrompem os dados. Se nenhum servidor está rodando (o ' +
          'processo caiu), rode de novo com --force.',
      );
      return 2;
    }
  }
  const database = await createDatabase(config);
  try {
    const [schema] = await queryRows<{ tables: number }>(
      database.db,
      sql`select count(*)::int as tables from information_schema.tables
          where table_schema = 'public' and table_name in ('orders', 'ticket_types', 'tickets')`,
    );
    if (schema?.tables !== 3) {
      console.error('Este banco não tem as tabelas da Bilheteria: inicie o servidor uma vez para migrá-lo.');
      return 2;
    }
    const results = await checkInvariants(database.db);
    console.log(
      `${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite em ${config.dataDir}`}\n` +
        formatReport(results),
    );
    return results.every((result) => result.held) ? 0 : 1;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      // A running server holds the PGlite folder (db/data-dir-lock.ts): its message says what to do.
      console.error(error instanceof DataDirBusyError ? error.message : error);
      process.exit(2);
    },
  );
}
