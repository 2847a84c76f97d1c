import { describe, expect, it } from 'vitest';
import { dayTicks, fillDailyGaps, topLotsByRevenue, type ReportLot } from './report';
import { eachDay } from './calendar-day';

describe('fillDailyGaps', () => {
  it('adds the missing days as zero across a month end', () => {
    const filled = fillDailyGaps(
      [
        { day: '2025-01-30', tickets: 2, revenue: 160 },
        { day: '2025-02-02', tickets: 1, revenue: 40 },
      ],
      { from: '2025-01-30', to: '2025-02-02' },
    );
    expect(filled).toEqual([
      { day: '2025-01-30', tickets: 2, revenue: 160 },
      { day: '2025-01-31', tickets: 0, revenue: 0 },
      { day: '2025-02-01', tickets: 0, revenue: 0 },
      { day: '2025-02-02', tickets: 1, revenue: 40 },
    ]);
  });

  it('covers a year end with no data at all', () => {
    const filled = fillDailyGaps([], { from: '2024-12-30', to: '2025-01-01' });
    expect(filled.map((row) => row.day)).toEqual(['2024-12-30', '2024-12-31', '2025-01-01']);
    expect(filled.every((row) => row.tickets === 0 && row.revenue === 0)).toBe(true);
  });

  it('sorts the days, drops those outside the range and adds up repeated days', () => {
    const filled = fillDailyGaps(
      [
        { day: '2025-11-16', tickets: 9, revenue: 900 },
        { day: '2025-11-15', tickets: 1, revenue: 0.1 },
        { day: '2025-11-14', tickets: 3, revenue: 30 },
        { day: '2025-11-15', tickets: 2, revenue: 0.2 },
        { day: '2025-11-13', tickets: 5, revenue: 50 },
      ],
      { from: '2025-11-14', to: '2025-11-15' },
    );
    expect(filled).toEqual([
      { day: '2025-11-14', tickets: 3, revenue: 30 },
      { day: '2025-11-15', tickets: 3, revenue: 0.3 },
    ]);
  });

  it('keeps a full series as it is', () => {
    const days = eachDay({ from: '2025-02-27', to: '2025-03-02' }).map((day, i) => ({
      day,
      tickets: i,
      revenue: i * 10,
    }));
    expect(fillDailyGaps(days, { from: '2025-02-27', to: '2025-03-02' })).toEqual(days);
  });
});

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
