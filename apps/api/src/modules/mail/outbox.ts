import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { claimLeased } from '../../db/leased-jobs';
import { mailOutbox, type MailAttachment, type MailMessage, type MailStatus } from '../../db/schema';
import type { RenderedMail } from './templates';

/*
 * The outbox table (this module is its only writer). A message is written once per key, in the caller's
 * transaction; workers claim due rows with FOR UPDATE SKIP LOCKED (replicas never claim the same row) and push
 * their next attempt forward by a lease before sending, outside any transaction: a worker that dies mid-send
 * leaves the row due again when the lease ends (at least once), and the key keeps a repeated cause from writing
 * a second message.
 */

export interface NewMail extends RenderedMail {
  key: string;
  kind: string;
  recipient: string;
  attachments?: MailAttachment[];
  sensitive?: boolean;
}

/** Writes the message unless one with its key exists; true when this call wrote it. */
export async function enqueueMail(tx: Db, mail: NewMail, now: Date): Promise<boolean> {
  const written = await tx
    .insert(mailOutbox)
    .values({
      key: mail.key,
      kind: mail.kind,
      recipient: mail.recipient,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      attachments: mail.attachments ?? [],
      sensitive: mail.sensitive ?? false,
      nextAttemptAt: now,
      createdAt: now,
    })
    .onConflictDoNothing({ target: mailOutbox.key })
    .returning({ id: mailOutbox.id });
  return written.length > 0;
}

/** Claims up to `limit` due messages for `leaseMs` and counts the attempt (db/leased-jobs.ts). */
export async function claimDue(db: Db, now: Date, leaseMs: number, limit: number): Promise<MailMessage[]> {
  const rows = await claimLeased<{ id: string }>(
    db,
    {
      table: mailOutbox,
      dueAt: mailOutbox.nextAttemptAt,
      attempts: mailOutbox.attempts,
      where: inArray(mailOutbox.status, ['waiting', 'retry'] satisfies MailStatus[]),
      orderBy: mailOutbox.nextAttemptAt,
      returning: sql`id`,
    },
    { now, leaseMs, limit },
  );
  if (rows.length === 0) return [];
  return db
    .select()
    .from(mailOutbox)
    .where(
      inArray(
        mailOutbox.id,
        rows.map((row) => row.id),
      ),
    );
}

const SENT_NOTE =
  'Conteúdo removido após o envio: esta mensagem continha um link de redefinição de senha, que só o ' +
  'destinatário deve ver.';

export async function markSent(db: Db, message: MailMessage, now: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      status: 'sent',
      sentAt: now,
      lastError: null,
      ...(message.sensitive ? { html: `<p>${SENT_NOTE}</p>`, text: SENT_NOTE } : {}),
    })
    .where(eq(mailOutbox.id, message.id));
}

/**
 * Marks a message that has not gone out as one that never should (`skipped`, with why), in the transaction that
 * made it pointless: a Pix waiting message for an order that was paid or ended meanwhile. One being sent right
 * now is recorded as sent when SMTP accepts it.
 */
export async function skipUnsent(tx: Db, key: string, reason: string): Promise<void> {
  await tx
    .update(mailOutbox)
    .set({ status: 'skipped', lastError: reason })
    .where(and(eq(mailOutbox.key, key), inArray(mailOutbox.status, ['waiting', 'retry'])));
}

/** A failed attempt: retried at `retryAt`, or given up (`error`) when `retryAt` is undefined. */
export async function markFailed(
  db: Db,
  message: MailMessage,
  error: string,
  retryAt: Date | undefined,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set(
      retryAt
        ? { status: 'retry', nextAttemptAt: retryAt, lastError: error.slice(0, 1000) }
        : { status: 'error', lastError: error.slice(0, 1000) },
    )
    .where(and(eq(mailOutbox.id, message.id), inArray(mailOutbox.status, ['waiting', 'retry'])));
}

/** Newest first, `limit` per page; `before` is the createdAt/id cursor of the previous page's last row. */
export async function listMessages(
  db: Db,
  options: { limit: number; status?: MailStatus; before?: { createdAt: Date; id: string } },
): Promise<MailMessage[]> {
  const conditions = [
    options.status ? eq(mailOutbox.status, options.status) : undefined,
    options.before
      ? sql`(${mailOutbox.createdAt}, ${mailOutbox.id}) < (${options.before.createdAt.toISOString()}::timestamptz, ${options.before.id}::uuid)`
      : undefined,
  ].filter((condition) => condition !== undefined);
  return db
    .select()
    .from(mailOutbox)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(options.limit);
}

export async function findMessage(db: Db, id: string): Promise<MailMessage | undefined> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
  return row;
}

/** How many messages wait to be sent (due or not): for the bench and the tests' drain. */
export async function pendingCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(inArray(mailOutbox.status, ['waiting', 'retry']));
  return row?.count ?? 0;
}
