import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  events,
  ticketTypes,
  type Event,
  type TicketType,
  type User,
  users,
  listingVersion,
} from '../../db/schema';
import { HttpError } from '../../http/errors';
import { retryTransient } from '../../db/transient';
import { eventSearchText, normalizeText } from '../../lib/text';
import {
  meiaEntradaMessages,
  meiaEntradaQuota,
  sameLotLabel,
  withMeiaPricesDerived,
} from '@bilheteria/rules';
import { eventChanged } from './changes';
import type { EventSummaryRow, MyEventRow } from './dto';
import { parseEventInput, type EventInput, type TicketTypeDraft } from './event-input';
import { applySeatedQuantities, seatedCategoriesOf } from './seated';
import { canManageEvent, eventSeenBy, publicEvents } from './policy';

export const eventErrors = {
  notFound: 'Evento não encontrado.',
  paidOrders: 'Este evento possui pedidos pagos e não pode ser excluído.',
  awaitingPayment:
    'Este evento possui pedidos aguardando pagamento e ainda não pode ser excluído. Tente novamente quando eles vencerem.',
  foreignType: (name: string) => `O lote "${name}" não pertence a este evento.`,
  quantityBelowSold: (name: string, sold: number) =>
    `A quantidade do lote "${name}" não pode ficar abaixo dos ${sold} já vendidos.`,
  typeWithSales: (name: string, sold: number) =>
    `O lote "${name}" já tem ingressos vendidos (${sold}) e não pode ser removido.`,
  typeWithOrders: (name: string) =>
    `O lote "${name}" tem pedidos registrados e não pode ser removido; zere a quantidade para encerrar as vendas.`,
  soldConstraint: 'A quantidade de um lote não pode ficar abaixo dos ingressos já vendidos.',
  typeInUse: 'Um dos lotes removidos tem pedidos registrados e não pode ser removido.',
} as const;

const notFound = () => new HttpError(404, eventErrors.notFound, 'EVENT_NOT_FOUND');

/**
 * The meia-entrada law (Lei 12.933/2013), for an event it covers (the organizer marks one it does not): a
 * half-price lot costs half of its Inteira (art. 7), draft or not, so its price is derived here from the Inteira
 * whatever a client sent (raising an Inteira with sales raises its meia with it); a published event offers at
 * least 40% of its tickets at half price (art. 9), while a draft may be anything.
 */
async function applyMeiaEntrada(tx: Tx, saved: EventWithTypes): Promise<EventWithTypes> {
  if (!saved.event.meiaEntradaLei) return saved;
  const types = withMeiaPricesDerived(saved.types);
  for (const [index, type] of types.entries())
    if (type.priceCents !== saved.types[index]!.priceCents)
      await tx.update(ticketTypes).set({ priceCents: type.priceCents }).where(eq(ticketTypes.id, type.id));
  if (saved.event.status === 'published') {
    const quota = meiaEntradaQuota(types);
    if (quota.missing > 0) throw new HttpError(400, meiaEntradaMessages.quota(quota), 'MEIA_ENTRADA_QUOTA');
  }
  return { event: saved.event, types };
}

/**
 * Whether an organizer may sell paid tickets (issue #31: an approved payout account, not blocked), asked when an
 * event is published with a paid lot; it throws the 409 that refuses the save.
 */
export type PaidSalesCheck = (organizerId: string, tx: Db) => Promise<void>;

/** Published with any paid lot: its organizer must be able to receive the money (rolls the save back if not). */
async function checkPaidSales(
  tx: Tx,
  saved: EventWithTypes,
  check: PaidSalesCheck | undefined,
): Promise<void> {
  if (check && saved.event.status === 'published' && saved.types.some((type) => type.priceCents > 0))
    await check(saved.event.organizerId, tx);
}

/** The SQLSTATE and constraint of a driver error (Drizzle wraps it as `cause`). */
function violation(error: unknown): { code: string; constraint: string } | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, constraint, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^23/.test(code))
      return { code, constraint: typeof constraint === 'string' ? constraint : '' };
    current = cause;
  }
  return undefined;
}

/**
 * The 409 for a violation of the CHECK and foreign key that guard lots with sales (`sold <= quantity`, order
 * items naming a lot), or undefined for any other error. The explicit checks under row locks usually answer
 * first; these are the database's own guarantee.
 */
