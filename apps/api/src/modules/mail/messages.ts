import { eq } from 'drizzle-orm';
import { paymentMethodLabel } from '@bilheteria/rules';
import type { Db } from '../../db/client';
import { attendees, tickets, ticketTypes } from '../../db/schema';
import { proofFor } from '../auth';
import type { DomainEvent, DomainEventSubscriber, DomainEventType } from '../orders';
import { currentHolders, icsAttachment, mailEvent, orderContext, validTickets } from './compose';
import { enqueueMail, skipUnsent } from './outbox';
import {
  confirmEmailUrl,
  emailVerificationMail,
  eventCancelledMail,
  heldTicketCancelledMail,
  orderCancelledMail,
  orderPaidMail,
  orderRefundedMail,
  passwordResetMail,
  pixWaitingMail,
  ticketTransferredMail,
  type MailSite,
} from './templates';

/*
 * What writes messages into the outbox, always inside the transaction of their cause. The keys make each cause
 * write one message however often it is replayed: `order-paid:<order>` (a webhook delivered five times pays the
 * order once, and a second write of the key is ignored anyway), `pix-waiting:<order>` (the first Pix only; a
 * renewed code is on the order's page), `order-cancelled:<order>`, `order-refunded:<order>`,
 * `ticket-transferred:<ticket>:<from|to>`, `event-cancelled:<event>:<order>`, `password-reset:<reset>`,
 * `email-verification:<link>`, `ticket-cancelled:<ticket>` (to the holder a ticket was transferred to).
 */

const PIX_PAID_FIRST = 'Não enviado: o pedido foi pago antes do envio.';
const PIX_CANCELLED_FIRST = 'Não enviado: o pedido foi cancelado antes do envio.';

/** The lifecycle's events this module follows: the subscriber runs in the transition's transaction. */
const followedTypes: ReadonlySet<DomainEventType> = new Set<DomainEventType>([
  'order.paid',
  'order.cancelled',
  'order.refunded',
  'ticket.reissued',
]);

export function createMailSubscriber(site: MailSite): DomainEventSubscriber {
  return {
    types: followedTypes,
    async handle(tx, events) {
      for (const event of events) await writeFor(tx, site, event);
    },
  };
}

