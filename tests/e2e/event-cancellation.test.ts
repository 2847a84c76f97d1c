import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { call, newAccount, newEvent, paidOrder, type Account } from './support/marketplace';
import { journeyDatabase, startServer, type RunningServer } from './support/server';

/*
 * #15: an organizer calls off an event with many paid orders and the server is killed with -9 half-way through
 * the refunds. Restarted on the same data, it finishes by itself (every replica's start-up settle), and nobody is
 * refunded twice: the report's revenue ends at exactly zero (a second refund of an order would take it below),
 * and every order is refunded once, for the event's cancellation.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ORDERS = 64;

interface Summary {
  totals: { ordersPaid: number; tickets: number; revenue: number };
}

describe.each(journeyDatabase('postgres'))('event cancellation killed half-way (%s)', (database) => {
  it('resumes after a restart and refunds every order exactly once', async () => {
    const first = await startServer({ database });
    let second: RunningServer | undefined;
    try {
      const organizer = await newAccount(first.url, 'Organizadora');
      const buyers: Account[] = [];
      for (let index = 0; index < 4; index++) buyers.push(await newAccount(first.url, `Comprador ${index}`));
      const event = await newEvent(first.url, organizer, { quantity: 500, price: 10 });
      const orders: Array<{ orderId: string; buyer: Account }> = [];
      for (let batch = 0; batch < ORDERS / 8; batch++) {
        const bought = await Promise.all(
          Array.from({ length: 8 }, async (_, index) => {
            const buyer = buyers[index % buyers.length]!;
            return { orderId: (await paidOrder(first.url, buyer, event)).orderId, buyer };
          }),
        );
        orders.push(...bought);
      }
      const summary = async (server: RunningServer) =>
        (
          await call<Summary>(server.url, 'GET', `/reports/events/${event.eventId}/summary`, {
            token: organizer.token,
          })
        ).body.totals;
      expect(await summary(first)).toMatchObject({ ordersPaid: ORDERS, revenue: ORDERS * 10 });

      const cancelling = call(first.url, 'POST', `/events/${event.eventId}/cancel`, {
        token: organizer.token,
        body: {},
      }).catch(() => undefined);
      let refundedAtCrash: number | undefined;
      if (database === 'postgres') {
        // Watch the refunds go by and kill as soon as the first one landed.
        for (;;) {
          refundedAtCrash = ORDERS - (await summary(first)).ordersPaid;
          if (refundedAtCrash > 0) break;
          await sleep(20);
        }
      } else {
        // PGlite runs one query at a time, so a report asked meanwhile waits for the whole run: kill a few
        // refunds in (each is a transaction of a few milliseconds; 64 of them take about a second), and count
        // them on disk after the kill.
        await sleep(250);
      }
      await first.crash();
      await cancelling;
      if (database === 'pglite') {
        // Read what the killed process left on disk, as its restart will find it.
        const left = await PGlite.create(first.dataDir);
        const { rows } = await left.query<{ refunded: number }>(
          `select count(*)::int as refunded from orders where event_id = $1 and status = 'refunded'`,
          [event.eventId],
        );
        await left.close();
        refundedAtCrash = rows[0]!.refunded;
      }
      // Killed before the end, else the restart would have nothing to resume (on PostgreSQL, also after the first
      // refund; on PGlite a loaded machine may kill before it, and the restart then does it all).
      expect(refundedAtCrash).toBeLessThan(ORDERS);
      if (database === 'postgres') expect(refundedAtCrash).toBeGreaterThan(0);
      console.info(`estornados antes do kill -9 (${database}): ${refundedAtCrash} de ${ORDERS}`);

      second = await startServer(
        database === 'postgres'
          ? { database, databaseUrl: first.databaseUrl }
          : { database, dataDir: first.dataDir },
      );
      for (let waited = 0; (await summary(second)).ordersPaid > 0 && waited < 30_000; waited += 100)
        await sleep(100);
      expect(await summary(second)).toEqual({ ordersPaid: 0, tickets: 0, revenue: 0 });

      for (const { orderId, buyer } of orders) {
        const read = () =>
          call<{ status: string; refund: { reason: string; status: string; amount: number } }>(
            second!.url,
            'GET',
            `/orders/${orderId}`,
            { token: buyer.token },
          );
        // The refunds are asked of the provider right after the restart's settle: wait for their confirmation.
        let detail = await read();
        for (let waited = 0; detail.body.refund?.status !== 'confirmed' && waited < 10_000; waited += 100) {
          await sleep(100);
          detail = await read();
        }
        expect(detail.body.status, orderId).toBe('refunded');
        expect(detail.body.refund, orderId).toMatchObject({
          reason: 'event_cancelled',
          status: 'confirmed',
          amount: 10,
        });
      }
      const again = await call<{ paidOrders: number; cancelledAt: string }>(
        second.url,
        'POST',
        `/events/${event.eventId}/cancel`,
        { token: organizer.token, body: {} },
      );
      expect(again.body).toMatchObject({ paidOrders: 0, cancelledAt: expect.any(String) });
    } finally {
      await second?.stop();
      await first.stop();
    }
  });
});
