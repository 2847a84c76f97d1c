import { seatMapProblem, type SeatSectionInput } from './seat-map';

/*
 * The grid generator of the seat-map editor (issue #29): "Fileiras A–T, assentos 1–30, sem o 13", aisles after
 * some seats, rows optionally curved around the stage. Pure: the editor previews it as the organizer types and
 * the result is the PUT body's section. Positions are in map units: a seat every SEAT_PITCH, a row every
 * ROW_PITCH, the stage above (smaller y is nearer the stage).
 */

export const SEAT_PITCH = 10;
export const ROW_PITCH = 12;
/** Extra room an aisle leaves between two seats. */
export const AISLE_WIDTH = 10;

export interface GridSpec {
  /** The section's name ("B", "Plateia"). */
  section: string;
  /** The category whose lots sell the section's seats. */
  category: string;
  /** "A–T", "A-T", "A, B, C" or "1–20". */
  rows: string;
  /** "1–30", or a list "1, 2, 3". */
  seats: string;
  /** Seat numbers left out, "13" or "13, 14". */
  skip?: string;
  /** Seat numbers after which an aisle opens, "10, 20". */
  aislesAfter?: string;
  /** 0 (straight rows) to 1 (rows bent around the stage). */
  curve?: number;
  /** Where the section's first seat sits on the map. */
  origin?: { x: number; y: number };
}

export const gridMessages = {
  rowsEmpty: 'Informe as fileiras, por exemplo "A–T".',
  rowsInvalid: (text: string) =>
    `Não entendi as fileiras "${text}": use um intervalo como "A–T" ou uma lista como "A, B, C".`,
  seatsEmpty: 'Informe os assentos de cada fileira, por exemplo "1–30".',
  seatsInvalid: (text: string) =>
    `Não entendi os assentos "${text}": use um intervalo como "1–30" ou uma lista como "1, 2, 3".`,
  numbersInvalid: (text: string) => `Não entendi os números "${text}": use uma lista como "13, 14".`,
  noSeats: 'Cada fileira precisa de ao menos 1 assento: sobrou nenhum depois dos assentos retirados.',
  tooLong: 'Um intervalo pode ter no máximo 500 itens.',
} as const;

export class GridError extends Error {}

const RANGE = /^\s*([A-Za-z]{1,2}|\d{1,4})\s*(?:[-–—]|a|até)\s*([A-Za-z]{1,2}|\d{1,4})\s*$/i;
const MAX_RANGE = 500;

/** Letters as a spreadsheet counts them: A…Z, AA…AZ, BA… */
const letterIndex = (letters: string) =>
  [...letters.toUpperCase()].reduce((sum, letter) => sum * 26 + (letter.charCodeAt(0) - 64), 0);
const indexLetters = (index: number): string => {
  let text = '';
  for (let n = index; n > 0; n = Math.floor((n - 1) / 26))
    text = String.fromCharCode(65 + ((n - 1) % 26)) + text;
  return text;
};

/** "A–T" → A…T, "1–20" → 1…20, "A, B, C" → A, B, C; null when it is neither. */
function parseLabels(text: string): string[] | null {
  const range = RANGE.exec(text);
  if (range) {
    const [from, to] = [range[1]!, range[2]!];
    const numeric = /^\d+$/.test(from);
    if (numeric !== /^\d+$/.test(to)) return null;
    const [start, end] = numeric ? [Number(from), Number(to)] : [letterIndex(from), letterIndex(to)];
    if (end < start) return null;
    if (end - start + 1 > MAX_RANGE) throw new GridError(gridMessages.tooLong);
    return Array.from({ length: end - start + 1 }, (_, i) =>
      numeric ? String(start + i) : indexLetters(start + i),
    );
  }
  const list = text
    .split(/[,;]/)
    .map((item) => item.trim())
    .filter(Boolean);
  if (list.length === 0 || list.some((item) => !/^(?:[A-Za-z]{1,2}|\d{1,4})$/.test(item))) return null;
  return list.map((item) => item.toUpperCase());
}

