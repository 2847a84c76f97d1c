import { generateGrid, type SeatStatus } from '@bilheteria/rules';
import type { MapSection } from './seat-geometry';
import type { SeatPickerLot } from './SeatPicker';

/*
 * Seat maps for the stories: a theatre (Setor B, Plateia: "Fileiras A–J, assentos 1–20, sem o 13", an aisle after
 * the 10, curved; and a Camarote) with statuses chosen by a fixed pattern, so screenshots never change.
 */

type StatusOf = (row: number, seat: number) => SeatStatus;

function section(id: string, spec: Parameters<typeof generateGrid>[0], statusOf: StatusOf): MapSection {
  const drawn = generateGrid(spec);
  return {
    id,
    name: drawn.name,
    category: drawn.category,
    rows: drawn.rows.map((row, r) => ({
      label: row.label,
      seats: row.seats.map((seat, s) => ({
        id: `${id}-${row.label}-${seat.label}`,
        label: seat.label,
        x: seat.x,
        y: seat.y,
        status: statusOf(r, s),
        accessible: r === 9 && s < 2 ? (s === 0 ? 'cadeirante' : 'acompanhante') : null,
      })),
    })),
  };
}

const partly: StatusOf = (r, s) => {
  if (r === 0 && s >= 7 && s <= 12) return 'blocked';
  if ((r * 7 + s * 3) % 11 === 0 || (r < 3 && s >= 6 && s <= 13)) return 'sold';
  if ((r + s) % 13 === 0) return 'held';
  return 'available';
};

export function theatreMap(statusOf: StatusOf = partly): MapSection[] {
  return [
    section(
      'b',
      {
        section: 'B',
        category: 'Plateia',
        rows: 'A–J',
        seats: '1–20',
        skip: '13',
        aislesAfter: '10',
        curve: 0.6,
      },
      statusOf,
    ),
    section(
      'c',
      { section: 'Camarote 1', category: 'Camarote', rows: 'A–B', seats: '1–8', origin: { x: 45, y: 150 } },
      statusOf,
    ),
  ];
}

export const allAvailable: StatusOf = () => 'available';
export const allSold: StatusOf = (r, s) => ((r + s) % 5 === 0 ? 'held' : 'sold');

export const plateiaLots: SeatPickerLot[] = [
  { id: 'inteira', name: 'Lote 1 — Inteira', price: 120, max: 999 },
  { id: 'meia', name: 'Lote 1 — Meia', price: 60, max: 2 },
];