export function lotConflict(error: unknown): HttpError | undefined {
  const found = violation(error);
  if (found?.code === '23514' && found.constraint === 'ticket_types_sold_within_quantity')
    return new HttpError(409, eventErrors.soldConstraint, 'QUANTITY_BELOW_SOLD');
  if (found?.code === '23503' && /ticket_type/.test(found.constraint))
    return new HttpError(409, eventErrors.typeInUse, 'TICKET_TYPE_IN_USE');
  return undefined;
}

/**
 * The tables the event page and the listing read (SQL names; the listing's counts and version are written by
 * triggers on `events`): their embedded read caches drop only on writes to these (db/read-cache.ts), so a login,
 * a rate-limit counter, a mail claim or an order's expiry keeps the cached pages, and a purchase (its lot's
 * `sold`) or an edit does not.
 */
export const EVENT_READ_TABLES = [
  'events',
  'ticket_types',
  'event_listing_counts',
  'listing_version',
  'users',
  'coupons',
  'seat_maps',
] as const;

/* ---------------------------------------------------------------- listing */

export interface EventListQuery {
  q?: string;
  state?: string;
  limit: number;
  offset: number;
  /** Events over by then are not listed. */
  now: Date;
}

/** `text` matched literally inside a LIKE pattern (escape character: backslash). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

const summaryColumns = {
  id: events.id,
  title: events.title,
  image: events.image,
  venue: events.venue,
  city: events.city,
  state: events.state,
  eventDate: events.eventDate,
  startDate: events.startDate,
  status: events.status,
  cancelledAt: events.cancelledAt,
};

const listingOrder = [asc(events.eventDate), asc(events.startDate), asc(events.title), asc(events.id)];

/**
 * The listing query in its four shapes (with or without a UF, with or without a search), built once per
 * database handle as named prepared statements: the home page asks for it constantly, so neither Drizzle nor
 * PostgreSQL parse and plan it again on every request. The literal `status = 'published'` lets the planner use
 * the partial listing indexes. Only upcoming events are listed: `listed_until` (when the event is over, kept by
 * the database, null for an event without dates) after `now`. The total is `count(*) over ()` of the matches; without a UF or a search it is a
 * range of `events_published_listed_until_idx`, whose size is the upcoming events, not every event ever held.
 */
function listingFilters(byState: boolean, bySearch: boolean): SQL[] {
  const filters: SQL[] = [
    sql`${events.status} = 'published'`,
    sql`coalesce(${events.listedUntil}, 'infinity'::timestamptz) > ${sql.placeholder('now')}`,
  ];
  if (byState) filters.push(sql`${events.state} = ${sql.placeholder('state')}`);
  if (bySearch) filters.push(sql`${events.searchText} like ${sql.placeholder('pattern')} escape '\\'`);
  return filters;
}

