import { describe, expect, it } from 'vitest';
import {
  type CheckoutDraft,
  buildAttendees,
  buildDraft,
  checkoutEvent,
  clampedQuantities,
  draftQuantities,
  EMPTY_BUYER,
  orderPayload,
  selectionItems,
  summaryItems,
  ticketCategories,
} from './draft';
import type { OrderQuote } from './quote';
import { ticketType } from './testing/ticket-type';

const pistaInteira = ticketType('t-pi', 'PISTA — Lote 1 — Inteira', {
  quantity: 100,
  sold: 97,
  remaining: 3,
});
const pistaMeia = ticketType('t-pm', 'PISTA — Lote 1 — Meia', { price: 40 });
const pistaLote2 = ticketType('t-p2', 'PISTA — Lote 2 — Inteira', { price: 100, lotNumber: 2 });
const camarote = ticketType('t-c1', 'CAMAROTE — Lote 1 — Inteira', {
  price: 180,
  quantity: 50,
  sold: 50,
  remaining: 0,
});

const event = {
  _id: 'e1',
  title: 'Forró Pé de Serra',
  image: '/posters/forro.svg',
  ticketTypes: [pistaInteira, pistaMeia, pistaLote2, camarote],
  sellableTicketTypes: [pistaInteira, pistaMeia],
};

/** A quote line as POST /orders/quote answers it, for the lot `id`. */
function line(id: string, fields: Partial<OrderQuote['lines'][number]> = {}): OrderQuote['lines'][number] {
  return {
    ticketTypeId: id,
    name: id,
    category: 'PISTA',
    lotLabel: id,
    meiaEntrada: false,
    quantity: 0,
    unitPrice: 80,
    subtotal: 0,
    discount: 0,
    total: 0,
    remaining: 100,
    perCustomerLimit: 4,
    held: 0,
    maxQuantity: 4,
    refusal: null,
    ...fields,
  };
}

describe('ticketCategories', () => {
  it('lists only the sellable lots, each bounded by stock and the per-customer limit until quoted', () => {
    expect(ticketCategories(event)).toEqual([
      {
        name: 'PISTA',
        ticketTypes: [
          { id: 't-pi', name: 'Lote 1 — Inteira', price: 80, max: 3, limit: 4, held: 0 },
          { id: 't-pm', name: 'Lote 1 — Meia', price: 40, max: 4, limit: 4, held: 0 },
        ],
      },
      { name: 'CAMAROTE', ticketTypes: [] },
    ]);
  });

  it('falls back to every ticket type when nothing is listed as sellable, 9999 (then the limit) for an exhausted lot', () => {
    const categories = ticketCategories({ ...event, sellableTicketTypes: [] });
    expect(categories.map((category) => category.ticketTypes.map((type) => type.id))).toEqual([
      ['t-pi', 't-pm', 't-p2'],
      ['t-c1'],
    ]);
    expect(categories[1]!.ticketTypes[0]!.max).toBe(4);
    const unlimited = { ...camarote, perCustomerLimit: 0 };
    expect(
      ticketCategories({ ticketTypes: [unlimited], sellableTicketTypes: [] })[0]!.ticketTypes[0]!.max,
    ).toBe(9999);
  });

  it("takes the quote's word: what the buyer may still take, the limit, what they hold, the server's price", () => {
    const quote = {
      lines: [
        line('t-pi', { maxQuantity: 2, held: 2, perCustomerLimit: 4, unitPrice: 85 }),
        line('t-pm', { maxQuantity: 0, held: 4, perCustomerLimit: 4, unitPrice: 40 }),
      ],
    };
    expect(ticketCategories(event, quote)[0]!.ticketTypes).toEqual([
      { id: 't-pi', name: 'Lote 1 — Inteira', price: 85, max: 2, limit: 4, held: 2 },
      { id: 't-pm', name: 'Lote 1 — Meia', price: 40, max: 0, limit: 4, held: 4 },
    ]);
  });
});

