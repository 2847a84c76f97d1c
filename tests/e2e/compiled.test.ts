import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from './support/paths';
import { databaseKinds, startServer, type RunningServer } from './support/server';

/*
 * Issue #19: production runs the compiled API (apps/api/dist/server.js, built by `npm run build`), not the
 * sources through a TypeScript loader. The bundle starts on each database, migrates, seeds, serves the app, the
 * API and the event pages; and two compiled replicas on one PostgreSQL count the rate limits once.
 */

beforeAll(() => {
  execFileSync('npm', ['run', 'build', '-w', '@bilheteria/api'], { cwd: repoRoot, stdio: 'pipe' });
});

describe('the compiled API', () => {
  it('is one ES module that loads no TypeScript loader and no .ts file', () => {
    const bundle = readFileSync(path.join(repoRoot, 'apps/api/dist/server.js'), 'utf8');
    expect(bundle).not.toMatch(/from\s+["']tsx/);
    expect(bundle).not.toMatch(/from\s+["'][^"']+\.ts["']/);
    // The workspace packages (TypeScript sources) are inside the bundle, not imported.
    expect(bundle).not.toMatch(/from\s+["']@bilheteria\//);
  });

  for (const database of databaseKinds())
    describe(`on ${database}`, () => {
      let server: RunningServer;
      beforeAll(async () => {
        server = await startServer({ compiled: true, database, seedDemo: true });
      }, 120_000);
      afterAll(() => server?.stop());

      it('runs without tsx, and serves the API, the app and an event page', async () => {
        const cmdline = readFileSync(`/proc/${server.pid}/cmdline`, 'utf8').split('\0');
        expect(cmdline).toContain('apps/api/dist/server.js');
        expect(cmdline.join(' ')).not.toContain('tsx');

        const health = await fetch(`${server.url}/api/health`);
        expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });
        const list = (await (await fetch(`${server.url}/api/events?limit=8`)).json()) as {
          items: Array<{ _id: string; title: string }>;
        };
        expect(list.items.length).toBeGreaterThan(0);
        const page = await fetch(`${server.url}/event/${list.items[0]!._id}`);
        expect(page.status).toBe(200);
        expect(await page.text()).toContain('application/ld+json');
        // The contract embedded at build time validates as the YAML does.
        const refused = await fetch(`${server.url}/api/events?limit=0`);
        expect(refused.status).toBe(400);
        expect(((await refused.json()) as { message: string }).message).toEqual(expect.any(String));
      });
    });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'rate limits of two compiled replicas on one PostgreSQL',
  () => {
    const AUTH_RATE_LIMIT = 6;
    let replicas: RunningServer[];

    beforeAll(async () => {
      // Behind a load balancer (TRUST_PROXY=1): each test is its own client address.
      const env = { AUTH_RATE_LIMIT: String(AUTH_RATE_LIMIT), TRUST_PROXY: '1' };
      const first = await startServer({ compiled: true, database: 'postgres', env });
      const second = await startServer({ compiled: true, databaseUrl: first.databaseUrl, env });
      replicas = [first, second];
    }, 120_000);
    afterAll(async () => {
      // The second shares the first's database; the first drops it.
      await replicas?.[1]?.stop();
      await replicas?.[0]?.stop();
    });

    it('allow AUTH_RATE_LIMIT login attempts per address once, not once per replica', async () => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < AUTH_RATE_LIMIT * 2; attempt++) {
        const response = await fetch(`${replicas[attempt % 2]!.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' },
          body: JSON.stringify({ email: 'ninguem@example.com', password: 'senha-errada-123' }),
        });
        statuses.push(response.status);
      }
      expect(statuses.filter((status) => status === 401)).toHaveLength(AUTH_RATE_LIMIT);
      expect(statuses.slice(AUTH_RATE_LIMIT)).toEqual(Array(AUTH_RATE_LIMIT).fill(429));
    });

    it('send 3 password-reset links per account an hour, whichever replica is asked', async () => {
      const client = new pg.Client({ connectionString: replicas[0]!.databaseUrl });
      await client.connect();
      try {
        const {
          rows: [user],
        } = await client.query<{ id: string }>(
          `insert into users (email, password_hash, name) values ('esqueci@example.com', 'x', 'Esqueci') returning id`,
        );
        for (let attempt = 0; attempt < 8; attempt++) {
          const response = await fetch(`${replicas[attempt % 2]!.url}/api/auth/password-reset`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${attempt}` },
            body: JSON.stringify({ email: 'esqueci@example.com' }),
          });
          expect(response.status).toBeLessThan(300);
        }
        const { rows } = await client.query<{ links: number }>(
          'select count(*)::int as links from password_resets where user_id = $1',
          [user!.id],
        );
        expect(rows[0]!.links).toBe(3);
      } finally {
        await client.end();
      }
    });
  },
);
