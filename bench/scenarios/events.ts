/**
 * The home page's call, GET /api/events?limit=8, against the real server (compiled, as production runs it) on PostgreSQL with 10,000 published
 * events (3 ticket types each, bulk-inserted with SQL), at 50 connections for 10 s, side by side with its ceiling
 * (a bare Fastify in another process answering the same JSON body from memory), in two alternating rounds. Also
 * measured: the same page filtered by UF and by a search term. Goal: ≥ 0.5 of the ceiling's requests/s and
 * p99 < 25 ms.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { eventSearchText } from '../../apps/api/src/lib/text';
import { startServer } from '../../tests/e2e/support/server';
import { buildApi } from '../lib/build';
import { startCeiling } from '../lib/ceiling';
import { load, type LoadFigures } from '../lib/load';
import type { Scenario } from '../run';

const EVENTS = 10_000;
const CONNECTIONS = 50;
const SECONDS = 10;
/** API-then-ceiling rounds: each is reported, and their combination (mean throughput, worst p99). */
const ROUNDS = 2;
const HOME = '/api/events?limit=8';
const DAY = 24 * 60 * 60 * 1000;

const places = [
  ['São Paulo', 'SP', 'Allianz Parque'],
  ['Rio de Janeiro', 'RJ', 'Jeunesse Arena'],
  ['Fortaleza', 'CE', 'Centro de Eventos do Ceará'],
  ['Salvador', 'BA', 'Arena Fonte Nova'],
  ['Recife', 'PE', 'Classic Hall'],
  ['Belo Horizonte', 'MG', 'Mineirão'],
  ['Porto Alegre', 'RS', 'Auditório Araújo Vianna'],
  ['Curitiba', 'PR', 'Pedreira Paulo Leminski'],
  ['Goiânia', 'GO', 'Estádio Serra Dourada'],
  ['Belém', 'PA', 'Hangar'],
  ['Manaus', 'AM', 'Teatro Amazonas'],
  ['Florianópolis', 'SC', 'Centrosul'],
] as const;
const kinds = ['Festival', 'Show', 'Noite do Forró', 'Teatro', 'Stand-up', 'Orquestra', 'Vaquejada', 'Samba'];

async function seed(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const {
      rows: [organizer],
    } = await client.query<{ id: string }>(
      `insert into users (email, password_hash, name) values ('organizador-bench@example.com', 'x', 'Bench')
       returning id`,
    );
    const now = Date.now();
    const ids: string[] = [];
    const columns = {
      title: [] as string[],
      venue: [] as string[],
      city: [] as string[],
      state: [] as string[],
      eventDate: [] as string[],
      searchText: [] as string[],
    };
    for (let n = 0; n < EVENTS; n++) {
      const [city, state, venue] = places[n % places.length]!;
      const title = `${kinds[n % kinds.length]} ${n + 1}`;
      ids.push(randomUUID());
      columns.title.push(title);
      columns.venue.push(venue);
      columns.city.push(city);
      columns.state.push(state);
      // Spread over the coming year, several per day.
      columns.eventDate.push(new Date(now + ((n * 7919) % 365) * DAY + (n % 24) * 3_600_000).toISOString());
      columns.searchText.push(eventSearchText({ title, venue, city }));
    }
    await client.query(
      `insert into events (id, organizer_id, status, title, description, image, venue, city, state, event_date,
         gates_open_time, show_start_time, start_date, end_date, search_text)
       select e.id, $1, 'published', e.title, 'Descrição do evento.', '/posters/festival-sertanejo.svg', e.venue,
         e.city, e.state, e.event_date, '18:00', '20:00', e.event_date - interval '2 hours',
         e.event_date + interval '4 hours', e.search_text
       from unnest($2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[], $7::timestamptz[], $8::text[])
         as e(id, title, venue, city, state, event_date, search_text)`,
      [
        organizer!.id,
        ids,
        columns.title,
        columns.venue,
        columns.city,
        columns.state,
        columns.eventDate,
        columns.searchText,
      ],
    );
    await client.query(
      `insert into ticket_types (event_id, name, category, lot_label, meia_entrada, price_cents, quantity, lot_number,
         per_customer_limit, position)
       select e.id, t.name, t.category, substr(t.name, length(t.category) + 4), t.name like '%Meia', t.price_cents,
              500, t.lot_number, 4, t.position
       from unnest($1::uuid[]) as e(id)
       cross join (values ('PISTA — Lote 1 — Inteira', 'PISTA', 8000, 1, 0),
                          ('PISTA — Lote 1 — Meia', 'PISTA', 4000, 1, 1),
                          ('PISTA — Lote 2 — Inteira', 'PISTA', 10000, 2, 2))
         as t(name, category, price_cents, lot_number, position)`,
      [ids],
    );
    await client.query('vacuum analyze events, ticket_types, users');
  } finally {
    await client.end();
  }
}