describe('selectionItems', () => {
  it('asks about every lot on offer, and about a chosen lot no longer on offer', () => {
    expect(selectionItems(event, { 't-pm': 2, 't-c1': 1, 't-p2': 0 })).toEqual([
      { ticketTypeId: 't-pi', quantity: 0 },
      { ticketTypeId: 't-pm', quantity: 2 },
      { ticketTypeId: 't-c1', quantity: 1 },
    ]);
  });
});

describe('clampedQuantities', () => {
  it("brings each kept quantity within the quote's maxQuantity, dropping lots no longer on offer", () => {
    const quote = { lines: [line('t-pi', { maxQuantity: 2 }), line('t-pm', { maxQuantity: 4 })] };
    expect(clampedQuantities(event, { 't-pi': 4, 't-pm': 1, 't-c1': 2 }, quote)).toEqual({
      't-pi': 2,
      't-pm': 1,
    });
  });
});

describe('buildAttendees', () => {
  const items = [
    { ticketTypeId: 't-pi', quantity: 2, name: 'PISTA — Lote 1 — Inteira', price: 80 },
    { ticketTypeId: 't-pm', quantity: 1, name: 'PISTA — Lote 1 — Meia', price: 40 },
  ];

  it('makes one numbered attendee per ticket, labelled with the lot', () => {
    expect(buildAttendees(items)).toEqual([
      { idx: 0, ticketTypeId: 't-pi', lotName: 'PISTA — Lote 1 — Inteira', name: '', email: '' },
      { idx: 1, ticketTypeId: 't-pi', lotName: 'PISTA — Lote 1 — Inteira', name: '', email: '' },
      { idx: 2, ticketTypeId: 't-pm', lotName: 'PISTA — Lote 1 — Meia', name: '', email: '' },
    ]);
  });

  it('keeps names already typed for the same ticket type, dropping the extra ones', () => {
    const before = buildAttendees(items).map((attendee, n) => ({
      ...attendee,
      name: `P${n}`,
      email: `p${n}@x.com`,
    }));
    const after = buildAttendees(
      [
        { ...items[1]!, quantity: 2 },
        { ...items[0]!, quantity: 1 },
      ],
      before,
    );
    expect(after.map(({ idx, ticketTypeId, name }) => [idx, ticketTypeId, name])).toEqual([
      [0, 't-pm', 'P2'],
      [1, 't-pm', ''],
      [2, 't-pi', 'P0'],
    ]);
  });
});

describe('buildDraft', () => {
  it('clamps to what the quote allows this buyer and records its price', () => {
    const quote = { lines: [line('t-pm', { maxQuantity: 2, held: 2, unitPrice: 42 })] };
    expect(buildDraft(event, { 't-pm': 4 }, '', null, quote).items).toEqual([
      { ticketTypeId: 't-pm', quantity: 2, name: 'PISTA — Lote 1 — Meia', price: 42, meiaEntrada: true },
    ]);
  });

  it('writes the spec shape, clamping quantities and skipping zeros and lots not on sale', () => {
    const draft = buildDraft(event, { 't-pi': 5, 't-pm': 0, 't-c1': 2, 't-p2': 1 }, '  FORRO10 ', null);
    expect(draft).toEqual({
      eventId: 'e1',
      eventTitle: 'Forró Pé de Serra',
      eventPoster: '/posters/forro.svg',
      items: [{ ticketTypeId: 't-pi', quantity: 3, name: 'PISTA — Lote 1 — Inteira', price: 80 }],
      coupon: 'FORRO10',
      attendees: [
        { idx: 0, ticketTypeId: 't-pi', lotName: 'PISTA — Lote 1 — Inteira', name: '', email: '' },
        { idx: 1, ticketTypeId: 't-pi', lotName: 'PISTA — Lote 1 — Inteira', name: '', email: '' },
        { idx: 2, ticketTypeId: 't-pi', lotName: 'PISTA — Lote 1 — Inteira', name: '', email: '' },
      ],
      buyer: EMPTY_BUYER,
    } satisfies CheckoutDraft);
  });

  it("keeps the same event's attendees and any earlier buyer", () => {
    const buyer = { name: 'Ana', email: 'ana@x.com', cpf: '52998224725', whatsapp: '' };
    const first = buildDraft(event, { 't-pm': 1 }, '', null);
    first.attendees[0]!.name = 'Clara';
    const again = buildDraft(event, { 't-pm': 2 }, '', { ...first, buyer });
    expect(again.attendees.map((attendee) => attendee.name)).toEqual(['Clara', '']);
    expect(again.buyer).toEqual(buyer);

    const other = buildDraft({ ...event, _id: 'e2' }, { 't-pm': 1 }, '', { ...first, buyer });
    expect(other.attendees[0]!.name).toBe('');
    expect(other.buyer).toEqual(buyer);
  });

  it('stores an empty poster when the event has none', () => {
    expect(buildDraft({ ...event, image: null }, {}, '', null).eventPoster).toBe('');
  });
});

