/*
 * The e-mail module: owner of mail_outbox. Messages are written by the lifecycle's subscriber (order paid,
 * cancelled, refunded) and by the exported enqueue functions, always in the transaction of their cause; the
 * worker sends them over SMTP. Other modules reach it through `app.mail` (MailService) and these exports.
 */
export type { MailService, MailWorkerOptions } from './mail-plugin';
export type { PixGenerated, TicketTransfer } from './messages';
