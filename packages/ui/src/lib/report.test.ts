import { describe, expect, it } from 'vitest';
import { dayTicks, topLotsByRevenue, type ReportLot } from './report';
import { eachDay } from './calendar-day';

const lot = (name: string, revenuePaid: number): ReportLot => ({
  ticketTypeId: name,
  name,
  price: 10,
  plannedQuantity: 100,
  officialSold: 0,
  soldPaid: revenuePaid / 10,
  revenuePaid,
  remaining: 100,
});

describe('topLotsByRevenue', () => {
  it('keeps the five lots with the most paid revenue, best first', () => {
    const lots = [
      lot('a', 10),
      lot('b', 70),
      lot('c', 30),
      lot('d', 50),
      lot('e', 20),
      lot('f', 60),
      lot('g', 40),
    ];
    expect(topLotsByRevenue(lots).map((l) => l.name)).toEqual(['b', 'f', 'd', 'g', 'c']);
  });

  it('keeps the server order on ties and leaves out lots that sold nothing', () => {
    const lots = [lot('a', 0), lot('b', 20), lot('c', 20), lot('d', 0)];
    expect(topLotsByRevenue(lots).map((l) => l.name)).toEqual(['b', 'c']);
    expect(topLotsByRevenue([lot('a', 0)])).toEqual([]);
  });

  it('does not change the list it was given', () => {
    const lots = [lot('a', 10), lot('b', 20)];
    topLotsByRevenue(lots);
    expect(lots.map((l) => l.name)).toEqual(['a', 'b']);
  });
});

describe('dayTicks', () => {
  const days = (n: number) => eachDay({ from: '2025-01-01', to: '2025-12-31' }).slice(0, n);

  it('never gives more than 12 ticks and starts at the first day', () => {
    for (const n of [1, 7, 11, 12, 13, 24, 25, 30, 31, 90, 91, 365]) {
      const ticks = dayTicks(days(n));
      expect(ticks.length).toBeGreaterThan(0);
      expect(ticks.length).toBeLessThanOrEqual(12);
      expect(ticks[0]).toBe('2025-01-01');
    }
  });

  it('spaces the ticks evenly', () => {
    expect(dayTicks(days(12))).toHaveLength(12);
    expect(dayTicks(days(30))).toEqual(days(30).filter((_, i) => i % 3 === 0));
    expect(dayTicks(days(90))).toHaveLength(12);
    expect(dayTicks(days(90))[1]).toBe('2025-01-09');
  });

  it('gives no ticks for no days', () => {
    expect(dayTicks([])).toEqual([]);
  });
});
