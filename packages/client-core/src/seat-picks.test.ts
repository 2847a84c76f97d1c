import { describe, expect, it } from 'vitest';
import type { CheckoutDraft } from './draft';
import { draftWithSeats, draftWithoutSeats, keptPicks, seatWords, unavailablePicks } from './seat-picks';

const seat = (
  id: string,
  label: string,
  status: 'available' | 'held' | 'sold' | 'blocked' = 'available',
) => ({
  id,
  label,
  x: Number(label) * 10,
  y: 0,
  status,
  accessible: null,
});

const map = (statuses: Record<string, 'available' | 'held' | 'sold' | 'blocked'>) => ({
  version: 'v1',
  sections: [
    {
      id: '1',
      name: 'B',
      category: 'Plateia',
      rows: [
        {
          label: 'F',
          seats: ['11', '12', '13'].map((label, i) => seat(String(i + 1), label, statuses[label])),
        },
      ],
    },
  ],
});

const draft = (items: CheckoutDraft['items']): CheckoutDraft => ({
  eventId: 'e1',
  eventTitle: 'Teatro',
  eventPoster: '',
  items,
  coupon: '',
  attendees: [],
  buyer: { name: '', email: '', cpf: '', whatsapp: '' },
});

describe('seat picks (issue #29)', () => {
  it('keeps the picks in the draft with their words, and brings them back from it', () => {
    const words = seatWords(map({}), null);
    const picks = [
      { seatId: '2', ticketTypeId: 'inteira' },
      { seatId: '3', ticketTypeId: 'inteira' },
    ];
    const kept = draftWithSeats(
      draft([{ ticketTypeId: 'inteira', quantity: 2, name: 'Lote 1', price: 80 }]),
      picks,
      words,
    );
    expect(kept.items[0]).toMatchObject({
      seatIds: ['2', '3'],
      seats: ['Setor B · Fileira F · Assento 12', 'Setor B · Fileira F · Assento 13'],
    });
    expect(keptPicks(kept, 'e1')).toEqual(picks);
    expect(keptPicks(kept, 'another')).toEqual([]);
    // A lot whose seats were all let go carries none.
    expect(draftWithSeats(kept, [], words).items[0]).not.toHaveProperty('seatIds');
  });

  it('drops the kept seats no longer on sale, naming them; a held seat stays when the order may be the buyer’s', () => {
    const kept = draft([
      {
        ticketTypeId: 'inteira',
        quantity: 3,
        name: 'Lote 1',
        price: 80,
        seatIds: ['1', '2', '9'],
        seats: [
          'Setor B · Fileira F · Assento 11',
          'Setor B · Fileira F · Assento 12',
          'Setor B · Fileira A · Assento 1',
        ],
      },
    ]);
    const picks = keptPicks(kept, 'e1');
    const now = map({ '11': 'sold', '12': 'held' });
    const words = seatWords(now, kept);
    const gone = unavailablePicks(now, picks, words, false)!;
    expect(gone.left).toEqual([]);
    // Seat 9 left the map: the words the draft kept name it.
    expect(gone.message).toBe(
      'Os assentos F11, F12 e Setor B · Fileira A · Assento 1 não estão mais disponíveis e saíram da sua seleção.',
    );
    const mine = unavailablePicks(now, picks, words, true)!;
    expect(mine.left.map((pick) => pick.seatId)).toEqual(['2']);
    expect(unavailablePicks(map({}), picks.slice(0, 1), words, false)).toBeNull();
    expect(unavailablePicks(map({ '11': 'blocked' }), picks.slice(0, 1), words, false)!.message).toBe(
      'O assento F11 não está mais disponível e saiu da sua seleção.',
    );
  });

  it('takes a lost race out of the draft: its ticket leaves, the other seats stay', () => {
    const kept = draft([
      {
        ticketTypeId: 'inteira',
        quantity: 2,
        name: 'Lote 1',
        price: 80,
        seatIds: ['1', '2'],
        seats: ['a', 'b'],
      },
    ]);
    expect(draftWithoutSeats(kept, ['1']).items).toEqual([
      { ticketTypeId: 'inteira', quantity: 1, name: 'Lote 1', price: 80, seatIds: ['2'], seats: ['b'] },
    ]);
    expect(draftWithoutSeats(kept, ['1', '2']).items).toEqual([]);
  });
});
