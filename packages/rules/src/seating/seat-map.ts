/*
 * A reserved-seating map (issue #29): sections, rows and seats with positions. The organizer's editor and the
 * API's PUT /events/{id}/seat-map judge a map with the same `seatMapProblem`, so both say the same pt-BR words.
 * A seat removed from the map is simply absent; a blocked one (produção) stays drawn but is never sold.
 */

export const seatStatuses = ['available', 'held', 'sold', 'blocked'] as const;
export type SeatStatus = (typeof seatStatuses)[number];

export const seatAccessibilities = ['cadeirante', 'acompanhante'] as const;
export type SeatAccessibility = (typeof seatAccessibilities)[number];

/** A seat as the organizer draws it (PUT body): no id, `status` only `blocked` or absent. */
export interface SeatInput {
  label: string;
  x: number;
  y: number;
  status?: 'available' | 'blocked';
  accessible?: SeatAccessibility | null;
}

export interface SeatRowInput {
  label: string;
  seats: SeatInput[];
}

export interface SeatSectionInput {
  name: string;
  /** The category's name (the lots of that category sell these seats). */
  category: string;
  rows: SeatRowInput[];
}

export interface SeatMapInput {
  sections: SeatSectionInput[];
}

/** The largest map accepted: a 40,000-seat stadium fits with room to spare. */
export const MAX_SEATS = 60_000;

const count = (value: number) => value.toLocaleString('pt-BR');

export const seatMapMessages = {
  noSections: 'O mapa precisa de ao menos um setor.',
  sectionName: 'Dê um nome a cada setor.',
  sectionCategory: (section: string) => `Escolha a categoria do setor ${section}.`,
  duplicateSection: (section: string) => `O setor ${section} aparece duas vezes no mapa.`,
  noRows: (section: string) => `O setor ${section} não tem fileiras.`,
  rowLabel: (section: string) => `Dê um nome a cada fileira do setor ${section}.`,
  duplicateRow: (section: string, row: string) => `A fileira ${row} aparece duas vezes no setor ${section}.`,
  noSeats: (section: string, row: string) =>
    `A fileira ${row} do setor ${section} não tem assentos: cada fileira precisa de ao menos 1 assento.`,
  seatLabel: (row: string) => `Dê um número a cada assento da fileira ${row}.`,
  duplicateSeat: (row: string, seat: string) => `O assento ${seat} aparece duas vezes na fileira ${row}.`,
  position: (row: string, seat: string) => `O assento ${row}${seat} está fora do mapa.`,
  tooMany: (seats: number) =>
    `O mapa tem ${count(seats)} assentos; o máximo é ${count(MAX_SEATS)}. Divida o evento ou remova assentos.`,
} as const;

const sameText = (text: string) => text.trim().toLocaleLowerCase('pt-BR');

/** What is wrong with a map, in pt-BR, or null when it can be saved. */
export function seatMapProblem(map: SeatMapInput): string | null {
  if (map.sections.length === 0) return seatMapMessages.noSections;
  const sections = new Set<string>();
  let seats = 0;
  for (const section of map.sections) {
    const name = section.name.trim();
    if (!name) return seatMapMessages.sectionName;
    if (!section.category.trim()) return seatMapMessages.sectionCategory(name);
    if (sections.has(sameText(name))) return seatMapMessages.duplicateSection(name);
    sections.add(sameText(name));
    if (section.rows.length === 0) return seatMapMessages.noRows(name);
    const rows = new Set<string>();
    for (const row of section.rows) {
      const label = row.label.trim();
      if (!label) return seatMapMessages.rowLabel(name);
      if (rows.has(sameText(label))) return seatMapMessages.duplicateRow(name, label);
      rows.add(sameText(label));
      if (row.seats.length === 0) return seatMapMessages.noSeats(name, label);
      const labels = new Set<string>();
      for (const seat of row.seats) {
        const seatLabel = seat.label.trim();
        if (!seatLabel) return seatMapMessages.seatLabel(label);
        if (labels.has(sameText(seatLabel))) return seatMapMessages.duplicateSeat(label, seatLabel);
        labels.add(sameText(seatLabel));
        if (!Number.isFinite(seat.x) || !Number.isFinite(seat.y) || seat.x < 0 || seat.y < 0)
          return seatMapMessages.position(label, seatLabel);
      }
      seats += row.seats.length;
    }
  }
  if (seats > MAX_SEATS) return seatMapMessages.tooMany(seats);
  return null;
}

/** Seats that can be sold per category: drawn and not blocked. */
export function sellableSeatsByCategory(map: SeatMapInput): Map<string, number> {
  const counts = new Map<string, number>();
  for (const section of map.sections) {
    const sellable = section.rows.reduce(
      (sum, row) => sum + row.seats.filter((seat) => seat.status !== 'blocked').length,
      0,
    );
    const key = section.category.trim();
    counts.set(key, (counts.get(key) ?? 0) + sellable);
  }
  return counts;
}

/** Every seat of a map, in the map's order (sections, rows, seats): the order the compact statuses follow. */
export function* seatsInOrder<S extends { rows: Array<{ label: string; seats: T[] }> }, T>(
  sections: readonly S[],
): Generator<{ section: S; row: S['rows'][number]; seat: T }> {
  for (const section of sections)
    for (const row of section.rows) for (const seat of row.seats) yield { section, row, seat };
}
