/**
 * The door without the network (#17), against the real server on PostgreSQL with 20,000 paid tickets:
 * - check-in data: build time of GET /events/{id}/checkin-data (the first one seals every ticket; the next ones
 *   reuse the sealed entries), its size as JSON and gzip on the wire, and verifyOffline's time per scan in Node
 *   (the browser's figure is the door app's bench);
 * - sync: one POST /checkins/sync of 1,000 queued scans (1,000 first admissions), the same 1,000 from a second
 *   device (1,000 duplicate admissions), and the first upload repeated (idempotent: answered from the log).
 * Goals: ≤ 2 MB gzip, sync of 1,000 ≤ 2 s.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { verifyOffline, type CheckinData } from '@bilheteria/rules';
import { rotatingToken } from '../../apps/api/src/modules/tickets/tokens';
import { startServer } from '../../tests/e2e/support/server';
import { signUpOrganizer } from '../lib/accounts';
import { seedPaidTickets } from '../lib/paid-tickets';
import type { Scenario } from '../run';

const TICKETS = 20_000;
const QUEUED = 1_000;
const TICKET_SECRET = 'bench-ticket-secret-bench-ticket-secret-0001';

/** A GET as a browser makes it (gzip accepted): the bytes on the wire, and the time to the last one. */
function download(url: string, token: string): Promise<{ wireBytes: number; body: Buffer; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const wire = Buffer.concat(chunks);
          if (response.statusCode !== 200)
            return reject(new Error(`${response.statusCode} ${wire.toString()}`));
          const body = response.headers['content-encoding'] === 'gzip' ? gunzipSync(wire) : wire;
          resolve({ wireBytes: wire.length, body, ms: performance.now() - started });
        });
      })
      .on('error', reject);
  });
}

async function post(url: string, token: string | undefined, body: unknown) {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(json)}`);
  return { json, ms: performance.now() - started };
}

const round = (ms: number) => Math.round(ms * 10) / 10;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

const scenario: Scenario = {
  name: 'door',
  description: `offline door: check-in data of ${TICKETS} tickets and a sync of ${QUEUED} queued scans (PostgreSQL)`,
  async run() {
    process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
    const server = await startServer({
      database: 'postgres',
      seedDemo: false,
      env: { LOG_LEVEL: 'warn', TICKET_SECRET },
    });
    try {
      const api = `${server.url}/api`;
      const { userId, token } = await signUpOrganizer(api, 'bench-door@example.com');
      const { eventId, codes } = await seedPaidTickets(server.databaseUrl!, userId, TICKETS);
      const pairDevice = async (name: string) => {
        const { json: pairing } = await post(`${api}/events/${eventId}/door-devices/pairing`, token, {});
        const { json } = await post(`${api}/door-devices/pair`, undefined, { code: pairing.code, name });
        return json as { deviceId: string; token: string };
      };
      const gate1 = await pairDevice('Portão 1');
      const gate2 = await pairDevice('Portão 2');

      const url = `${api}/events/${eventId}/checkin-data`;
      const cold = await download(url, gate1.token);
      const warm = await download(url, gate1.token);
      const data = JSON.parse(cold.body.toString('utf8')) as CheckinData;
      if (data.tickets.length !== TICKETS)
        throw new Error(`check-in data has ${data.tickets.length} tickets`);

      // verifyOffline per scan with the 20,000 tickets loaded (the first call also indexes the data).
      const now = new Date();
      const indexStarted = performance.now();
      await verifyOffline(data, rotatingToken(TICKET_SECRET, codes[0]!, eventId, now), now, new Map());
      const indexMs = performance.now() - indexStarted;
      const times: number[] = [];
      for (const code of codes.slice(1, 501)) {
        const text = rotatingToken(TICKET_SECRET, code, eventId, now);
        const started = performance.now();
        const verdict = await verifyOffline(data, text, now, new Map());
        times.push(performance.now() - started);
        if (!verdict.ok) throw new Error(`verifyOffline: ${verdict.reason}`);
      }
      times.sort((a, b) => a - b);

      const queued = codes.slice(1_000, 1_000 + QUEUED).map((code, n) => {
        const scannedAt = new Date(Date.now() - (QUEUED - n) * 50);
        return {
          nonce: randomBytes(12).toString('base64url'),
          code: rotatingToken(TICKET_SECRET, code, eventId, scannedAt),
          scannedAt: scannedAt.toISOString(),
        };
      });
      const sync = (device: { deviceId: string; token: string }, scans: typeof queued) =>
        post(`${api}/checkins/sync`, device.token, { deviceId: device.deviceId, since: data.cursor, scans });
      const first = await sync(gate1, queued);
      const outcomes = (result: { json: Record<string, unknown> }) =>
        (result.json.results as Array<{ outcome: string }>).reduce<Record<string, number>>((counts, row) => {
          counts[row.outcome] = (counts[row.outcome] ?? 0) + 1;
          return counts;
        }, {});
      const fresh = () => queued.map((scan) => ({ ...scan, nonce: randomBytes(12).toString('base64url') }));
      const duplicates = await sync(gate2, fresh());
      const replay = await sync(gate1, queued);

      return {
        tickets: TICKETS,
        checkinData: {
          jsonBytes: cold.body.length,
          gzipBytes: cold.wireBytes,
          gzipMiB: Math.round((cold.wireBytes / 2 ** 20) * 100) / 100,
          firstBuildAndDownloadMs: round(cold.ms),
          cachedBuildAndDownloadMs: round(warm.ms),
        },
        verifyOfflineNode: {
          firstCallWithIndexMs: round(indexMs),
          p50Ms: round(percentile(times, 0.5)),
          p95Ms: round(percentile(times, 0.95)),
        },
        sync: {
          queuedScans: QUEUED,
          firstAdmissionsMs: round(first.ms),
          firstAdmissionsOutcomes: outcomes(first),
          duplicatesFromSecondDeviceMs: round(duplicates.ms),
          duplicatesOutcomes: outcomes(duplicates),
          idempotentReplayMs: round(replay.ms),
          replayOutcomes: outcomes(replay),
        },
      };
    } finally {
      await server.stop();
    }
  },
};

export default scenario;
