/*
 * When a flash sale sells out, nearly every request after that is refused with "esgotados". A snapshot of the
 * event that shows a requested ticket type sold out may answer that refusal for a moment without reading the
 * database again. It only ever refuses: an order is never created from it (creation reads the event fresh and
 * the reservation re-checks the stock atomically), so it cannot oversell, and a type that gets tickets back
 * (an order expiring) sells again at most SOLD_OUT_SNAPSHOT_MS later. Each process keeps its own.
 */

/** How long a snapshot showing a sold-out type may refuse orders for it. */
export const SOLD_OUT_SNAPSHOT_MS = 500;
/** Events remembered at most (the map is emptied beyond it; snapshots are short-lived anyway). */
const MAX_EVENTS = 1000;

interface Snapshot {
  types: ReadonlyArray<{ id: string; quantity: number; sold: number }>;
  /** Pending orders past their hold would give tickets back: such a snapshot is never remembered. */
  hasDueOrders: boolean;
}

const soldOut = (type: { quantity: number; sold: number }) => type.sold >= type.quantity;

export function createSoldOutSnapshots<T extends Snapshot>() {
  const entries = new Map<string, { at: number; snapshot: T }>();
  return {
    /** Keeps a snapshot read from the database at `at` if it shows a sold-out type and no due order. */
    remember(eventId: string, snapshot: T, at: Date): void {
      if (snapshot.hasDueOrders || !snapshot.types.some(soldOut)) return;
      if (entries.size >= MAX_EVENTS) entries.clear();
      entries.set(eventId, { at: at.getTime(), snapshot });
    },

    /** A snapshot younger than SOLD_OUT_SNAPSHOT_MS in which one of `typeIds` is sold out, else undefined. */
    refusing(eventId: string, typeIds: readonly string[], at: Date): T | undefined {
      const entry = entries.get(eventId);
      if (!entry) return undefined;
      const age = at.getTime() - entry.at;
      if (age < 0 || age >= SOLD_OUT_SNAPSHOT_MS) {
        entries.delete(eventId);
        return undefined;
      }
      return entry.snapshot.types.some((type) => typeIds.includes(type.id) && soldOut(type))
        ? entry.snapshot
        : undefined;
    },
  };
}
