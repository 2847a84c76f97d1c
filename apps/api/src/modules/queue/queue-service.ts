import type { Schemas } from '@bilheteria/api-client';
import type { Db } from '../../db/client';
import type { OnSale, QueuePlace } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { queueMessages } from './messages';
import {
  admitDue,
  bindAccount,
  claimPass,
  findOnSale,
  findPlace,
  issuePass,
  joinLine,
  listUpcomingOnSales,
  recordPassOrder,
  releasePass,
  remainingStock,
  saveOnSale,
  setAdmitPerMinute,
  type OnSaleSettings,
} from './queue-repository';
import { sameText, type QueueSignatures } from './signatures';

/*
 * The waiting room (issue #28). A status is answered from memory for a waiting visitor: the token's signature (one
 * HMAC), the place's position (a number that never changes once given, kept per replica after its first read)
 * and the line's counters (one row per event, read at most once a second per replica, with the event's stock).
 * Only an admitted visitor's status touches the place row again (its pass).
 */

/** How long a replica trusts the line's counters and the event's stock. */
export const LINE_CACHE_MS = 1000;
/** From when before `startsAt` the event's pages send visitors to the line, and joining is open. */
export const LINE_OPENS_MINUTES_BEFORE = 30;
/** How long a pass lets its account create an order. */
export const PASS_MINUTES = 10;
/** Events whose line (or lack of one) is remembered per replica. */
const MAX_LINES = 10_000;
/** Places remembered per replica (emptied beyond it; a forgotten place is read again). */
const MAX_PLACES = 2_000_000;

export type QueueStatus = Schemas['QueueStatus'];
export type OnSaleDto = Schemas['OnSale'];

interface LineView {
  line: OnSale | null;
  stock: number;
  readAt: number;
}

interface PlaceView {
  eventId: string;
  position: number | null;
  userId: string | null;
  /**
   * The last token of this place whose HMAC this replica checked, with the event and browser it was checked for:
   * the same three presented again are the same signed text, so the check is a comparison (see checkedPlaceOf).
   */
  checked?: { eventId: string; browserId: string; signature: string };
}

export interface Visitor {
  browserId: string;
  /** The account of the request's token, checked by signature and expiry only. */
  userId: string | null;
  /**
   * Whether that token's session still holds (read from the database): asked only before a place is bound to
   * the account, so a waiting account's polls read no session.
   */
  confirmAccount: () => Promise<boolean>;
}

export interface PassSpending {
  /** The order was created: the pass is spent on it. */
  spent(orderId: string): Promise<void>;
  /** The order was refused: the pass may be used again until it expires. */
  refused(): Promise<void>;
}

const NO_PASS_NEEDED: PassSpending = { spent: async () => undefined, refused: async () => undefined };

export const toOnSaleDto = (line: OnSale): OnSaleDto => ({
  startsAt: line.startsAt.toISOString(),
  queue: line.queue,
  admitPerMinute: line.admitPerMinute,
});

/** Seconds over which the first polls after the opening are spread (a line of a million would all ask at once). */
const OPENING_SPREAD_SECONDS = 30;

/**
 * How soon a browser should ask again: often near the front, seldom far back (the poll is the line's load).
 * Before the opening, once a minute at most, and the first ask after the opening at a random moment of its first
 * 30 seconds, so the line's polls do not all land on the opening second.
 */
function pollAfter(
  state: QueueStatus['state'],
  estimatedWaitSeconds: number | null,
  untilStart: number,
): number {
  if (state === 'before')
    return Math.min(
      60,
      Math.max(2, Math.ceil(untilStart / 1000) + Math.floor(Math.random() * OPENING_SPREAD_SECONDS)),
    );
  if (state !== 'waiting' || estimatedWaitSeconds === null) return 30;
  return Math.max(2, Math.min(30, Math.ceil(estimatedWaitSeconds / 20)));
}

