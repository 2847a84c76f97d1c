import { randomUUID } from 'node:crypto';
import { composeTicketTypeName, labelSaysMeia } from '@bilheteria/rules';
import { count, sql } from 'drizzle-orm';
import { eventSearchText } from '../lib/text';
import { findUserByEmail, hashPassword, insertUser } from '../modules/auth';
import type { Db } from '../db/client';
import {
  events,
  payoutAccounts,
  slides,
  ticketTypes,
  type EventStatus,
  type NewTicketType,
  type User,
} from '../db/schema';

/** Development accounts created with the demo data (SEED_DEMO=1). Documented in apps/api/README.md. */
export const demoAccounts = {
  organizer: { name: 'Organizadora Demo', email: 'organizador@bilheteria.local', password: 'organizador123' },
  buyer: { name: 'Comprador Demo', email: 'comprador@bilheteria.local', password: 'comprador123' },
} as const;

/**
 * The demo organizer's payout account (issue #31), as the local provider leaves a valid one: approved, with a
 * wallet, so the demo sells paid tickets and shows a statement offline.
 */
function demoPayoutAccount(organizer: Pick<User, 'id' | 'name' | 'email'>, now: Date) {
  return {
    organizerId: organizer.id,
    name: organizer.name,
    email: organizer.email,
    cpfCnpj: '52998224725',
    birthDate: '1990-05-20',
    mobilePhone: '11987654321',
    postalCode: '01310100',
    addressNumber: '1000',
    incomeValueCents: 500_000,
    provider: 'local',
    providerAccountId: `acc_local_demo_${organizer.id}`,
    walletId: randomUUID(),
    status: 'approved' as const,
    statusAt: now,
  };
}

interface LotSeed {
  /** Text after "Categoria — ", e.g. "Lote 1 — Inteira". */
  label: string;
  lotNumber: number;
  price: number;
  quantity: number;
  perCustomerLimit: number;
  /** Sale window relative to now, in days (negative: in the past). */
  saleStartDays?: number;
  saleEndDays?: number;
}

interface EventSeed {
  title: string;
  poster: string;
  mapImage?: string;
  venue: string;
  city: string;
  state: string;
  /** Days from today. */
  inDays: number;
  gatesOpen: string;
  showStart: string;
  status?: EventStatus;
  description: string;
  categories: Record<string, LotSeed[]>;
}

const lot = (
  lotNumber: number,
  kind: 'Inteira' | 'Meia' | 'Único',
  price: number,
  quantity: number,
  perCustomerLimit = 4,
  window: Pick<LotSeed, 'saleStartDays' | 'saleEndDays'> = {},
): LotSeed => ({
  label: `Lote ${lotNumber} — ${kind}`,
  lotNumber,
  price,
  quantity,
  perCustomerLimit,
  ...window,
});

/*
 * Every demo event is covered by the meia-entrada law (Lei 12.933/2013): at least 40% of its tickets are "Meia"
 * lots, each half of the Inteira of its category and lot (seed.test.ts holds them to it).
 */

/** Lot 1 already closed (its sale ended yesterday): lot 2 is the one on sale, as after a "virada de lote". */
const closed = { saleStartDays: -30, saleEndDays: -1 };

