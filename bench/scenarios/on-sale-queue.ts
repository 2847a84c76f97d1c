/**
 * The waiting room of a big on-sale (issue #28), on the compiled server and PostgreSQL: 50,000 visitors join the
 * line before the opening (each its own browser: its own cookie and token), the line opens, and then they poll
 * GET /queue/{eventId}/status (each request a different visitor), driven by wrk when it is installed (autocannon
 * otherwise): as many as one replica answers, as many as two answer, and two at the goal's pace. Printed: joins/s,
 * status requests/s and p50/p99 with each process's CPU, a replica's memory per waiting visitor (heap after a full
 * collection, before the joins and after every visitor polled it twice) and the line's table size per row,
 * admitted per minute against `admitPerMinute` over a measured minute, and orders created without a pass
 * (attempts by logged-in buyers without one, and orders in the database no pass was spent on: both must be 0).
 */
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { devDefaults } from '../../apps/api/src/config';
import { call, newAccount, newEvent, orderBody } from '../../tests/e2e/support/marketplace';
import { startServer } from '../../tests/e2e/support/server';
import { buildApi } from '../lib/build';
import { heapUsedAfterGc } from '../lib/heap';
import { load } from '../lib/load';
import { loadWithWrk } from '../lib/wrk';
import type { Scenario } from '../run';

/** ON_SALE_VISITORS=<n> for a quicker run while profiling (the figures in results.json are of 50,000). */
const VISITORS = Number(process.env.ON_SALE_VISITORS ?? 50_000);
/**
 * The status load cycles through this many visitors' requests, built once (autocannon's `setupRequest` would build
 * a new request for every call, in the load generator that shares the machine's 2 cores with the server): each
 * connection polls as RING different visitors in turn, so the server checks a different token and place each time.
 */
const RING = 2_000;
/** 290 connections each waiting 10 ms after an answer: about 20,000 polls a second at 4.5 ms a poll. */
const PACED = { connections: 290, paceMs: 10 };
const JOIN_CONCURRENCY = 64;
const POLL = { connections: 100, pipelining: 1, seconds: 20 };
const ADMIT_PER_MINUTE = 1_000;
const UNQUEUED_ATTEMPTS = 200;

const SERVER_ENV = { LOG_LEVEL: 'warn', QUEUE_JOIN_LIMIT: '100000000', AUTH_RATE_LIMIT: '100000' };

interface Visitor {
  token: string;
  cookie: string;
}

/** The process's CPU time so far (user + system), from /proc. */
async function cpuSeconds(pid: number): Promise<number> {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * This process's CPU time and that of its children it waited for (wrk, once it exited; not the server, still
 * running): the load generator's share of the machine.
 */
async function generatorCpuSeconds(): Promise<number> {
  const fields = (await readFile('/proc/self/stat', 'utf8')).split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / 100;
}

async function joinAll(
  api: string,
  eventId: string,
): Promise<{ visitors: Visitor[]; seconds: number; failed: number }> {
  const visitors: Visitor[] = [];
  let failed = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: JOIN_CONCURRENCY }, async () => {
      while (next < VISITORS) {
        next += 1;
        const response = await fetch(`${api}/queue/${eventId}/join`, { method: 'POST' });
        const body = (await response.json()) as { token?: string };
        const cookie = /bilheteria_fila=[^;]+/.exec(response.headers.get('set-cookie') ?? '')?.[0];
        if (response.status === 200 && body.token && cookie) visitors.push({ token: body.token, cookie });
        else failed += 1;
      }
    }),
  );
  return { visitors, seconds: (performance.now() - started) / 1000, failed };
}

/** One status per visitor, 64 at a time: every place read once (and then kept in the replica's memory). */
async function pollEachOnce(
  api: string,
  eventId: string,
  visitors: Visitor[],
): Promise<Record<string, number>> {
  const states: Record<string, number> = {};
  let next = 0;
  await Promise.all(
    Array.from({ length: JOIN_CONCURRENCY }, async () => {
      while (next < visitors.length) {
        const visitor = visitors[next++]!;
        const response = await fetch(
          `${api}/queue/${eventId}/status?token=${encodeURIComponent(visitor.token)}`,
          {
            headers: { cookie: visitor.cookie },
          },
        );
        const body = (await response.json()) as { state?: string };
        const key = `${response.status} ${body.state ?? ''}`;
        states[key] = (states[key] ?? 0) + 1;
      }
    }),
  );
  return states;
}

type Ring = Array<{ method: 'GET'; path: string; headers: Record<string, string> }>;

/**
 * POLL.seconds of status polls spread over `replicas` (each its share of the connections, each visitor of the ring
 * polling every replica in turn): requests per second summed, the worst replica's p99, and the CPU the replicas and
 * the load generator used.
 */
