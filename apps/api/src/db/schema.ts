import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  doublePrecision,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/*
 * The one schema of the product, shared by PGlite and PostgreSQL. Money is integer cents; every instant is a
 * `timestamp with time zone`. Statuses are text with CHECK constraints rather than PostgreSQL enums, so a
 * later migration can add a value inside the migrator's transaction.
 */

const id = () => uuid('id').primaryKey().defaultRandom();
const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => instant('created_at').notNull().defaultNow();
const updatedAt = () => instant('updated_at').notNull().defaultNow();

export const userRoles = ['USER', 'ADMIN'] as const;
export type UserRole = (typeof userRoles)[number];

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: userRoles }).notNull().default('USER'),
    cpf: varchar('cpf', { length: 14 }),
    whatsapp: varchar('whatsapp', { length: 20 }),
    /** When the account proved it reads its e-mail (the link of auth/email-verification.ts); null until then. */
    emailVerifiedAt: instant('email_verified_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    check('users_email_lower_case', sql`${table.email} = lower(${table.email})`),
    check('users_role_valid', sql`${table.role} in ('USER', 'ADMIN')`),
  ],
);

export const eventStatuses = ['draft', 'published'] as const;
export type EventStatus = (typeof eventStatuses)[number];

export const events = pgTable(
  'events',
  {
    id: id(),
    organizerId: uuid('organizer_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: eventStatuses }).notNull().default('draft'),
    title: text('title').notNull(),
    description: text('description'),
    image: text('image'),
    mapImage: text('map_image'),
    venue: text('venue'),
    city: text('city'),
    /** Two-letter UF code, upper case. */
    state: varchar('state', { length: 2 }),
    eventDate: instant('event_date'),
    /** "HH:MM" local times as the organizer typed them. */
    gatesOpenTime: varchar('gates_open_time', { length: 5 }),
    showStartTime: varchar('show_start_time', { length: 5 }),
    startDate: instant('start_date'),
    endDate: instant('end_date'),
    /**
     * When the event leaves the listing and stops selling: `eventEndsAt` of @bilheteria/rules (its end date, else
     * the end of the São Paulo day it starts on, UTC−3 all year), null without any date (never over). Computed by
     * the database so GET /events filters and counts upcoming events through an index; both must stay in step.
     */
    /**
     * Called off by its organizer (#15): sales closed, every paid order refunded and every pending one cancelled
     * (payments/event-cancellation.ts, which resumes after a crash); the page and lists say "Evento cancelado".
     */
    cancelledAt: instant('cancelled_at'),
    listedUntil: instant('listed_until').generatedAlwaysAs(
      sql`coalesce(end_date, timezone('UTC', date_trunc('day', timezone('UTC', coalesce(start_date, event_date)) - interval '3 hours') + interval '1 day 3 hours'))`,
    ),
    /** Unaccented lower-case title, venue and city, kept by the app (see `searchText`) for accent-insensitive search. */
    searchText: text('search_text').notNull().default(''),
    /** Covered by the meia-entrada law (Lei 12.933/2013): published, it offers at least 40% at half price. */
    meiaEntradaLei: boolean('meia_entrada_lei').notNull().default(true),
    /** The most card installments the organizer accepts (1–12; issue #27). */
    maxInstallments: integer('max_installments').notNull().default(12),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('events_status_event_date_idx').on(table.status, table.eventDate),
    index('events_state_idx').on(table.state),
    index('events_organizer_idx').on(table.organizerId),
    check('events_max_installments_valid', sql`${table.maxInstallments} between 1 and 12`),
    // GET /events (the home page): published events in listing order, all of them or one UF's.
    index('events_published_listing_idx')
      .on(table.eventDate, table.startDate, table.title, table.id)
      .where(sql`${table.status} = 'published'`),
    index('events_published_state_listing_idx')
      .on(table.state, table.eventDate, table.startDate, table.title, table.id)
      .where(sql`${table.status} = 'published'`),
    // GET /events counts the upcoming published events (no UF, no search) from this index.
    index('events_published_listed_until_idx')
      .on(sql`coalesce(${table.listedUntil}, 'infinity'::timestamptz)`)
      .where(sql`${table.status} = 'published'`),
    check('events_status_valid', sql`${table.status} in ('draft', 'published')`),
  ],
);

/**
 * How many events are published, in all (scope '*') and per UF: the `total` of GET /events without a search,
 * read in O(1) instead of counting thousands of rows per request. Kept by triggers on `events` (migration
 * 0004_event_listing_counts), so every writer, in any process, keeps it exact inside its own transaction.
 */
export const eventListingCounts = pgTable('event_listing_counts', {
  scope: varchar('scope', { length: 2 }).primaryKey(),
  published: integer('published').notNull().default(0),
});

/**
 * One row counting the writes to `events` (issue #19): bumped by a statement trigger on `events` (migration
 * 0019_listing_version) in the writer's own transaction, whatever process wrote. A replica keeps the home
 * listing's JSON while this number has not moved (modules/events/listing.ts): one primary-key read instead of
 * the listing query, and no replica serves a listing older than a write committed before it asked.
 */
export const listingVersion = pgTable(
  'listing_version',
  {
    id: integer('id').primaryKey(),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (table) => [check('listing_version_one_row', sql`${table.id} = 1`)],
);

export const ticketTypes = pgTable(
  'ticket_types',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** The spec's name, "Categoria — Lote": composed from `category` and `lotLabel` on every write. */
    name: text('name').notNull(),
    category: text('category').notNull().default('Ingressos'),
    /** The lot within its category ("Lote 1 — Inteira"). */
    lotLabel: text('lot_label').notNull(),
    /** Half price (meia-entrada): as the organizer set it, or read from the label when a client sent only `name`. */
    meiaEntrada: boolean('meia_entrada').notNull().default(false),
    priceCents: integer('price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    sold: integer('sold').notNull().default(0),
    lotNumber: integer('lot_number').notNull().default(1),
    /** 0 means no limit. */
    perCustomerLimit: integer('per_customer_limit').notNull().default(0),
    saleStart: instant('sale_start'),
    saleEnd: instant('sale_end'),
    /** Place in the organizer's list (the event form's order of categories and lots). */
    position: integer('position').notNull().default(0),
    /** "Só com cupom": hidden from the public, shown and sold only with a coupon of the event that unlocks it. */
    couponOnly: boolean('coupon_only').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    index('ticket_types_event_idx').on(table.eventId, table.category, table.lotNumber),
    check('ticket_types_sold_not_negative', sql`${table.sold} >= 0`),
    check('ticket_types_sold_within_quantity', sql`${table.sold} <= ${table.quantity}`),
    check('ticket_types_price_not_negative', sql`${table.priceCents} >= 0`),
    check('ticket_types_quantity_not_negative', sql`${table.quantity} >= 0`),
    check('ticket_types_lot_number_positive', sql`${table.lotNumber} >= 1`),
    check('ticket_types_limit_not_negative', sql`${table.perCustomerLimit} >= 0`),
  ],
);

/*
 * Reserved seating (issue #29), owned by modules/seating: an event's seat map, one row per seat drawn (a removed
 * seat is deleted; a blocked one stays, never sold). `position` is the seat's place in the map's order (sections,
 * rows, seats): the order of the compact statuses. Who holds a seat is order state (`attendees.seat_claim`).
 */
export const seatMaps = pgTable('seat_maps', {
  eventId: uuid('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  /** Changes with every save: the ETag of the geometry, which clients cache. */
  version: text('version').notNull(),
  seatCount: integer('seat_count').notNull(),
  /** The highest seat `ref` ever given in this map: new seats take the next ones, a removed seat's is not reused. */
  lastRef: integer('last_ref').notNull().default(0),
  /** Sellable seats (drawn, not blocked) per category name: the lots' quantity of those categories. */
  categories: jsonb('categories').$type<Record<string, number>>().notNull(),
  updatedAt: updatedAt(),
});

export const seats = pgTable(
  'seats',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => seatMaps.eventId, { onDelete: 'cascade' }),
    /** The category's name: its lots sell this seat. */
    category: text('category').notNull(),
    section: text('section').notNull(),
    row: text('row').notNull(),
    label: text('label').notNull(),
    /**
     * The seat's public id within its event (GET /events/{id}/seats, POST /orders `seatIds`): a small integer,
     * kept while the seat stays on the map (same section, row and number), never reused by another seat. A UUID per
     * seat made the 40,000-seat geometry about 1 MB of gzip; these compress to a few bytes.
     */
    ref: integer('ref').notNull(),
    position: integer('position').notNull(),
    x: doublePrecision('x').notNull(),
    y: doublePrecision('y').notNull(),
    blocked: boolean('blocked').notNull().default(false),
    accessible: text('accessible'),
  },
  (table) => [
    uniqueIndex('seats_place_unique').on(table.eventId, table.section, table.row, table.label),
    uniqueIndex('seats_event_ref_unique').on(table.eventId, table.ref),
    check('seats_ref_positive', sql`${table.ref} >= 1`),
    index('seats_event_position_idx').on(table.eventId, table.position),
    check('seats_accessible_valid', sql`${table.accessible} in ('cadeirante', 'acompanhante')`),
  ],
);

export const couponKinds = ['percent', 'fixed', 'price'] as const;
export type CouponKind = (typeof couponKinds)[number];

/*
 * An event's coupons, written by modules/coupons (organizer CRUD) except `used`, which moves only with orders,
 * through the lifecycle's coupon-uses.ts (reserve takes, expire / cancel / refund give back), like a lot's stock.
 * `value`: the percentage (1–100) for `percent`, cents per ticket off for `fixed`, the ticket's set price in cents
 * for `price`. `ticket_type_ids` empty: every type of the event. `max_uses` (tickets) null: no limit.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    kind: text('kind', { enum: couponKinds }).notNull(),
    value: integer('value').notNull(),
    ticketTypeIds: uuid('ticket_type_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    maxUses: integer('max_uses'),
    used: integer('used').notNull().default(0),
    validFrom: instant('valid_from'),
    validUntil: instant('valid_until'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('coupons_event_code_idx').on(table.eventId, sql`lower(${table.code})`),
    check('coupons_kind_valid', sql`${table.kind} in ('percent', 'fixed', 'price')`),
    check('coupons_value_not_negative', sql`${table.value} >= 0`),
    check('coupons_used_not_negative', sql`${table.used} >= 0`),
    check('coupons_used_within_max', sql`${table.maxUses} is null or ${table.used} <= ${table.maxUses}`),
  ],
);

/** pending → paid | expired | cancelled; paid → refunded. Changed only by the orders lifecycle. */
export const orderStatuses = ['pending', 'paid', 'expired', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const orders = pgTable(
  'orders',
  {
    id: id(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id),
    status: text('status', { enum: orderStatuses }).notNull().default('pending'),
    paymentMethod: text('payment_method').notNull().default('pix'),
    subtotalCents: integer('subtotal_cents').notNull(),
    /** Taken off the subtotal (coupons): the sum of the items' discounts. */
    discountCents: integer('discount_cents').notNull().default(0),
    feeCents: integer('fee_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    /** End of the reservation of a pending order (ORDER_HOLD_MINUTES after creation). */
    expiresAt: instant('expires_at').notNull(),
    paidAt: instant('paid_at'),
    /** The provider's id of the payment that paid the order: only its refund refunds the order. */
    paidPaymentId: text('paid_payment_id'),
    buyerName: text('buyer_name'),
    buyerEmail: text('buyer_email'),
    buyerCpfCnpj: varchar('buyer_cpf_cnpj', { length: 14 }),
    buyerPhone: varchar('buyer_phone', { length: 20 }),
    /** A payment confirmed after expiry found no stock left: the money must go back. */
    needsRefund: boolean('needs_refund').notNull().default(false),
    /** The coupon the order was priced with (null when none; set null if the coupon is deleted). */
    couponId: uuid('coupon_id').references((): AnyPgColumn => coupons.id, { onDelete: 'set null' }),
    /** Uses of the coupon this order holds (its tickets the coupon covers): given back with its stock. */
    couponUses: integer('coupon_uses').notNull().default(0),
    /**
     * How the order was paid (issue #27), set by the lifecycle's pay: `payment_method` pix or card, and for a card
     * its installments, each one's value and the interest the buyer paid on top of `total_cents`.
     */
    installments: integer('installments'),
    installmentValueCents: integer('installment_value_cents'),
    interestCents: integer('interest_cents').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('orders_buyer_idx').on(table.buyerId, table.createdAt),
    index('orders_event_status_idx').on(table.eventId, table.status, table.createdAt),
    index('orders_status_expires_idx').on(table.status, table.expiresAt),
    // "Has this event a pending order past its hold?", asked by every POST /orders (the event's prepared read):
    // without it the generic plan walked every pending order of the event (1.3 ms at 22,000, issue #28).
    index('orders_event_pending_expires_idx')
      .on(table.eventId, table.expiresAt)
      .where(sql`${table.status} = 'pending'`),
    // "How many orders does this buyer hold pending?", asked by every reservation: without it (and without the
    // statistics autovacuum gathers) the plan ANDed the buyer's index with every pending order of the site, 4.3 ms
    // at 45,000 pending orders, more with each order of an on-sale (issue #28 point 8).
    index('orders_buyer_pending_expires_idx')
      .on(table.buyerId, table.expiresAt)
      .where(sql`${table.status} = 'pending'`),
    check(
      'orders_status_valid',
      sql`${table.status} in ('pending', 'paid', 'expired', 'cancelled', 'refunded')`,
    ),
    check(
      'orders_amounts_not_negative',
      sql`${table.subtotalCents} >= 0 and ${table.discountCents} >= 0 and ${table.feeCents} >= 0 and ${table.totalCents} >= 0`,
    ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    ticketTypeId: uuid('ticket_type_id')
      .notNull()
      .references(() => ticketTypes.id),
    /** The ticket type's name when the order was made. */
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    /** Taken off quantity × unit price for these tickets (coupons); what was charged is the difference. */
    discountCents: integer('discount_cents').notNull().default(0),
  },
  (table) => [
    index('order_items_order_idx').on(table.orderId),
    index('order_items_ticket_type_idx').on(table.ticketTypeId),
    check('order_items_quantity_positive', sql`${table.quantity} > 0`),
    check('order_items_unit_price_not_negative', sql`${table.unitPriceCents} >= 0`),
  ],
);

/** Why money moved: a sale (the order was paid), a refund, or a chargeback. */
export const salesLedgerKinds = ['sale', 'refund', 'chargeback'] as const;
export type SalesLedgerKind = (typeof salesLedgerKinds)[number];

/*
 * The sales ledger: every movement of money for tickets, appended (never updated) by modules/sales-ledger inside
 * the lifecycle's pay and refund transactions. A movement is one row per order item (its tickets and what was
 * charged for them, order-level discount included) plus one row for the order itself (`ticket_type_id` null: the
 * order count and the fees). Dated the São Paulo day the money moved; a refund is the sale's rows negated, on the
 * refund's day. Σ amount + Σ fee of an order's rows is what it was charged and not given back.
 */
export const salesLedger = pgTable(
  'sales_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /** Null on the order's own row. */
    ticketTypeId: uuid('ticket_type_id').references(() => ticketTypes.id),
    kind: text('kind', { enum: salesLedgerKinds }).notNull(),
    occurredAt: instant('occurred_at').notNull(),
    /** The São Paulo day of `occurredAt`. */
    day: date('day', { mode: 'string' }).notNull(),
    /** +1 / −1 on the order's row, 0 on items. */
    orders: integer('orders').notNull().default(0),
    tickets: integer('tickets').notNull().default(0),
    /** Charged for the tickets, after every discount; negative when given back. */
    amountCents: integer('amount_cents').notNull().default(0),
    /** Charged on top of the tickets (Pix, convenience), on the order's row. */
    feeCents: integer('fee_cents').notNull().default(0),
    /** The order's coupon and what it took off (negated on a refund), on the order's row: the coupons report. */
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    discountCents: integer('discount_cents').notNull().default(0),
    /** How the order was paid (pix / card) and in how many installments (1 for Pix), on every row of it. */
    paymentMethod: text('payment_method').notNull().default('pix'),
    installments: integer('installments').notNull().default(1),
    /** Card interest paid by the buyer, apart from `amount_cents` (negated on a refund), on the order's row. */
    interestCents: integer('interest_cents').notNull().default(0),
  },
  (table) => [
    index('sales_ledger_order_idx').on(table.orderId),
    // The reports' orders list: an event's sales, newest first.
    index('sales_ledger_event_sales_idx')
      .on(table.eventId, table.occurredAt, table.orderId)
      .where(sql`${table.kind} = 'sale' and ${table.ticketTypeId} is null`),
    check('sales_ledger_kind_valid', sql`${table.kind} in ('sale', 'refund', 'chargeback')`),
  ],
);

/*
 * The ledger rolled up per event and São Paulo day, in total and per ticket type: what the sales reports read
 * instead of every entry. Written only by modules/sales-ledger, in the transaction that appends the entries.
 */
export const dailySales = pgTable(
  'daily_sales',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    orders: integer('orders').notNull().default(0),
    tickets: integer('tickets').notNull().default(0),
    revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.day] })],
);

