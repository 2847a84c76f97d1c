import type { Transporter } from 'nodemailer';
import type { Db } from '../../db/client';
import type { MailAttachment, MailMessage } from '../../db/schema';
import { retryDelay } from '../../db/leased-jobs';
import { claimDue, markFailed, markSent } from './outbox';

/*
 * The mail worker: every `pollMs` it claims the due messages (SKIP LOCKED: any number of replicas share the
 * outbox without sending one message twice at once), draws their attachments, hands them to SMTP and records the
 * outcome. A refused connection or a 4xx answer is retried with exponential backoff; a 5xx answer (the server
 * will never take it: bad address, message refused) or too many attempts end in `error`, shown on the outbox
 * screen. Delivery is at least once: a worker that dies between SMTP's "250 OK" and recording it sends again
 * when the claim's lease ends, with the same Message-ID so a receiving server may drop the copy.
 */

/** pretix's rule: attachments never make a message larger than this; tickets beyond it stay in "Meus ingressos". */
export const MAX_ATTACHMENT_BYTES = 4 * 1024 * 1024;
export const MAX_ATTEMPTS = 12;
/** Waits between tries of recording a message SMTP accepted. */
const RECORD_SENT_DELAYS_MS = [100, 500, 2_000, 5_000];

export interface DrawnAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface WorkerDeps {
  db: Db;
  transport: Pick<Transporter, 'sendMail'>;
  from: string;
  now: () => Date;
  /** A ticket's PDF by its code (the tickets module's drawing). */
  ticketPdf: (code: string) => Promise<{ fileName: string; content: Buffer }>;
  log: { warn: (object: object, message: string) => void; error: (object: object, message: string) => void };
  /** How often to look for due messages. */
  pollMs?: number;
  /** The first retry's delay; doubled for each further attempt, at most an hour. */
  retryBaseMs?: number;
  /** How long a claim holds a message before another worker may take it. */
  leaseMs?: number;
  batch?: number;
  /** Told of each message accepted by SMTP (the bench measures with it). */
  onSent?: (message: MailMessage, at: Date) => void;
}

export interface MailWorker {
  start(): void;
  /** Stops polling and waits for the messages being sent. */
  stop(): Promise<void>;
  /** Sends every message due now, until none is left (tests, the bench, the CLI). Returns how many were handled. */
  drain(): Promise<number>;
}

/** Draws the message's attachments, leaving out ticket PDFs that would pass MAX_ATTACHMENT_BYTES. */
export async function drawAttachments(
  attachments: readonly MailAttachment[],
  ticketPdf: WorkerDeps['ticketPdf'],
): Promise<{ files: DrawnAttachment[]; leftOut: number }> {
  const files: DrawnAttachment[] = [];
  let size = 0;
  let leftOut = 0;
  // Small files first (the .ics): they always fit; PDFs in ticket order until the limit.
  const ordered = [...attachments].sort((a, b) => (a.kind === 'file' ? 0 : 1) - (b.kind === 'file' ? 0 : 1));
  for (const attachment of ordered) {
    const file =
      attachment.kind === 'file'
        ? {
            filename: attachment.filename,
            contentType: attachment.contentType,
            content: Buffer.from(attachment.contentBase64, 'base64'),
          }
        : await ticketPdf(attachment.ticketCode).then(({ fileName, content }) => ({
            filename: fileName,
            contentType: 'application/pdf',
            content,
          }));
    if (size + file.content.length > MAX_ATTACHMENT_BYTES) {
      leftOut++;
      continue;
    }
    size += file.content.length;
    files.push(file);
  }
  return { files, leftOut };
}

const permanent = (error: unknown) => {
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500;
};

export function createMailWorker(deps: WorkerDeps): MailWorker {
  const pollMs = deps.pollMs ?? 250;
  const retryBaseMs = deps.retryBaseMs ?? 30_000;
  // Long enough for a starved process to draw and send its batch: a lease that ends mid-send sends twice (the
  // bench on a loaded 2-core machine did, with 2 min and 20 messages).
  const leaseMs = deps.leaseMs ?? 10 * 60_000;
  // Twice the SMTP pool's connections: the next messages' PDFs are drawn while the previous ones go out.
  const batch = deps.batch ?? 10;
  let timer: NodeJS.Timeout | undefined;
  let stopped = true;
  // One round at a time per worker: drain() and the timer never overlap.
  let round: Promise<number> = Promise.resolve(0);

  /**
   * Records a message SMTP accepted, trying again for a few seconds: a database that hiccups right then (a pool
   * timeout under a webhook storm) must not turn a delivered message into a retry that delivers it twice.
   */
  async function recordSent(message: MailMessage): Promise<boolean> {
    for (let attempt = 0; ; attempt++) {
      try {
        const at = deps.now();
        await markSent(deps.db, message, at);
        deps.onSent?.(message, at);
        return true;
      } catch (error) {
        if (attempt >= RECORD_SENT_DELAYS_MS.length) {
          // Left claimed: sent again when its lease ends (at least once), with the same Message-ID.
          deps.log.error({ key: message.key, err: error }, 'e-mail enviado, mas não registrado');
          return false;
        }
        await new Promise((resolve) => setTimeout(resolve, RECORD_SENT_DELAYS_MS[attempt]));
      }
    }
  }

  async function send(message: MailMessage): Promise<void> {
    try {
      const { files } = await drawAttachments(message.attachments, deps.ticketPdf);
      await deps.transport.sendMail({
        from: deps.from,
        to: message.recipient,
        subject: message.subject,
        html: message.html,
        text: message.text,
        messageId: `<${message.id}@bilheteria>`,
        headers: { 'X-Bilheteria-Key': message.key },
        attachments: files.map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          content: file.content,
        })),
      });
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      const giveUp = permanent(error) || message.attempts >= MAX_ATTEMPTS;
      const retryAt = giveUp
        ? undefined
        : new Date(deps.now().getTime() + retryDelay(message.attempts, { baseMs: retryBaseMs, maxMs: 60 * 60_000 }));
      await markFailed(deps.db, message, text, retryAt);
      deps.log.warn(
        { key: message.key, attempts: message.attempts, err: text },
        giveUp ? 'e-mail não enviado (desistindo)' : 'e-mail não enviado (nova tentativa)',
      );
      return;
    }
    await recordSent(message);
  }

  async function once(): Promise<number> {
    const claimed = await claimDue(deps.db, deps.now(), leaseMs, batch);
    await Promise.all(claimed.map(send));
    return claimed.length;
  }

  function queue(work: () => Promise<number>): Promise<number> {
    const next = round.then(work, work);
    round = next.catch(() => 0);
    return next;
  }

  /**
   * A full round means more is probably due: the next one starts at once instead of after `pollMs` (with 5
   * messages a round and a 250-ms pause, two replicas sent 14.5 confirmations/s at most, and a webhook storm's
   * last buyers waited 30 s for their tickets).
   */
  const tick = () => {
    let handled = 0;
    void queue(once)
      .then((count) => (handled = count))
      .catch((error: unknown) => deps.log.error({ err: error }, 'falha no envio de e-mails'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, handled >= batch ? 0 : pollMs);
      });
  };

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      timer = setTimeout(tick, 0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await round;
    },
    drain() {
      return queue(async () => {
        let total = 0;
        for (;;) {
          const handled = await once();
          total += handled;
          if (handled === 0) return total;
        }
      });
    },
  };
}