const measure = (url: string, duration = SECONDS): Promise<LoadFigures> =>
  load({ url, connections: CONNECTIONS, duration });

const ratio = (api: LoadFigures, bare: LoadFigures) =>
  Math.round((api.requestsPerSecond / bare.requestsPerSecond) * 100) / 100;

/** Several runs as one: mean requests/s and p50, worst p99, summed counts. */
function combine(runs: LoadFigures[]): LoadFigures {
  const mean = (pick: (run: LoadFigures) => number) =>
    Math.round(runs.reduce((sum, run) => sum + pick(run), 0) / runs.length);
  const sum = (pick: (run: LoadFigures) => number) => runs.reduce((total, run) => total + pick(run), 0);
  return {
    requestsPerSecond: mean((run) => run.requestsPerSecond),
    p50Ms: mean((run) => run.p50Ms),
    p99Ms: Math.max(...runs.map((run) => run.p99Ms)),
    non2xx: sum((run) => run.non2xx),
    errors: sum((run) => run.errors),
    requests: sum((run) => run.requests),
  };
}

const scenario: Scenario = {
  name: 'events',
  description: `GET ${HOME} over ${EVENTS.toLocaleString('en')} published events vs a bare Fastify ceiling`,
  async run() {
    process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
    await buildApi();
    const server = await startServer({ database: 'postgres', seedDemo: false, compiled: true });
    let ceiling: Awaited<ReturnType<typeof startCeiling>> | undefined;
    try {
      const seedStarted = Date.now();
      await seed(server.databaseUrl!);
      const seedSeconds = Math.round((Date.now() - seedStarted) / 100) / 10;

      const home = await fetch(`${server.url}${HOME}`);
      const body = await home.text();
      const page = JSON.parse(body) as { items: unknown[]; total: number };
      if (page.items.length !== 8 || page.total !== EVENTS) throw new Error(`unexpected page: ${body}`);

      // Two rounds, API then ceiling, so a burst of load from elsewhere on the machine does not decide alone.
      ceiling = await startCeiling(body, '/api/events');
      await measure(`${server.url}${HOME}`, 3); // warm-up: JIT, pool, PostgreSQL caches
      await measure(`${ceiling.url}${HOME}`, 3);
      const rounds: Array<{ api: LoadFigures; ceiling: LoadFigures; ratio: number }> = [];
      for (let round = 0; round < ROUNDS; round++) {
        const apiRound = await measure(`${server.url}${HOME}`);
        const bareRound = await measure(`${ceiling.url}${HOME}`);
        rounds.push({ api: apiRound, ceiling: bareRound, ratio: ratio(apiRound, bareRound) });
      }
      const api = combine(rounds.map((round) => round.api));
      const bare = combine(rounds.map((round) => round.ceiling));
      const overall = ratio(api, bare);

      const byState = await measure(`${server.url}${HOME}&state=CE`, 5);
      const search = await measure(`${server.url}${HOME}&q=forro`, 5);

      const figures = {
        events: EVENTS,
        ticketTypes: EVENTS * 3,
        seedSeconds,
        responseBytes: Buffer.byteLength(body),
        connections: CONNECTIONS,
        home: {
          api,
          ceiling: bare,
          ratio: overall,
          goal: 'ratio ≥ 0.5 and api p99 < 25 ms',
          met: overall >= 0.5 && api.p99Ms < 25,
          rounds: rounds.map((round) => ({
            apiRequestsPerSecond: round.api.requestsPerSecond,
            apiP99Ms: round.api.p99Ms,
            ceilingRequestsPerSecond: round.ceiling.requestsPerSecond,
            ceilingP99Ms: round.ceiling.p99Ms,
            ratio: round.ratio,
          })),
        },
        byState: { query: 'state=CE', ...byState },
        search: { query: 'q=forro', ...search },
      };
      console.log(
        `home: api ${api.requestsPerSecond} req/s (p50 ${api.p50Ms} ms, p99 ${api.p99Ms} ms) vs ceiling ` +
          `${bare.requestsPerSecond} req/s (p50 ${bare.p50Ms} ms, p99 ${bare.p99Ms} ms): ratio ${overall}`,
      );
      return figures;
    } finally {
      await ceiling?.stop();
      await server.stop();
    }
  },
};

export default scenario;
