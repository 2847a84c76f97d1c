import pino from 'pino';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { API_KEY, startFakeAsaas } from '../../../test/fake-asaas';
import { describeEachDatabase } from '../../../test/helper';
import { bearer, insertEvent, insertUser, orderBody, testClock } from '../../../test/orders-fixtures';
import { CARD_LOG_REDACTION } from '../../http/log-redaction';

/*
 * Card data is toxic (issue #27 point 5): after buying with a card (approved, refused, in analysis, refunded) the
 * card's number and CVV are in no table, no log line (every level, the server's own output) and no e-mail of the
 * outbox. The CVV is a 4-digit American Express code, searched as a number standing alone.
 */

const NUMBER = '378282246310005';
const CVV = '4719';
const asaas = await startFakeAsaas();
afterAll(() => asaas.close());
const clock = testClock();
const logLines: string[] = [];

const cvvAlone = new RegExp(`(?<![0-9A-Za-z+/=])${CVV}(?![0-9A-Za-z+/=])`);
const leaks = (text: string) =>
  text.includes(NUMBER) || text.includes('3782 8224 6310 005') || cvvAlone.test(text);

describeEachDatabase(
  'card data never kept',
  (ctx) => {
    it('is in no table, no log line and no outbox message after card payments', async () => {
      asaas.reset();
      const db = ctx.database.db;
      const organizer = await insertUser(db, ctx.config.jwtSecret);
      const buyer = await insertUser(db, ctx.config.jwtSecret);
      const { eventId, typeIds } = await insertEvent(db, organizer.userId, [
        { name: 'Geral', price: 150, quantity: 10 },
      ]);
      const card = (pedidoId: string, numero: string, parcelas = 3) => ({
        pedidoId,
        parcelas,
        cartao: { nomeTitular: 'MARIA DA SILVA', numero, mesValidade: '12', anoValidade: '2035', cvv: CVV },
        titular: {
          nome: 'Maria da Silva',
          email: 'maria@example.com',
          cpfCnpj: '52998224725',
          cep: '60160230',
          numeroEndereco: '120',
          telefone: '85988887777',
        },
      });
      const newOrder = async () =>
        (
          await ctx.inject({
            method: 'POST',
            url: '/api/orders',
            headers: bearer(buyer.token),
            payload: orderBody(eventId, [{ ticketTypeId: typeIds[0]!, quantity: 1, price: 150 }]),
          })
        ).json()._id as string;
      const pay = (body: object) =>
        ctx.inject({
          method: 'POST',
          url: '/api/pagamento/asaas/cartao',
          headers: bearer(buyer.token),
          payload: body,
        });

      const paid = await newOrder();
      const approved = await pay(card(paid, '3782 8224 6310 005'));
      expect(approved.statusCode, approved.body).toBe(200);
      // A wrong CVV length, echoed nowhere either.
      const wrong = await pay({
        ...card(await newOrder(), NUMBER),
        cartao: { ...card('', NUMBER).cartao, cvv: '47' },
      });
      expect(wrong.statusCode).toBe(400);
      expect(leaks(wrong.body)).toBe(false);
      const refusedOrder = await newOrder();
      asaas.fail('POST /v3/payments', {
        status: 400,
        body: { errors: [{ code: 'invalid_creditCard', description: 'Transação não autorizada.' }] },
      });
      const refused = await pay(card(refusedOrder, NUMBER));
      expect(refused.statusCode).toBe(402);
      expect(leaks(refused.body)).toBe(false);
      expect(
        (
          await ctx.inject({
            method: 'POST',
            url: `/api/orders/${paid}/cancel`,
            headers: bearer(buyer.token),
          })
        ).statusCode,
      ).toBe(200);

      const tables = await queryRows<{ table_name: string }>(
        db,
        sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
      );
      expect(tables.length).toBeGreaterThan(20);
      for (const { table_name: table } of tables) {
        const rows = await queryRows<{ row: string }>(
          db,
          sql`select row_to_json(t)::text as row from ${sql.identifier(table)} t`,
        );
        for (const { row } of rows) expect(leaks(row), `${table}: ${row}`).toBe(false);
      }
      const outbox = await queryRows<{ row: string }>(
        db,
        sql`select row_to_json(m)::text as row from mail_outbox m`,
      );
      expect(outbox.length).toBeGreaterThan(0);
      expect(logLines.length).toBeGreaterThan(0);
      for (const line of logLines) expect(leaks(line), line).toBe(false);
      // The number did reach Asaas, once per attempt, and only there.
      expect(
        asaas.calls('POST /v3/payments').map((call) => (call.body!.creditCard as { number: string }).number),
      ).toEqual([NUMBER, NUMBER]);
    });
  },
  {
    env: { ASAAS_API_KEY: API_KEY, ASAAS_BASE_URL: asaas.url, ASAAS_TIMEOUT_MS: '1500', LOG_LEVEL: 'trace' },
    app: { now: clock.now, logStream: { write: (line: string) => void logLines.push(line) } },
  },
);

it('pino redaction hides a card logged by mistake, in the request body or the charge sent to Asaas', () => {
  const lines: string[] = [];
  const logger = pino({ redact: CARD_LOG_REDACTION }, { write: (line: string) => void lines.push(line) });
  logger.info({ req: { body: { cartao: { numero: NUMBER, cvv: CVV, nomeTitular: 'MARIA' } } } }, 'pedido');
  logger.info({ body: { cartao: { numero: NUMBER, cvv: CVV } } }, 'corpo');
  logger.info({ charge: { creditCard: { number: NUMBER, ccv: CVV } } }, 'asaas');
  logger.info({ cartao: { numero: NUMBER, cvv: CVV } }, 'direto');
  expect(lines).toHaveLength(4);
  for (const line of lines) {
    expect(leaks(line), line).toBe(false);
    expect(line).toContain('[oculto]');
  }
});
