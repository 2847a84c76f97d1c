/**
 * kill -9 recovery, on PGlite and on PostgreSQL: the real server under a storm of purchases (order + Pix),
 * webhook deliveries (each twice at once) and door scans (each ticket twice at once) is killed with SIGKILL
 * mid-storm, then started again on the same data. Printed per database: what the storm had done, the seconds
 * from the restart until /api/health answers (next to a normal cold start), the webhooks Asaas would redeliver
 * (all must answer 200), and whether `npm run check:invariants` finds every promise kept.
 */
import {
  checkInvariants,
  deliverWebhook,
  paidOrder,
  paymentReceived,
  prepareStorm,
  startStorm,
} from '../../tests/e2e/support/marketplace';
import { startServer, type DatabaseKind, type RunningServer } from '../../tests/e2e/support/server';
import type { Scenario } from '../run';

const STORM_MS = 4_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function recover(database: DatabaseKind) {
  let started = Date.now();
  const first = await startServer({ database });
  const coldStartSeconds = (Date.now() - started) / 1000;
  let second: RunningServer | undefined;
  try {
    const { organizer, buyers, event, codes, payable } = await prepareStorm(first.url, {
      buyers: 6,
      pending: 20,
      quantity: 5_000,
    });

    const storm = startStorm(first.url, { buyers, organizer, event, payable, codes });
    await sleep(STORM_MS);
    await first.crash();
    const beforeKill = await storm.stop();

    started = Date.now();
    second = await startServer(
      database === 'postgres'
        ? { database, databaseUrl: first.databaseUrl }
        : { database, dataDir: first.dataDir },
    );
    const secondsUntilHealthy = (Date.now() - started) / 1000;

    // Asaas redelivers what got no 200 (and, at least once, more): every event, once more.
    const redelivered = await Promise.all(
      payable.map(({ orderId, paymentId, total }) =>
        deliverWebhook(second!.url, paymentReceived(paymentId, orderId, total)),
      ),
    );
    const after = await paidOrder(second.url, buyers[0]!, event);

    let invariants;
    if (database === 'postgres') invariants = await checkInvariants({ databaseUrl: first.databaseUrl });
    await second.stop();
    if (database === 'pglite') invariants = await checkInvariants({ dataDir: first.dataDir });
    return {
      stormBeforeKill: beforeKill,
      coldStartSeconds: Math.round(coldStartSeconds * 10) / 10,
      secondsUntilHealthy: Math.round(secondsUntilHealthy * 10) / 10,
      redeliveredWebhooks: redelivered.length,
      redeliveriesNot200: redelivered.filter((answer) => answer.status !== 200).length,
      purchaseAfterRestart: after.codes.length === 1 ? 'paid, 1 ticket' : `unexpected: ${after.codes.length}`,
      invariantsHeld: invariants?.code === 0,
      ...(invariants?.code === 0 ? {} : { invariantsReport: invariants?.output }),
    };
  } finally {
    await second?.stop();
    await first.stop();
  }
}

const scenario: Scenario = {
  name: 'recovery',
  description: `kill -9 after ${STORM_MS / 1000} s of purchases, webhooks and scans; restart; invariants (PGlite and PostgreSQL)`,
  async run() {
    process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
    return { pglite: await recover('pglite'), postgres: await recover('postgres') };
  },
};

export default scenario;