export const dailyLotSales = pgTable(
  'daily_lot_sales',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    ticketTypeId: uuid('ticket_type_id')
      .notNull()
      .references(() => ticketTypes.id, { onDelete: 'cascade' }),
    tickets: integer('tickets').notNull().default(0),
    revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.day, table.ticketTypeId] })],
);

export const attendees = pgTable(
  'attendees',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    ticketTypeId: uuid('ticket_type_id')
      .notNull()
      .references(() => ticketTypes.id),
    /** Position of the attendee in the checkout draft. */
    idx: integer('idx').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** Half-price ticket: who is entitled (estudante, pcd, ...) and the document, letters and digits only. */
    meiaTipo: text('meia_tipo'),
    meiaDocumento: text('meia_documento'),
    /**
     * The event whose half-price quota this attendee's document holds: set by the lifecycle while the order is
     * pending or paid, null once it expired, was cancelled or refunded. Unique with the document below.
     */
    meiaEventId: uuid('meia_event_id'),
    /**
     * Reserved seating (issue #29): the seat this attendee's ticket sits in, kept with its words at the time of the
     * reservation (section, row, seat) so every ticket shows "Setor B · Fileira F · Assento 12" whatever the map
     * becomes. `seat_claim` is the same seat while the order is pending or paid (set by reserve, and again by a
     * late payment; null once it expired, was cancelled or refunded; a transfer keeps it): unique, so a seat is in
     * at most one pending or paid order, and a foreign key, so a seat held or sold cannot leave the map.
     */
    seatId: uuid('seat_id'),
    seatClaim: uuid('seat_claim').references((): AnyPgColumn => seats.id, { onDelete: 'restrict' }),
    seatSection: text('seat_section'),
    seatRow: text('seat_row'),
    seatLabel: text('seat_label'),
  },
  (table) => [
    uniqueIndex('attendees_order_idx_unique').on(table.orderId, table.idx),
    uniqueIndex('attendees_seat_claim_unique')
      .on(table.seatClaim)
      .where(sql`${table.seatClaim} is not null`),
    // One beneficiary document holds at most one half-price ticket per event (pending and paid orders).
    uniqueIndex('attendees_meia_document_unique')
      .on(table.meiaEventId, table.meiaDocumento)
      .where(sql`${table.meiaEventId} is not null`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** `asaas` or `local`. */
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    status: text('status').notNull(),
    copiaECola: text('copia_e_cola').notNull(),
    qrCodeBase64: text('qr_code_base64').notNull(),
    expiresAt: instant('expires_at'),
    valueCents: integer('value_cents').notNull(),
    /**
     * `pix` or `card` (issue #27). A card charge's `value_cents` is what it charges in all (interest included);
     * Asaas splits it in `installments` payments of `installment_value_cents`, one installment id for them all.
     * The brand and last four digits are all that is kept of the card.
     */
    method: text('method').notNull().default('pix'),
    installments: integer('installments'),
    installmentValueCents: integer('installment_value_cents'),
    providerInstallmentId: text('provider_installment_id'),
    cardBrand: text('card_brand'),
    cardLast4: varchar('card_last4', { length: 4 }),
    /** Withdrawing a charge that must no longer be paid (see payments/charge-withdrawal.ts): tries so far, next try. */
    withdrawAttempts: integer('withdraw_attempts').notNull().default(0),
    withdrawNextAt: instant('withdraw_next_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('payments_provider_payment_id_unique').on(table.providerPaymentId),
    index('payments_order_idx').on(table.orderId, table.createdAt),
    /** At most one payable Pix per order: generating a new one supersedes the previous one. */
    uniqueIndex('payments_order_active_unique')
      .on(table.orderId)
      .where(sql`${table.status} = 'pending'`),
    check('payments_value_not_negative', sql`${table.valueCents} >= 0`),
    index('payments_installment_idx').on(table.providerInstallmentId),
  ],
);

/**
 * Cards a buyer paid with, as Asaas's `creditCardToken` with the brand and last four digits: "Usar cartão final
 * 4242 (Visa)". The number itself is never stored (issue #27). Written by modules/payments.
 */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    token: text('token').notNull(),
    brand: text('brand'),
    last4: varchar('last4', { length: 4 }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('saved_cards_user_token_unique').on(table.userId, table.token)],
);

