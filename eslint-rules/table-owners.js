/*
 * Who owns each table of apps/api (issue #26 point 1). `owner` is the only place (a folder or a file under
 * apps/api/src) that may write the table; it is also the only one that may read it, unless `readers` names
 * another place that reads it (never writes). Everyone else asks the owner through the functions its module's
 * index.ts lends out. eslint-rules/table-ownership.js enforces this map on imports of db/schema and on SQL
 * text; docs/architecture.md's "Who owns what" table is checked against it (tests/contract/table-ownership.test.ts).
 */

const LIFECYCLE = 'modules/orders/lifecycle';
const LEDGER = 'modules/sales-ledger';

/** SQL name → the Drizzle export in db/schema.ts, its owner and its readers. */
export const tableOwners = {
  users: {
    table: 'users',
    owner: 'modules/auth',
    readers: [
      'modules/events',
      'modules/mail',
      'modules/orders/lifecycle',
      'modules/payouts',
      'modules/tickets',
    ],
  },
  sessions: { table: 'sessions', owner: 'modules/auth', readers: ['modules/tickets'] },
  password_resets: { table: 'passwordResets', owner: 'modules/auth', readers: [] },
  email_verifications: { table: 'emailVerifications', owner: 'modules/auth', readers: [] },
  events: {
    table: 'events',
    owner: 'modules/events',
    readers: [
      'modules/coupons',
      'modules/door',
      'modules/mail',
      'modules/orders/lifecycle',
      'modules/payments',
      'modules/payouts',
      'modules/queue',
      'modules/reports',
      'modules/sales-ledger',
      'modules/tickets',
    ],
  },
  listing_version: { table: 'listingVersion', owner: 'modules/events', readers: [] },
  event_listing_counts: { table: 'eventListingCounts', owner: 'modules/events', readers: [] },
  ticket_types: {
    table: 'ticketTypes',
    owner: 'modules/events',
    readers: [
      'modules/coupons',
      'modules/door',
      'modules/mail',
      'modules/orders/lifecycle',
      'modules/queue',
      'modules/reports',
      'modules/tickets',
      'tools/check-invariants.ts',
    ],
  },
  seat_maps: {
    table: 'seatMaps',
    owner: 'modules/seating',
    readers: ['modules/events', 'modules/orders/lifecycle'],
  },
  seats: { table: 'seats', owner: 'modules/seating', readers: [] },
  coupons: {
    table: 'coupons',
    owner: 'modules/coupons',
    readers: ['modules/orders/lifecycle', 'modules/reports', 'tools/check-invariants.ts'],
  },
  orders: {
    table: 'orders',
    owner: LIFECYCLE,
    readers: [
      'modules/door',
      'modules/mail',
      'modules/reports',
      'modules/seating',
      'modules/tickets',
      'tools/check-invariants.ts',
    ],
  },
  order_items: {
    table: 'orderItems',
    owner: LIFECYCLE,
    readers: ['modules/reports', 'tools/check-invariants.ts'],
  },
  attendees: {
    table: 'attendees',
    owner: LIFECYCLE,
    readers: [
      'modules/door',
      'modules/mail',
      'modules/reports',
      'modules/seating',
      'modules/tickets',
      'tools/check-invariants.ts',
    ],
  },
  tickets: {
    table: 'tickets',
    owner: LIFECYCLE,
    readers: [
      'modules/door',
      'modules/mail',
      'modules/reports',
      'modules/tickets',
      'tools/check-invariants.ts',
    ],
  },
  domain_events: { table: 'domainEvents', owner: LIFECYCLE, readers: [] },
  sales_ledger: {
    table: 'salesLedger',
    owner: LEDGER,
    readers: ['modules/coupons', 'modules/reports', 'tools/check-invariants.ts'],
  },
  daily_sales: {
    table: 'dailySales',
    owner: LEDGER,
    readers: ['modules/reports', 'tools/check-invariants.ts'],
  },
  daily_lot_sales: { table: 'dailyLotSales', owner: LEDGER, readers: ['modules/reports'] },
  payments: {
    table: 'payments',
    owner: 'modules/payments',
    readers: ['modules/orders/lifecycle', 'tools/check-invariants.ts'],
  },
  webhook_events: {
    table: 'webhookEvents',
    owner: 'modules/payments',
    readers: ['modules/reports', 'tools/check-invariants.ts'],
  },
  refunds: { table: 'refunds', owner: 'modules/payments', readers: ['modules/orders/lifecycle'] },
  scans: { table: 'scans', owner: 'modules/tickets', readers: ['modules/door', 'tools/check-invariants.ts'] },
  check_ins: {
    table: 'checkIns',
    owner: ['modules/tickets', 'modules/door'],
    readers: ['modules/orders/lifecycle', 'modules/reports', 'tools/check-invariants.ts'],
  },
  door_devices: {
    table: 'doorDevices',
    owner: 'modules/door',
    readers: ['modules/reports', 'modules/tickets'],
  },
  door_pairings: { table: 'doorPairings', owner: 'modules/door', readers: [] },
  checkin_scans: { table: 'checkinScans', owner: 'modules/door', readers: ['modules/reports'] },
  mail_outbox: { table: 'mailOutbox', owner: 'modules/mail', readers: [] },
  rate_limits: { table: 'rateLimits', owner: 'plugins/rate-limits.ts', readers: [] },
  slides: { table: 'slides', owner: 'modules/slides', readers: [] },
  saved_cards: { table: 'savedCards', owner: 'modules/payments', readers: [] },
  card_attempts: { table: 'cardAttempts', owner: 'modules/payments', readers: [] },
  payout_accounts: { table: 'payoutAccounts', owner: 'modules/payouts', readers: [] },
  organizer_settings: {
    table: 'organizerSettings',
    owner: 'modules/payouts',
    readers: ['modules/orders/lifecycle'],
  },
  charge_splits: { table: 'chargeSplits', owner: 'modules/payouts', readers: [LEDGER] },
  split_ledger: { table: 'splitLedger', owner: LEDGER, readers: ['modules/payouts', 'modules/reports'] },
  on_sales: { table: 'onSales', owner: 'modules/queue', readers: [] },
  queue_places: { table: 'queuePlaces', owner: 'modules/queue', readers: [] },
};

/** Columns of another owner's table that carry a lifecycle rule: only their owner writes them. */
export const columnOwners = [
  { table: 'ticket_types', column: 'sold', key: 'sold', owner: LIFECYCLE },
  { table: 'coupons', column: 'used', key: 'used', owner: LIFECYCLE },
];

/** Places that write every table on purpose: the schema and its migrations, the demo data (startup/seed.ts). */
export const unrestricted = ['db/schema.ts', 'db/client.ts', 'db/migrate.ts', 'startup/seed.ts'];