function prepareListing(db: Db, byState: boolean, bySearch: boolean) {
  return db
    .select({ ...summaryColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(events)
    .where(and(...listingFilters(byState, bySearch)))
    .orderBy(...listingOrder)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`list_events${byState ? '_state' : ''}${bySearch ? '_search' : ''}`);
}

function prepareListingCount(db: Db, byState: boolean, bySearch: boolean) {
  return db
    .select({ total: count() })
    .from(events)
    .where(and(...listingFilters(byState, bySearch)))
    .prepare(`count_events${byState ? '_state' : ''}${bySearch ? '_search' : ''}`);
}

interface PreparedListing {
  page: ReturnType<typeof prepareListing>;
  count: ReturnType<typeof prepareListingCount>;
}
const preparedListings = new WeakMap<Db, Map<string, PreparedListing>>();

function listing(db: Db, byState: boolean, bySearch: boolean): PreparedListing {
  let prepared = preparedListings.get(db);
  if (!prepared) preparedListings.set(db, (prepared = new Map()));
  const key = `${byState}:${bySearch}`;
  let query = prepared.get(key);
  if (!query) {
    query = {
      page: prepareListing(db, byState, bySearch),
      count: prepareListingCount(db, byState, bySearch),
    };
    prepared.set(key, query);
  }
  return query;
}

export interface EventPage {
  rows: EventSummaryRow[];
  total: number;
}

/**
 * One page of the published events that are not over at `query.now`, soonest first (event date, start, title,
 * id), and how many match in all, in one round trip. `q` is compared unaccented and in lower case against
 * `search_text`, wildcards taken literally.
 */
export async function listPublishedEvents(db: Db, query: EventListQuery): Promise<EventPage> {
  const state = query.state?.toUpperCase();
  const term = normalizeText(query.q ?? '');
  const prepared = listing(db, state !== undefined, term !== '');
  const params = { now: query.now, state, pattern: `%${escapeLike(term)}%` };
  const rows = await prepared.page.execute({ ...params, limit: query.limit, offset: query.offset });
  if (rows.length > 0) return { rows, total: rows[0]!.total };
  if (query.offset === 0) return { rows: [], total: 0 };
  // A page past the end carries no row to read the total from.
  const [counted] = await prepared.count.execute(params);
  return { rows: [], total: counted?.total ?? 0 };
}

/**
 * When the next published event is over (it leaves every listing by the clock alone), null when none will: a
 * kept listing page (listing.ts, embedded database) is right until then. One range read of the listing index.
 */
export async function nextListingChange(db: Db, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ until: sql<Date | string | null>`min(${events.listedUntil})` })
    .from(events)
    .where(and(sql`${events.status} = 'published'`, sql`${events.listedUntil} > ${now}`));
  return row?.until == null ? null : new Date(row.until);
}

/**
 * The caller's own events (drafts included): those not over at `now` soonest first (undated last), then those
 * over, latest first. "Meus Eventos" opens on what is coming, not on the furthest future.
 */
export async function listEventsOf(db: Db, organizerId: string, now: Date): Promise<MyEventRow[]> {
  const upcoming = sql`coalesce(${events.listedUntil}, 'infinity'::timestamptz) > ${now}`;
  return db
    .select({
      id: events.id,
      title: events.title,
      status: events.status,
      startDate: events.startDate,
      eventDate: events.eventDate,
      city: events.city,
      state: events.state,
      image: events.image,
      cancelledAt: events.cancelledAt,
    })
    .from(events)
    .where(eq(events.organizerId, organizerId))
    .orderBy(
      sql`${upcoming} desc`,
      sql`case when ${upcoming} then ${events.eventDate} end asc nulls last`,
      sql`${events.eventDate} desc nulls last`,
      desc(events.createdAt),
      asc(events.id),
    );
}

/* ---------------------------------------------------------------- one event */

export interface EventWithTypes {
  event: Event;
  types: TicketType[];
  /** The categories with a seat map ("lugares marcados", issue #29); read with the event, absent elsewhere. */
  seatedCategories?: string[];
}

/** The organizer's order; types stored without one (position 0) fall back to category and lot. */
const typeOrder = [
  asc(ticketTypes.position),
  asc(ticketTypes.category),
  asc(ticketTypes.lotNumber),
  asc(ticketTypes.name),
  asc(ticketTypes.id),
];

type Executor = Pick<Db, 'select'>;

const typesOf = (db: Executor, eventId: string) =>
  db
    .select()
    .from(ticketTypes)
    .where(eq(ticketTypes.eventId, eventId))
    .orderBy(...typeOrder);

/** The event with its ticket types, whoever asks; null when unknown. */
export async function findEventWithTypes(db: Db, id: string): Promise<EventWithTypes | null> {
  const [event] = await db.select().from(events).where(eq(events.id, id)).limit(1);
  if (!event) return null;
  const seated = Object.keys(await seatedCategoriesOf(db, id));
  return { event, types: await typesOf(db, id), seatedCategories: seated };
}

/** What `user` sees of `found` (policy.ts `eventSeenBy`: drafts to who manages them, lots by coupon); else 404. */
export function visibleTo(
  found: EventWithTypes | null,
  user: User | null,
  unlocked?: ReadonlySet<string>,
): EventWithTypes {
  const seen = eventSeenBy(found, user, unlocked);
  if (!seen) throw notFound();
  return seen;
}

/** The event with the ticket types `user` sees, when they may see it (drafts: organizer or ADMIN); else 404. */
export async function findVisibleEvent(db: Db, id: string, user: User | null): Promise<EventWithTypes> {
  return visibleTo(await findEventWithTypes(db, id), user);
}