export const catalogue: EventSeed[] = [
  {
    title: 'Festival Sertanejo de Barretos',
    poster: 'festival-sertanejo',
    mapImage: 'mapa-arena',
    venue: 'Parque do Peão',
    city: 'Barretos',
    state: 'SP',
    inDays: 21,
    gatesOpen: '16:00',
    showStart: '19:00',
    description:
      'Três palcos, os maiores nomes do sertanejo e a tradicional queima de fogos no encerramento. Venha de chapéu!',
    categories: {
      PISTA: [lot(1, 'Inteira', 120, 500), lot(1, 'Meia', 60, 720), lot(2, 'Inteira', 150, 500)],
      CAMAROTE: [lot(1, 'Único', 380, 80, 2)],
    },
  },
  {
    title: 'Rock in Copacabana',
    poster: 'rock-copacabana',
    mapImage: 'mapa-praia',
    venue: 'Praia de Copacabana — Posto 2',
    city: 'Rio de Janeiro',
    state: 'RJ',
    inDays: 35,
    gatesOpen: '15:00',
    showStart: '18:30',
    description:
      'Uma noite de rock à beira-mar com bandas nacionais e internacionais. Área de alimentação no local.',
    categories: {
      PISTA: [lot(1, 'Inteira', 180, 300, 4, closed), lot(2, 'Inteira', 220, 600), lot(2, 'Meia', 110, 700)],
      'ÁREA VIP': [lot(1, 'Inteira', 450, 120, 2)],
    },
  },
  {
    title: 'Noite do Forró Pé de Serra',
    poster: 'forro-pe-de-serra',
    venue: 'Centro de Eventos do Ceará',
    city: 'Fortaleza',
    state: 'CE',
    inDays: 12,
    gatesOpen: '20:00',
    showStart: '22:00',
    description:
      'Sanfona, zabumba e triângulo a noite inteira. Forró pé de serra com trios tradicionais do Nordeste.',
    categories: { PISTA: [lot(1, 'Inteira', 60, 800, 6), lot(1, 'Meia', 30, 540, 6)] },
  },
  {
    title: 'Vaquejada de Canindé',
    poster: 'vaquejada-caninde',
    venue: 'Parque de Vaquejada Zé Bezerra',
    city: 'Canindé',
    state: 'CE',
    inDays: 48,
    gatesOpen: '08:00',
    showStart: '09:00',
    description: 'Disputa de vaqueiros de todo o sertão, com premiação em dinheiro e shows de forró à noite.',
    categories: {
      ARQUIBANCADA: [
        lot(1, 'Inteira', 40, 1000, 8),
        lot(1, 'Meia', 20, 1400, 8),
        lot(2, 'Inteira', 55, 1000, 8),
      ],
      CAMAROTE: [lot(1, 'Único', 200, 60, 4)],
    },
  },
  {
    title: 'Salvador Fest — Axé de Verão',
    poster: 'salvador-fest',
    venue: 'Arena Fonte Nova',
    city: 'Salvador',
    state: 'BA',
    inDays: 60,
    gatesOpen: '17:00',
    showStart: '20:00',
    description: 'O melhor do axé e do pagodão baiano reunidos numa só noite na Arena Fonte Nova.',
    categories: {
      PISTA: [lot(1, 'Inteira', 140, 2000), lot(1, 'Meia', 70, 1650)],
      'FRONT STAGE': [lot(1, 'Inteira', 290, 300, 2)],
      CAMAROTE: [lot(1, 'Único', 520, 150, 2)],
    },
  },
  {
    title: 'Frevo & Maracatu no Marco Zero',
    poster: 'frevo-maracatu',
    venue: 'Marco Zero',
    city: 'Recife',
    state: 'PE',
    inDays: 27,
    gatesOpen: '18:00',
    showStart: '19:30',
    description: 'Orquestras de frevo e nações de maracatu fazem o esquenta do carnaval pernambucano.',
    categories: { PISTA: [lot(1, 'Inteira', 50, 1500, 0), lot(1, 'Meia', 25, 1000, 0)] },
  },
  {
    title: 'O Auto da Compadecida — Teatro',
    poster: 'auto-da-compadecida',
    venue: 'Teatro de Santa Isabel',
    city: 'Recife',
    state: 'PE',
    inDays: 40,
    gatesOpen: '19:00',
    showStart: '20:00',
    description:
      'A obra-prima de Ariano Suassuna em nova montagem, com João Grilo e Chicó como você nunca viu.',
    categories: {
      PLATEIA: [lot(1, 'Inteira', 90, 300), lot(1, 'Meia', 45, 300)],
      BALCÃO: [lot(1, 'Inteira', 60, 150)],
    },
  },
  {
    title: 'Festival de Jazz de Ouro Preto',
    poster: 'jazz-ouro-preto',
    venue: 'Centro de Artes e Convenções da UFOP',
    city: 'Ouro Preto',
    state: 'MG',
    inDays: 75,
    gatesOpen: '18:30',
    showStart: '20:00',
    description: 'Jazz, blues e música instrumental brasileira entre as ladeiras históricas de Ouro Preto.',
    categories: {
      PLATEIA: [lot(1, 'Inteira', 110, 400), lot(1, 'Meia', 55, 470), lot(2, 'Inteira', 130, 300)],
    },
  },
  {
    title: 'Stand-up: Risadas em BH',
    poster: 'risadas-bh',
    venue: 'Sesc Palladium',
    city: 'Belo Horizonte',
    state: 'MG',
    inDays: 9,
    gatesOpen: '20:00',
    showStart: '21:00',
    description: 'Quatro comediantes, duas horas de piadas inéditas. Classificação: 16 anos.',
    categories: { PLATEIA: [lot(1, 'Inteira', 80, 250, 6), lot(1, 'Meia', 40, 170, 6)] },
  },
  {
    title: 'Clássicos do Cinema — Orquestra Sinfônica',
    poster: 'classicos-cinema',
    venue: 'Theatro Municipal de São Paulo',
    city: 'São Paulo',
    state: 'SP',
    inDays: 54,
    gatesOpen: '19:30',
    showStart: '20:30',
    description:
      'Trilhas sonoras inesquecíveis interpretadas por orquestra completa, com projeções em tela gigante.',
    categories: {
      PLATEIA: [lot(1, 'Inteira', 160, 400), lot(1, 'Meia', 80, 300)],
      FRISA: [lot(1, 'Único', 320, 40, 2)],
    },
  },
  {
    title: 'Gaúcha Fest — Música Nativista',
    poster: 'gaucha-fest',
    venue: 'Parque da Harmonia',
    city: 'Porto Alegre',
    state: 'RS',
    inDays: 90,
    gatesOpen: '14:00',
    showStart: '16:00',
    description: 'Chimarrão, churrasco de fogo de chão e os grandes nomes da música nativista gaúcha.',
    categories: {
      GERAL: [lot(1, 'Inteira', 70, 1200), lot(1, 'Meia', 35, 1600), lot(2, 'Inteira', 90, 1200)],
    },
  },
  {
    title: 'Samba na Lapa',
    poster: 'samba-lapa',
    venue: 'Fundição Progresso',
    city: 'Rio de Janeiro',
    state: 'RJ',
    inDays: 16,
    gatesOpen: '21:00',
    showStart: '22:30',
    description: 'Roda de samba de raiz com feijoada e convidados especiais sob os Arcos da Lapa.',
    categories: {
      PISTA: [lot(1, 'Inteira', 70, 900), lot(1, 'Meia', 35, 680)],
      MEZANINO: [lot(1, 'Único', 150, 120)],
    },
  },
  {
    title: 'Floripa Eletrônica Sunset',
    poster: 'floripa-sunset',
    venue: 'Jurerê Internacional',
    city: 'Florianópolis',
    state: 'SC',
    inDays: 120,
    gatesOpen: '15:00',
    showStart: '16:00',
    description: 'Do pôr do sol ao amanhecer: DJs nacionais e internacionais na praia mais badalada da ilha.',
    categories: {
      PISTA: [
        lot(1, 'Inteira', 200, 1500, 4, closed),
        lot(2, 'Inteira', 260, 1500),
        lot(2, 'Meia', 130, 2200),
      ],
      'OPEN BAR': [lot(1, 'Único', 650, 300, 2)],
    },
  },
  {
    title: 'São João da Capital',
    poster: 'sao-joao',
    venue: 'Parque do Povo',
    city: 'Campina Grande',
    state: 'PB',
    inDays: 150,
    gatesOpen: '17:00',
    showStart: '19:00',
    description: 'Quadrilhas, fogueira, comidas típicas e forró até o sol raiar no maior São João do mundo.',
    categories: { PISTA: [lot(1, 'Inteira', 45, 3000, 8), lot(1, 'Meia', 22.5, 2000, 8)] },
  },
  {
    title: 'Show de Lançamento do Novo Álbum (rascunho)',
    poster: 'lancamento-album',
    venue: 'Audio',
    city: 'São Paulo',
    state: 'SP',
    inDays: 100,
    gatesOpen: '20:00',
    showStart: '22:00',
    status: 'draft',
    description: 'Evento em preparação: ainda não publicado.',
    categories: { PISTA: [lot(1, 'Inteira', 80, 100), lot(1, 'Meia', 40, 100)] },
  },
  {
    title: 'Festival de Inverno (rascunho)',
    poster: 'festival-inverno',
    venue: 'Auditório Claudio Santoro',
    city: 'Campos do Jordão',
    state: 'SP',
    inDays: 180,
    gatesOpen: '18:00',
    showStart: '19:00',
    status: 'draft',
    description: '',
    categories: {},
  },
];

