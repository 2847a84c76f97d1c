import { createHash, timingSafeEqual } from 'node:crypto';
import type { Schemas } from '@bilheteria/api-client';
import type { PixGenerated } from '../mail';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Order, User } from '../../db/schema';
import { HttpError, messages } from '../../http/errors';
import type { RateRule } from '../../plugins/rate-limits';
import {
  cancellationMessages,
  cancellationVerdict,
  accessibleOrder,
  findOrder,
  inTransaction,
  orderDetail,
  orderMessages,
  centsToReais,
  reaisToCents,
  type InstallmentSettings,
  seenAt,
  type OrderLifecycle,
} from '../orders';
import { parseAsaasWebhook } from './asaas-provider';
import { localEvent } from './local-provider';
import { checkBuyer } from './buyer';
import { paymentMessages } from './messages';
import { claimStaleCharges, markWithdrawalFailed, markWithdrawn } from './charge-withdrawal';
import { cancelEvent, resumeCancelledEvents, type EventCancellationDeps } from './event-cancellation';
import {
  eventStartOf,
  findActivePayment,
  findPaymentByProviderId,
  reuseActivePix,
  storeNewPix,
  type PixStored,
} from './payments-repository';
import { claimDueRefunds, markRefundFailed, markRefundSent, requestRefund } from './refunds';
import { pixDeadline, type PaymentProvider } from './provider';
import { processPaymentEvent } from './webhook';
import { payByCard } from './card-payments';
import { latestCardCharge, listSavedCards } from './card-repository';
import { localAnalysisEvent } from './local-card';
import { savedCardLabel } from '@bilheteria/rules';
import { isAccountStatusEvent, type PayoutsService } from '../payouts';

export interface PaymentsService {
  readonly provider: PaymentProvider;
  /** Pix codes one account may ask for per window, shared by every replica (PIX_RATE_LIMIT per 15 minutes). */
  readonly pixRule: RateRule;
  createPix(user: User, input: Schemas['PixInput']): Promise<Schemas['PixCharge']>;
  /** Card attempts per account and per client address per hour (CARD_RATE_LIMIT), shared by every replica. */
  readonly cardRules: { perUser: RateRule; perAddress: RateRule };
  /** Pays a pending order by card (card-payments.ts); `remoteIp` is the buyer's address, for Asaas's antifraud. */
  payByCard(
    user: User,
    input: Schemas['CardPaymentInput'],
    remoteIp: string,
  ): Promise<Schemas['CardPaymentResult']>;
  orderPayment(user: User, orderId: string): Promise<Schemas['OrderPayment']>;
  webhook(token: string | undefined, event: Schemas['AsaasWebhookEvent']): Promise<Schemas['WebhookAck']>;
  confirmLocal(
    user: User,
    paymentId: string,
    outcome?: 'approve' | 'reprove',
  ): Promise<Schemas['LocalConfirmResult']>;
  /**
   * Cancels an order (its buyer or an ADMIN): a pending one at once, its Pix withdrawn at the provider; a paid one
   * within the cancellation rules (orders/cancellation-policy.ts), refunded: its tickets stop at once and the
   * refund is asked of the provider. An order already expired, cancelled or refunded is left as it is.
   */
  cancelOrder(user: User, orderId: string): Promise<Schemas['OrderDetail']>;
  /** Calls an event off and refunds it (event-cancellation.ts); with `dryRun`, only says what would happen. */
  cancelEvent(user: User, eventId: string, dryRun: boolean): Promise<Schemas['EventCancellation']>;
  /** Asks the provider for every refund due (retries included); returns how many it accepted. */
  dispatchRefunds(): Promise<number>;
  /** Withdraws at the provider every charge that must no longer be paid; returns how many. */
  withdrawStaleCharges(): Promise<number>;
  /**
   * Resumes cancelled events with open orders, then both of the above: run at start-up, after each expiry sweep,
   * and after each change that owes money or a withdrawal.
   */
  settle(): Promise<void>;
}

/** Charges withdrawn or refunds asked per claim, and claims per settle (a backlog of 1,000 drains in one). */
const BATCH_SIZE = 20;
const MAX_BATCHES = 50;

