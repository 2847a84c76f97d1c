import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabase } from '../../../apps/api/src/db/client';
import { migrate } from '../../../apps/api/src/db/migrate';
import { administer, migratedPostgresTemplate } from '../../../apps/api/test/database-templates';
import { repoRoot } from './paths';
import { TEMPLATE_ENV } from './server';

/**
 * Journeys run against the built host app, served by the API the way `npm start` serves it; each server starts
 * on a copy of a database migrated once here (startServer), as the server would leave it after its first start.
 */
export default async function setup(): Promise<() => Promise<void>> {
  if (process.env.E2E_SKIP_BUILD !== '1') {
    // Vitest sets NODE_ENV=test, and Vite builds in development mode (React's development build,
    // `import.meta.env.DEV` true) unless NODE_ENV says production: build what `npm start` builds.
    execFileSync('npm', ['run', 'build', '-w', '@bilheteria/host'], {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }

  const pgliteDir = await mkdtemp(path.join(tmpdir(), 'bilheteria-e2e-template-'));
  const pglite = await createDatabase({ dataDir: pgliteDir, databaseUrl: undefined });
  try {
    await migrate(pglite);
  } finally {
    await pglite.close();
  }
  // The workers (and so startServer) are started after this and inherit the environment.
  process.env[TEMPLATE_ENV.pglite] = pgliteDir;
  const serverUrl = process.env.TEST_DATABASE_URL;
  const postgresTemplate = serverUrl ? await migratedPostgresTemplate(serverUrl) : '';
  if (postgresTemplate) process.env[TEMPLATE_ENV.postgres] = postgresTemplate;

  return async () => {
    await rm(pgliteDir, { recursive: true, force: true });
    if (serverUrl && postgresTemplate) {
      await administer(serverUrl, `drop database if exists ${postgresTemplate} with (force)`);
    }
  };
}
