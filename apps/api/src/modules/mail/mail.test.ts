import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/helper';
import {
  bearer,
  insertEvent,
  insertUser,
  orderBody,
  pixInput,
  testClock,
  type TestUser,
} from '../../../test/orders-fixtures';
import { startTestSmtp } from '../../../test/smtp';
import { mailOutbox } from '../../db/schema';

const run = promisify(execFile);
const clock = testClock();
const smtp = await startTestSmtp();
afterAll(() => smtp.close());
let webhookCounter = 0;

/** The QR code on the PDF's page, as the door's camera reads it (poppler draws the page, zbar reads it). */
async function qrOfPdf(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'mail-pdf-'));
  try {
    await writeFile(path.join(dir, 'ticket.pdf'), pdf);
    await run('pdftoppm', ['-png', '-r', '150', path.join(dir, 'ticket.pdf'), path.join(dir, 'page')]);
    const [page] = (await readdir(dir)).filter((file) => file.endsWith('.png'));
    const { stdout } = await run('zbarimg', ['--quiet', '--raw', path.join(dir, page!)]);
    return stdout.trim();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describeEachDatabase(
  'e-mail outbox over SMTP',
  (ctx) => {
    let organizer: TestUser;
    let buyer: TestUser;
    let eventId: string;
    let typeId: string;

    const db = () => ctx.database.db;
    const worker = () => ctx.app.mail.worker!;
    const outbox = () => db().select().from(mailOutbox);
    const mailsTo = (address: string) =>
      smtp.received.filter((mail) => mail.to && JSON.stringify(mail.to).includes(address));

    /** An order of `quantity` tickets with its Pix generated; returns its id and the Pix's payment id. */
    async function orderWithPix(quantity: number) {
      const email = buyer.email;
      const created = await ctx.inject({
        method: 'POST',
        url: '/api/orders',
        headers: bearer(buyer.token),
        payload: orderBody(eventId, [{ ticketTypeId: typeId, quantity, price: 80 }]),
      });
      expect(created.statusCode).toBe(201);
      const orderId = created.json()._id as string;
      const pix = await ctx.inject({
        method: 'POST',
        url: '/api/pagamento/asaas/pix',
        headers: bearer(buyer.token),
        payload: pixInput(orderId, 80 * quantity, { email }),
      });
      expect(pix.statusCode).toBe(200);
      return {
        orderId,
        paymentId: pix.json().paymentId as string,
        copiaECola: pix.json().copiaECola as string,
      };
    }

    const paidWebhook = (
      orderId: string,
      paymentId: string,
      value: number,
      id = `evt_mail_${++webhookCounter}`,
    ) =>
      ctx.inject({
        method: 'POST',
        url: '/api/pagamento/asaas/webhook',
        headers: { 'asaas-access-token': ctx.config.asaas.webhookToken },
        payload: {
          id,
          event: 'PAYMENT_RECEIVED',
          dateCreated: '2030-06-01 12:00:00',
          payment: {
            object: 'payment',
            id: paymentId,
            customer: 'cus_1',
            value,
            netValue: value,
            billingType: 'PIX',
            status: 'RECEIVED',
            externalReference: orderId,
          },
        },
      });

    beforeEach(async () => {
      clock.set(new Date('2030-06-01T15:00:00Z'));
      organizer = await insertUser(db(), ctx.config.jwtSecret);
      buyer = await insertUser(db(), ctx.config.jwtSecret);
      const fixture = await insertEvent(
        db(),
        organizer.userId,
        [{ name: 'Pista', price: 80, quantity: 500 }],
        { title: 'Show' },
      );
      eventId = fixture.eventId;
      typeId = fixture.typeIds[0]!;
    });

    it('sends the Pix once, then the confirmation with one PDF per ticket whose QR scans once, and the .ics', async () => {
      const email = buyer.email;
      const { orderId, paymentId, copiaECola } = await orderWithPix(2);
      await worker().drain();

      const [pixMail, ...others] = mailsTo(email);
      expect(others).toHaveLength(0);
      expect(pixMail!.subject).toMatch(/^Pix gerado: pague até \d\d:\d\d para garantir seus ingressos$/);
      expect(pixMail!.text).toContain('Pix copia e cola');
      expect(pixMail!.text).toContain(copiaECola);
      // The local provider's Pix lasts 10 minutes (less than the order's hold): the e-mail says so.
      expect(pixMail!.text).toContain('reservados por 10 minutos, até 01/06/2030, 12:10.');
      expect(pixMail!.html).toContain('lang="pt-BR"');

      // Generating the Pix again (a new code) writes no second "Pix waiting".
      await ctx.inject({
        method: 'POST',
        url: '/api/pagamento/asaas/pix',
        headers: bearer(buyer.token),
        payload: pixInput(orderId, 160, { email }),
      });
      expect(await paidWebhook(orderId, paymentId, 160)).toMatchObject({ statusCode: 200 });
      await worker().drain();

      const mails = mailsTo(email);
      expect(mails).toHaveLength(2);
      const confirmed = mails[1]!;
      expect(confirmed.subject).toBe('Pedido confirmado: Show');
      expect(confirmed.from?.value).toEqual([
        { name: 'Bilheteria', address: 'nao-responda@bilheteria.local' },
      ]);
      expect(confirmed.text).toContain('Pagamento confirmado!');
      expect(confirmed.text).toContain('Recebemos o pagamento de R$');
      expect(confirmed.text).toContain(
        `Ver em Meus ingressos: ${ctx.app.mail.site.origin}/meus-ingressos/${orderId}`,
      );
      expect(confirmed.html).toContain(`href="${ctx.app.mail.site.origin}/meus-ingressos/${orderId}"`);

      const pdfs = confirmed.attachments.filter((file) => file.contentType === 'application/pdf');
      expect(pdfs).toHaveLength(2);
      const ics = confirmed.attachments.find((file) => file.contentType.startsWith('text/calendar'));
      const calendar = ics!.content.toString('utf8');
      expect(calendar).toContain('BEGIN:VEVENT');
      expect(calendar).toMatch(/\r\nSUMMARY:Show\r\n/);
      expect(calendar).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\n/);
      expect(calendar).toContain(`UID:${orderId}@bilheteria`);

      const tokens = await Promise.all(pdfs.map((pdf) => qrOfPdf(pdf.content)));
      expect(new Set(tokens).size).toBe(2);
      const door = bearer(organizer.token);
      for (const token of tokens) {
        const first = await ctx.inject({
          method: 'POST',
          url: '/api/tickets/scan',
          headers: door,
          payload: { code: token },
        });
        expect(first.statusCode).toBe(200);
        const again = await ctx.inject({
          method: 'POST',
          url: '/api/tickets/scan',
          headers: door,
          payload: { code: token },
        });
        expect(again.statusCode).toBe(409);
      }
      const rows = (await outbox()).filter((row) => row.recipient === email);
      expect(rows.map((row) => [row.kind, row.status, row.attempts]).sort()).toEqual([
        ['order-paid', 'sent', 1],
        ['pix-waiting', 'sent', 1],
      ]);
    });

    it('loses nothing while SMTP is down and delivers when it is back', async () => {
      const email = buyer.email;
      const paid = await orderWithPix(1);
      const unpaid = await orderWithPix(1);
      await smtp.stop();
      try {
        expect((await paidWebhook(paid.orderId, paid.paymentId, 80)).statusCode).toBe(200);
        await worker().drain();
        // The paid order's confirmation and the other order's Pix wait; the paid order's Pix is moot.
        const waiting = (await outbox()).filter((row) => row.recipient === email && row.status !== 'skipped');
        expect(waiting.map((row) => row.key).sort()).toEqual(
          [`order-paid:${paid.orderId}`, `pix-waiting:${unpaid.orderId}`].sort(),
        );
        for (const row of waiting) {
          expect(row.status).toBe('retry');
          expect(row.lastError).toBeTruthy();
        }
        // Still down at the next attempt: retried later again, never dropped.
        clock.advanceMinutes(1);
        await worker().drain();
        expect(
          (await outbox()).filter((row) => row.recipient === email && row.status === 'retry'),
        ).toHaveLength(2);
      } finally {
        await smtp.start();
      }
      expect(mailsTo(email)).toHaveLength(0);
      clock.advanceMinutes(5);
      await worker().drain();
      expect(mailsTo(email).map((mail) => mail.headers.get('x-bilheteria-key'))).toEqual(
        expect.arrayContaining([`order-paid:${paid.orderId}`, `pix-waiting:${unpaid.orderId}`]),
      );
      expect(mailsTo(email)).toHaveLength(2);
      const rows = (await outbox()).filter((row) => row.recipient === email && row.status !== 'skipped');
      expect(rows.every((row) => row.status === 'sent' && row.attempts === 3)).toBe(true);
    });

    it('drops a Pix message still queued when its order is paid first, and sends the confirmation', async () => {
      const email = buyer.email;
      const { orderId, paymentId } = await orderWithPix(1);
      expect((await paidWebhook(orderId, paymentId, 80)).statusCode).toBe(200);
      await worker().drain();
      expect(mailsTo(email).map((mail) => mail.subject)).toEqual(['Pedido confirmado: Show']);
      const [pixRow] = (await outbox()).filter((row) => row.key === `pix-waiting:${orderId}`);
      expect(pixRow).toMatchObject({
        status: 'skipped',
        attempts: 0,
        sentAt: null,
        lastError: 'Não enviado: o pedido foi pago antes do envio.',
      });
      // The ADMIN's outbox says so.
      const admin = await insertUser(db(), ctx.config.jwtSecret, 'ADMIN');
      const listed = await ctx.inject({
        method: 'GET',
        url: '/api/admin/mail',
        headers: bearer(admin.token),
      });
      expect(listed.statusCode).toBe(200);
      expect(JSON.stringify(listed.json())).toContain('"status":"skipped"');
    });

    it('a webhook storm (each payment delivered five times, twice with new ids) sends one confirmation per order', async () => {
      const orders = await Promise.all(Array.from({ length: 4 }, () => orderWithPix(1)));
      await worker().drain();
      const deliveries = orders.flatMap(({ orderId, paymentId }) => {
        const id = `evt_storm_${orderId}`;
        return [
          ...Array.from({ length: 3 }, () => () => paidWebhook(orderId, paymentId, 80, id)),
          () => paidWebhook(orderId, paymentId, 80),
          () => paidWebhook(orderId, paymentId, 80),
        ];
      });
      const answers = await Promise.all(deliveries.map((deliver) => deliver()));
      expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
      await worker().drain();
      const confirmations = mailsTo(buyer.email).filter((mail) => mail.subject === 'Pedido confirmado: Show');
      expect(confirmations.map((mail) => mail.headers.get('x-bilheteria-key')).sort()).toEqual(
        orders.map(({ orderId }) => `order-paid:${orderId}`).sort(),
      );
      const paidRows = await db().select().from(mailOutbox).where(eq(mailOutbox.kind, 'order-paid'));
      for (const { orderId } of orders)
        expect(paidRows.filter((row) => row.key === `order-paid:${orderId}`)).toHaveLength(1);
    });

    // The embedded database has one connection for everything; PostgreSQL's pools are the point here.
    it.runIf(ctx.kind === 'postgres')(
      "sends while every connection of the requests' pool is busy (the worker has its own)",
      async () => {
        const { orderId, paymentId } = await orderWithPix(1);
        await worker().drain();
        expect((await paidWebhook(orderId, paymentId, 80)).statusCode).toBe(200);
        const database = ctx.app.database;
        if (database.kind !== 'postgres') throw new Error('PostgreSQL esperado');
        // A webhook storm's requests hold every connection of the requests' pool.
        const held = await Promise.all(Array.from({ length: 10 }, () => database.pool.connect()));
        try {
          expect(database.pool.totalCount).toBe(10);
          expect(database.pool.idleCount).toBe(0);
          // In that pool the worker would wait 5 s for a connection and fail the attempt.
          await worker().drain();
          const [mail] = mailsTo(buyer.email).filter(
            (found) => found.headers.get('x-bilheteria-key') === `order-paid:${orderId}`,
          );
          expect(mail?.subject).toBe('Pedido confirmado: Show');
          expect(mail?.attachments.filter((file) => file.contentType === 'application/pdf')).toHaveLength(1);
        } finally {
          for (const client of held) client.release();
        }
      },
    );

    it('sends the reset link, then keeps no copy of it in the outbox', async () => {
      const asked = await ctx.inject({
        method: 'POST',
        url: '/api/auth/password-reset',
        payload: { email: buyer.email },
      });
      expect(asked.statusCode).toBe(202);
      await worker().drain();
      const mail = mailsTo(buyer.email).find(
        (found) => found.subject === 'Redefinição de senha da Bilheteria',
      );
      const link = /https:\/\/ingressos\.exemplo\.com\.br\/redefinir-senha\?token=([A-Za-z0-9_-]+)/.exec(
        mail!.text!,
      );
      expect(link).not.toBeNull();
      const [row] = (await outbox()).filter(
        (found) => found.kind === 'password-reset' && found.recipient === buyer.email,
      );
      expect(row!.status).toBe('sent');
      expect(row!.text).not.toContain(link![1]);
      expect(row!.html).not.toContain(link![1]);
    });

    it('tells the buyer when an unpaid order is cancelled', async () => {
      const email = buyer.email;
      const { orderId } = await orderWithPix(1);
      const cancelled = await ctx.inject({
        method: 'POST',
        url: `/api/orders/${orderId}/cancel`,
        headers: bearer(buyer.token),
      });
      expect(cancelled.statusCode).toBe(200);
      await worker().drain();
      const [mail, ...others] = mailsTo(email);
      expect(mail?.subject).toBe('Pedido cancelado: Show');
      expect(mail?.text).toContain('Nenhum valor foi cobrado.');
      // Its Pix, not sent yet, is not sent after the cancellation.
      expect(others).toHaveLength(0);
      const [pixRow] = (await outbox()).filter((row) => row.key === `pix-waiting:${orderId}`);
      expect(pixRow).toMatchObject({
        status: 'skipped',
        lastError: 'Não enviado: o pedido foi cancelado antes do envio.',
      });
    });
  },
  {
    env: { SMTP_URL: smtp.url, APP_ORIGIN: 'https://ingressos.exemplo.com.br' },
    app: { now: clock.now, mailWorker: { pollMs: 60_000 } },
  },
);
