import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { seats } from '../../db/schema';
import { HttpError } from '../../http/errors';

/*
 * The seats an order asks for (issue #29), checked against the map before the lifecycle reserves them: each a
 * seat of the event, of the line's category, not blocked, asked once, one per ticket; a seated category's lots are
 * sold only with seats. Whether another order holds one is decided by the reservation itself (a unique index).
 */

export const orderSeatMessages = {
  seatsRequired: (name: string) => `Escolha no mapa um assento para cada ingresso de ${name}.`,
  notSeated: (name: string) => `${name} não tem lugares marcados: envie o pedido sem assentos.`,
  invalidSeat: (name: string) => `Um dos assentos escolhidos não pertence a ${name}. Escolha outro no mapa.`,
  blocked: (seat: string) => `O assento ${seat} não está à venda. Escolha outro no mapa.`,
  repeated: 'Cada assento só pode ser escolhido uma vez.',
} as const;

export interface SeatedLine {
  ticketTypeId: string;
  name: string;
  category: string;
  quantity: number;
  seatIds: readonly string[];
}

export interface OrderSeat {
  /** The seat's row id (attendees' `seat_id` / `seat_claim`). */
  id: string;
  /** Its public id in the event's map (`seatIds` of the contract). */
  ref: string;
  section: string;
  row: string;
  label: string;
}

const same = (a: string, b: string) =>
  a.trim().toLocaleLowerCase('pt-BR') === b.trim().toLocaleLowerCase('pt-BR');

/** The seats of each line (by ticket type), in the order asked; 400 with the reason when a line may not have them. */
export async function seatsForOrder(
  db: Db,
  eventId: string,
  seatedCategories: readonly string[],
  lines: readonly SeatedLine[],
): Promise<Map<string, OrderSeat[]>> {
  const result = new Map<string, OrderSeat[]>();
  // The contract's seat ids are the map's refs (small integers, per event).
  const asked = lines.flatMap((line) => line.seatIds.map(Number));
  if (new Set(asked).size !== asked.length) throw new HttpError(400, orderSeatMessages.repeated);
  const found = asked.length
    ? await db
        .select()
        .from(seats)
        .where(and(eq(seats.eventId, eventId), inArray(seats.ref, asked)))
    : [];
  const byRef = new Map(found.map((seat) => [seat.ref, seat]));
  for (const line of lines) {
    const seated = seatedCategories.some((category) => same(category, line.category));
    if (!seated) {
      if (line.seatIds.length > 0) throw new HttpError(400, orderSeatMessages.notSeated(line.name));
      continue;
    }
    if (line.seatIds.length !== line.quantity)
      throw new HttpError(400, orderSeatMessages.seatsRequired(line.name), 'SEATS_REQUIRED');
    result.set(
      line.ticketTypeId,
      line.seatIds.map((id) => {
        const seat = byRef.get(Number(id));
        if (!seat || !same(seat.category, line.category))
          throw new HttpError(400, orderSeatMessages.invalidSeat(line.name), 'SEAT_INVALID');
        if (seat.blocked) throw new HttpError(400, orderSeatMessages.blocked(`${seat.row}${seat.label}`));
        return { id: seat.id, ref: String(seat.ref), section: seat.section, row: seat.row, label: seat.label };
      }),
    );
  }
  return result;
}
