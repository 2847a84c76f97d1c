import { describe, expect, it } from 'vitest';
import {
  bestAvailable,
  describeGrid,
  generateGrid,
  GridError,
  gridMessages,
  nextOrigin,
  seatMapMessages,
  seatMapProblem,
  seatSpokenText,
  seatTakenMessage,
  seatText,
  sellableSeatsByCategory,
  encodeSeatStatuses,
  decodeSeatStatus,
  type PickableSection,
  type SeatMapInput,
} from '.';

const grid = { section: 'B', category: 'Plateia', rows: 'A–T', seats: '1–30', skip: '13' };

describe('generateGrid', () => {
  it('draws "Fileiras A–T, assentos 1–30, sem o 13": 20 rows of 29 seats, 13 left out', () => {
    const section = generateGrid(grid);
    expect(section.rows.map((row) => row.label)).toEqual([...'ABCDEFGHIJKLMNOPQRST']);
    expect(section.rows.every((row) => row.seats.length === 29)).toBe(true);
    expect(section.rows[0]!.seats.map((seat) => seat.label)).not.toContain('13');
    expect(section.rows[5]!.seats.find((seat) => seat.label === '12')).toMatchObject({ x: 110, y: 60 });
    expect(describeGrid(grid)).toBe('Fileiras A–T, assentos 1–30, sem o 13');
  });

  it('opens aisles after the seats named, and bends rows towards the stage when curved', () => {
    const straight = generateGrid({ ...grid, skip: '', aislesAfter: '10, 20' });
    const row = straight.rows[0]!.seats;
    expect(row[10]!.x - row[9]!.x).toBe(20);
    expect(row[1]!.x - row[0]!.x).toBe(10);
    const curved = generateGrid({ ...grid, curve: 1 });
    const first = curved.rows[0]!.seats;
    expect(first[0]!.y).toBeLessThan(first[14]!.y);
  });

  it('reads numbered rows, comma lists and long letter ranges', () => {
    expect(generateGrid({ ...grid, rows: '1-3' }).rows.map((row) => row.label)).toEqual(['1', '2', '3']);
    expect(generateGrid({ ...grid, rows: 'a, b' }).rows.map((row) => row.label)).toEqual(['A', 'B']);
    expect(generateGrid({ ...grid, rows: 'Y–AB' }).rows.map((row) => row.label)).toEqual([
      'Y',
      'Z',
      'AA',
      'AB',
    ]);
  });

  it('refuses bad inputs in pt-BR: empty rows, 0 seats, duplicate labels, ranges not understood', () => {
    const problem = (spec: Partial<typeof grid>) => {
      try {
        generateGrid({ ...grid, ...spec });
        return null;
      } catch (error) {
        expect(error).toBeInstanceOf(GridError);
        return (error as Error).message;
      }
    };
    expect(problem({ rows: '  ' })).toBe(gridMessages.rowsEmpty);
    expect(problem({ seats: '' })).toBe(gridMessages.seatsEmpty);
    expect(problem({ seats: '1–1', skip: '1' })).toBe(gridMessages.noSeats);
    expect(problem({ rows: 'A, B, A' })).toBe(seatMapMessages.duplicateRow('B', 'A'));
    expect(problem({ seats: '1, 2, 2' })).toBe(seatMapMessages.duplicateSeat('A', '2'));
    expect(problem({ rows: 'T–A' })).toBe(gridMessages.rowsInvalid('T–A'));
    expect(problem({ seats: 'muitos' })).toBe(gridMessages.seatsInvalid('muitos'));
    expect(problem({ section: ' ' })).toBe(seatMapMessages.sectionName);
  });

  it('places the next section below the ones drawn', () => {
    const first = generateGrid(grid);
    expect(nextOrigin([first]).y).toBe(19 * 12 + 24);
  });
});

