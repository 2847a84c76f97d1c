import type { SeatStatus } from './seat-map';

/*
 * Every word a seat is shown with (issue #29): on a ticket "Setor B · Fileira F · Assento 12" (My tickets, the
 * PDF, the e-mail, the door, the reports, the CSV), to a screen reader "Fileira F, assento 12, disponível", and a
 * lost race "O assento F12 acabou de ser reservado".
 */

export interface SeatPlace {
  section: string;
  row: string;
  seat: string;
}

/** A section named "B" reads "Setor B"; one named "Camarote 3" or "Setor Norte" keeps its name. */
export function sectionText(section: string): string {
  const name = section.trim();
  return /^[\p{Lu}\p{N}]{1,3}$/u.test(name) ? `Setor ${name}` : name;
}

/** "Setor B · Fileira F · Assento 12". */
export function seatText(place: SeatPlace): string {
  return `${sectionText(place.section)} · Fileira ${place.row} · Assento ${place.seat}`;
}

/** "F12": a seat in a sentence. */
export function seatShortText(place: Pick<SeatPlace, 'row' | 'seat'>): string {
  return `${place.row}${place.seat}`;
}

export const seatStatusText: Record<SeatStatus, string> = {
  available: 'disponível',
  held: 'reservado',
  sold: 'vendido',
  blocked: 'indisponível',
};

/** "Fileira F, assento 12, disponível": the screen reader's label of a seat. */
export function seatSpokenText(place: Pick<SeatPlace, 'row' | 'seat'>, status: SeatStatus): string {
  return `Fileira ${place.row}, assento ${place.seat}, ${seatStatusText[status]}`;
}

/** A seat another buyer took first: "O assento F12 acabou de ser reservado". */
export function seatTakenMessage(places: ReadonlyArray<Pick<SeatPlace, 'row' | 'seat'>>): string {
  if (places.length === 1) return `O assento ${seatShortText(places[0]!)} acabou de ser reservado`;
  const names = places.map(seatShortText);
  return `Os assentos ${names.slice(0, -1).join(', ')} e ${names[names.length - 1]} acabaram de ser reservados`;
}

/**
 * Seats a kept checkout had picked that are no longer on sale (sold, held by another order, blocked or removed
 * meanwhile), each named by its words: "O assento F12 não está mais disponível e saiu da sua seleção".
 */
export function seatsGoneMessage(names: readonly string[]): string {
  if (names.length === 1) return `O assento ${names[0]} não está mais disponível e saiu da sua seleção.`;
  return (
    `Os assentos ${names.slice(0, -1).join(', ')} e ${names[names.length - 1]} não estão mais disponíveis ` +
    'e saíram da sua seleção.'
  );
}

/** Compact statuses: one letter per seat in the map's order (GET /events/{id}/seats/statuses). */
const LETTERS: Record<SeatStatus, string> = { available: 'a', held: 'h', sold: 's', blocked: 'b' };
const STATUSES: Record<string, SeatStatus> = { a: 'available', h: 'held', s: 'sold', b: 'blocked' };

export function encodeSeatStatuses(statuses: Iterable<SeatStatus>): string {
  let text = '';
  for (const status of statuses) text += LETTERS[status];
  return text;
}

export function decodeSeatStatus(letter: string | undefined): SeatStatus {
  return (letter && STATUSES[letter]) || 'blocked';
}

/** A ticket's seat words from the columns its attendee keeps, or null without a seat. */
export function seatTextOf(row: {
  seatSection: string | null;
  seatRow: string | null;
  seatLabel: string | null;
}): string | null {
  if (row.seatSection === null || row.seatRow === null || row.seatLabel === null) return null;
  return seatText({ section: row.seatSection, row: row.seatRow, seat: row.seatLabel });
}
