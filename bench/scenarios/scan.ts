/**
 * Door check-in: 20 lanes scanning at once against the real server on PostgreSQL. Every request carries a
 * DIFFERENT valid rotating token (Ed25519-signed, as the QR shows since #17), so each one is a real first
 * check-in (signature, lookup + scan log + check-in insert).
 * Then the "already used" path: the same tickets scanned again. Paid tickets are bulk-inserted with SQL.
 * Goal: ≥ 1,000 scans/s and p99 < 20 ms.
 *
 * The lanes are saturated: each sends its next scan the moment the last one is answered, so the figures are
 * the most the server does and the latency it gives while doing it (autocannon's rate limit was tried for a
 * paced run and dropped: it sends each second's budget in a burst, which measures bursts, not pacing).
 */
import pg from 'pg';
import { rotatingToken } from '../../apps/api/src/modules/tickets/tokens';
import { startServer } from '../../tests/e2e/support/server';
import { signUpOrganizer } from '../lib/accounts';
import { seedPaidTickets } from '../lib/paid-tickets';
import { load, type LoadFigures } from '../lib/load';
import type { Scenario } from '../run';

const TICKETS = 30_000;
const LANES = 20;
/** First check-ins measured (the rest of the tickets warm the server up and feed the "already used" run). */
const FIRST_SCANS = 24_000;
const WARM_UP = 2_000;
const ALREADY_USED_SCANS = 5_000;
const TICKET_SECRET = 'bench-ticket-secret-bench-ticket-secret-0001';

/** autocannon over `codes`, one per request, each as the rotating token of the moment it is sent. */
function scanLoad(api: string, token: string, eventId: string, codes: string[]): Promise<LoadFigures> {
  let next = 0;
  return load({
    url: `${api}/tickets/scan`,
    connections: LANES,
    amount: codes.length,
    requests: [
      {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        setupRequest: (request) => {
          const code = codes[next++ % codes.length]!;
          return {
            ...request,
            body: JSON.stringify({ code: rotatingToken(TICKET_SECRET, code, eventId, new Date()) }),
          };
        },
      },
    ],
  });
}

const scenario: Scenario = {
  name: 'scan',
  description: `door check-in at ${LANES} concurrent lanes, each request a different valid rotating QR (PostgreSQL)`,
  async run() {
    process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
    const server = await startServer({
      database: 'postgres',
      seedDemo: false,
      // One organizer token drives all 20 lanes: the per-scanner limit would stop it at SCAN_RATE_LIMIT a minute.
      env: { LOG_LEVEL: 'warn', TICKET_SECRET, SCAN_RATE_LIMIT: '100000000' },
    });
    try {
      const api = `${server.url}/api`;
      const { userId: organizerId, token } = await signUpOrganizer(api, 'bench-scan@example.com');

      const { eventId, codes } = await seedPaidTickets(server.databaseUrl!, organizerId, TICKETS);
      // One scan by hand first: a load run of refusals would measure nothing.
      const probe = await fetch(`${api}/tickets/scan`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ code: rotatingToken(TICKET_SECRET, codes.pop()!, eventId, new Date()) }),
      });
      if (probe.status !== 200) throw new Error(`scan answered ${probe.status}: ${await probe.text()}`);
      // References measured in the same run, on the same machine load: HTTP + one trivial query (health), and
      // HTTP + the bearer check most calls pay (JWT verification + loading the user; the scan statement reads
      // the user itself).
      const health = await load({ url: `${api}/health`, connections: LANES, duration: 5 });
      const me = await load({
        url: `${api}/auth/me`,
        connections: LANES,
        duration: 5,
        headers: { authorization: `Bearer ${token}` },
      });
      const warmUp = codes.slice(0, WARM_UP);
      const measured = codes.slice(WARM_UP, WARM_UP + FIRST_SCANS);
      await scanLoad(api, token, eventId, warmUp);
      const firstCheckIn = await scanLoad(api, token, eventId, measured);
      const alreadyUsed = await scanLoad(api, token, eventId, measured.slice(0, ALREADY_USED_SCANS));

      const client = new pg.Client({ connectionString: server.databaseUrl });
      await client.connect();
      const {
        rows: [counts],
      } = await client.query<{ check_ins: number; duplicates: number; scans: number }>(
        `select (select count(*)::int from check_ins) as check_ins,
                (select count(*)::int from (select ticket_id from check_ins group by ticket_id having count(*) > 1) d)
                  as duplicates,
                (select count(*)::int from scans) as scans`,
      );
      await client.end();

      return {
        lanes: LANES,
        tickets: TICKETS,
        firstCheckIn: {
          scansPerSecond: firstCheckIn.requestsPerSecond,
          p50Ms: firstCheckIn.p50Ms,
          p99Ms: firstCheckIn.p99Ms,
          requests: firstCheckIn.requests,
          non2xx: firstCheckIn.non2xx,
          errors: firstCheckIn.errors,
        },
        alreadyUsed: {
          scansPerSecond: alreadyUsed.requestsPerSecond,
          p50Ms: alreadyUsed.p50Ms,
          p99Ms: alreadyUsed.p99Ms,
          requests: alreadyUsed.requests,
          // Every one of these must be a 409.
          non2xx: alreadyUsed.non2xx,
          errors: alreadyUsed.errors,
        },
        reference: {
          healthPerSecond: health.requestsPerSecond,
          healthP99Ms: health.p99Ms,
          authMePerSecond: me.requestsPerSecond,
          authMeP99Ms: me.p99Ms,
        },
        checkIns: counts!.check_ins,
        duplicateCheckIns: counts!.duplicates,
        scansLogged: counts!.scans,
      };
    } finally {
      await server.stop();
    }
  },
};

export default scenario;