describe('seatMapProblem', () => {
  const map = (sections: SeatMapInput['sections']): SeatMapInput => ({ sections });
  const seat = (label: string, x = 0) => ({ label, x, y: 0 });

  it('accepts a drawn map and counts the sellable seats per category (blocked ones are not)', () => {
    const input = map([
      {
        name: 'A',
        category: 'Plateia',
        rows: [{ label: 'A', seats: [seat('1'), { ...seat('2', 10), status: 'blocked' }] }],
      },
      { name: 'B', category: 'Plateia', rows: [{ label: 'A', seats: [seat('1')] }] },
    ]);
    expect(seatMapProblem(input)).toBeNull();
    expect(sellableSeatsByCategory(input).get('Plateia')).toBe(2);
  });

  it('names what is wrong', () => {
    expect(seatMapProblem(map([]))).toBe(seatMapMessages.noSections);
    expect(seatMapProblem(map([{ name: 'A', category: 'P', rows: [] }]))).toBe(seatMapMessages.noRows('A'));
    expect(seatMapProblem(map([{ name: 'A', category: 'P', rows: [{ label: 'F', seats: [] }] }]))).toBe(
      'A fileira F do setor A não tem assentos: cada fileira precisa de ao menos 1 assento.',
    );
    expect(
      seatMapProblem(
        map([
          { name: 'A', category: 'P', rows: [{ label: 'F', seats: [seat('1')] }] },
          { name: 'a', category: 'P', rows: [{ label: 'F', seats: [seat('1')] }] },
        ]),
      ),
    ).toBe('O setor a aparece duas vezes no mapa.');
    expect(
      seatMapProblem(
        map([{ name: 'A', category: 'P', rows: [{ label: 'F', seats: [{ label: '1', x: -1, y: 0 }] }] }]),
      ),
    ).toBe('O assento F1 está fora do mapa.');
  });
});

describe('seat texts', () => {
  it('says the seat as the issue writes it', () => {
    expect(seatText({ section: 'B', row: 'F', seat: '12' })).toBe('Setor B · Fileira F · Assento 12');
    expect(seatText({ section: 'Camarote 3', row: 'A', seat: '1' })).toBe(
      'Camarote 3 · Fileira A · Assento 1',
    );
    expect(seatSpokenText({ row: 'F', seat: '12' }, 'available')).toBe('Fileira F, assento 12, disponível');
    expect(seatTakenMessage([{ row: 'F', seat: '12' }])).toBe('O assento F12 acabou de ser reservado');
    expect(
      seatTakenMessage([
        { row: 'F', seat: '12' },
        { row: 'F', seat: '14' },
      ]),
    ).toBe('Os assentos F12 e F14 acabaram de ser reservados');
  });

  it('encodes statuses one letter a seat', () => {
    const text = encodeSeatStatuses(['available', 'held', 'sold', 'blocked']);
    expect(text).toBe('ahsb');
    expect([...text].map(decodeSeatStatus)).toEqual(['available', 'held', 'sold', 'blocked']);
  });
});

describe('bestAvailable', () => {
  const section = (statuses: string[]): PickableSection => ({
    id: 's',
    category: 'Plateia',
    rows: statuses.map((line, r) => ({
      label: String.fromCharCode(65 + r),
      seats: [...line].map((mark, i) => ({
        id: `${String.fromCharCode(65 + r)}${i + 1}`,
        label: String(i + 1),
        x: i * 10 + (i >= 5 ? 10 : 0),
        y: r * 12,
        status: mark === '.' ? 'available' : 'sold',
      })),
    })),
  });

  it('finds N seats side by side nearest the front centre, never across an aisle', () => {
    const map = [section(['xxx.xx....', '..........'])];
    expect(bestAvailable(map, 1)).toEqual(['A4']);
    // Row A has 4 free after the aisle (seats 7–10) but not centred; a pair at the front beats the second row.
    expect(bestAvailable(map, 2)).toEqual(['A7', 'A8']);
    // Seats 5 and 6 sit across the aisle: never side by side.
    expect(bestAvailable([section(['xxxx..xxxx'])], 2)).toBeNull();
    expect(bestAvailable(map, 11)).toBeNull();
  });

  it('skips seats already in the buyer’s hand and other categories', () => {
    const map = [section(['..........'])];
    expect(bestAvailable(map, 1, { taken: new Set(['A5']) })).not.toEqual(['A5']);
    expect(bestAvailable(map, 1, { category: 'Camarote' })).toBeNull();
  });
});