/**
 * The card attempt under way for an order (at most one: its primary key), so a double click or a retry after a
 * timeout never sends a second charge while the first is unanswered. Written by modules/payments.
 */
export const cardAttempts = pgTable('card_attempts', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  startedAt: instant('started_at').notNull(),
});

/**
 * Money we owe back, one row per charge (so one per order's payment): asked of the provider until it accepts
 * (`requested`, retried with backoff; a refusal such as Asaas's 400 for a short balance stays here with its
 * error, visible to the ADMIN), then `sent` until its `refunded` event arrives (`confirmed`). Written by
 * payments/refunds.ts only.
 */
export const refundStatuses = ['requested', 'sent', 'confirmed'] as const;
/**
 * Why: the buyer cancelled, an ADMIN cancelled, money arrived for an order that could not take it, the event was
 * called off, or the provider returned it on its own (its `PAYMENT_REFUNDED` of a charge we never asked to
 * refund: recorded already confirmed).
 */
export const refundReasons = [
  'buyer_cancelled',
  'admin_cancelled',
  'late_payment',
  'event_cancelled',
  'provider_refunded',
] as const;
export type RefundReason = (typeof refundReasons)[number];

export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    providerPaymentId: text('provider_payment_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason', { enum: refundReasons }).notNull(),
    status: text('status', { enum: refundStatuses }).notNull().default('requested'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: instant('next_attempt_at').notNull(),
    requestedAt: instant('requested_at').notNull(),
    confirmedAt: instant('confirmed_at'),
  },
  (table) => [
    uniqueIndex('refunds_payment_unique').on(table.providerPaymentId),
    index('refunds_order_idx').on(table.orderId),
    index('refunds_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'requested'`),
    check('refunds_status_valid', sql`${table.status} in ('requested', 'sent', 'confirmed')`),
    check(
      'refunds_reason_valid',
      sql`${table.reason} in ('buyer_cancelled', 'admin_cancelled', 'late_payment', 'event_cancelled', 'provider_refunded')`,
    ),
    check('refunds_amount_positive', sql`${table.amountCents} > 0`),
  ],
);

