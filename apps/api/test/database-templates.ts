import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a migrated, empty PGlite's files (`dumpDataDir`), or '' when there is none. */
    'bilheteria/pgliteTemplate': string;
    /** A migrated, empty PostgreSQL database to copy (`CREATE DATABASE … TEMPLATE`), or '' when there is none. */
    'bilheteria/postgresTemplate': string;
  }
}

/**
 * Global setup of the `api` project: migrates one empty database of each kind once per run, which every suite's
 * fresh database then starts from. A new in-memory PGlite costs an initdb and the migrations (measured 10–14 s on
 * this 2-core machine under load, about 3 s from the dump), and the suites make about 150 of them; on PostgreSQL the
 * copy replaces about 2 s of migrations. The migrations still run from nothing here on every run.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = await mkdtemp(path.join(tmpdir(), 'bilheteria-template-'));
  const pgliteFile = path.join(folder, 'pglite.tar');
  const pglite = await createDatabase({ dataDir: 'memory://', databaseUrl: undefined });
  try {
    await migrate(pglite);
    if (pglite.kind !== 'pglite') throw new Error('expected PGlite');
    const dump = await pglite.client.dumpDataDir('none');
    await writeFile(pgliteFile, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await pglite.close();
  }
  project.provide('bilheteria/pgliteTemplate', pgliteFile);

  const serverUrl = process.env.TEST_DATABASE_URL;
  const postgresTemplate = serverUrl ? await migratedPostgresTemplate(serverUrl) : '';
  project.provide('bilheteria/postgresTemplate', postgresTemplate);

  return async () => {
    await rm(folder, { recursive: true, force: true });
    if (serverUrl && postgresTemplate) {
      await administer(serverUrl, `drop database if exists ${postgresTemplate} with (force)`);
    }
  };
}

/** Creates a PostgreSQL database on `serverUrl`'s server, migrates it and closes it; answers its name. */
export async function migratedPostgresTemplate(serverUrl: string): Promise<string> {
  const name = `bilheteria_template_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await administer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const postgres = await createDatabase({ dataDir: 'memory://', databaseUrl: url.toString() });
  try {
    await migrate(postgres);
  } finally {
    // A template must have no session open while it is copied.
    await postgres.close();
  }
  return name;
}

/** Runs one statement on TEST_DATABASE_URL's server (its own database, else `postgres`). */
export async function administer(serverUrl: string, statement: string): Promise<void> {
  let client = new pg.Client({ connectionString: serverUrl });
  try {
    await client.connect();
  } catch (error) {
    if ((error as { code?: string }).code !== '3D000') throw error;
    const fallback = new URL(serverUrl);
    fallback.pathname = '/postgres';
    client = new pg.Client({ connectionString: fallback.toString() });
    await client.connect();
  }
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
