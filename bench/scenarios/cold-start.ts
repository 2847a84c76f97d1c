/**
 * Issue #19: cold start to healthy (spawn → first 200 from /api/health, polled every 10 ms) of the compiled
 * server (apps/api/dist/server.js, what production and `npm start` run) and, for comparison, of the sources
 * through tsx; on PostgreSQL (already migrated: a restart, as a new replica joining) and on PGlite (an existing
 * data folder). Median and worst of 5 starts each, with the load average. Goal: ≤ 2 s on PostgreSQL.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer, type DatabaseKind } from '../../tests/e2e/support/server';
import { buildApi } from '../lib/build';
import type { Scenario } from '../run';

const STARTS = 5;

async function timeStarts(options: {
  compiled: boolean;
  database: DatabaseKind;
  databaseUrl?: string;
  dataDir?: string;
}): Promise<{ medianMs: number; worstMs: number; runsMs: number[]; loadAverage: number }> {
  const runs: number[] = [];
  for (let start = 0; start < STARTS; start++) {
    const began = performance.now();
    const server = await startServer({ ...options, pollMs: 10 });
    runs.push(Math.round(performance.now() - began));
    await server.stop();
  }
  const sorted = [...runs].sort((a, b) => a - b);
  return {
    medianMs: sorted[Math.floor(sorted.length / 2)]!,
    worstMs: sorted[sorted.length - 1]!,
    runsMs: runs,
    loadAverage: Math.round(os.loadavg()[0]! * 10) / 10,
  };
}

const scenario: Scenario = {
  name: 'cold-start',
  description: `spawn → healthy, compiled vs tsx, PostgreSQL and PGlite, ${STARTS} starts each (goal ≤ 2 s on PostgreSQL)`,
  async run() {
    process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
    await buildApi();
    // One start migrates the fresh database (and seeds the PGlite folder); the measured ones are restarts, the
    // PostgreSQL ones as new replicas joining the first.
    const first = await startServer({ database: 'postgres', compiled: true });
    const databaseUrl = first.databaseUrl!;
    const dataDir = await mkdtemp(path.join(tmpdir(), 'bilheteria-cold-'));
    try {
      await (await startServer({ compiled: true, seedDemo: true, dataDir })).stop();
      const postgres = {
        compiled: await timeStarts({ compiled: true, database: 'postgres', databaseUrl }),
        tsx: await timeStarts({ compiled: false, database: 'postgres', databaseUrl }),
      };
      const pglite = {
        compiled: await timeStarts({ compiled: true, database: 'pglite', dataDir }),
        tsx: await timeStarts({ compiled: false, database: 'pglite', dataDir }),
      };
      const met = postgres.compiled.medianMs <= 2_000;
      console.log(
        `PostgreSQL: compiled median ${postgres.compiled.medianMs} ms (worst ${postgres.compiled.worstMs}), tsx ` +
          `${postgres.tsx.medianMs} ms; PGlite: compiled ${pglite.compiled.medianMs} ms, tsx ${pglite.tsx.medianMs} ms; ` +
          `load average ${postgres.compiled.loadAverage}`,
      );
      return { goal: 'compiled, PostgreSQL: median ≤ 2 s', met, postgres, pglite };
    } finally {
      await first.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  },
};

export default scenario;
