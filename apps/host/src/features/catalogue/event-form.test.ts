import type { Schemas } from '@bilheteria/api-client';
import { newEventFormValues, type EventFormValues } from '@bilheteria/ui';
import { describe, expect, it } from 'vitest';
import { eventFormMessages, eventFormSchema, eventToFormValues, formValuesToEventInput } from './event-form';

const ticketType = (overrides: Partial<Schemas['TicketType']>): Schemas['TicketType'] => ({
  _id: 't1',
  couponOnly: false,
  name: 'PISTA — Lote 1 — Inteira',
  category: 'PISTA',
  lotLabel: 'Lote 1 — Inteira',
  meiaEntrada: false,
  price: 120,
  quantity: 500,
  sold: 10,
  remaining: 490,
  lotNumber: 1,
  perCustomerLimit: 4,
  saleStart: null,
  saleEnd: null,
  ...overrides,
});

const event: Schemas['Event'] = {
  _id: 'e1',
  title: 'Festival Sertanejo',
  description: 'Três palcos.',
  image: '/posters/festival-sertanejo.svg',
  mapImage: null,
  venue: 'Parque do Peão',
  city: 'Barretos',
  state: 'sp',
  eventDate: '2025-11-15T22:00:00.000Z',
  gatesOpenTime: '16:00:00',
  showStartTime: '19:00',
  startDate: '2025-11-15T19:00:00.000Z',
  endDate: null,
  status: 'published',
  cancelledAt: null,
  organizerId: 'u1',
  ticketTypes: [
    ticketType({ _id: 't1' }),
    ticketType({ _id: 't2', name: 'CAMAROTE — Único', category: 'CAMAROTE', price: 380.5 }),
    ticketType({
      _id: 't3',
      name: 'PISTA — Lote 1 — Meia',
      price: 60,
      saleStart: '2025-09-01T13:00:00.000Z',
      saleEnd: '2025-11-01T02:59:00.000Z',
    }),
  ],
  sellableTicketTypes: [],
  meiaEntradaLei: true,
  meiaEntrada: { total: 0, vendidas: 0, restantes: 0 },
};

const valid = (overrides: Partial<EventFormValues> = {}): EventFormValues => ({
  ...newEventFormValues(),
  title: 'Forró no Parque',
  eventDate: '2025-12-13',
  ...overrides,
});