/** A published event as its public page shows it, with its organizer's name; null when unknown or a draft. */
export interface PublicEvent extends EventWithTypes {
  organizerName: string;
}

/** Its ticket types are those the public sees (no "só com cupom" lot: the head's offers name no hidden lot). */
export async function findPublicEvent(db: Db, id: string): Promise<PublicEvent | null> {
  const [found] = await db
    .select({ event: events, organizerName: users.name })
    .from(events)
    .innerJoin(users, eq(users.id, events.organizerId))
    .where(and(eq(events.id, id), publicEvents))
    .limit(1);
  if (!found) return null;
  return eventSeenBy({ ...found, types: await typesOf(db, id) }, null);
}

/** Published events not over at `now` (the sitemap's), soonest first, with when each last changed. */
export function listUpcomingPublished(db: Db, now: Date): Promise<Array<{ id: string; updatedAt: Date }>> {
  return db
    .select({ id: events.id, updatedAt: events.updatedAt })
    .from(events)
    .where(and(publicEvents, sql`coalesce(${events.listedUntil}, 'infinity'::timestamptz) > ${now}`))
    .orderBy(...listingOrder);
}

/* ---------------------------------------------------------------- writes */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const typeColumns = (draft: TicketTypeDraft, position: number) => ({
  name: draft.name,
  category: draft.category,
  lotLabel: draft.lotLabel,
  meiaEntrada: draft.meiaEntrada,
  priceCents: draft.priceCents,
  quantity: draft.quantity,
  lotNumber: draft.lotNumber,
  perCustomerLimit: draft.perCustomerLimit,
  saleStart: draft.saleStart,
  saleEnd: draft.saleEnd,
  couponOnly: draft.couponOnly,
  position,
});

export async function createEvent(
  db: Db,
  organizer: User,
  input: EventInput,
  now: Date,
  paidSales?: PaidSalesCheck,
): Promise<EventWithTypes> {
  const { fields, ticketTypes: drafts = [] } = parseEventInput(input, 'create');
  const created = await db.transaction(async (tx) => {
    const [event] = await tx
      .insert(events)
      .values({
        ...fields,
        organizerId: organizer.id,
        createdAt: now,
        updatedAt: now,
        searchText: eventSearchText({ title: fields.title, venue: fields.venue, city: fields.city }),
      })
      .returning();
    if (drafts.length > 0) {
      await tx
        .insert(ticketTypes)
        .values(drafts.map((draft, position) => ({ ...typeColumns(draft, position), eventId: event!.id })));
    }
    const saved = await applyMeiaEntrada(tx, { event: event!, types: await typesOf(tx, event!.id) });
    await checkPaidSales(tx, saved, paidSales);
    return saved;
  });
  return created;
}

/*
 * Locks, in the order the other writers take them, so they wait for each other instead of deadlocking:
 * reserving an order updates ticket types, then its INSERT checks the event row (FOR KEY SHARE); confirming a
 * payment locks the order, then ticket types, then checks the event. An edit takes the event row FOR NO KEY
 * UPDATE (which lets those key checks through) and the ticket types in id order; a deletion takes the ticket
 * types, then the event FOR UPDATE, then its orders. Deadlocks still possible between several ticket types
 * locked in different orders are resolved by running the transaction again (`retryTransient`).
 */

/** Locks the event's row against other edits; 404 unless `user` manages it. */
async function lockEventForEdit(tx: Tx, id: string, user: User): Promise<Event> {
  const [event] = await tx.select().from(events).where(eq(events.id, id)).for('no key update');
  if (!event || !canManageEvent(user, event)) throw notFound();
  return event;
}

/**
 * Makes the event's ticket types exactly `drafts`, under row locks (an order reserving meanwhile waits):
 * types with an id are updated in place (they must be this event's), the others are created, and the stored
 * types left out are deleted, unless they have sales or orders (409). A quantity below what is sold is a 409.
 */
