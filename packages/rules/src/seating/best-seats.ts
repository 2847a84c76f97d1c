import { SEAT_PITCH } from './grid';
import type { SeatStatus } from './seat-map';

/*
 * "Melhor lugar disponível" (issue #29): N available seats side by side in one row (no aisle between them),
 * nearest the centre of the stage. The stage is above the map (smaller y); the best block is the one whose
 * middle is closest to the front centre.
 */

export interface PickableSeat {
  id: string;
  label: string;
  x: number;
  y: number;
  status: SeatStatus;
}

export interface PickableSection {
  id: string;
  category: string;
  rows: Array<{ label: string; seats: PickableSeat[] }>;
}

/** Two seats are side by side when nothing wider than a seat (an aisle, a removed seat) lies between them. */
const besides = (a: PickableSeat, b: PickableSeat) => Math.hypot(b.x - a.x, b.y - a.y) <= SEAT_PITCH * 1.5;

export function bestAvailable(
  sections: readonly PickableSection[],
  count: number,
  options: { category?: string; taken?: ReadonlySet<string> } = {},
): string[] | null {
  if (count < 1) return null;
  const eligible = sections.filter((section) => !options.category || section.category === options.category);
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  for (const section of eligible)
    for (const row of section.rows)
      for (const seat of row.seats) {
        minX = Math.min(minX, seat.x);
        maxX = Math.max(maxX, seat.x);
        minY = Math.min(minY, seat.y);
      }
  if (minX === Infinity) return null;
  const stage = { x: (minX + maxX) / 2, y: minY - SEAT_PITCH * 3 };
  const free = (seat: PickableSeat) => seat.status === 'available' && !options.taken?.has(seat.id);
  let best: { score: number; ids: string[] } | null = null;
  for (const section of eligible)
    for (const row of section.rows) {
      let run = 0;
      for (let i = 0; i < row.seats.length; i++) {
        const seat = row.seats[i]!;
        run = free(seat) && (run === 0 || besides(row.seats[i - 1]!, seat)) ? run + 1 : free(seat) ? 1 : 0;
        if (run < count) continue;
        const block = row.seats.slice(i - count + 1, i + 1);
        const x = block.reduce((sum, s) => sum + s.x, 0) / count;
        const y = block.reduce((sum, s) => sum + s.y, 0) / count;
        // Distance to the front centre, the sideways part weighted less: a centre seat a row back beats an edge.
        const score = Math.hypot((x - stage.x) * 0.6, y - stage.y);
        if (!best || score < best.score) best = { score, ids: block.map((s) => s.id) };
      }
    }
  return best?.ids ?? null;
}