function errorsOf(values: EventFormValues) {
  const result = eventFormSchema.safeParse(values);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('eventToFormValues', () => {
  it('fills the form on the São Paulo clock, ticket types grouped with their ids', () => {
    const values = eventToFormValues(event);
    expect(values).toMatchObject({
      title: 'Festival Sertanejo',
      status: 'published',
      description: 'Três palcos.',
      mapImage: '',
      state: 'SP',
      eventDate: '2025-11-15',
      gatesOpenTime: '16:00',
      showStartTime: '19:00',
      startDate: '2025-11-15T16:00',
      endDate: '',
    });
    expect(values.categories).toEqual([
      {
        name: 'PISTA',
        lots: [
          expect.objectContaining({ _id: 't1', label: 'Lote 1 — Inteira', price: '120' }),
          expect.objectContaining({
            _id: 't3',
            label: 'Lote 1 — Meia',
            saleStart: '2025-09-01T10:00',
            saleEnd: '2025-10-31T23:59',
          }),
        ],
      },
      { name: 'CAMAROTE', lots: [expect.objectContaining({ _id: 't2', label: 'Único', price: '380.5' })] },
    ]);
  });
});

describe('formValuesToEventInput', () => {
  it('builds the §7 payload: nulls for blanks, ISO dates, "Categoria — Lote" names', () => {
    expect(formValuesToEventInput(valid({ showStartTime: '21:30', state: 'ce' }))).toEqual({
      title: 'Forró no Parque',
      description: null,
      image: null,
      mapImage: null,
      venue: null,
      city: null,
      state: 'CE',
      status: 'draft',
      meiaEntradaLei: true,
      maxInstallments: 12,
      eventDate: '2025-1214T00:30:00.000Z'
        .replace('12', '-12-')
        .replace('--', '-')
        .replace('-12-14', '-12-14'),
      gatesOpenTime: null,
      showStartTime: '21:30',
      startDate: null,
      endDate: null,
      ticketTypes: [
        {
          name: 'PISTA — Lote 1 — Inteira',
          price: 80,
          quantity: 100,
          lotNumber: 1,
          perCustomerLimit: 4,
          saleStart: null,
          saleEnd: null,
        },
        {
          name: 'PISTA — Lote 1 — Meia',
          price: 40,
          quantity: 100,
          lotNumber: 1,
          perCustomerLimit: 4,
          saleStart: null,
          saleEnd: null,
        },
      ],
    });
  });

  it('uses midnight in São Paulo for a day without a show time', () => {
    expect(formValuesToEventInput(valid()).eventDate).toBe('2025-12-13T03:00:00.000Z');
  });

  it('gives back what the server sent for an edited event (ids kept)', () => {
    const body = formValuesToEventInput(eventToFormValues(event));
    expect(body).toMatchObject({
      title: 'Festival Sertanejo',
      state: 'SP',
      eventDate: '2025-11-15T22:00:00.000Z',
      gatesOpenTime: '16:00',
      startDate: '2025-11-15T19:00:00.000Z',
      endDate: null,
      mapImage: null,
    });
    expect(body.ticketTypes).toEqual([
      expect.objectContaining({ _id: 't1', name: 'PISTA — Lote 1 — Inteira', price: 120, quantity: 500 }),
      expect.objectContaining({
        _id: 't3',
        name: 'PISTA — Lote 1 — Meia',
        saleStart: '2025-09-01T13:00:00.000Z',
        saleEnd: '2025-11-01T02:59:00.000Z',
      }),
      expect.objectContaining({ _id: 't2', name: 'CAMAROTE — Único', price: 380.5 }),
    ]);
  });
});

describe('eventFormSchema', () => {
  it('accepts the default new event once title and date are set', () => {
    expect(errorsOf(valid())).toEqual({});
  });

  it('requires Título and Data do evento (spec §5)', () => {
    expect(errorsOf(newEventFormValues())).toEqual({
      title: eventFormMessages.title,
      eventDate: eventFormMessages.eventDate,
    });
    expect(errorsOf(valid({ title: '   ', eventDate: '2025-02-30' }))).toEqual({
      title: eventFormMessages.title,
      eventDate: eventFormMessages.eventDate,
    });
  });

  it('checks the UF, and that the end comes after the start', () => {
    expect(
      errorsOf(valid({ state: 'XX', startDate: '2025-12-13T20:00', endDate: '2025-12-13T18:00' })),
    ).toEqual({
      state: eventFormMessages.state,
      endDate: eventFormMessages.endDate,
    });
    expect(errorsOf(valid({ state: 'CE' }))).toEqual({});
  });

  it('checks categories and lots field by field', () => {
    const values = valid();
    values.categories = [
      {
        name: 'VIP — Área',
        lots: [
          {
            label: ' ',
            price: '-1',
            quantity: '1.5',
            lotNumber: '0',
            perCustomerLimit: '-2',
            saleStart: '2025-12-01T10:00',
            saleEnd: '2025-11-01T10:00',
          },
        ],
      },
      { name: '', lots: [] },
    ];
    expect(errorsOf(values)).toEqual({
      'categories.0.name': eventFormMessages.categorySeparator,
      'categories.0.lots.0.label': eventFormMessages.lotLabel,
      'categories.0.lots.0.price': eventFormMessages.price,
      'categories.0.lots.0.quantity': eventFormMessages.quantity,
      'categories.0.lots.0.lotNumber': eventFormMessages.lotNumber,
      'categories.0.lots.0.perCustomerLimit': eventFormMessages.perCustomerLimit,
      'categories.0.lots.0.saleEnd': eventFormMessages.saleEnd,
      'categories.1.name': eventFormMessages.categoryName,
    });
  });

  it('refuses a second lot with the same name in one category (as the server does), not across categories', () => {
    const values = valid();
    const lot = values.categories[0]!.lots[0]!;
    values.categories = [
      { name: 'PISTA', lots: [lot, { ...lot, label: ' lote 1 — inteira ' }, { ...lot, label: 'Lote 2' }] },
      { name: 'CAMAROTE', lots: [{ ...lot }] },
    ];
    values.categories[0]!.lots[0] = { ...lot, label: 'Lote 1 — Inteira' };
    values.categories[1]!.lots[0] = { ...lot, label: 'Lote 1 — Inteira' };
    expect(errorsOf(values)).toEqual({ 'categories.0.lots.1.label': eventFormMessages.lotLabelTaken });
  });

  it('lets blank numbers through: they are coerced to 0 (lot number 1)', () => {
    const values = valid();
    values.categories[0]!.lots[0] = {
      ...values.categories[0]!.lots[0]!,
      price: '',
      quantity: '',
      lotNumber: '',
    };
    expect(errorsOf(values)).toEqual({});
    expect(formValuesToEventInput(values).ticketTypes![0]).toMatchObject({
      price: 0,
      quantity: 0,
      lotNumber: 1,
    });
  });
});

describe('"Abertura de vendas" (issue #28)', () => {
  const onSale = { startsAt: '2026-11-20T13:00:00.000Z', queue: true, admitPerMinute: 600 };

  it('shows the saved on-sale in São Paulo time and sends it back as the contract has it', () => {
    const values = eventToFormValues({ ...event, onSale });
    expect(values.onSale).toEqual({ startsAt: '2026-11-20T10:00', queue: true, admitPerMinute: '600' });
    expect(formValuesToEventInput(values).onSale).toEqual(onSale);
  });

  it('leaves the on-sale as it is when none was typed, turns it off when the date is cleared', () => {
    const values = eventToFormValues(event);
    expect(values.onSale).toBeUndefined();
    expect(formValuesToEventInput(values)).not.toHaveProperty('onSale');
    const cleared = { ...values, onSale: { startsAt: '', queue: false, admitPerMinute: '' } };
    expect(formValuesToEventInput(cleared).onSale).toBeNull();
    const defaultPace = {
      ...values,
      onSale: { startsAt: '2026-11-20T10:00', queue: true, admitPerMinute: '' },
    };
    expect(formValuesToEventInput(defaultPace).onSale).toEqual({ startsAt: onSale.startsAt, queue: true });
  });

  it('asks for the start when the waiting room is on, and a pace from 1 to 1,000,000', () => {
    const base = eventToFormValues(event);
    const noStart = eventFormSchema.safeParse({
      ...base,
      onSale: { startsAt: '', queue: true, admitPerMinute: '' },
    });
    expect(noStart.error?.issues).toContainEqual(
      expect.objectContaining({ path: ['onSale', 'startsAt'], message: 'Informe quando as vendas abrem.' }),
    );
    const zero = eventFormSchema.safeParse({
      ...base,
      onSale: { startsAt: '2026-11-20T10:00', queue: true, admitPerMinute: '0' },
    });
    expect(zero.error?.issues[0]?.path).toEqual(['onSale', 'admitPerMinute']);
  });
});