describe('draftQuantities', () => {
  const draft = buildDraft(event, { 't-pi': 2, 't-pm': 1 }, '', null);

  it("restores the quantities of this event's draft only", () => {
    expect(draftQuantities(draft, 'e1')).toEqual({ 't-pi': 2, 't-pm': 1 });
    expect(draftQuantities(draft, 'e2')).toEqual({});
    expect(draftQuantities(null, 'e1')).toEqual({});
  });
});

describe('orderPayload', () => {
  it("sends the spec §7 fields with trimmed attendees, the quote's totals and the coupon", () => {
    const draft = buildDraft(event, { 't-pi': 1, 't-pm': 1 }, 'CUPOM', null);
    draft.attendees[0] = { ...draft.attendees[0]!, name: ' Ana ', email: ' ana@x.com ' };
    draft.attendees[1] = {
      ...draft.attendees[1]!,
      name: 'Bia',
      email: 'bia@x.com',
      meiaEntrada: { tipo: 'estudante', documento: ' 1234-5 ' },
    };
    expect(orderPayload(draft, { subtotal: 120, fee: 3.5, total: 123.5 })).toEqual({
      eventId: 'e1',
      // The items as the contract takes them: the draft's half-price flag stays home.
      items: draft.items.map(({ ticketTypeId, quantity, name, price }) => ({
        ticketTypeId,
        quantity,
        name,
        price,
      })),
      attendees: [
        {
          idx: 0,
          ticketTypeId: 't-pi',
          lotName: 'PISTA — Lote 1 — Inteira',
          name: 'Ana',
          email: 'ana@x.com',
        },
        {
          idx: 1,
          ticketTypeId: 't-pm',
          lotName: 'PISTA — Lote 1 — Meia',
          name: 'Bia',
          email: 'bia@x.com',
          // The half-price ticket's beneficiary goes along (issue #14); the server normalizes the document.
          meiaEntrada: { tipo: 'estudante', documento: '1234-5' },
        },
      ],
      subtotal: 120,
      fee: 3.5,
      total: 123.5,
      statusPagamento: 'pendente',
      metodoPagamento: 'pix',
      coupon: 'CUPOM',
    });
    expect(orderPayload({ ...draft, coupon: ' ' }, { subtotal: 120, fee: 0, total: 120 })).not.toHaveProperty(
      'coupon',
    );
  });
});

describe('summaryItems', () => {
  it('puts each attendee under the item of its ticket type', () => {
    const draft = buildDraft(event, { 't-pi': 1, 't-pm': 2 }, '', null);
    draft.attendees = draft.attendees.map((attendee, n) => ({
      ...attendee,
      name: `P${n}`,
      email: `p${n}@x.com`,
    }));
    expect(summaryItems(draft).map((item) => [item.ticketTypeId, item.attendees.map((a) => a.name)])).toEqual(
      [
        ['t-pi', ['P0']],
        ['t-pm', ['P1', 'P2']],
      ],
    );
  });
});

describe('checkoutEvent', () => {
  it('uses the draft until the event is loaded', () => {
    expect(checkoutEvent({ eventTitle: 'Forró', eventPoster: '' })).toEqual({ title: 'Forró', poster: null });
  });
});