export function createQueueService(
  db: Db,
  signatures: QueueSignatures,
  now: () => Date,
  defaults: { admitPerMinute: number },
) {
  const lines = new Map<string, LineView>();
  const places = new Map<string, PlaceView>();

  /** The line's view when this replica read it less than LINE_CACHE_MS ago, else undefined. */
  function freshLine(eventId: string, at: number): LineView | undefined {
    const cached = lines.get(eventId);
    return cached && at - cached.readAt < LINE_CACHE_MS && at >= cached.readAt ? cached : undefined;
  }

  /**
   * The line's reads in flight, shared: when the view expires (every second, and after each admission) every poll
   * arriving before the read is back waits for that one read instead of starting its own (at 20,000 polls a second,
   * dozens of reads and a queue for the pool's connections, which was the p99 of the polls).
   */
  const reading = new Map<string, Promise<LineView>>();

  /** The line changed here (settings, pace, an admission): the view and any read started before are dropped. */
  function forgetLine(eventId: string) {
    lines.delete(eventId);
    reading.delete(eventId);
  }

  async function readLine(eventId: string, at: number): Promise<LineView> {
    const line = await findOnSale(db, eventId);
    return { line, stock: line?.queue ? await remainingStock(db, eventId) : 1, readAt: at };
  }

  async function lineOf(eventId: string, fresh = false): Promise<LineView> {
    const at = now().getTime();
    const cached = fresh ? undefined : freshLine(eventId, at);
    if (cached) return cached;
    const shared = fresh ? undefined : reading.get(eventId);
    if (shared) return shared;
    const read = readLine(eventId, at);
    if (!fresh) reading.set(eventId, read);
    try {
      const view = await read;
      // Kept unless the line was forgotten while this read was out (it may predate the change).
      if (fresh || reading.get(eventId) === read) {
        if (lines.size >= MAX_LINES) lines.clear();
        lines.set(eventId, view);
      }
      return view;
    } finally {
      if (reading.get(eventId) === read) reading.delete(eventId);
    }
  }

  const remember = (place: QueuePlace) => {
    if (places.size >= MAX_PLACES) places.clear();
    const view = { eventId: place.eventId, position: place.position, userId: place.userId };
    // An unnumbered place is read again next time (the seal numbers it); a numbered one never changes.
    if (place.position !== null) places.set(place.id, view);
    else places.delete(place.id);
    return view;
  };

  async function placeOf(
    placeId: string,
    fresh = false,
  ): Promise<{ view: PlaceView; row?: QueuePlace } | null> {
    const cached = fresh ? undefined : places.get(placeId);
    if (cached) return { view: cached };
    const row = await findPlace(db, placeId);
    return row ? { view: remember(row), row } : null;
  }

  const openLine = (line: OnSale | null): line is OnSale => line !== null && line.queue;

  /**
   * The place the token names when it was signed for this event and browser: one HMAC the first time, then, for
   * a place this replica remembers, a comparison with the token checked then (a poll every few seconds per
   * visitor, each an HMAC, was a tenth of the poll's CPU).
   */
  function checkedPlaceOf(eventId: string, token: string, browserId: string): string | null {
    const parts = signatures.partsOf(token);
    if (!parts) return null;
    const place = places.get(parts.placeId);
    const checked = place?.checked;
    if (
      checked &&
      checked.eventId === eventId &&
      sameText(checked.browserId, browserId) &&
      sameText(checked.signature, parts.signature)
    )
      return parts.placeId;
    const placeId = signatures.placeOf(eventId, token, browserId);
    if (placeId && place) place.checked = { eventId, browserId, signature: parts.signature };
    return placeId;
  }

  /**
   * The answer from what this replica holds, without a promise or a query: the line's view read less than a
   * second ago and the place's position kept since its first read. Null when the database must be asked: the
   * line's view is older, the place is not known here yet or not numbered, an account must be bound to it, or an
   * admitted account gets its pass (a row).
   */
  function statusFromMemory(eventId: string, placeId: string, visitor: Visitor): QueueStatus | null {
    const at = now();
    const view = freshLine(eventId, at.getTime());
    if (!view) return null;
    const { line, stock } = view;
    if (!openLine(line)) return openStatus(line, at);
    const untilStart = line.startsAt.getTime() - at.getTime();
    // As in statusOf: before the opening an anonymous visitor's answer needs nothing of the place.
    if (untilStart > 0 && !visitor.userId) return beforeStatus(line, untilStart);
    const place = places.get(placeId);
    if (!place || place.position === null || place.eventId !== eventId.toLowerCase()) return null;
    if (visitor.userId && place.userId !== visitor.userId) return null;
    if (stock <= 0) return soldOutStatus(line);
    if (untilStart > 0) return beforeStatus(line, untilStart);
    if (place.position > line.admittedUpTo) return waitingStatus(line, place.position, untilStart);
    return visitor.userId ? null : { ...admittedStatus(line), state: 'admitted', loginRequired: true };
  }

  async function statusOf(
    eventId: string,
    placeId: string,
    visitor: Visitor,
    known?: QueuePlace,
  ): Promise<QueueStatus> {
    const { line, stock } = await lineOf(eventId);
    const at = now();
    if (!openLine(line)) return openStatus(line, at);
    const untilStart = line.startsAt.getTime() - at.getTime();
    // Before the opening an anonymous visitor's answer needs nothing of the place: the signature vouched for it.
    if (untilStart > 0 && !visitor.userId && !known) return beforeStatus(line, untilStart);
    let found = known ? { view: remember(known), row: known } : await placeOf(placeId);
    if (!found || found.view.eventId !== eventId.toLowerCase())
      throw new HttpError(403, queueMessages.tokenInvalid, 'QUEUE_TOKEN_INVALID');
    let token: string | undefined;
    // Binding the place to an account is the one step that reads the session (a revoked one: anonymous).
    if (visitor.userId && found.view.userId !== visitor.userId && !(await visitor.confirmAccount()))
      visitor = { ...visitor, userId: null };
    if (visitor.userId && found.view.userId !== visitor.userId) {
      if (found.view.userId) throw new HttpError(409, queueMessages.otherAccount, 'QUEUE_OTHER_ACCOUNT');
      const row = found.row ?? (await findPlace(db, placeId));
      if (!row) throw new HttpError(403, queueMessages.tokenInvalid, 'QUEUE_TOKEN_INVALID');
      const bound = await bindAccount(db, row, visitor.userId);
      // One account, one place: the account's place elsewhere is this browser's from now on.
      const place = 'taken' in bound ? bound.taken : bound.place;
      if ('taken' in bound) token = signatures.token(eventId, place.id, visitor.browserId);
      found = { view: remember(place), row: place };
      placeId = place.id;
    }
    const base = token ? { token } : {};
    if (stock <= 0) return { ...soldOutStatus(line), ...base };
    if (untilStart > 0) return { ...beforeStatus(line, untilStart), ...base };
    let position = found.view.position;
    if (position === null) position = (await placeOf(placeId, true))?.view.position ?? null;
    // Joined after the opening: numbered by the next admission tick, within a second.
    if (position === null)
      return {
        startsAt: line.startsAt.toISOString(),
        ...base,
        state: 'waiting',
        position: null,
        ahead: null,
        estimatedWaitSeconds: null,
        admitted: false,
        loginRequired: false,
        pollAfterSeconds: 2,
      };
    if (position > line.admittedUpTo) return { ...waitingStatus(line, position, untilStart), ...base };
    const admitted = { ...admittedStatus(line), ...base };
    if (!visitor.userId) return { ...admitted, state: 'admitted', loginRequired: true };
    const row = await findPlace(db, placeId);
    if (row?.passUsedAt) return { ...admitted, state: 'passUsed', loginRequired: false };
    const issuedAt = await issuePass(db, placeId, at);
    const expiresAt = new Date(issuedAt.getTime() + PASS_MINUTES * 60_000);
    if (expiresAt.getTime() <= at.getTime())
      return { ...admitted, state: 'passExpired', loginRequired: false };
    return {
      ...admitted,
      state: 'admitted',
      loginRequired: false,
      pass: signatures.pass(eventId, { placeId, userId: visitor.userId, expiresAt }),
      passExpiresAt: expiresAt.toISOString(),
    };
  }

  /** The answer of a state that gives no place: sold out, or before the opening. */
  const placeless = (line: OnSale, state: 'soldOut' | 'before', pollAfterSeconds: number): QueueStatus => ({
    state,
    startsAt: line.startsAt.toISOString(),
    position: null,
    ahead: null,
    estimatedWaitSeconds: null,
    admitted: false,
    loginRequired: false,
    pollAfterSeconds,
  });

  const soldOutStatus = (line: OnSale) => placeless(line, 'soldOut', 30);

  const waitingStatus = (line: OnSale, position: number, untilStart: number): QueueStatus => {
    const place = position - line.admittedUpTo;
    const estimatedWaitSeconds = Math.ceil((place * 60) / line.admitPerMinute);
    return {
      state: 'waiting',
      startsAt: line.startsAt.toISOString(),
      position: place,
      ahead: place - 1,
      estimatedWaitSeconds,
      admitted: false,
      loginRequired: false,
      pollAfterSeconds: pollAfter('waiting', estimatedWaitSeconds, untilStart),
    };
  };

  /** An admitted place's answer but its state, login and pass. */
  const admittedStatus = (line: OnSale) => ({
    startsAt: line.startsAt.toISOString(),
    position: 0,
    ahead: 0,
    estimatedWaitSeconds: 0,
    admitted: true,
    pollAfterSeconds: 30,
  });

  /** Without a line there is nothing to hold: say so rather than refuse a stale token. */
  async function refuseToken(eventId: string): Promise<QueueStatus> {
    const { line } = await lineOf(eventId);
    if (!openLine(line)) return openStatus(line, now());
    throw new HttpError(403, queueMessages.tokenInvalid, 'QUEUE_TOKEN_INVALID');
  }

  const beforeStatus = (line: OnSale, untilStart: number) =>
    placeless(line, 'before', pollAfter('before', null, untilStart));

  /** A line turned off (or never on): anyone may buy, no pass. */
  const openStatus = (line: OnSale | null, at: Date): QueueStatus => ({
    state: 'open',
    startsAt: (line?.startsAt ?? at).toISOString(),
    position: null,
    ahead: null,
    estimatedWaitSeconds: null,
    admitted: true,
    loginRequired: false,
    pollAfterSeconds: 30,
  });

  return {
    defaults,

    /** The event's on-sale as its page shows it (cached a second), or null. */
    async onSaleOf(eventId: string): Promise<OnSaleDto | null> {
      const { line } = await lineOf(eventId);
      return line ? toOnSaleDto(line) : null;
    },

    /** The organizer's settings from the event form, checked; undefined when the form did not send them. */
    parseSettings(input: Schemas['OnSaleInput'] | null | undefined): OnSaleSettings | null | undefined {
      if (input === undefined) return undefined;
      if (input === null) return null;
      const startsAt = new Date(input.startsAt);
      if (!input.startsAt || Number.isNaN(startsAt.getTime()))
        throw new HttpError(400, queueMessages.startsAtRequired, 'ON_SALE_INVALID');
      const admitPerMinute = input.admitPerMinute ?? defaults.admitPerMinute;
      if (!Number.isInteger(admitPerMinute) || admitPerMinute < 1 || admitPerMinute > 1_000_000)
        throw new HttpError(400, queueMessages.paceInvalid, 'ON_SALE_INVALID');
      return { startsAt, queue: input.queue, admitPerMinute };
    },

    /** Saves the checked settings (null: the line is turned off, its places kept). */
    async saveSettings(eventId: string, settings: OnSaleSettings | null | undefined): Promise<void> {
      if (settings === undefined) return;
      if (settings === null) {
        const line = await findOnSale(db, eventId);
        if (line)
          await saveOnSale(db, eventId, {
            startsAt: line.startsAt,
            queue: false,
            admitPerMinute: line.admitPerMinute,
          });
      } else await saveOnSale(db, eventId, settings);
      forgetLine(eventId);
    },

    async join(eventId: string, visitor: Visitor): Promise<QueueStatus & { token: string }> {
      const { line } = await lineOf(eventId);
      if (!openLine(line)) throw new HttpError(404, queueMessages.noQueue, 'QUEUE_NOT_FOUND');
      const at = now();
      if (at.getTime() < line.startsAt.getTime() - LINE_OPENS_MINUTES_BEFORE * 60_000)
        throw new HttpError(409, queueMessages.notOpenYet, 'QUEUE_NOT_OPEN');
      const joined = await joinLine(db, { eventId, ...visitor, now: at, passMinutes: PASS_MINUTES });
      if ('conflict' in joined) throw new HttpError(409, queueMessages.otherAccount, 'QUEUE_OTHER_ACCOUNT');
      remember(joined.place);
      const token = signatures.token(eventId, joined.place.id, visitor.browserId);
      return { ...(await statusOf(eventId, joined.place.id, visitor, joined.place)), token };
    },

    /**
     * A poll answered from the replica's memory alone (see statusFromMemory), or null when the token is not this
     * browser's place of this event or the answer needs the rows: then `status` gives the answer (or the refusal).
     */
    statusInMemory(eventId: string, token: string | undefined, visitor: Visitor): QueueStatus | null {
      const placeId = token ? checkedPlaceOf(eventId, token, visitor.browserId) : null;
      return placeId ? statusFromMemory(eventId, placeId, visitor) : null;
    },

    /** A poll: one HMAC and the replica's memory for a waiting visitor (see statusFromMemory), else the rows. */
    status(eventId: string, token: string | undefined, visitor: Visitor): QueueStatus | Promise<QueueStatus> {
      const placeId = token ? checkedPlaceOf(eventId, token, visitor.browserId) : null;
      if (!placeId) return refuseToken(eventId);
      return statusFromMemory(eventId, placeId, visitor) ?? statusOf(eventId, placeId, visitor);
    },

    /**
     * POST /orders' gate: while the event's line is on, the order needs a valid pass of this event and account,
     * not spent yet. Spends it (one order per pass) before the reservation; the caller says how the order went.
     */
    async spendPass(eventId: string, userId: string, pass: string | undefined): Promise<PassSpending> {
      const { line } = await lineOf(eventId);
      if (!openLine(line)) return NO_PASS_NEEDED;
      const refuse = () => new HttpError(403, queueMessages.passRequired, 'QUEUE_PASS_REQUIRED');
      const checked = pass ? signatures.checkPass(eventId, pass, now()) : null;
      if (!checked?.valid || checked.claims.userId !== userId) throw refuse();
      const { placeId } = checked.claims;
      const place = await findPlace(db, placeId);
      // A place sent to the end again (its pass expired) voided the passes issued before.
      const current =
        place?.passIssuedAt &&
        Math.floor((place.passIssuedAt.getTime() + PASS_MINUTES * 60_000) / 1000) ===
          Math.floor(checked.claims.expiresAt.getTime() / 1000);
      if (!current || !(await claimPass(db, { placeId, eventId, userId, now: now() }))) throw refuse();
      return {
        spent: (orderId) => recordPassOrder(db, placeId, orderId),
        refused: () => releasePass(db, placeId),
      };
    },

    /** One admission tick of every opened line (each admitted by one replica only). */
    async admit(): Promise<Map<string, number>> {
      const admitted = await admitDue(db, now());
      for (const eventId of admitted.keys()) forgetLine(eventId);
      return admitted;
    },

    async listOnSales() {
      return listUpcomingOnSales(db, now());
    },

    async changePace(eventId: string, admitPerMinute: number): Promise<OnSale> {
      if (!Number.isInteger(admitPerMinute) || admitPerMinute < 1 || admitPerMinute > 1_000_000)
        throw new HttpError(400, queueMessages.paceInvalid, 'ON_SALE_INVALID');
      const line = await setAdmitPerMinute(db, eventId, admitPerMinute);
      if (!line) throw new HttpError(404, queueMessages.onSaleNotFound, 'ON_SALE_NOT_FOUND');
      forgetLine(eventId);
      return line;
    },
  };
}

export type QueueService = ReturnType<typeof createQueueService>;
