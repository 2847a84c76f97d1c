/**
 * Issue #19: the embedded default (PGlite, demo data, the `npm start` path: the compiled server) under 50 connections: the home
 * page's call GET /api/events?limit=8, the event page /event/{id} (HTML with its server-rendered head), the
 * event's data GET /api/events/{id}, and GET /api/health, side by side with a ceiling measured in the same run
 * (a bare Fastify in another process answering the home's JSON body from memory). Goal: home and event page
 * p99 < 50 ms and ≥ 5,000 req/s. The machine is shared: the load average is noted with every figure.
 *
 * BENCH_CPU_PROF=<dir> starts the server with `--cpu-prof` writing its profile into <dir> when it stops.
 */
import { existsSync } from 'node:fs';
import { execFile } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '../../tests/e2e/support/paths';
import { startServer } from '../../tests/e2e/support/server';
import { demoAccounts } from '../../apps/api/src/startup/seed';
import { buildApi } from '../lib/build';
import { startCeiling } from '../lib/ceiling';
import { load, type LoadFigures } from '../lib/load';
import type { Scenario } from '../run';

const CONNECTIONS = 50;
const SECONDS = 10;
const HOME = '/api/events?limit=8';
const GOAL = { p99Ms: 50, requestsPerSecond: 5_000 };

/**
 * Issue #26: a buyer reloading "Meus pedidos" once a second while the home is under load. Reads never write (no
 * read bumps the listing's write version), so the home keeps its cached answer and its figures; the buyer's own
 * reloads are timed too.
 */
async function whileBuyerReloads<T>(
  api: string,
  work: () => Promise<T>,
): Promise<{ result: T; reloads: number[] }> {
  const login = await fetch(`${api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: demoAccounts.buyer.email, password: demoAccounts.buyer.password }),
  });
  if (!login.ok) throw new Error(`buyer login: ${login.status}`);
  const { token } = (await login.json()) as { token: string };
  const reloads: number[] = [];
  let running = true;
  const buyer = (async () => {
    while (running) {
      const started = performance.now();
      const answer = await fetch(`${api}/orders/mine`, { headers: { authorization: `Bearer ${token}` } });
      await answer.arrayBuffer();
      if (!answer.ok) throw new Error(`Meus pedidos: ${answer.status}`);
      reloads.push(Math.round(performance.now() - started));
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  })();
  try {
    return { result: await work(), reloads };
  } finally {
    running = false;
    await buyer;
  }
}

const loadAverage = () => Math.round(os.loadavg()[0]! * 10) / 10;

async function ensureHostBuild() {
  if (existsSync(path.join(repoRoot, 'apps/host/dist/index.html'))) return;
  await promisify(execFile)('npm', ['run', 'build', '-w', '@bilheteria/host'], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production' },
    maxBuffer: 64 * 1024 * 1024,
  });
}

async function measure(
  url: string,
  path: string,
): Promise<LoadFigures & { loadAverage: number; goalMet?: boolean }> {
  const figures = await load({ url: `${url}${path}`, connections: CONNECTIONS, duration: SECONDS });
  return { ...figures, loadAverage: loadAverage() };
}

const met = (figures: LoadFigures) =>
  figures.p99Ms < GOAL.p99Ms && figures.requestsPerSecond >= GOAL.requestsPerSecond && figures.non2xx === 0;

const scenario: Scenario = {
  name: 'embedded',
  description: `the embedded default (PGlite, demo data): home, event page, event data at ${CONNECTIONS} connections vs a bare ceiling`,
  async run() {
    await ensureHostBuild();
    const profileDir = process.env.BENCH_CPU_PROF;
    await buildApi();
    const server = await startServer({
      compiled: true,
      seedDemo: true,
      nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    });
    let ceiling: Awaited<ReturnType<typeof startCeiling>> | undefined;
    try {
      const body = await (await fetch(`${server.url}${HOME}`)).text();
      const { items } = JSON.parse(body) as { items: Array<{ _id: string }> };
      if (items.length === 0) throw new Error('the demo data has no published event');
      const eventId = items[0]!._id;
      ceiling = await startCeiling(body, '/api/events');

      // Warm-up: JIT, PGlite's caches.
      await load({ url: `${server.url}${HOME}`, connections: CONNECTIONS, duration: 3 });
      await load({ url: `${server.url}/event/${eventId}`, connections: CONNECTIONS, duration: 2 });
      await load({ url: `${ceiling.url}${HOME}`, connections: CONNECTIONS, duration: 2 });

      const bare = await measure(ceiling.url, HOME);
      const home = await measure(server.url, HOME);
      const eventPage = await measure(server.url, `/event/${eventId}`);
      const eventData = await measure(server.url, `/api/events/${eventId}`);
      const health = await measure(server.url, '/api/health');
      const withBuyer = await whileBuyerReloads(`${server.url}/api`, () => measure(server.url, HOME));
      const sortedReloads = [...withBuyer.reloads].sort((a, b) => a - b);
      const bareAfter = await measure(ceiling.url, HOME);
      const ceilingRps = Math.round((bare.requestsPerSecond + bareAfter.requestsPerSecond) / 2);
      const ratio = (figures: LoadFigures) =>
        Math.round((figures.requestsPerSecond / ceilingRps) * 100) / 100;

      const figures = {
        goal: `home and event page p99 < ${GOAL.p99Ms} ms and ≥ ${GOAL.requestsPerSecond} req/s at ${CONNECTIONS} connections`,
        met: met(home) && met(eventPage),
        database: 'pglite (embedded default), demo data',
        connections: CONNECTIONS,
        ceiling: { before: bare, after: bareAfter },
        home: { ...home, goalMet: met(home), ratioToCeiling: ratio(home) },
        eventPage: { ...eventPage, goalMet: met(eventPage), ratioToCeiling: ratio(eventPage) },
        eventData: { ...eventData, ratioToCeiling: ratio(eventData) },
        health: { ...health, ratioToCeiling: ratio(health) },
        homeWhileBuyerReloadsMyOrders: {
          ...withBuyer.result,
          goalMet: met(withBuyer.result),
          ratioToHomeAlone:
            Math.round((withBuyer.result.requestsPerSecond / home.requestsPerSecond) * 100) / 100,
          myOrdersReloads: withBuyer.reloads.length,
          myOrdersP50Ms: sortedReloads[Math.floor(sortedReloads.length / 2)] ?? null,
          myOrdersMaxMs: sortedReloads.at(-1) ?? null,
        },
      };
      for (const [name, run] of Object.entries({ home, eventPage, eventData, health }))
        console.log(
          `${name}: ${run.requestsPerSecond} req/s, p50 ${run.p50Ms} ms, p99 ${run.p99Ms} ms, ` +
            `${ratio(run)} of the ceiling (${ceilingRps} req/s); load average ${run.loadAverage}`,
        );
      return figures;
    } finally {
      await ceiling?.stop();
      await server.stop();
    }
  },
};

export default scenario;