/** Every webhook delivery, recorded once by its provider event id: a duplicate delivery changes nothing. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: id(),
    eventId: text('event_id').notNull(),
    paymentId: text('payment_id'),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: instant('received_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('webhook_events_event_id_unique').on(table.eventId),
    index('webhook_events_payment_idx').on(table.paymentId),
  ],
);

/**
 * valid: admits at the door; cancelled: its order was refunded (or charged back); reissued: replaced by a ticket
 * with a new code (`replacedBy`). Changed only by the orders lifecycle.
 */
export const ticketStates = ['valid', 'cancelled', 'reissued'] as const;
export type TicketState = (typeof ticketStates)[number];

export const tickets = pgTable(
  'tickets',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    attendeeId: uuid('attendee_id')
      .notNull()
      .references(() => attendees.id, { onDelete: 'cascade' }),
    ticketTypeId: uuid('ticket_type_id')
      .notNull()
      .references(() => ticketTypes.id),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id),
    /** Random, unguessable (≥ 128 bits): the capability for the ticket's QR image and PDF. */
    code: text('code').notNull(),
    attendeeName: text('attendee_name').notNull(),
    state: text('state', { enum: ticketStates }).notNull().default('valid'),
    /** The ticket that took this one's place when it was reissued. */
    replacedBy: uuid('replaced_by').references((): AnyPgColumn => tickets.id),
    issuedAt: instant('issued_at').notNull().defaultNow(),
    /**
     * A ticket given to someone else (#15 transfer): the new holder's e-mail (lower case), whose account — not the
     * order's buyer — opens its QR and PDF; set on the new ticket, once per ticket.
     */
    holderEmail: text('holder_email'),
    transferredAt: instant('transferred_at'),
  },
  (table) => [
    uniqueIndex('tickets_code_unique').on(table.code),
    /** One ticket per attendee, issued once; a reissued ticket steps aside for its replacement. */
    uniqueIndex('tickets_attendee_unique')
      .on(table.attendeeId)
      .where(sql`${table.state} <> 'reissued'`),
    check('tickets_state_valid', sql`${table.state} in ('valid', 'cancelled', 'reissued')`),
    index('tickets_order_idx').on(table.orderId),
    index('tickets_event_idx').on(table.eventId),
    index('tickets_holder_idx')
      .on(table.holderEmail)
      .where(sql`${table.holderEmail} is not null`),
  ],
);