const DAY = 24 * 60 * 60 * 1000;
/** Brazil has had no daylight saving time since 2019: local time is UTC-3 all year. */
const SAO_PAULO_OFFSET_HOURS = 3;

/** `inDays` days from today at the local time "HH:MM" (America/Sao_Paulo). */
function localDateTime(now: Date, inDays: number, time: string): Date {
  const [hours, minutes] = time.split(':').map(Number);
  const day = new Date(now.getTime() + inDays * DAY);
  return new Date(
    Date.UTC(
      day.getUTCFullYear(),
      day.getUTCMonth(),
      day.getUTCDate(),
      hours! + SAO_PAULO_OFFSET_HOURS,
      minutes,
    ),
  );
}

const cents = (reais: number) => Math.round(reais * 100);

async function ensureUser(db: Db, account: { name: string; email: string; password: string }): Promise<User> {
  const existing = await findUserByEmail(db, account.email);
  if (existing) return existing;
  // Demo accounts are the operator's, printed at start-up: their addresses count as proven.
  const created = await insertUser(db, {
    ...account,
    passwordHash: await hashPassword(account.password),
    emailVerifiedAt: new Date(),
  });
  return created ?? (await findUserByEmail(db, account.email))!;
}

/** Arbitrary constant naming the seed among PostgreSQL advisory locks: two replicas never seed twice. */
const SEED_LOCK_KEY = 7_252_019_002;