async function replaceTicketTypes(
  tx: Tx,
  orders: Pick<EventOrders, 'firstOrderedType'>,
  eventId: string,
  given: TicketTypeDraft[],
): Promise<void> {
  const existing = await tx
    .select()
    .from(ticketTypes)
    .where(eq(ticketTypes.eventId, eventId))
    .orderBy(asc(ticketTypes.id))
    .for('update');
  const byId = new Map(existing.map((type) => [type.id, type]));
  const drafts = matchByName(given, existing);

  for (const draft of drafts) {
    if (draft.id === undefined) continue;
    const current = byId.get(draft.id);
    if (!current) throw new HttpError(400, eventErrors.foreignType(draft.name));
    if (draft.quantity < current.sold)
      throw new HttpError(
        409,
        eventErrors.quantityBelowSold(draft.name, current.sold),
        'QUANTITY_BELOW_SOLD',
      );
  }

  const kept = new Set(drafts.map((draft) => draft.id).filter((id) => id !== undefined));
  const removed = existing.filter((type) => !kept.has(type.id));
  const sold = removed.find((type) => type.sold > 0);
  if (sold) throw new HttpError(409, eventErrors.typeWithSales(sold.name, sold.sold), 'TICKET_TYPE_SOLD');
  if (removed.length > 0) {
    const removedIds = removed.map((type) => type.id);
    const ordered = await orders.firstOrderedType(tx, removedIds);
    if (ordered) {
      const name = byId.get(ordered)?.name ?? '';
      throw new HttpError(409, eventErrors.typeWithOrders(name), 'TICKET_TYPE_IN_USE');
    }
    await tx.delete(ticketTypes).where(inArray(ticketTypes.id, removedIds));
  }

  const created: (typeof ticketTypes.$inferInsert)[] = [];
  for (const [position, draft] of drafts.entries()) {
    if (draft.id === undefined) created.push({ ...typeColumns(draft, position), eventId });
    else await tx.update(ticketTypes).set(typeColumns(draft, position)).where(eq(ticketTypes.id, draft.id));
  }
  if (created.length > 0) await tx.insert(ticketTypes).values(created);
}

/**
 * A client that sends the spec's PATCH carries no lot ids: a lot without an id that has the category and lot label
 * of a stored type no other lot of the body claims is that type (updated, not removed and created again, which
 * a type with sales would refuse).
 */
function matchByName(drafts: TicketTypeDraft[], existing: readonly TicketType[]): TicketTypeDraft[] {
  const claimed = new Set(drafts.map((draft) => draft.id).filter((id) => id !== undefined));
  return drafts.map((draft) => {
    if (draft.id !== undefined) return draft;
    const same = existing.find(
      (type) =>
        !claimed.has(type.id) &&
        type.category.toLocaleLowerCase('pt-BR') === draft.category.toLocaleLowerCase('pt-BR') &&
        sameLotLabel(type.lotLabel, draft.lotLabel),
    );
    if (!same) return draft;
    claimed.add(same.id);
    return { ...draft, id: same.id };
  });
}

/** PATCH: the fields present change; `ticketTypes`, when present, is the complete list. One transaction. */
export async function updateEvent(
  db: Db,
  orders: Pick<EventOrders, 'firstOrderedType'>,
  id: string,
  user: User,
  input: EventInput,
  now: Date,
  paidSales?: PaidSalesCheck,
): Promise<EventWithTypes> {
  try {
    const updated = await retryTransient(() =>
      db.transaction(async (tx) => {
        const current = await lockEventForEdit(tx, id, user);
        const { fields, ticketTypes: drafts } = parseEventInput(input, 'update', current);
        const merged = { ...current, ...fields };
        const [event] = await tx
          .update(events)
          .set({ ...fields, searchText: eventSearchText(merged), updatedAt: now })
          .where(eq(events.id, id))
          .returning();
        if (drafts !== undefined) {
          await replaceTicketTypes(tx, orders, id, drafts);
          // A seated category's lots offer its seats, whatever quantity the form sent (issue #29).
          await applySeatedQuantities(tx, id);
        }
        const saved = {
          event: event!,
          types: await typesOf(tx, id),
          seatedCategories: Object.keys(await seatedCategoriesOf(tx, id)),
        };
        // Publishing, or changing what a published event offers: the quota must hold and the meias follow.
        if (fields.status === undefined && drafts === undefined && fields.meiaEntradaLei === undefined)
          return saved;
        const checked = await applyMeiaEntrada(tx, saved);
        await checkPaidSales(tx, checked, paidSales);
        return checked;
      }),
    );
    return updated;
  } catch (error) {
    throw lotConflict(error) ?? error;
  }
}