async function writeFor(tx: Db, site: MailSite, event: DomainEvent): Promise<void> {
  const context = await orderContext(tx, event.orderId);
  if (!context) return;
  const { order, recipient, buyerName } = context;
  const now = event.occurredAt;
  const mailEventOf = mailEvent(context.event);
  switch (event.type) {
    case 'order.paid': {
      // A Pix waiting message still queued would arrive after the confirmation: it is dropped (and not drawn).
      await skipUnsent(tx, `pix-waiting:${order.id}`, PIX_PAID_FIRST);
      const tickets = await validTickets(tx, order.id);
      await enqueueMail(
        tx,
        {
          key: `order-paid:${order.id}`,
          kind: 'order-paid',
          recipient,
          ...orderPaidMail(
            {
              buyerName,
              orderId: order.id,
              totalCents: order.totalCents,
              event: mailEventOf,
              tickets,
              paymentLabel:
                order.paymentMethod === 'card' && order.installments && order.installmentValueCents !== null
                  ? paymentMethodLabel('card', {
                      count: order.installments,
                      valueCents: order.installmentValueCents,
                    })
                  : null,
            },
            site,
          ),
          attachments: [
            ...tickets.map((ticket) => ({ kind: 'ticket-pdf' as const, ticketCode: ticket.code })),
            ...icsAttachment(context, site, now),
          ],
        },
        now,
      );
      return;
    }
    case 'order.cancelled':
      await skipUnsent(tx, `pix-waiting:${order.id}`, PIX_CANCELLED_FIRST);
      await enqueueMail(
        tx,
        {
          key: `order-cancelled:${order.id}`,
          kind: 'order-cancelled',
          recipient,
          ...orderCancelledMail({ buyerName, orderId: order.id, event: mailEventOf }, site),
        },
        now,
      );
      return;
    case 'order.refunded':
      // Whoever holds a ticket of it now hears too: they are the one the door would turn away (issue #25).
      await tellHolders(tx, site, {
        orderId: order.id,
        buyerEmail: recipient,
        event: mailEventOf,
        cause: context.event.cancelledAt ? 'event-cancelled' : 'order-refunded',
        now,
      });
      // Refunded because the organizer called the event off: that is the news, told once.
      if (context.event.cancelledAt) {
        await enqueueEventCancelled(tx, site, { eventId: order.eventId, orderIds: [order.id], now });
        return;
      }
      await enqueueMail(
        tx,
        {
          key: `order-refunded:${order.id}`,
          kind: 'order-refunded',
          recipient,
          ...orderRefundedMail(
            {
              buyerName,
              orderId: order.id,
              totalCents: order.totalCents,
              event: mailEventOf,
              reason: event.data.reason === 'chargeback' ? 'chargeback' : 'refund',
              paidByCard: order.paymentMethod === 'card',
            },
            site,
          ),
        },
        now,
      );
      return;
    case 'ticket.reissued': {
      const data = event.data as Record<string, unknown>;
      if (data.transferred !== true || typeof data.code !== 'string') return;
      const [type] = await tx
        .select({ name: ticketTypes.name, meiaTipo: attendees.meiaTipo })
        .from(tickets)
        .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
        .innerJoin(attendees, eq(attendees.id, tickets.attendeeId))
        .where(eq(tickets.code, data.code));
      await enqueueTicketTransferred(tx, site, {
        orderId: order.id,
        ticketCode: data.code,
        ticketTypeName: type?.name ?? '',
        meiaTipo: type?.meiaTipo ?? null,
        previousHolder: { name: String(data.previousName ?? ''), email: String(data.previousEmail ?? '') },
        newHolder: { name: String(data.holderName ?? ''), email: String(data.holderEmail ?? '') },
        now,
      });
      return;
    }
    default:
      return;
  }
}

export interface PixGenerated {
  orderId: string;
  copiaECola: string;
  expiresAt: Date;
  now: Date;
}

/** "Pix waiting", once per order: called by payments in the transaction that stores the order's first Pix. */
export async function enqueuePixWaiting(tx: Db, site: MailSite, pix: PixGenerated): Promise<void> {
  const context = await orderContext(tx, pix.orderId);
  if (!context) return;
  await enqueueMail(
    tx,
    {
      key: `pix-waiting:${pix.orderId}`,
      kind: 'pix-waiting',
      recipient: context.recipient,
      ...pixWaitingMail(
        {
          buyerName: context.buyerName,
          orderId: pix.orderId,
          totalCents: context.order.totalCents,
          event: mailEvent(context.event),
          copiaECola: pix.copiaECola,
          expiresAt: pix.expiresAt,
          now: pix.now,
        },
        site,
      ),
    },
    pix.now,
  );
}

export interface TicketTransfer {
  orderId: string;
  /** The ticket the new holder got (its code is in the new holder's PDF). */
  ticketCode: string;
  ticketTypeName: string;
  /** The new holder's right to half price (their ticket says which document to bring), null if none. */
  meiaTipo: string | null;
  previousHolder: { name: string; email: string };
  newHolder: { name: string; email: string };
  now: Date;
}

/**
 * "Ticket cancelled", to each holder a ticket of the order was transferred to (not the buyer, who gets the
 * order's own message), when the order is refunded or its event called off.
 */
async function tellHolders(
  tx: Db,
  site: MailSite,
  input: {
    orderId: string;
    buyerEmail: string;
    event: ReturnType<typeof mailEvent>;
    cause: 'order-refunded' | 'event-cancelled';
    now: Date;
  },
): Promise<void> {
  for (const holder of await currentHolders(tx, input.orderId)) {
    if (holder.email === input.buyerEmail.toLowerCase()) continue;
    await enqueueMail(
      tx,
      {
        key: `ticket-cancelled:${holder.ticketId}`,
        kind: 'ticket-cancelled',
        recipient: holder.email,
        ...heldTicketCancelledMail(
          {
            holderName: holder.name,
            ticketTypeName: holder.ticketTypeName,
            event: input.event,
            cause: input.cause,
          },
          site,
        ),
      },
      input.now,
    );
  }
}