export interface SeedResult {
  seeded: boolean;
  publishedEvents: number;
}

/**
 * Demo data for a first run: events in several states over the coming months, with categories and lots, two
 * drafts, three slides, and the organizer and buyer accounts. Does nothing when any event exists.
 */
export async function seedDemo(
  db: Db,
  now = new Date(),
  options: { localPayoutAccount?: boolean } = {},
): Promise<SeedResult> {
  const [{ existing } = { existing: 0 }] = await db.select({ existing: count() }).from(events);
  if (existing > 0) return { seeded: false, publishedEvents: 0 };

  const organizer = await ensureUser(db, demoAccounts.organizer);
  await ensureUser(db, demoAccounts.buyer);

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [{ again } = { again: 0 }] = await tx.select({ again: count() }).from(events);
    if (again > 0) return { seeded: false, publishedEvents: 0 };

    if (options.localPayoutAccount ?? true)
      await tx.insert(payoutAccounts).values(demoPayoutAccount(organizer, now));

    const ids: Record<string, string> = {};
    for (const seed of catalogue) {
      const eventDate = localDateTime(now, seed.inDays, seed.showStart);
      const [event] = await tx
        .insert(events)
        .values({
          organizerId: organizer.id,
          status: seed.status ?? 'published',
          title: seed.title,
          description: seed.description,
          image: `/posters/${seed.poster}.svg`,
          mapImage: seed.mapImage ? `/posters/${seed.mapImage}.svg` : null,
          venue: seed.venue,
          city: seed.city,
          state: seed.state,
          eventDate,
          gatesOpenTime: seed.gatesOpen,
          showStartTime: seed.showStart,
          startDate: localDateTime(now, seed.inDays, seed.gatesOpen),
          endDate: new Date(eventDate.getTime() + 5 * 60 * 60 * 1000),
          searchText: eventSearchText(seed),
        })
        .returning({ id: events.id });
      ids[seed.poster] = event!.id;

      const types: NewTicketType[] = Object.entries(seed.categories).flatMap(([category, lots]) =>
        lots.map((item) => ({
          eventId: event!.id,
          name: composeTicketTypeName(category, item.label),
          category,
          lotLabel: item.label,
          meiaEntrada: labelSaysMeia(item.label),
          priceCents: cents(item.price),
          quantity: item.quantity,
          lotNumber: item.lotNumber,
          perCustomerLimit: item.perCustomerLimit,
          saleStart:
            item.saleStartDays === undefined ? null : new Date(now.getTime() + item.saleStartDays * DAY),
          saleEnd: item.saleEndDays === undefined ? null : new Date(now.getTime() + item.saleEndDays * DAY),
        })),
      );
      if (types.length > 0) await tx.insert(ticketTypes).values(types);
    }

    await tx.insert(slides).values([
      {
        imageUrl: '/posters/banner-festival-sertanejo.svg',
        linkUrl: `/event/${ids['festival-sertanejo']}`,
        title: 'Festival Sertanejo de Barretos',
        sortOrder: 0,
      },
      {
        imageUrl: '/posters/banner-salvador-fest.svg',
        linkUrl: `/event/${ids['salvador-fest']}`,
        title: 'Salvador Fest — Axé de Verão',
        sortOrder: 1,
      },
      {
        imageUrl: '/posters/banner-sao-joao.svg',
        linkUrl: `/event/${ids['sao-joao']}`,
        title: 'São João da Capital',
        sortOrder: 2,
      },
    ]);

    return {
      seeded: true,
      publishedEvents: catalogue.filter((seed) => (seed.status ?? 'published') === 'published').length,
    };
  });
}