export const scanResults = [
  'checked_in',
  'already_used',
  'invalid',
  'forbidden',
  'expired',
  'not_found',
  'unpaid',
  'cancelled',
] as const;
export type ScanResult = (typeof scanResults)[number];

/** Log of every scan attempt at the door, valid or not. */
export const scans = pgTable(
  'scans',
  {
    id: id(),
    ticketId: uuid('ticket_id').references(() => tickets.id, { onDelete: 'set null' }),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'set null' }),
    scannedBy: uuid('scanned_by').references(() => users.id, { onDelete: 'set null' }),
    /** The door device that scanned (#17); null for a user's session. */
    deviceId: uuid('device_id').references((): AnyPgColumn => doorDevices.id, { onDelete: 'set null' }),
    result: text('result', { enum: scanResults }).notNull(),
    at: instant('at').notNull().defaultNow(),
  },
  (table) => [
    index('scans_event_idx').on(table.eventId, table.at),
    index('scans_ticket_idx').on(table.ticketId),
  ],
);

/** A ticket is checked in at most once: the unique ticket id makes concurrent scans race to one winner. */
export const checkIns = pgTable(
  'check_ins',
  {
    id: id(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    scannedBy: uuid('scanned_by').references(() => users.id, { onDelete: 'set null' }),
    scanId: uuid('scan_id').references(() => scans.id, { onDelete: 'set null' }),
    /** The door device that admitted the ticket (online or synced from offline); null for a user's session. */
    deviceId: uuid('device_id').references((): AnyPgColumn => doorDevices.id, { onDelete: 'set null' }),
    /** When the ticket went in: the scan's instant (for an offline admission, when the device scanned it). */
    at: instant('at').notNull().defaultNow(),
    /** When the server learned of it: what a device's sync asks "since" (an offline `at` is in the past). */
    recordedAt: instant('recorded_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('check_ins_ticket_unique').on(table.ticketId),
    index('check_ins_recorded_idx').on(table.recordedAt),
  ],
);

/**
 * Every transition of an order or a ticket, appended by the orders lifecycle in the transaction that makes it:
 * what the sales ledger (and later the e-mail outbox) follow. Kept when its order or event is deleted (no
 * foreign keys): it is the history.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    /** Appended in this order (within a transaction; concurrent transactions may commit out of it). */
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    orderId: uuid('order_id'),
    ticketId: uuid('ticket_id'),
    /** The event (show) the order is for. */
    eventId: uuid('event_id'),
    occurredAt: instant('occurred_at').notNull().defaultNow(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    index('domain_events_order_idx').on(table.orderId, table.occurredAt),
    index('domain_events_occurred_idx').on(table.occurredAt),
  ],
);

export const slides = pgTable(
  'slides',
  {
    id: id(),
    imageUrl: text('image_url').notNull(),
    linkUrl: text('link_url'),
    title: text('title'),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    startAt: instant('start_at'),
    endAt: instant('end_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('slides_active_order_idx').on(table.active, table.sortOrder)],
);

/**
 * A signed-in device: every session token names its row, and a token whose row is gone no longer works. Logout
 * deletes the row, "Sair de todos os dispositivos" and a password change delete all of the user's rows; expired
 * rows are swept. Reading it is part of the query that loads the user, so it costs no round trip.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
  },
  (table) => [index('sessions_user_idx').on(table.userId), index('sessions_expires_idx').on(table.expiresAt)],
);

/**
 * Rate-limit counters shared by every replica: one row per limited subject (hashed), counting hits in a fixed
 * window. UNLOGGED (a custom migration): counters are worth nothing after a crash, and skipping the WAL keeps
 * the write on hot paths cheap.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: instant('reset_at').notNull(),
});

/**
 * Password reset links (owned by modules/auth): one row per link sent, the token stored as its SHA-256 (the
 * link's secret never rests in the database), single use (`used_at`), valid until `expires_at` (1 h).
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (table) => [
    uniqueIndex('password_resets_token_unique').on(table.tokenHash),
    index('password_resets_user_idx').on(table.userId),
  ],
);

/**
 * E-mail confirmation links (owned by modules/auth, issue #25): one row per link sent (at registration, on
 * "Reenviar", in a transfer's e-mail to an account that has not proved its address), the token stored as its
 * SHA-256, single use (`used_at`), valid until `expires_at` (24 h).
 */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (table) => [
    uniqueIndex('email_verifications_token_unique').on(table.tokenHash),
    index('email_verifications_user_idx').on(table.userId),
  ],
);

/** `skipped`: never sent, because it no longer applied (a Pix paid or its order ended before it went out). */
export const mailStatuses = ['waiting', 'retry', 'sent', 'error', 'skipped'] as const;
export type MailStatus = (typeof mailStatuses)[number];

/**
 * What a message carries besides its body. Ticket PDFs are named by their ticket and drawn when the message is
 * sent (or shown): drawing them inside the payment's transaction would hold the order's lock for the PDFs'
 * time; small files (the event's .ics) are stored whole.
 */
export type MailAttachment =
  | { kind: 'ticket-pdf'; ticketCode: string }
  | { kind: 'file'; filename: string; contentType: string; contentBase64: string };

/**
 * The e-mail outbox (owned by modules/mail): one row per message, written in the transaction of what caused it
 * (a lifecycle transition's subscriber, a Pix generated, a password reset asked), sent by the mail worker. `key`
 * names the message (`order-paid:<order>`): a second write of one key is ignored, so a repeated cause sends once.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    key: text('key').notNull(),
    /** Which template: order-paid, pix-waiting, order-cancelled, order-refunded, ticket-transferred... */
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    /** Its body holds a secret (a reset link): replaced by a note once sent, so the outbox screen never shows it. */
    sensitive: boolean('sensitive').notNull().default(false),
    status: text('status', { enum: mailStatuses }).notNull().default('waiting'),
    attempts: integer('attempts').notNull().default(0),
    /** When a worker may (re)try it; a claim pushes it forward by the lease, so a worker that died is retried. */
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: instant('sent_at'),
  },
  (table) => [
    uniqueIndex('mail_outbox_key_unique').on(table.key),
    index('mail_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} in ('waiting', 'retry')`),
    index('mail_outbox_created_idx').on(table.createdAt),
    check(
      'mail_outbox_status_valid',
      sql`${table.status} in ('waiting', 'retry', 'sent', 'error', 'skipped')`,
    ),
  ],
);

/**
 * A door device (#17, owned by modules/door): a phone paired to one event with a pairing code, which may read
 * that event's check-in data, scan and sync, and nothing else. Its bearer token rests only as its SHA-256
 * (`token_hash`); an organizer's own phone, which syncs with the organizer's session, has none. Revoked devices
 * keep their row (their scans and admissions name them) and are refused.
 */
export const doorDevices = pgTable(
  'door_devices',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash'),
    pairedBy: uuid('paired_by').references(() => users.id, { onDelete: 'set null' }),
    pairedAt: instant('paired_at').notNull().defaultNow(),
    lastSyncAt: instant('last_sync_at'),
    revokedAt: instant('revoked_at'),
  },
  (table) => [
    uniqueIndex('door_devices_token_unique').on(table.tokenHash),
    index('door_devices_event_idx').on(table.eventId),
  ],
);

