import type { SeatStatus } from '@bilheteria/rules';

/*
 * A seat map drawn lean (issue #29): a 40,000-seat stadium is a handful of SVG paths, one per look (available,
 * held, sold, blocked, accessible), not 40,000 elements; a tap finds its seat through a grid index. Only the few
 * seats the buyer picked are drawn one by one.
 */

export interface MapSeat {
  id: string;
  label: string;
  x: number;
  y: number;
  status: SeatStatus;
  accessible: 'cadeirante' | 'acompanhante' | null;
}

export interface MapRow {
  label: string;
  seats: MapSeat[];
}

export interface MapSection {
  id: string;
  name: string;
  category: string;
  rows: MapRow[];
}

export const SEAT_RADIUS = 4;
const CELL = 10;

/** A seat with the section and row it sits in. */
export interface PlacedSeat {
  seat: MapSeat;
  row: string;
  section: MapSection;
}

export interface SeatIndex {
  byId: Map<string, PlacedSeat>;
  cells: Map<string, PlacedSeat[]>;
  bounds: { x: number; y: number; width: number; height: number };
}

const cellKey = (x: number, y: number) => `${Math.floor(x / CELL)}:${Math.floor(y / CELL)}`;

export function indexSeats(sections: readonly MapSection[]): SeatIndex {
  const byId = new Map<string, PlacedSeat>();
  const cells = new Map<string, PlacedSeat[]>();
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const section of sections)
    for (const row of section.rows)
      for (const seat of row.seats) {
        const placed = { seat, row: row.label, section };
        byId.set(seat.id, placed);
        const key = cellKey(seat.x, seat.y);
        const cell = cells.get(key);
        if (cell) cell.push(placed);
        else cells.set(key, [placed]);
        minX = Math.min(minX, seat.x);
        minY = Math.min(minY, seat.y);
        maxX = Math.max(maxX, seat.x);
        maxY = Math.max(maxY, seat.y);
      }
  if (minX === Infinity) return { byId, cells, bounds: { x: 0, y: 0, width: 100, height: 60 } };
  const pad = CELL;
  return {
    byId,
    cells,
    bounds: {
      x: minX - pad,
      y: minY - pad * 2.5,
      width: maxX - minX + pad * 2,
      height: maxY - minY + pad * 3.5,
    },
  };
}

/** The seat under a point of the map (within a seat's reach), or undefined. */
export function seatAt(index: SeatIndex, x: number, y: number): PlacedSeat | undefined {
  let best: PlacedSeat | undefined;
  let bestDistance = SEAT_RADIUS * 1.4;
  const cx = Math.floor(x / CELL);
  const cy = Math.floor(y / CELL);
  for (let dx = -1; dx <= 1; dx++)
    for (let dy = -1; dy <= 1; dy++)
      for (const placed of index.cells.get(`${cx + dx}:${cy + dy}`) ?? []) {
        const distance = Math.hypot(placed.seat.x - x, placed.seat.y - y);
        if (distance < bestDistance) {
          best = placed;
          bestDistance = distance;
        }
      }
  return best;
}

const circle = (x: number, y: number, r: number) =>
  `M${x - r} ${y}a${r} ${r} 0 1 0 ${r * 2} 0a${r} ${r} 0 1 0 ${-r * 2} 0`;
const cross = (x: number, y: number, r: number) =>
  `M${x - r} ${y - r}L${x + r} ${y + r}M${x + r} ${y - r}L${x - r} ${y + r}`;

export interface SeatPaths {
  available: string;
  held: string;
  sold: string;
  soldMarks: string;
  blocked: string;
  accessible: string;
}

/** One path per look; `statusOf` overrides a seat's status (the statuses refreshed apart from the geometry). */
export function seatPaths(
  sections: readonly MapSection[],
  statusOf?: (seat: MapSeat) => SeatStatus,
): SeatPaths {
  const parts: Record<keyof SeatPaths, string[]> = {
    available: [],
    held: [],
    sold: [],
    soldMarks: [],
    blocked: [],
    accessible: [],
  };
  const r = SEAT_RADIUS;
  for (const section of sections)
    for (const row of section.rows)
      for (const seat of row.seats) {
        const status = statusOf ? statusOf(seat) : seat.status;
        parts[status].push(circle(seat.x, seat.y, status === 'blocked' ? r * 0.6 : r));
        if (status === 'sold') parts.soldMarks.push(cross(seat.x, seat.y, r * 0.55));
        if (seat.accessible) parts.accessible.push(circle(seat.x, seat.y, r + 1.2));
      }
  return {
    available: parts.available.join(''),
    held: parts.held.join(''),
    sold: parts.sold.join(''),
    soldMarks: parts.soldMarks.join(''),
    blocked: parts.blocked.join(''),
    accessible: parts.accessible.join(''),
  };
}

export { circle as circlePath };
