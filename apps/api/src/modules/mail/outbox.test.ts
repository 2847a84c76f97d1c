import { inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/helper';
import { mailOutbox } from '../../db/schema';
import { claimDue, enqueueMail } from './outbox';

/*
 * The outbox's claim, which is db/leased-jobs.ts's (shared with refunds and charge withdrawal): replicas claiming at
 * once never take the same row, a claimed row is left alone until its lease ends, and each claim counts a try.
 */

const message = (key: string) => ({
  key,
  kind: 'password-reset',
  recipient: 'ana@example.com',
  subject: 'Teste do envio',
  html: '<p>Olá</p>',
  text: 'Olá',
});

describeEachDatabase('outbox claims', (ctx) => {
  it('gives each due row to one claimer, leases it, and counts the attempt', async () => {
    const db = ctx.database.db;
    const now = new Date('2030-01-01T12:00:00Z');
    const keys = Array.from({ length: 30 }, (_, index) => `lease-test:${Date.now()}:${index}`);
    for (const key of keys) await enqueueMail(db, message(key), now);

    // Four replicas at once, ten each at most: thirty rows, each taken once.
    const claims = await Promise.all([1, 2, 3, 4].map(() => claimDue(db, now, 60_000, 10)));
    const claimed = claims.flat().filter((row) => keys.includes(row.key));
    expect(claimed).toHaveLength(30);
    expect(new Set(claimed.map((row) => row.id)).size).toBe(30);
    expect(claimed.every((row) => row.attempts === 1)).toBe(true);

    // Within the lease nobody takes them again; once it ends they are due again, one try more.
    const during = await claimDue(db, new Date(now.getTime() + 59_000), 60_000, 100);
    expect(during.filter((row) => keys.includes(row.key))).toHaveLength(0);
    const after = await claimDue(db, new Date(now.getTime() + 61_000), 60_000, 100);
    const again = after.filter((row) => keys.includes(row.key));
    expect(again).toHaveLength(30);
    expect(again.every((row) => row.attempts === 2)).toBe(true);

    const rows = await db.select().from(mailOutbox).where(inArray(mailOutbox.key, keys));
    expect(rows.every((row) => row.nextAttemptAt.getTime() === now.getTime() + 121_000)).toBe(true);
  });
});
