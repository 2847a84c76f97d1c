/**
 * Card payments (issue #27) on the compiled server (PostgreSQL) against the Asaas fake of the API tests
 * (apps/api/test/fake-asaas.ts, speaking Asaas's documented shapes over HTTP): 300 buyers each with a pending
 * order of one ticket pay it by card in 3x, 20 at a time, through POST /api/pagamento/asaas/cartao (customer
 * lookup or creation at Asaas, the CREDIT_CARD charge, the lifecycle's pay with tickets, ledger and e-mail).
 * Printed: card payments per second, p50/p99, answers other than 200 (must be 0), orders paid (must be 300) and
 * charges at Asaas (must be 300: none twice).
 */
import pg from 'pg';
import { API_KEY, startFakeAsaas } from '../../apps/api/test/fake-asaas';
import { drive, orderBody, type SaleEvent } from '../../tests/e2e/support/marketplace';
import { startServer } from '../../tests/e2e/support/server';
import { sessionTokens } from '../../tests/e2e/support/session-tokens';
import { buildApi } from '../lib/build';
import type { Scenario } from '../run';

const ORDERS = 300;
const CONCURRENCY = 20;
const PRICE_CENTS = 15_000;

const cardBody = (pedidoId: string) =>
  JSON.stringify({
    pedidoId,
    parcelas: 3,
    cartao: {
      nomeTitular: 'MARIA DA SILVA',
      numero: '4242424242424242',
      mesValidade: '12',
      anoValidade: '35',
      cvv: '123',
    },
    titular: {
      nome: 'Maria da Silva',
      email: 'maria@example.com',
      cpfCnpj: '52998224725',
      cep: '60160230',
      numeroEndereco: '120',
      telefone: '85988887777',
    },
  });

const scenario: Scenario = {
  name: 'card-payments',
  description: `${ORDERS} card payments in 3x, ${CONCURRENCY} at a time, compiled server on PostgreSQL, Asaas faked over HTTP`,
  async run() {
    process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
    await buildApi();
    const asaas = await startFakeAsaas();
    const server = await startServer({
      database: 'postgres',
      compiled: true,
      env: { ASAAS_API_KEY: API_KEY, ASAAS_BASE_URL: asaas.url, CARD_RATE_LIMIT: '100000' },
    });
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    try {
      const {
        rows: [created],
      } = await client.query<{ event_id: string; type_id: string }>(
        `with o as (
           insert into users (email, password_hash, name) values ('organizador-cartao@example.com', 'x', 'Bench')
           returning id
         ), e as (
           insert into events (organizer_id, status, title, city, state, event_date)
           select id, 'published', 'Show no Cartão', 'Recife', 'PE', now() + interval '30 days' from o returning id
         )
         insert into ticket_types (event_id, name, category, lot_label, price_cents, quantity)
         select id, 'PISTA — Lote 1', 'PISTA', 'Lote 1', $1, 100000 from e returning event_id, id as type_id`,
        [PRICE_CENTS],
      );
      const event: SaleEvent = {
        eventId: created!.event_id,
        ticketTypeId: created!.type_id,
        price: PRICE_CENTS / 100,
        quantity: 100_000,
      };
      const { rows: buyers } = await client.query<{ id: string }>(
        `insert into users (email, password_hash, name)
         select 'comprador-cartao-' || n || '@example.com', 'x', 'Comprador ' || n from generate_series(1, $1) n
         returning id`,
        [ORDERS],
      );
      const tokens = await sessionTokens(
        client,
        buyers.map((buyer) => buyer.id),
      );
      const headers = (token: string) => ({
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
      });
      const byOrder = new Map<string, string>();
      await drive(
        tokens.map((token) => async () => {
          const response = await fetch(`${server.url}/api/orders`, {
            method: 'POST',
            headers: headers(token),
            body: JSON.stringify(orderBody(event, 1)),
          });
          byOrder.set(((await response.json()) as { _id: string })._id, token);
          return response.status;
        }),
        CONCURRENCY,
      );
      const orderIds = [...byOrder.keys()];
      // Warm the path up (JIT, prepared statements, the customer at Asaas) with the first 20, then measure.
      const warm = orderIds.slice(0, CONCURRENCY);
      const measured = orderIds.slice(CONCURRENCY);
      const pay = (orderId: string) => async () => {
        const response = await fetch(`${server.url}/api/pagamento/asaas/cartao`, {
          method: 'POST',
          headers: headers(byOrder.get(orderId)!),
          body: cardBody(orderId),
        });
        await response.arrayBuffer();
        return response.status;
      };
      await drive(warm.map(pay), CONCURRENCY);
      const figures = await drive(measured.map(pay), CONCURRENCY);
      const {
        rows: [outcome],
      } = await client.query<{ paid: number }>(
        `select count(*)::int as paid from orders where event_id = $1 and status = 'paid' and payment_method = 'card'`,
        [event.eventId],
      );
      const charges = asaas.charges.filter(
        (charge) => charge.billingType === 'CREDIT_CARD' && charge.installmentNumber === 1,
      );
      return {
        cardPayments: measured.length,
        paymentsPerSecond: figures.requestsPerSecond,
        p50Ms: figures.p50Ms,
        p99Ms: figures.p99Ms,
        statuses: figures.statuses,
        failures: figures.failures,
        ordersPaid: outcome!.paid,
        chargesAtAsaas: charges.length,
      };
    } finally {
      await client.end();
      await server.stop();
      await asaas.close();
    }
  },
};

export default scenario;