export interface PaymentsDependencies {
  db: Db;
  now: () => Date;
  log: FastifyBaseLogger;
  lifecycle: OrderLifecycle;
  provider: PaymentProvider;
  webhookToken: string;
  pixPerUser: number;
  /** Card installments' settings and CARD_RATE_LIMIT (issue #27). */
  installments: InstallmentSettings;
  cardPerHour: number;
  /** ASAAS_TIMEOUT_MS: a card attempt older than twice this is dead and may be taken over. */
  providerTimeoutMs: number;
  /**
   * Organizers' payouts (issue #31): the split each charge is created with, and the account-status events that
   * arrive through the same webhook.
   */
  payouts?: Pick<PayoutsService, 'decideSplit' | 'recordSplit' | 'applyAccountStatus' | 'refundSplit'>;
  /** Runs in the transaction that stores a new Pix (the "Pix waiting" e-mail, modules/mail). */
  onPixStored?: (tx: Db, pix: PixGenerated) => Promise<void>;
}

/** Constant-time comparison of equal-length digests: neither the length nor a prefix of the token leaks. */
function sameSecret(given: string | undefined, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given ?? ''), digest(expected)) && given !== undefined;
}

function notPayable(status: Order['status']): HttpError {
  const message =
    status === 'paid'
      ? paymentMessages.orderPaid
      : status === 'expired'
        ? paymentMessages.orderExpired
        : paymentMessages.orderCancelled;
  return new HttpError(409, message, 'ORDER_NOT_PENDING');
}

const toPixCharge = (
  charge: { paymentId: string; qrCodeBase64: string; copiaECola: string; expiracao: Date },
  provider: PaymentProvider['name'],
) => ({
  paymentId: charge.paymentId,
  qrCodeBase64: charge.qrCodeBase64,
  copiaECola: charge.copiaECola,
  expiracao: charge.expiracao.toISOString(),
  provider,
});