/** Pairing codes (#17): stored as their SHA-256, single use (`used_at`), valid until `expires_at` (10 minutes). */
export const doorPairings = pgTable(
  'door_pairings',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    deviceId: uuid('device_id').references(() => doorDevices.id, { onDelete: 'set null' }),
  },
  (table) => [uniqueIndex('door_pairings_code_unique').on(table.codeHash)],
);

export const checkinOutcomes = ['admitted', 'duplicate', 'rejected'] as const;
export type CheckinOutcome = (typeof checkinOutcomes)[number];

/**
 * Every scan a door device made offline and synced (#17), once per device and nonce (a repeated upload finds its
 * row): `admitted` (the ticket's first admission, with its check-in), `duplicate` (the ticket had already gone
 * in: a duplicate admission, reported to the organizer), `rejected` (no ticket of the event, or cancelled).
 */
export const checkinScans = pgTable(
  'checkin_scans',
  {
    id: id(),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => doorDevices.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    nonce: text('nonce').notNull(),
    /** SHA-256 of the text the scan read: a nonce answers again only for the very same read (issue #25). */
    codeHash: text('code_hash'),
    ticketId: uuid('ticket_id').references(() => tickets.id, { onDelete: 'set null' }),
    scannedAt: instant('scanned_at').notNull(),
    recordedAt: instant('recorded_at').notNull().defaultNow(),
    outcome: text('outcome', { enum: checkinOutcomes }).notNull(),
    message: text('message'),
  },
  (table) => [
    uniqueIndex('checkin_scans_nonce_unique').on(table.deviceId, table.nonce),
    index('checkin_scans_event_idx').on(table.eventId, table.outcome),
    check('checkin_scans_outcome_valid', sql`${table.outcome} in ('admitted', 'duplicate', 'rejected')`),
  ],
);

