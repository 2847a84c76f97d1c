import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterAll, expect, it, vi } from 'vitest';
import { describeEachDatabase } from '../../../test/helper';
import { startTestSmtp } from '../../../test/smtp';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { createMailWorker } from './worker';

/*
 * The worker against a real SMTP server and a database that fails once right after SMTP accepted a message (a pool
 * timeout under a webhook storm): the message is recorded as sent on a later try, never sent twice (#16: "a
 * webhook storm → one mail per order"; the storm bench saw 17 duplicates in 501 confirmations).
 */

const smtp = await startTestSmtp();
afterAll(() => smtp.close());

const smtpTransport = () =>
  nodemailer.createTransport({ url: smtp.url } as Parameters<typeof nodemailer.createTransport>[0]);

const testMessage = (key: string) => ({
  key,
  kind: 'password-reset',
  recipient: 'ana@example.com',
  subject: 'Teste do envio',
  html: '<p>Olá</p>',
  text: 'Olá',
  attachments: [],
});

describeEachDatabase('mail worker', (ctx) => {
  it('records a message SMTP accepted even when the database fails once right then, and sends it once', async () => {
    const db = ctx.database.db;
    const key = `worker-test:${Date.now()}`;
    await db.insert(mailOutbox).values(testMessage(key));

    let failNextUpdate = false;
    let failures = 0;
    // The worker's database, failing the first write after SMTP's "250 OK".
    const flakyDb = new Proxy(db, {
      get(target, property, receiver) {
        if (property === 'update' && failNextUpdate) {
          failNextUpdate = false;
          failures++;
          throw new Error('timeout exceeded when trying to connect');
        }
        return Reflect.get(target, property, receiver) as unknown;
      },
    }) as Db;
    const transport = smtpTransport();
    const worker = createMailWorker({
      db: flakyDb,
      transport: {
        sendMail: async (message) => {
          const info = await transport.sendMail(message);
          failNextUpdate = true;
          return info;
        },
      },
      from: 'Bilheteria <nao-responda@bilheteria.local>',
      now: () => new Date(),
      ticketPdf: () => Promise.reject(new Error('sem PDF neste teste')),
      log: { warn: () => {}, error: () => {} },
      leaseMs: 0,
      retryBaseMs: 0,
    });

    await worker.drain();
    // With a lease of 0 a message left unrecorded would be claimed and sent again by this drain.
    await worker.drain();
    transport.close();

    expect(failures).toBe(1);
    expect(smtp.arrivals.filter((arrival) => arrival.key === key)).toHaveLength(1);
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.key, key));
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
  });

  it('starts the next round at once after a full one, without waiting for the next poll', async () => {
    const db = ctx.database.db;
    const keys = Array.from({ length: 5 }, (_, index) => `worker-rounds:${Date.now()}:${index}`);
    await db.insert(mailOutbox).values(keys.map(testMessage));
    const transport = smtpTransport();
    // Two messages a round and a minute between polls: only going on at once sends all five in time.
    const worker = createMailWorker({
      db,
      transport,
      from: 'Bilheteria <nao-responda@bilheteria.local>',
      now: () => new Date(),
      ticketPdf: () => Promise.reject(new Error('sem PDF neste teste')),
      log: { warn: () => {}, error: () => {} },
      batch: 2,
      pollMs: 60_000,
    });
    worker.start();
    try {
      await vi.waitFor(
        () =>
          expect(smtp.arrivals.filter((arrival) => keys.includes(arrival.key ?? ''))).toHaveLength(
            keys.length,
          ),
        { timeout: 15_000, interval: 100 },
      );
    } finally {
      await worker.stop();
      transport.close();
    }
  });
});