function parseNumbers(text: string | undefined): Set<string> {
  if (!text?.trim()) return new Set();
  const labels = parseLabels(text);
  if (!labels) throw new GridError(gridMessages.numbersInvalid(text));
  return new Set(labels);
}

/**
 * The section a grid draws, or a GridError with the pt-BR reason (empty rows, a range not understood, no seat
 * left, duplicate labels in a list).
 */
export function generateGrid(spec: GridSpec): SeatSectionInput {
  if (!spec.rows.trim()) throw new GridError(gridMessages.rowsEmpty);
  if (!spec.seats.trim()) throw new GridError(gridMessages.seatsEmpty);
  const rows = parseLabels(spec.rows);
  if (!rows) throw new GridError(gridMessages.rowsInvalid(spec.rows));
  const numbers = parseLabels(spec.seats);
  if (!numbers) throw new GridError(gridMessages.seatsInvalid(spec.seats));
  const skipped = parseNumbers(spec.skip);
  const aisles = parseNumbers(spec.aislesAfter);
  const seats = numbers.filter((label) => !skipped.has(label));
  if (seats.length === 0) throw new GridError(gridMessages.noSeats);

  // x of each seat along a straight row: the pitch, plus an aisle's width after each aisle seat.
  const offsets: number[] = [];
  let x = 0;
  for (const [i, label] of seats.entries()) {
    offsets.push(x);
    x += SEAT_PITCH + (aisles.has(label) && i < seats.length - 1 ? AISLE_WIDTH : 0);
  }
  const width = offsets[offsets.length - 1]!;
  const centre = width / 2;
  const curve = Math.min(1, Math.max(0, spec.curve ?? 0));
  const origin = spec.origin ?? { x: 0, y: 0 };
  // A curved row bends towards the stage at its ends: a parabola whose depth grows with the row's width.
  const depth = curve * Math.min(width / 4, ROW_PITCH * 4);
  const round = (value: number) => Math.round(value * 10) / 10;
  const section: SeatSectionInput = {
    name: spec.section.trim(),
    category: spec.category.trim(),
    rows: rows.map((label, r) => ({
      label,
      seats: seats.map((seat, i) => {
        const t = width === 0 ? 0 : (offsets[i]! - centre) / centre;
        return {
          label: seat,
          x: round(origin.x + offsets[i]!),
          y: round(origin.y + r * ROW_PITCH + depth * (1 - t * t)),
        };
      }),
    })),
  };
  const problem = seatMapProblem({ sections: [section] });
  if (problem) throw new GridError(problem);
  return section;
}

/** The grid in words, as the editor lists it: "Fileiras A–T, assentos 1–30, sem o 13". */
export function describeGrid(spec: Pick<GridSpec, 'rows' | 'seats' | 'skip' | 'aislesAfter'>): string {
  const dash = (text: string) => text.trim().replace(/\s*[-–—]\s*/g, '–');
  const skipped = spec.skip?.trim()
    ? `, sem ${spec.skip.includes(',') ? 'os' : 'o'} ${dash(spec.skip).replace(/\s*,\s*/g, ', ')}`
    : '';
  const aisles = spec.aislesAfter?.trim() ? `, corredor depois do ${dash(spec.aislesAfter)}` : '';
  return `Fileiras ${dash(spec.rows)}, assentos ${dash(spec.seats)}${skipped}${aisles}`;
}

/** Where the next section goes below the ones already drawn (a gap of two rows). */
export function nextOrigin(sections: readonly SeatSectionInput[]): { x: number; y: number } {
  let bottom = -ROW_PITCH * 2;
  for (const section of sections)
    for (const row of section.rows) for (const seat of row.seats) bottom = Math.max(bottom, seat.y);
  return { x: 0, y: bottom + ROW_PITCH * 2 };
}