/**
 * What events asks of the orders lifecycle, handed in by the caller (the lifecycle implements it): events imports
 * nothing of orders, which imports events' lots (issue #26 point 4).
 */
export interface EventOrders {
  /** Locks the event's orders and discards the unpaid ones, unless one took money or may still be paid. */
  discardOrdersOfEvent(
    tx: Db,
    eventId: string,
    now: Date,
  ): Promise<'discarded' | 'paid-orders' | 'awaiting-payment'>;
  /** The first of these lots an order took, or undefined. */
  firstOrderedType(tx: Db, typeIds: readonly string[]): Promise<string | undefined>;
}

/**
 * Deletes the event with its ticket types and its unpaid orders, unless it has orders that took money (paid or
 * refunded: 409) or an order that may still be paid: pending within its hold, or with a Pix charge not yet
 * expired (409, try later). Its ticket types are locked first (reservations in progress finish, later ones
 * wait), then the event row (no order can be inserted for it any more), then its orders (no payment can confirm
 * one in between). The orders go through the lifecycle, which keeps their history.
 */
export async function deleteEvent(
  db: Db,
  orders: Pick<EventOrders, 'discardOrdersOfEvent'>,
  id: string,
  user: User,
  now: Date,
): Promise<void> {
  const [found] = await db.select().from(events).where(eq(events.id, id)).limit(1);
  if (!found || !canManageEvent(user, found)) throw notFound();
  await retryTransient(() =>
    db.transaction(async (tx) => {
      await tx
        .select({ id: ticketTypes.id })
        .from(ticketTypes)
        .where(eq(ticketTypes.eventId, id))
        .orderBy(asc(ticketTypes.id))
        .for('update');
      const [event] = await tx.select({ id: events.id }).from(events).where(eq(events.id, id)).for('update');
      if (!event) throw notFound();
      // Then its orders, through the lifecycle (no payment can confirm one in between).
      const outcome = await orders.discardOrdersOfEvent(tx, id, now);
      if (outcome === 'paid-orders')
        throw new HttpError(409, eventErrors.paidOrders, 'EVENT_HAS_PAID_ORDERS');
      if (outcome === 'awaiting-payment')
        throw new HttpError(409, eventErrors.awaitingPayment, 'EVENT_HAS_PENDING_ORDERS');
      await tx.delete(events).where(eq(events.id, id));
    }),
  );
}

/* ---------------------------------------------------------------- cancellation (#15) */

export type EventForCancellation = Pick<Event, 'id' | 'organizerId' | 'status' | 'cancelledAt'>;

export async function findEventForCancellation(
  db: Db,
  id: string,
): Promise<EventForCancellation | undefined> {
  const [event] = await db
    .select({
      id: events.id,
      organizerId: events.organizerId,
      status: events.status,
      cancelledAt: events.cancelledAt,
    })
    .from(events)
    .where(eq(events.id, id))
    .limit(1);
  return event;
}

/** Marks the event called off, once: answers when it was (now, or the first time). */
export async function markEventCancelled(db: Db, id: string, now: Date): Promise<Date> {
  const [marked] = await db
    .update(events)
    .set({ cancelledAt: now, updatedAt: now })
    .where(and(eq(events.id, id), isNull(events.cancelledAt)))
    .returning({ at: events.cancelledAt });
  if (marked?.at) {
    eventChanged(db, id);
    return marked.at;
  }
  return (await findEventForCancellation(db, id))!.cancelledAt!;
}

/** Events called off (payments resumes those whose orders still need refunding or cancelling). */
export async function cancelledEventIds(db: Db): Promise<string[]> {
  const rows = await db.select({ id: events.id }).from(events).where(isNotNull(events.cancelledAt));
  return rows.map((row) => row.id);
}

/** The count of writes to `events` so far (migration 0019_listing_version): moves with every committed write. */
export async function readListingVersion(db: Db): Promise<number> {
  const [row] = await db.select({ version: listingVersion.version }).from(listingVersion).limit(1);
  return row?.version ?? 0;
}
