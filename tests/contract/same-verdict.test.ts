import { attendeesFormSchema, collectErrorMessages } from '@bilheteria/client-core/attendees-form';
import { buyerErrorMessage, buyerFieldErrors, buyerSchema } from '@bilheteria/client-core/buyer';
import { attendeesProblem, buyerProblems, meiaEntradaProblem, type BuyerInput } from '@bilheteria/rules';
import {
  ATTENDEE_CASES,
  BUYER_CASES,
  MEIA_ENTRADA_CASES,
  buyerMessages,
  VALID_BUYER,
  type AttendeeCase,
  type MeiaEntradaCase,
} from '@bilheteria/rules/testing/person-cases';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../apps/api/test/helper';
import {
  bearer,
  insertEvent,
  insertUser,
  orderBody,
  pixInput,
  type TestUser,
} from '../../apps/api/test/orders-fixtures';

/*
 * Issue #12 point 4: the buyer of the Pix and the attendees of an order are judged by one set of rules. Every row
 * of the shared table gets the same verdict, with the same pt-BR messages, from @bilheteria/rules, from the
 * checkout forms of client-core (host and embed), and from the API over HTTP (POST /pagamento/asaas/pix,
 * POST /orders): a form can no longer let through what the server refuses ("ana@x"), or the reverse.
 */

const buyerOf = (change: Partial<BuyerInput>): BuyerInput => ({ ...VALID_BUYER, ...change });
const label = (value: object) => JSON.stringify(value);

/** The checkout form's messages for a buyer (the host's alert joins them by line). */
function formBuyerMessages(buyer: BuyerInput): string[] {
  const result = buyerSchema.safeParse({
    name: buyer.name,
    email: buyer.email,
    cpf: buyer.cpfCnpj,
    whatsapp: buyer.whatsapp,
  });
  if (result.success) return [];
  return buyerErrorMessage(buyerFieldErrors(result.error.issues))?.split('\n') ?? [];
}

/** The attendees step's messages for one attendee. */
function formAttendeeMessages({ name, email }: AttendeeCase): string[] {
  const result = attendeesFormSchema.safeParse({
    attendees: [{ idx: 0, ticketTypeId: 't', lotName: 'Pista — Lote 1', name, email }],
  });
  return result.success ? [] : collectErrorMessages(result.error.issues);
}

/** The attendees step's messages for one half-price ticket with this beneficiary (issue #14). */
function formMeiaMessages({ tipo, documento }: MeiaEntradaCase): string[] {
  const result = attendeesFormSchema.safeParse({
    attendees: [
      {
        idx: 0,
        ticketTypeId: 't',
        lotName: 'Pista — Lote 1 — Meia',
        name: 'Ana Souza',
        email: 'ana@example.com',
        meiaEntrada: { tipo, documento },
      },
    ],
  });
  return result.success ? [] : collectErrorMessages(result.error.issues);
}

describe('the buyer and attendee rules, on the client side', () => {
  it.each(MEIA_ENTRADA_CASES.map((row) => [label(row), row] as const))(
    'half-price beneficiary %s: rules and form agree with the table',
    (_, row) => {
      expect(meiaEntradaProblem(row)).toBe(row.refusal);
      expect(formMeiaMessages(row)).toEqual(row.refusal === null ? [] : [row.refusal]);
    },
  );

  it.each(BUYER_CASES.map((row) => [label(row.change), row] as const))(
    'buyer %s: rules and form agree with the table',
    (_, { change, wrong }) => {
      const buyer = buyerOf(change);
      expect(buyerProblems(buyer).map(({ field }) => field)).toEqual(wrong);
      expect(buyerProblems(buyer).map(({ message }) => message)).toEqual(buyerMessages(wrong));
      expect(formBuyerMessages(buyer)).toEqual(buyerMessages(wrong));
    },
  );

  it.each(ATTENDEE_CASES.map((row) => [label(row), row] as const))(
    'attendee %s: rules and form agree with the table',
    (_, row) => {
      expect(attendeesProblem([row])).toBe(row.refusal);
      expect(formAttendeeMessages(row)).toEqual(row.refusal === null ? [] : [row.refusal]);
    },
  );
});

describeEachDatabase('the buyer and attendee rules, on the server', (ctx) => {
  let organizer: TestUser;
  let buyer: TestUser;
  let eventId: string;
  let typeId: string;
  let meiaTypeId: string;

  const db = () => ctx.database.db;
  const post = (url: string, payload: object) =>
    ctx.inject({ method: 'POST', url, headers: bearer(buyer.token), payload });
  const newOrder = async (attendee = { name: 'Ana Souza', email: 'ana@example.com' }) =>
    post(
      '/api/orders',
      orderBody(eventId, [{ ticketTypeId: typeId, quantity: 1, price: 50 }], {
        attendees: [{ ticketTypeId: typeId, ...attendee }],
      }),
    );

  beforeAll(async () => {
    organizer = await insertUser(db(), ctx.config.jwtSecret);
    buyer = await insertUser(db(), ctx.config.jwtSecret);
    const event = await insertEvent(db(), organizer.userId, [
      { name: 'Pista — Lote 1', price: 50, quantity: 1000 },
      { name: 'Pista — Lote 1 — Meia', price: 25, quantity: 1000 },
    ]);
    eventId = event.eventId;
    typeId = event.typeIds[0]!;
    meiaTypeId = event.typeIds[1]!;
  });

  it.each(BUYER_CASES.map((row) => [label(row.change), row] as const))(
    'POST /pagamento/asaas/pix buyer %s gets the table verdict',
    async (_, { change, wrong }) => {
      const created = await newOrder();
      expect(created.statusCode, created.body).toBe(201);
      const given = buyerOf(change);
      const response = await post(
        '/api/pagamento/asaas/pix',
        pixInput(created.json<{ _id: string }>()._id, 50, {
          nomeVaqueiro: given.name,
          email: given.email,
          cpfCnpj: given.cpfCnpj,
          phone: given.whatsapp,
        }),
      );
      if (wrong.length === 0) {
        expect(response.statusCode, response.body).toBe(200);
      } else {
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json<{ message: string }>().message).toBe(buyerMessages(wrong).join(' '));
      }
    },
  );

  it.each(ATTENDEE_CASES.map((row) => [label(row), row] as const))(
    'POST /orders attendee %s gets the table verdict',
    async (_, row) => {
      const response = await newOrder({ name: row.name, email: row.email });
      if (row.refusal === null) {
        expect(response.statusCode, response.body).toBe(201);
      } else {
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json<{ message: string }>().message).toBe(row.refusal);
      }
    },
  );

  it.each(MEIA_ENTRADA_CASES.map((row) => [label(row), row] as const))(
    'POST /orders half-price beneficiary %s gets the table verdict',
    async (_, row) => {
      // A fresh buyer each time: one accepted document must not hold the next row's.
      const someone = await insertUser(db(), ctx.config.jwtSecret);
      const response = await ctx.inject({
        method: 'POST',
        url: '/api/orders',
        headers: bearer(someone.token),
        payload: orderBody(eventId, [{ ticketTypeId: meiaTypeId, quantity: 1, price: 25 }], {
          attendees: [
            {
              ticketTypeId: meiaTypeId,
              name: 'Ana Souza',
              email: 'ana@example.com',
              meiaEntrada: { tipo: row.tipo, documento: row.documento },
            },
          ],
        }),
      });
      if (row.refusal === null) {
        expect(response.statusCode, response.body).toBe(201);
      } else {
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json<{ message: string }>().message).toBe(row.refusal);
      }
    },
  );
});
