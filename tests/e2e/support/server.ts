import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { repoRoot } from './paths';

export type DatabaseKind = 'pglite' | 'postgres';

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  databaseUrl?: string;
  logs: () => string;
  stop: (signal?: NodeJS.Signals) => Promise<void>;
  /** The server process id. */
  pid: number;
  /** kill -9: the process dies at once, mid-request; its data folder and database are kept (stop() cleans up). */
  crash: () => Promise<void>;
}

/**
 * Both kinds of database: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. For what differs by
 * database beyond its queries: a crash and restart, the compiled server loading each driver.
 */
export function databaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * The one database a journey runs on: `preferred` when it is there, else PGlite. The API suites run every
 * query on both; a journey drives the screens and the server together, and running each on both doubled
 * the e2e time without reaching another line of the server. Each journey names its database, so both
 * are driven end to end by some of them (PGlite as `npm start` runs, PostgreSQL as production does).
 */
export function journeyDatabase(preferred: DatabaseKind): DatabaseKind[] {
  return databaseKinds().includes(preferred) ? [preferred] : ['pglite'];
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      if (address && typeof address === 'object') {
        const { port } = address;
        srv.close(() => resolve(port));
      } else reject(new Error('no port'));
    });
  });
}

/**
 * Environment variables naming a migrated, empty database of each kind (the e2e global setup's), which a new server
 * starts on a copy of. Unset outside the suites (the benches measure a first start on nothing).
 */
export const TEMPLATE_ENV = {
  pglite: 'BILHETERIA_E2E_PGLITE_TEMPLATE',
  postgres: 'BILHETERIA_E2E_POSTGRES_TEMPLATE',
} as const;

async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = new URL(process.env.TEST_DATABASE_URL!);
  const name = `bilheteria_e2e_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  const template = process.env[TEMPLATE_ENV.postgres];
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base.toString());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base.toString() });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * Starts the real server (built host app + API) on a free port with a fresh data folder, the way
 * `npm start` does, and waits until /api/health answers.
 */
export async function startServer(
  options: {
    database?: DatabaseKind;
    env?: Record<string, string>;
    seedDemo?: boolean;
    /** Share this PostgreSQL database (another server's `databaseUrl`) instead of creating one; not dropped on stop. */
    databaseUrl?: string;
    /** Reuse this PGlite folder (e.g. a crashed server's `dataDir`, to restart it) instead of a fresh one; kept on stop. */
    dataDir?: string;
    /** Extra options for node itself, before the script (e.g. `--cpu-prof`, which NODE_OPTIONS refuses). */
    nodeArgs?: string[];
    /**
     * Run the compiled server (apps/api/dist/server.js, `npm run build -w @bilheteria/api`) as production and
     * `npm start` do, instead of the sources through tsx.
     */
    compiled?: boolean;
    /** How often /api/health is polled while starting (a cold-start measurement polls often). */
    pollMs?: number;
  } = {},
): Promise<RunningServer> {
  const port = await freePort();
  let dataDir = options.dataDir;
  if (!dataDir) {
    dataDir = await mkdtemp(path.join(tmpdir(), 'bilheteria-e2e-'));
    const template = process.env[TEMPLATE_ENV.pglite];
    if (template) await cp(template, dataDir, { recursive: true });
  }
  const pgDb =
    options.database === 'postgres' && !options.databaseUrl ? await createPostgresDatabase() : undefined;
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: options.seedDemo ? '1' : '0',
    NODE_ENV: 'test',
    AUTH_RATE_LIMIT: '1000',
    // Every simulated buyer connects from 127.0.0.1 (a flash sale is 500 of them), and the storm and scale-out
    // suites buy dozens of orders with one account; the hoarding limits have their own suite (hoarding.test.ts).
    ORDERS_PER_IP: '100000',
    MAX_PENDING_ORDERS: '100000',
    PIX_RATE_LIMIT: '100000',
    APP_ORIGIN: `http://127.0.0.1:${port},http://localhost:${port}`,
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  delete env.DATABASE_URL;
  if (pgDb) env.DATABASE_URL = pgDb.url;
  else if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;

  let output = '';
  const child: ChildProcess = spawn(
    process.execPath,
    [
      ...(options.nodeArgs ?? []),
      ...(options.compiled
        ? ['--enable-source-maps', 'apps/api/dist/server.js']
        : ['--import', 'tsx', 'apps/api/src/server.ts']),
    ],
    {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not become healthy:\n${output}`);
    await new Promise((r) => setTimeout(r, options.pollMs ?? 200));
  }

  return {
    url,
    port,
    dataDir,
    databaseUrl: pgDb?.url ?? options.databaseUrl,
    logs: () => output,
    pid: child.pid!,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
      await pgDb?.drop();
    },
    crash: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