/*
 * Payouts (issue #31): each organizer's Asaas sub-account, which receives the organizer's share of every charge
 * through Asaas's `split`. Written by modules/payouts. The apiKey Asaas returns once is never stored: the split
 * only needs the `walletId`.
 */
export const payoutAccountStatuses = ['pending', 'approved', 'documents_required', 'refused'] as const;
export type PayoutAccountStatus = (typeof payoutAccountStatuses)[number];
export const companyTypes = ['MEI', 'LIMITED', 'INDIVIDUAL', 'ASSOCIATION'] as const;

export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    organizerId: uuid('organizer_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    cpfCnpj: varchar('cpf_cnpj', { length: 14 }).notNull(),
    birthDate: date('birth_date', { mode: 'string' }),
    companyType: text('company_type', { enum: companyTypes }),
    mobilePhone: varchar('mobile_phone', { length: 11 }).notNull(),
    postalCode: varchar('postal_code', { length: 8 }).notNull(),
    addressNumber: text('address_number').notNull(),
    complement: text('complement'),
    incomeValueCents: bigint('income_value_cents', { mode: 'number' }).notNull(),
    /** `asaas` or `local`: who holds the sub-account. */
    provider: text('provider').notNull(),
    providerAccountId: text('provider_account_id').notNull(),
    walletId: text('wallet_id').notNull(),
    status: text('status', { enum: payoutAccountStatuses }).notNull(),
    /** When the status last changed, as the provider dated it: an older account-status event changes nothing. */
    statusAt: instant('status_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('payout_accounts_wallet_unique').on(table.walletId),
    uniqueIndex('payout_accounts_provider_account_unique').on(table.providerAccountId),
    check(
      'payout_accounts_status_valid',
      sql`${table.status} in ('pending', 'approved', 'documents_required', 'refused')`,
    ),
    check('payout_accounts_income_positive', sql`${table.incomeValueCents} > 0`),
  ],
);

/**
 * What the ADMIN decided for an organizer (issue #31): a platform commission other than
 * PLATFORM_COMMISSION_PERCENT (basis points, 0–5000), and a block (no new paid sales). Written by modules/payouts.
 */
