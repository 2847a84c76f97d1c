import { describe, expect, it } from 'vitest';
import {
  buildDailyCsv,
  buildOrdersCsv,
  buildStatementCsv,
  dailyCsvFileName,
  dailyPngFileName,
  ordersCsvFileName,
  statementCsvFileName,
} from './report-csv';

const range = { from: '2025-10-16', to: '2025-11-15' };

describe('file names', () => {
  it('names the files with the event id and the range', () => {
    expect(ordersCsvFileName('e1', range)).toBe('orders-e1-2025-10-16_to_2025-11-15.csv');
    expect(dailyCsvFileName('e1', range)).toBe('daily-e1-2025-10-16_to_2025-11-15.csv');
    expect(dailyPngFileName('e1', range)).toBe('daily-e1-2025-10-16_to_2025-11-15.png');
  });
});

describe('buildOrdersCsv', () => {
  it('writes the header and one quoted row per order, items joined by a pipe', () => {
    const csv = buildOrdersCsv([
      {
        id: 'o-1',
        createdAt: '2025-11-15T21:30:00-03:00',
        total: 200,
        discount: 20,
        couponCode: 'AMIGO',
        items: [
          { name: 'PISTA — Inteira', quantity: 2, unitPrice: 80 },
          { name: 'PISTA — Meia', quantity: 1, unitPrice: 40 },
        ],
      },
    ]);
    expect(csv).toBe(
      '"orderId","createdAt","total","items","discount","coupon","Assento"\r\n' +
        '"o-1","2025-11-16T00:30:00.000Z","200.00","PISTA — Inteira x 2 @ 80.00|PISTA — Meia x 1 @ 40.00","20.00","AMIGO",""\r\n',
    );
  });

  it('writes the seats of a seated order in "Assento", joined by a pipe, and leaves it empty without seats', () => {
    const csv = buildOrdersCsv([
      {
        id: 'o-6',
        createdAt: '2025-11-15T12:00:00Z',
        total: 160,
        items: [{ name: 'Plateia — Inteira', quantity: 2, unitPrice: 80 }],
        seats: ['Setor B · Fileira F · Assento 12', 'Setor B · Fileira F · Assento 13'],
      },
      { id: 'o-7', createdAt: '2025-11-15T12:00:00Z', total: 80, items: [], seats: [] },
    ]);
    const [header, seated, unseated] = csv.split('\r\n');
    expect(header!.split(',').at(-1)).toBe('"Assento"');
    expect(seated).toBe(
      '"o-6","2025-11-15T12:00:00.000Z","160.00","Plateia — Inteira x 2 @ 80.00","0.00","",' +
        '"Setor B · Fileira F · Assento 12|Setor B · Fileira F · Assento 13"',
    );
    expect(unseated).toBe('"o-7","2025-11-15T12:00:00.000Z","80.00","","0.00","",""');
  });

  it('gives only the header when there are no orders', () => {
    expect(buildOrdersCsv([])).toBe(
      '"orderId","createdAt","total","items","discount","coupon","Assento"\r\n',
    );
  });

  it('doubles inner quotes and keeps commas and line breaks inside the cell', () => {
    const csv = buildOrdersCsv([
      {
        id: 'o-2',
        createdAt: '2025-11-15T12:00:00Z',
        total: 12.5,
        items: [{ name: 'Camarote "VIP", área\nnorte', quantity: 1, unitPrice: 12.5 }],
      },
    ]);
    expect(csv.split('\r\n')[1]).toBe(
      '"o-2","2025-11-15T12:00:00.000Z","12.50","Camarote ""VIP"", área\nnorte x 1 @ 12.50","0.00","",""',
    );
  });

  it('writes an item without unit price as "name x quantity"', () => {
    const csv = buildOrdersCsv([
      { id: 'o-3', createdAt: '2025-11-15T12:00:00Z', total: 80, items: [{ name: 'Pista', quantity: 1 }] },
    ]);
    expect(csv.split('\r\n')[1]).toBe('"o-3","2025-11-15T12:00:00.000Z","80.00","Pista x 1","0.00","",""');
  });

  it.each(['=HYPERLINK("http://x")', '+1', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd'])(
    'neutralizes the text cell starting %j',
    (name) => {
      const csv = buildOrdersCsv([
        {
          id: name,
          createdAt: '2025-11-15T12:00:00Z',
          total: 1,
          items: [{ name, quantity: 1, unitPrice: 1 }],
        },
      ]);
      const row = csv.slice(csv.indexOf('\r\n') + 2);
      const quoted = (value: string) => `"'${value.replaceAll('"', '""')}`;
      expect(row.startsWith(quoted(name))).toBe(true);
      expect(row).toContain(`,${quoted(name)} x 1 @ 1.00","0.00","",""`);
    },
  );

  it('leaves numbers alone: a negative amount is data, not a formula', () => {
    const csv = buildOrdersCsv([{ id: 'o-4', createdAt: '2025-11-15T12:00:00Z', total: -5, items: [] }]);
    expect(csv.split('\r\n')[1]).toBe('"o-4","2025-11-15T12:00:00.000Z","-5.00","","0.00","",""');
  });

  it('keeps a createdAt that is not a date as text', () => {
    const csv = buildOrdersCsv([{ id: 'o-5', createdAt: '=1+1', total: 0, items: [] }]);
    expect(csv.split('\r\n')[1]).toBe(`"o-5","'=1+1","0.00","","0.00","",""`);
  });
});

describe('buildDailyCsv', () => {
  it('writes day, tickets and revenue for every row, quoted', () => {
    expect(
      buildDailyCsv([
        { day: '2025-12-31', tickets: 3, revenue: 240 },
        { day: '2026-01-01', tickets: 0, revenue: 0 },
        { day: '2026-01-02', tickets: 1, revenue: 1234.5 },
      ]),
    ).toBe(
      '"day","tickets","revenue"\r\n' +
        '"2025-12-31","3","240.00"\r\n' +
        '"2026-01-01","0","0.00"\r\n' +
        '"2026-01-02","1","1234.50"\r\n',
    );
  });

  it('gives only the header for no days', () => {
    expect(buildDailyCsv([])).toBe('"day","tickets","revenue"\r\n');
  });
});

describe('buildStatementCsv', () => {
  it('writes the period and every figure of the statement, as numbers', () => {
    const csv = buildStatementCsv(
      {
        gross: 1000,
        discounts: 50.5,
        refunds: 100,
        chargebacks: 0,
        platformFee: 84.95,
        providerFees: 12.37,
        net: 764.55,
        credited: 764.55,
      },
      { from: '2030-05-01', to: '2030-05-31' },
    );
    expect(csv).toBe(
      '"from","to","gross","discounts","refunds","chargebacks","platformFee","providerFees","net","credited"\r\n' +
        '"2030-05-01","2030-05-31","1000.00","50.50","100.00","0.00","84.95","12.37","764.55","764.55"\r\n',
    );
    expect(statementCsvFileName({ from: '2030-05-01', to: '2030-05-31' })).toBe(
      'extrato-2030-05-01_to_2030-05-31.csv',
    );
  });
});
