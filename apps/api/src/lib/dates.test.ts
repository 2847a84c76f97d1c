import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/helper';
import { isDay, parseDateTime } from './dates';

/*
 * Issue #20, point 4: one date parser for the API. Before: a leap second (23:59:60) and year 0000 passed the
 * contract's `date-time` check and answered 500 from the database layer (POST /events, PATCH /events/{id} with
 * eventDate or a lot's saleStart, POST /slides).
 */

const unstorable = [
  '2026-12-31T23:59:60Z',
  '2026-06-30T23:59:60.500-03:00',
  '0000-01-01T00:00:00Z',
  '0001-01-01T00:00:00+01:00',
  '9999-12-31T23:59:59-03:00',
];

describe('parseDateTime', () => {
  it.each([
    ['2026-03-14T20:00:00Z', '2026-03-14T20:00:00.000Z'],
    ['2026-03-14T20:00:00.123-03:00', '2026-03-14T23:00:00.123Z'],
    ['2024-02-29T12:00:00+00:00', '2024-02-29T12:00:00.000Z'],
    ['0001-01-01T00:00:00Z', '0001-01-01T00:00:00.000Z'],
    ['9999-12-31T23:59:59.999Z', '9999-12-31T23:59:59.999Z'],
  ])('reads %s', (text, iso) => {
    expect(parseDateTime(text)?.toISOString()).toBe(iso);
  });

  it.each([
    ...unstorable,
    '2026-02-29T12:00:00Z',
    '2026-13-01T00:00:00Z',
    '2026-03-14T24:00:00Z',
    '2026-03-14T20:00:00',
    '2026-03-14T20:00:00+24:00',
    '2026-03-14',
    '14/03/2026 20:00',
    '',
  ])('refuses %j', (text) => {
    expect(parseDateTime(text)).toBeNull();
  });
});

describe('isDay', () => {
  it('accepts calendar days of years 0001 to 9999 only', () => {
    expect(isDay('2024-02-29')).toBe(true);
    expect(isDay('0001-01-01')).toBe(true);
    for (const day of ['2026-02-29', '0000-01-01', '2026-00-10', '2026-1-01', '2026-04-31'])
      expect(isDay(day), day).toBe(false);
  });
});

describeEachDatabase('dates the database cannot store', (ctx) => {
  const eventBody = (extra: Record<string, unknown> = {}) => ({
    title: 'Réveillon',
    status: 'draft',
    eventDate: '2026-12-31T23:00:00Z',
    ticketTypes: [
      {
        name: 'PISTA — Lote 1 — Inteira',
        price: 100,
        quantity: 10,
        lotNumber: 1,
        perCustomerLimit: 4,
        saleStart: null,
        saleEnd: null,
      },
    ],
    ...extra,
  });
  const formatMessage = (field: string) =>
    `Dados inválidos: o campo "${field}" deve ser uma data e hora válida (ISO 8601).`;

  it.each(unstorable)('are a pt-BR 400 on every route that takes one: %s', async (value) => {
    const { token } = await ctx.signUp();
    const admin = await ctx.adminToken();
    const headers = { authorization: `Bearer ${token}` };
    const created = await ctx.inject({ method: 'POST', url: '/api/events', headers, payload: eventBody() });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ _id: string }>()._id;

    const attempts = [
      [
        { method: 'POST', url: '/api/events', headers, payload: eventBody({ eventDate: value }) },
        'eventDate',
      ],
      [
        {
          method: 'PATCH',
          url: `/api/events/${id}`,
          headers,
          payload: { title: 'Réveillon', eventDate: value },
        },
        'eventDate',
      ],
      [
        {
          method: 'PATCH',
          url: `/api/events/${id}`,
          headers,
          payload: { title: 'Réveillon', startDate: value },
        },
        'startDate',
      ],
      [
        {
          method: 'PATCH',
          url: `/api/events/${id}`,
          headers,
          payload: eventBody({ ticketTypes: [{ ...eventBody().ticketTypes[0], saleStart: value }] }),
        },
        'ticketTypes[0].saleStart',
      ],
      [
        {
          method: 'POST',
          url: '/api/slides',
          headers: { authorization: `Bearer ${admin}` },
          payload: { imageUrl: '/slides/a.svg', startAt: value },
        },
        'startAt',
      ],
    ] as const;
    for (const [request, field] of attempts) {
      const response = await ctx.inject(request);
      expect(response.statusCode, `${request.method} ${request.url} ${field}`).toBe(400);
      expect(response.json()).toEqual({ message: formatMessage(field) });
    }
  });
});