export const organizerSettings = pgTable(
  'organizer_settings',
  {
    organizerId: uuid('organizer_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    commissionBps: integer('commission_bps'),
    blockedAt: instant('blocked_at'),
    updatedAt: updatedAt(),
  },
  (table) => [
    check(
      'organizer_settings_commission_valid',
      sql`${table.commissionBps} is null or ${table.commissionBps} between 0 and 5000`,
    ),
  ],
);

/**
 * The split decided for a charge when it was created (issue #31): the organizer's share, sent to Asaas as
 * `split: [{ walletId, fixedValue }]`, and the platform's (fees, interest, commission). One row per provider charge;
 * `wallet_id` null when the organizer had no approved account (the platform then holds the organizer's share).
 * Written by modules/payouts; the sales ledger copies it into `split_ledger` when the charge pays an order.
 */
export const chargeSplits = pgTable(
  'charge_splits',
  {
    providerPaymentId: text('provider_payment_id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    organizerId: uuid('organizer_id')
      .notNull()
      .references(() => users.id),
    walletId: text('wallet_id'),
    chargedCents: integer('charged_cents').notNull(),
    organizerCents: integer('organizer_cents').notNull(),
    platformCents: integer('platform_cents').notNull(),
    commissionCents: integer('commission_cents').notNull(),
    commissionBps: integer('commission_bps').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('charge_splits_order_idx').on(table.orderId),
    check(
      'charge_splits_adds_up',
      sql`${table.organizerCents} + ${table.platformCents} = ${table.chargedCents} and ${table.organizerCents} >= 0 and ${table.platformCents} >= 0`,
    ),
  ],
);

/**
 * Who gets what of each movement of money (issue #31): a sale's split (the charge's, from `charge_splits`), and
 * on a refund or chargeback that split negated, on its day. Appended by modules/sales-ledger inside the
 * lifecycle's pay and refund, beside `sales_ledger`. Σ organizer + Σ platform of an order = what it was charged and
 * not given back. `credited`: the organizer's share went to its wallet through Asaas's split.
 */
export const splitLedger = pgTable(
  'split_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    organizerId: uuid('organizer_id')
      .notNull()
      .references(() => users.id),
    providerPaymentId: text('provider_payment_id'),
    kind: text('kind', { enum: salesLedgerKinds }).notNull(),
    occurredAt: instant('occurred_at').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    chargedCents: integer('charged_cents').notNull(),
    organizerCents: integer('organizer_cents').notNull(),
    platformCents: integer('platform_cents').notNull(),
    commissionCents: integer('commission_cents').notNull(),
    credited: boolean('credited').notNull(),
  },
  (table) => [
    index('split_ledger_order_idx').on(table.orderId),
    index('split_ledger_organizer_day_idx').on(table.organizerId, table.day),
    index('split_ledger_event_day_idx').on(table.eventId, table.day),
    check('split_ledger_kind_valid', sql`${table.kind} in ('sale', 'refund', 'chargeback')`),
    check(
      'split_ledger_adds_up',
      sql`${table.organizerCents} + ${table.platformCents} = ${table.chargedCents}`,
    ),
  ],
);

export type User = typeof users.$inferSelect;
export type Event = typeof events.$inferSelect;
export type TicketType = typeof ticketTypes.$inferSelect;
export type NewTicketType = typeof ticketTypes.$inferInsert;
export type Order = typeof orders.$inferSelect;
export type OrderItem = typeof orderItems.$inferSelect;
export type Attendee = typeof attendees.$inferSelect;
export type Payment = typeof payments.$inferSelect;
export type Ticket = typeof tickets.$inferSelect;
export type Seat = typeof seats.$inferSelect;
export type Scan = typeof scans.$inferSelect;
export type Slide = typeof slides.$inferSelect;
export type Coupon = typeof coupons.$inferSelect;
export type Session = typeof sessions.$inferSelect;
export type MailMessage = typeof mailOutbox.$inferSelect;
export type PasswordReset = typeof passwordResets.$inferSelect;
export type EmailVerification = typeof emailVerifications.$inferSelect;
export type Refund = typeof refunds.$inferSelect;
export type DoorDevice = typeof doorDevices.$inferSelect;
export type PayoutAccount = typeof payoutAccounts.$inferSelect;
export type ChargeSplit = typeof chargeSplits.$inferSelect;

/*
 * The waiting room of a big on-sale (issue #28), owned by modules/queue. `on_sales`: one row per event with an
 * on-sale, its settings (`starts_at`, `queue`, `admit_per_minute`) and the line's event-level counters, which every
 * replica reads (cached about a second) to answer a status in O(1): `last_position` is the last place handed out,
 * `admitted_up_to` the last place admitted. `sealed_at`: when the places of those who joined before `starts_at`
 * were numbered in the order of their random keys (once, by whichever replica's tick got the row first).
 * `pace_at` is the admission's virtual clock (one admission per 60 000 / admit_per_minute ms) and
 * `recent_admissions` the last minute's admissions as [ms, count] pairs, so no minute ever admits more than
 * `admit_per_minute`.
 */
export const onSales = pgTable(
  'on_sales',
  {
    eventId: uuid('event_id')
      .primaryKey()
      .references(() => events.id, { onDelete: 'cascade' }),
    startsAt: instant('starts_at').notNull(),
    queue: boolean('queue').notNull().default(true),
    admitPerMinute: integer('admit_per_minute').notNull(),
    lastPosition: bigint('last_position', { mode: 'number' }).notNull().default(0),
    admittedUpTo: bigint('admitted_up_to', { mode: 'number' }).notNull().default(0),
    sealedAt: instant('sealed_at'),
    paceAt: instant('pace_at'),
    recentAdmissions: jsonb('recent_admissions').$type<Array<[number, number]>>().notNull().default([]),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('on_sales_admit_per_minute_valid', sql`${table.admitPerMinute} between 1 and 1000000`),
    check('on_sales_admitted_within_line', sql`${table.admittedUpTo} <= ${table.lastPosition}`),
    index('on_sales_starts_at_idx').on(table.startsAt),
  ],
);

/*
 * One place in an event's line per browser (`browser_id`, the queue cookie) and at most one per account. Joined
 * before the opening: `position` null and a random `sort_key`; sealing numbers them by that key. Joined after:
 * the next position at once. The status reads one row by id. The pass (issued the first time an admitted,
 * logged-in visitor asks) expires 10 minutes after `pass_issued_at`; `pass_used_at` is set by the POST /orders
 * that spends it (a conditional update: one order per pass) and `order_id` names that order.
 */
export const queuePlaces = pgTable(
  'queue_places',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    browserId: text('browser_id').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    sortKey: bigint('sort_key', { mode: 'number' }).notNull(),
    position: bigint('position', { mode: 'number' }),
    joinedAt: instant('joined_at').notNull(),
    passIssuedAt: instant('pass_issued_at'),
    passUsedAt: instant('pass_used_at'),
    orderId: uuid('order_id'),
  },
  (table) => [
    uniqueIndex('queue_places_event_browser_idx').on(table.eventId, table.browserId),
    uniqueIndex('queue_places_event_user_idx')
      .on(table.eventId, table.userId)
      .where(sql`${table.userId} is not null`),
    uniqueIndex('queue_places_event_position_idx')
      .on(table.eventId, table.position)
      .where(sql`${table.position} is not null`),
    // Sealing reads the unnumbered places of one event.
    index('queue_places_unsealed_idx')
      .on(table.eventId, table.sortKey)
      .where(sql`${table.position} is null`),
  ],
);

export type OnSale = typeof onSales.$inferSelect;
export type QueuePlace = typeof queuePlaces.$inferSelect;
