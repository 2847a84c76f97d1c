import type { Config } from '../config';
import { ensureAdmin, type AdminOutcome } from '../modules/auth';
import { createDatabase, type Database } from '../db/client';
import { migrate } from '../db/migrate';
import { seedDemo, type SeedResult } from './seed';

export interface PreparationReport {
  admin: AdminOutcome;
  seed: SeedResult;
}

/** Start-up work on the database: migrations, the ADMIN account, and the demo data on a first run (SEED_DEMO). */
export async function prepareDatabase(
  database: Database,
  config: Pick<Config, 'admin' | 'seedDemo'> & { asaas?: Pick<Config['asaas'], 'apiKey'> },
): Promise<PreparationReport> {
  await migrate(database);
  const admin = await ensureAdmin(database.db, config.admin);
  // The demo organizer's payout account is the local provider's (issue #31): with Asaas it must fill Recebimentos.
  const seed = config.seedDemo
    ? await seedDemo(database.db, new Date(), { localPayoutAccount: !config.asaas?.apiKey })
    : { seeded: false, publishedEvents: 0 };
  return { admin, seed };
}

/** Opens the configured database and prepares it; closes it again if preparing fails. */
export async function openDatabase(config: Config): Promise<Database> {
  const database = await createDatabase(config);
  try {
    await prepareDatabase(database, config);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