let warnedNoWrk = false;
/** Without wrk the figure is autocannon's ceiling on this machine, not the server's: said once, loudly. */
function warnNoWrk() {
  if (warnedNoWrk) return;
  warnedNoWrk = true;
  console.warn(
    'wrk not installed (apt-get install wrk): polling with autocannon, which needs a core of its own for about 13,600 polls/s',
  );
}

async function pollFrom(
  replicas: Array<{ url: string; pid: number }>,
  ring: Ring,
  eventId: string,
  pace?: { connections: number; paceMs: number },
) {
  const cpuBefore = await Promise.all(replicas.map((replica) => cpuSeconds(replica.pid)));
  const generatorBefore = await generatorCpuSeconds();
  const loadAverage = (await readFile('/proc/loadavg', 'utf8')).split(' ').slice(0, 3).join(' ');
  const connections = Math.floor((pace?.connections ?? POLL.connections) / replicas.length);
  const each = await Promise.all(
    replicas.map(async (replica) => {
      const byWrk = await loadWithWrk({
        origin: replica.url,
        connections,
        seconds: POLL.seconds,
        requests: ring,
        paceMs: pace?.paceMs,
      });
      if (byWrk) return byWrk;
      warnNoWrk();
      // autocannon has no pace: the paced run is then one more "as fast as it answers".
      const byAutocannon = await load({
        url: `${replica.url}/api/queue/${eventId}/status`,
        connections,
        pipelining: POLL.pipelining,
        duration: POLL.seconds,
        requests: ring,
      });
      return { tool: 'autocannon', ...byAutocannon };
    }),
  );
  const serverCpu = (
    await Promise.all(
      replicas.map(async (replica, index) => (await cpuSeconds(replica.pid)) - cpuBefore[index]!),
    )
  ).reduce((sum, value) => sum + value, 0);
  const generatorCpu = (await generatorCpuSeconds()) - generatorBefore;
  const requests = each.reduce((sum, figures) => sum + figures.requests, 0);
  return {
    tool: each[0]!.tool,
    requestsPerSecond: each.reduce((sum, figures) => sum + figures.requestsPerSecond, 0),
    p50Ms: Math.max(...each.map((figures) => figures.p50Ms)),
    p99Ms: Math.max(...each.map((figures) => figures.p99Ms)),
    non2xx: each.reduce((sum, figures) => sum + figures.non2xx, 0),
    errors: each.reduce((sum, figures) => sum + figures.errors, 0),
    requests,
    replicas: replicas.length,
    connections: connections * replicas.length,
    ...(pace && { paceMsPerConnection: pace.paceMs }),
    serverCpuMsPerRequest: Math.round((serverCpu * 1000 * 1000) / Math.max(1, requests)) / 1000,
    // Cores' worth: the replicas' CPU, and the load generator's (wrk, or autocannon in this process).
    serverCpuShare: Math.round((serverCpu / POLL.seconds) * 100) / 100,
    loadGeneratorCpuShare: Math.round((generatorCpu / POLL.seconds) * 100) / 100,
    loadAverage,
  };
}