export function createPaymentsService(deps: PaymentsDependencies): PaymentsService {
  const { db, now, lifecycle, provider } = deps;

  const ensureStored = (stored: PixStored) => {
    if (!stored.stored) throw notPayable(stored.status);
  };

  /** Runs `batch` until it claims less than a full batch (or `MAX_BATCHES` ran): a backlog drains in one go. */
  const drain = async (batch: () => Promise<{ claimed: number; done: number }>): Promise<number> => {
    let done = 0;
    for (let round = 0; round < MAX_BATCHES; round++) {
      const result = await batch();
      done += result.done;
      if (result.claimed < BATCH_SIZE) break;
    }
    return done;
  };

  const withdrawStaleCharges = () => drain(withdrawBatch);
  const dispatchRefunds = () => drain(refundBatch);

  const withdrawBatch = async () => {
    let withdrawn = 0;
    const claimed = await claimStaleCharges(db, provider.name, now(), BATCH_SIZE);
    for (const charge of claimed) {
      try {
        await provider.cancelCharge(charge.providerPaymentId);
        await markWithdrawn(db, charge.id, now());
        withdrawn++;
      } catch (error) {
        deps.log.warn(
          { err: error, paymentId: charge.providerPaymentId },
          'Pix não cancelado; nova tentativa depois',
        );
        await markWithdrawalFailed(db, charge, now());
      }
    }
    return { claimed: claimed.length, done: withdrawn };
  };

  const refundBatch = async () => {
    let accepted = 0;
    const claimed = await claimDueRefunds(db, now(), BATCH_SIZE);
    for (const refund of claimed) {
      try {
        const confirmation = await provider.refund({
          paymentId: refund.providerPaymentId,
          valueCents: refund.amountCents,
          splitRefund: await deps.payouts?.refundSplit(refund.providerPaymentId, refund.amountCents),
        });
        await markRefundSent(db, refund.id);
        // The local provider confirms at once, through the same path as Asaas's PAYMENT_REFUNDED.
        if (confirmation)
          await processPaymentEvent(db, lifecycle, confirmation, confirmation, provider.name, now());
        accepted++;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        deps.log.warn({ err: error, orderId: refund.orderId }, 'estorno não aceito; nova tentativa depois');
        await markRefundFailed(db, refund, reason, now());
      }
    }
    return { claimed: claimed.length, done: accepted };
  };

  /** Withdraws what must not be paid and asks for what is owed; never fails the caller (the next sweep retries). */
  const settleMoney = async () => {
    await withdrawStaleCharges().catch((error: unknown) =>
      deps.log.error({ err: error }, 'falha ao cancelar Pix'),
    );
    await dispatchRefunds().catch((error: unknown) =>
      deps.log.error({ err: error }, 'falha ao pedir estornos'),
    );
  };

  const cancellation: EventCancellationDeps = { db, lifecycle, log: deps.log, now, settle: settleMoney };

  const settle = async () => {
    await resumeCancelledEvents(cancellation).catch((error: unknown) =>
      deps.log.error({ err: error }, 'falha ao retomar eventos cancelados'),
    );
    await settleMoney();
  };

  return {
    dispatchRefunds,
    withdrawStaleCharges,
    settle,
    cancelEvent: (user, eventId, dryRun) => cancelEvent(cancellation, user, eventId, dryRun),
    provider,
    pixRule: { name: 'pix-user', max: deps.pixPerUser, windowMs: 15 * 60_000 },
    cardRules: {
      perUser: { name: 'card-user', max: deps.cardPerHour, windowMs: 60 * 60_000 },
      perAddress: { name: 'card-ip', max: deps.cardPerHour, windowMs: 60 * 60_000 },
    },

    payByCard: (user, input, remoteIp) =>
      payByCard(
        {
          db,
          now,
          log: deps.log,
          lifecycle,
          provider,
          installments: deps.installments,
          attemptStaleMs: 2 * deps.providerTimeoutMs,
          settle,
          payouts: deps.payouts,
        },
        user,
        input,
        remoteIp,
      ),

    async createPix(user, input) {
      const buyer = checkBuyer({
        name: input.nomeVaqueiro,
        email: input.email,
        cpfCnpj: input.cpfCnpj,
        phone: input.phone,
      });
      const order = await accessibleOrder(db, user, input.pedidoId, now(), { ownerOnly: true });
      if (input.eventoid !== undefined && input.eventoid.toLowerCase() !== order.eventId)
        throw new HttpError(400, paymentMessages.eventMismatch);
      if (order.status !== 'pending') throw notPayable(order.status);
      const total = reaisToCents(input.totalPedido);
      if (total === null) throw new HttpError(400, orderMessages.invalidAmount('totalPedido'));
      if (total !== order.totalCents) throw new HttpError(409, paymentMessages.totalChanged, 'TOTAL_CHANGED');
      if (order.totalCents === 0) throw new HttpError(409, paymentMessages.nothingToPay);

      const at = now();
      const pixOrder = { id: order.id, totalCents: order.totalCents, expiresAt: order.expiresAt };
      if (provider.reusesActiveCharge) {
        const active = await findActivePayment(db, order.id);
        if (active && active.valueCents === order.totalCents) {
          const expiracao = pixDeadline(at, pixOrder);
          ensureStored(
            await reuseActivePix(db, {
              orderId: order.id,
              buyer,
              now: at,
              paymentRowId: active.id,
              expiracao,
            }),
          );
          return toPixCharge({ ...active, paymentId: active.providerPaymentId, expiracao }, provider.name);
        }
      }

      const decided = await deps.payouts?.decideSplit(order);
      const charge = await provider.createCharge({ ...pixOrder, split: decided?.split }, buyer, at);
      // Recorded before the charge is stored: whatever happens next, a payment of it is split as Asaas splits it.
      if (decided) await deps.payouts?.recordSplit(charge.paymentId, decided);
      const stored = await storeNewPix(db, {
        orderId: order.id,
        buyer,
        now: at,
        provider: provider.name,
        valueCents: order.totalCents,
        charge,
        onStored: deps.onPixStored,
      });
      // Paid or expired while the charge was being created: withdraw it so it cannot be paid as well.
      if (!stored.stored) {
        await provider
          .cancelCharge(charge.paymentId)
          .catch((error: unknown) =>
            deps.log.warn({ err: error, paymentId: charge.paymentId }, 'Pix não cancelado'),
          );
      }
      ensureStored(stored);
      return toPixCharge(charge, provider.name);
    },

    async orderPayment(user, orderId) {
      const order = await accessibleOrder(db, user, orderId, now());
      const active = order.status === 'pending' ? await findActivePayment(db, order.id) : undefined;
      const card = await latestCardCharge(db, order.id);
      // Saved cards are their owner's alone: an ADMIN looking at the order does not get them.
      const saved = order.buyerId === user.id ? await listSavedCards(db, user.id, provider.name) : [];
      return {
        status: order.status,
        card:
          card && ['analysis', 'received', 'refused', 'refunded', 'authorized'].includes(card.status)
            ? {
                provider: card.provider === 'asaas' ? ('asaas' as const) : ('local' as const),
                paymentId: card.providerPaymentId,
                status:
                  card.status === 'analysis'
                    ? ('analysis' as const)
                    : card.status === 'refused'
                      ? ('refused' as const)
                      : ('paid' as const),
                installments: card.installments ?? 1,
                installmentValue: centsToReais(card.installmentValueCents ?? card.valueCents),
                total: centsToReais(card.valueCents),
                brand: card.cardBrand,
                last4: card.cardLast4,
              }
            : null,
        savedCards: saved.map((entry) => ({
          token: entry.token,
          brand: entry.brand,
          last4: entry.last4,
          label: savedCardLabel(entry.last4, entry.brand),
        })),
        pix: active
          ? {
              paymentId: active.providerPaymentId,
              base64: active.qrCodeBase64,
              copiaECola: active.copiaECola,
              expiracao: (active.expiresAt ?? order.expiresAt).toISOString(),
              provider: active.provider === 'asaas' ? ('asaas' as const) : ('local' as const),
            }
          : null,
      };
    },

    async webhook(token, body) {
      if (!sameSecret(token, deps.webhookToken))
        throw new HttpError(401, paymentMessages.invalidWebhookToken, 'INVALID_WEBHOOK_TOKEN');
      // A payout account's status (issue #31): applied before the event is recorded, so a failure is redelivered.
      if (isAccountStatusEvent(body.event)) await deps.payouts?.applyAccountStatus(body);
      const result = await processPaymentEvent(
        db,
        lifecycle,
        parseAsaasWebhook(body),
        body,
        provider.name,
        now(),
      );
      deps.log.info({ eventId: body.id, type: body.event, ...result }, 'webhook de pagamento');
      if (result.outcome === 'refund') await settle();
      return { received: true };
    },

    async cancelOrder(user, orderId) {
      const at = now();
      const order = await accessibleOrder(db, user, orderId, at);
      if (order.status === 'pending') {
        await lifecycle.cancel({ orderId: order.id, now: at });
      } else if (order.status === 'paid') {
        const verdict = cancellationVerdict(order, await eventStartOf(db, order.eventId), at);
        if (!verdict.allowed) throw new HttpError(409, verdict.reason ?? '', verdict.code ?? 'ORDER_PAID');
        // The buyer gives up their own order; an ADMIN cancels anyone's, a transferred ticket's included (its
        // holder is told by e-mail), and the refund records which of them it was.
        const byBuyer = order.buyerId === user.id;
        const outcome = await inTransaction(db, async (tx) => {
          const refunded = await lifecycle.refund(
            {
              orderId: order.id,
              reason: 'refund',
              paymentId: order.paidPaymentId,
              now: at,
              unlessUsed: true,
              unlessTransferred: user.role !== 'ADMIN',
            },
            tx,
          );
          if (refunded !== 'refunded' || !order.paidPaymentId) return refunded;
          await requestRefund(tx, {
            orderId: order.id,
            providerPaymentId: order.paidPaymentId,
            // What was charged: a card's interest goes back too.
            amountCents: order.totalCents + order.interestCents,
            reason: byBuyer ? 'buyer_cancelled' : 'admin_cancelled',
            now: at,
          });
          return refunded;
        });
        if (outcome === 'checked-in')
          throw new HttpError(409, cancellationMessages.ticketUsed, 'TICKET_ALREADY_USED');
        if (outcome === 'transferred')
          throw new HttpError(409, cancellationMessages.ticketTransferred, 'TICKET_TRANSFERRED');
      }
      await settle();
      return orderDetail(db, user, orderId, now(), deps.installments);
    },

    async confirmLocal(user, paymentId, outcome = 'approve') {
      if (provider.name !== 'local') throw new HttpError(404, messages.routeNotFound);
      const payment = await findPaymentByProviderId(db, paymentId);
      if (!payment || payment.provider !== 'local') throw new HttpError(404, paymentMessages.paymentNotFound);
      const order = await accessibleOrder(db, user, payment.orderId, now()).catch((error: unknown) => {
        throw error instanceof HttpError && error.statusCode === 404
          ? new HttpError(404, paymentMessages.paymentNotFound)
          : error;
      });
      // The local provider's own `paid` event, through the same path as a provider's webhook; for a card in
      // analysis, the analysis's end ("Simular aprovação" / "Simular reprovação").
      const event =
        payment.method === 'card'
          ? localAnalysisEvent(payment.providerPaymentId, outcome, payment.valueCents)
          : localEvent(payment.providerPaymentId, 'paid', payment.valueCents);
      const result = await processPaymentEvent(db, lifecycle, event, event, provider.name, now());
      if (result.outcome === 'refund') await settle();
      const after = await findOrder(db, order.id);
      return { status: after ? seenAt(after, now()).status : order.status };
    },
  };
}
