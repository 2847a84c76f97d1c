import { randomBytes } from 'node:crypto';
import { DEFAULT_CATEGORY, labelSaysMeia, parseTicketTypeName } from '@bilheteria/rules';
import type { Db } from '../src/db/client';
import { events, ticketTypes, users, type UserRole } from '../src/db/schema';
import { createSession } from '../src/modules/auth/sessions';
import { createTokenService } from '../src/modules/auth/tokens';

/*
 * Fixtures for the order and payment suites: users, events and ticket types inserted directly (argon2 and the
 * event form are not what those suites test), and bodies for POST /orders.
 */

export interface TestUser {
  userId: string;
  token: string;
  email: string;
  name: string;
}

/** Inserts `count` users at once and signs a token for each with the app's JWT service. */
export async function insertUsers(
  db: Db,
  jwtSecret: string,
  count: number,
  role: UserRole = 'USER',
): Promise<TestUser[]> {
  const tag = randomBytes(4).toString('hex');
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, index) => ({
        name: `Comprador ${index + 1}`,
        email: `comprador-${tag}-${index + 1}@example.com`,
        // Never verified: these users only use tokens.
        passwordHash: 'not-a-password-hash',
        role,
      })),
    )
    .returning({ id: users.id, email: users.email, name: users.name, role: users.role });
  const tokens = createTokenService(jwtSecret);
  // The suites move the app's clock years ahead (testClock); the session row must outlive it, while the JWT
  // itself is checked against the wall clock.
  const expiresAt = new Date('2100-01-01T00:00:00Z');
  return Promise.all(
    rows.map(async (row) => ({
      userId: row.id,
      email: row.email,
      name: row.name,
      token: await tokens.issue({
        sub: row.id,
        role: row.role,
        sid: await createSession(db, row.id, expiresAt),
      }),
    })),
  );
}

export async function insertUser(db: Db, jwtSecret: string, role: UserRole = 'USER'): Promise<TestUser> {
  const [user] = await insertUsers(db, jwtSecret, 1, role);
  return user!;
}

export interface TypeFixture {
  name: string;
  /** Reais, as the organizer types them. */
  price: number;
  quantity: number;
  sold?: number;
  lotNumber?: number;
  perCustomerLimit?: number;
  saleStart?: Date | null;
  saleEnd?: Date | null;
}

export interface EventFixture {
  eventId: string;
  /** Ticket type ids in the order given. */
  typeIds: string[];
}

/** A published (unless told) event of `organizerId` with the given ticket types ("Categoria — Lote"). */
export async function insertEvent(
  db: Db,
  organizerId: string,
  types: TypeFixture[],
  options: { status?: 'draft' | 'published'; title?: string } = {},
): Promise<EventFixture> {
  const [event] = await db
    .insert(events)
    .values({
      organizerId,
      title: options.title ?? 'Festival de Teste',
      status: options.status ?? 'published',
      city: 'Fortaleza',
      state: 'CE',
      venue: 'Arena',
      eventDate: new Date('2031-03-01T23:00:00Z'),
    })
    .returning({ id: events.id });
  const rows = await db
    .insert(ticketTypes)
    .values(
      types.map((type) => ({
        eventId: event!.id,
        // Stored as a client sending only the spec's name leaves it: the name as given, parsed once.
        name: type.name,
        category: parseTicketTypeName(type.name).category ?? DEFAULT_CATEGORY,
        lotLabel: parseTicketTypeName(type.name).lotLabel,
        meiaEntrada: labelSaysMeia(parseTicketTypeName(type.name).lotLabel),
        priceCents: Math.round(type.price * 100),
        quantity: type.quantity,
        sold: type.sold ?? 0,
        lotNumber: type.lotNumber ?? 1,
        perCustomerLimit: type.perCustomerLimit ?? 0,
        saleStart: type.saleStart ?? null,
        saleEnd: type.saleEnd ?? null,
      })),
    )
    .returning({ id: ticketTypes.id, name: ticketTypes.name });
  return { eventId: event!.id, typeIds: types.map((type) => rows.find((row) => row.name === type.name)!.id) };
}

export interface LineFixture {
  ticketTypeId: string;
  quantity: number;
  /** Reais; the total sent is the sum of price × quantity unless `total` is given. */
  price: number;
}

/** A POST /orders body as the checkout sends it: one attendee per ticket, totals computed like the client. */
export function orderBody(eventId: string, lines: LineFixture[], overrides: Record<string, unknown> = {}) {
  const subtotal = lines.reduce((sum, line) => sum + Math.round(line.price * 100) * line.quantity, 0) / 100;
  return {
    eventId,
    items: lines.map((line) => ({
      ticketTypeId: line.ticketTypeId,
      quantity: line.quantity,
      price: line.price,
    })),
    attendees: lines.flatMap((line) =>
      Array.from({ length: line.quantity }, (_, index) => ({
        ticketTypeId: line.ticketTypeId,
        name: `Participante ${index + 1}`,
        email: `participante${index + 1}@example.com`,
      })),
    ),
    subtotal,
    fee: 0,
    total: subtotal,
    statusPagamento: 'pendente',
    metodoPagamento: 'pix',
    ...overrides,
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A clock the suites move by hand (buildApp's `now`). */
export function testClock(start = new Date('2030-06-01T15:00:00Z')) {
  let current = start;
  return {
    now: () => current,
    set(date: Date) {
      current = date;
    },
    advanceMinutes(minutes: number) {
      current = new Date(current.getTime() + minutes * 60_000);
    },
  };
}

/** A POST /pagamento/asaas/pix body as the payment screen sends it. */
export const pixInput = (pedidoId: string, totalPedido: number, overrides: Record<string, unknown> = {}) => ({
  pedidoId,
  totalPedido,
  nomeVaqueiro: 'Maria da Silva',
  email: 'maria@example.com',
  cpfCnpj: '52998224725',
  phone: '85988887777',
  descricao: 'Ingressos',
  ...overrides,
});