const scenario: Scenario = {
  name: 'on-sale-queue',
  description: `${VISITORS.toLocaleString('en')} visitors join before the opening, then poll their place (compiled, PostgreSQL)`,
  async run() {
    process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
    await buildApi();
    const profileDir = process.env.BENCH_CPU_PROF;
    const server = await startServer({
      database: 'postgres',
      compiled: true,
      nodeArgs: [...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [])],
      env: SERVER_ENV,
    });
    // A second replica on the same database: each poll goes to either (a load balancer's job; here each replica
    // has its own load generator), as the waiting room is built to run (issue #28 point 6).
    const second = await startServer({
      database: 'postgres',
      databaseUrl: server.databaseUrl,
      compiled: true,
      env: SERVER_ENV,
    });
    const db = new pg.Client({ connectionString: server.databaseUrl });
    await db.connect();
    try {
      const api = `${server.url}/api`;
      const organizer = await newAccount(server.url, 'Organizadora');
      const event = await newEvent(server.url, organizer, { quantity: 100_000, title: 'Turnê de estádio' });
      const onSale = (startsAt: Date) =>
        call(server.url, 'PATCH', `/events/${event.eventId}`, {
          token: organizer.token,
          body: {
            title: 'Turnê de estádio',
            onSale: { startsAt: startsAt.toISOString(), queue: true, admitPerMinute: ADMIT_PER_MINUTE },
          },
        });
      await onSale(new Date(Date.now() + 20 * 60_000));

      // Memory is read on a replica of its own: reading a heap opens a process's inspector, and a server that
      // had it open answered polls at two thirds of the speed afterwards.
      const measured = await startServer({
        database: 'postgres',
        databaseUrl: server.databaseUrl,
        compiled: true,
        env: SERVER_ENV,
      });
      const heapBefore = await heapUsedAfterGc(measured.pid);
      const joined = await joinAll(api, event.eventId);
      console.log(`joined ${joined.visitors.length} in ${joined.seconds.toFixed(1)} s`);

      // The line opens: the next tick seals it (random order) and starts admitting.
      await onSale(new Date(Date.now() + 1000));
      await new Promise((resolve) => setTimeout(resolve, 3000));
      const firstPass = await pollEachOnce(api, event.eventId, joined.visitors);
      // The measured replica learns every place as any replica does, from its first poll, and keeps the checked
      // token from the second (the steady state of a waiting visitor).
      await pollEachOnce(`${measured.url}/api`, event.eventId, joined.visitors);
      await pollEachOnce(`${measured.url}/api`, event.eventId, joined.visitors);
      const heapAfter = await heapUsedAfterGc(measured.pid);
      await measured.stop();
      const tableBytes = Number(
        (await db.query<{ bytes: string }>(`select pg_total_relation_size('queue_places') as bytes`)).rows[0]!
          .bytes,
      );

      const admin = await call<{ token: string }>(server.url, 'POST', '/auth/login', {
        body: { email: devDefaults.adminEmail, password: devDefaults.adminPassword },
      });
      const admittedNow = async () => {
        const list = await call<Array<{ eventId: string; admitted: number }>>(
          server.url,
          'GET',
          '/admin/on-sales',
          {
            token: admin.body.token,
          },
        );
        return list.body.find((row) => row.eventId === event.eventId)!.admitted;
      };
      const minuteStart = { at: performance.now(), admitted: await admittedNow() };

      const ring = joined.visitors.slice(0, RING).map((visitor) => ({
        method: 'GET' as const,
        path: `/api/queue/${event.eventId}/status?token=${encodeURIComponent(visitor.token)}`,
        headers: { cookie: visitor.cookie },
      }));
      const polls = {
        oneReplica: await pollFrom([server], ring, event.eventId),
        twoReplicas: await pollFrom([server, second], ring, event.eventId),
        // The goal's pace: each of PACED.connections browsers polls PACED.paceMs after its last answer.
        paced: await pollFrom([server, second], ring, event.eventId, PACED),
      };

      // Buyers with no pass: every order refused while the line is on.
      const buyer = await newAccount(server.url, 'Sem passe');
      let createdWithoutPass = 0;
      for (let index = 0; index < UNQUEUED_ATTEMPTS; index++) {
        const attempt = await call(server.url, 'POST', '/orders', {
          token: buyer.token,
          body: orderBody(event),
        });
        if (attempt.status === 201) createdWithoutPass += 1;
      }

      const waitFor = 60_000 - (performance.now() - minuteStart.at);
      if (waitFor > 0) await new Promise((resolve) => setTimeout(resolve, waitFor));
      const minuteEnd = { at: performance.now(), admitted: await admittedNow() };
      const minutes = (minuteEnd.at - minuteStart.at) / 60_000;
      const ordersWithoutPass = Number(
        (
          await db.query<{ count: string }>(
            `select count(*) from orders o where o.event_id = $1
             and not exists (select 1 from queue_places q where q.order_id = o.id)`,
            [event.eventId],
          )
        ).rows[0]!.count,
      );

      return {
        visitors: joined.visitors.length,
        joinFailures: joined.failed,
        joinsPerSecond: Math.round(joined.visitors.length / joined.seconds),
        firstStatusOfEach: firstPass,
        status: {
          goal: '>= 20,000/s, p99 < 20 ms',
          distinctVisitorsPolling: ring.length,
          // At the goal's pace, two replicas: the p99 of a machine that keeps up.
          atGoalPace: polls.paced,
          // As many as the machine answers (each connection asks again at once): the ceiling, and its queueing.
          mostTwoReplicas: polls.twoReplicas,
          mostOneReplica: polls.oneReplica,
        },
        memory: {
          // A replica's heap after a full collection, before the joins and after every visitor polled it twice
          // (each place and its checked token then in its memory). RSS moved with the collector's timing (it once shrank by 14 MB).
          perWaitingVisitorBytes: Math.round((heapAfter - heapBefore) / joined.visitors.length),
          replicaHeapGrowthBytes: heapAfter - heapBefore,
          queuePlacesTableBytesPerRow: Math.round(tableBytes / joined.visitors.length),
        },
        admission: {
          admitPerMinute: ADMIT_PER_MINUTE,
          measuredOverMinutes: Math.round(minutes * 100) / 100,
          admittedPerMinute: Math.round((minuteEnd.admitted - minuteStart.admitted) / minutes),
        },
        ordersWithoutPass: {
          attempts: UNQUEUED_ATTEMPTS,
          created: createdWithoutPass,
          inDatabase: ordersWithoutPass,
        },
      };
    } finally {
      await db.end();
      await second.stop();
      await server.stop();
    }
  },
};

export default scenario;