/**
 * "Ticket transferred", to the old holder (it no longer admits) and the new one (PDF attached; and how to open it
 * on the site, by the state of the account with their address: only a proven one opens it). For the transfer
 * transition, in its transaction.
 */
export async function enqueueTicketTransferred(
  tx: Db,
  site: MailSite,
  transfer: TicketTransfer,
): Promise<void> {
  const context = await orderContext(tx, transfer.orderId);
  if (!context) return;
  const base = {
    previousHolderName: transfer.previousHolder.name,
    newHolderName: transfer.newHolder.name,
    orderId: transfer.orderId,
    event: mailEvent(context.event),
    ticket: {
      attendeeName: transfer.newHolder.name,
      ticketTypeName: transfer.ticketTypeName,
      code: transfer.ticketCode,
      meiaTipo: transfer.meiaTipo,
    },
  };
  await enqueueMail(
    tx,
    {
      key: `ticket-transferred:${transfer.ticketCode}:from`,
      kind: 'ticket-transferred',
      recipient: transfer.previousHolder.email,
      ...ticketTransferredMail({ ...base, to: 'previous-holder' }, site),
    },
    transfer.now,
  );
  const proof = await proofFor(tx, transfer.newHolder.email, transfer.now);
  await enqueueMail(
    tx,
    {
      key: `ticket-transferred:${transfer.ticketCode}:to`,
      kind: 'ticket-transferred',
      recipient: transfer.newHolder.email,
      ...ticketTransferredMail(
        {
          ...base,
          to: 'new-holder',
          holder:
            proof.account === 'unverified'
              ? { account: 'unverified', confirmLink: confirmEmailUrl(site, proof.token) }
              : proof,
        },
        site,
      ),
      attachments: [{ kind: 'ticket-pdf', ticketCode: transfer.ticketCode }],
    },
    transfer.now,
  );
}

/** "Event cancelled", one message per paid order of the event: for the event-cancellation transition. */
export async function enqueueEventCancelled(
  tx: Db,
  site: MailSite,
  input: { eventId: string; orderIds: readonly string[]; now: Date },
): Promise<void> {
  for (const orderId of input.orderIds) {
    const context = await orderContext(tx, orderId);
    if (!context) continue;
    await enqueueMail(
      tx,
      {
        key: `event-cancelled:${input.eventId}:${orderId}`,
        kind: 'event-cancelled',
        recipient: context.recipient,
        ...eventCancelledMail(
          {
            buyerName: context.buyerName,
            orderId,
            event: mailEvent(context.event),
            totalCents: context.order.totalCents,
          },
          site,
        ),
      },
      input.now,
    );
  }
}

/** The reset link's message; sensitive: its body is dropped from the outbox once sent. */
export async function enqueuePasswordReset(
  tx: Db,
  site: MailSite,
  input: { resetId: string; email: string; name: string; link: string; validMinutes: number; now: Date },
): Promise<void> {
  await enqueueMail(
    tx,
    {
      key: `password-reset:${input.resetId}`,
      kind: 'password-reset',
      recipient: input.email,
      ...passwordResetMail({ name: input.name, link: input.link, validMinutes: input.validMinutes }, site),
      sensitive: true,
    },
    input.now,
  );
}

/** The confirmation link's message; sensitive: its body is dropped from the outbox once sent. */
export async function enqueueEmailVerification(
  tx: Db,
  site: MailSite,
  input: {
    verificationId: string;
    token: string;
    email: string;
    name: string;
    validHours: number;
    now: Date;
  },
): Promise<void> {
  await enqueueMail(
    tx,
    {
      key: `email-verification:${input.verificationId}`,
      kind: 'email-verification',
      recipient: input.email,
      ...emailVerificationMail({ name: input.name, token: input.token, validHours: input.validHours }, site),
      sensitive: true,
    },
    input.now,
  );
}
