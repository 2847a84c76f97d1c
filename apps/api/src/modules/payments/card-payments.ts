import type { Schemas } from '@bilheteria/api-client';
import {
  cardHolderProblems,
  cardProblems,
  installmentInterestCents,
  installmentProblem,
  normalizeCard,
  normalizeCardHolder,
} from '@bilheteria/rules';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Order, User } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { accessibleOrder, orderInstallments, type InstallmentSettings, type OrderLifecycle } from '../orders';
import {
  claimCardAttempt,
  findSavedCard,
  latestCardCharge,
  maxInstallmentsOf,
  releaseCardAttempt,
  storeCardCharge,
} from './card-repository';
import { paymentMessages } from './messages';
import { CardRefused, type CardChargeRequest, type CardChargeResult, type PaymentProvider } from './provider';
import { processPaymentEvent } from './webhook';
import type { PayoutsService } from '../payouts';

/*
 * POST /pagamento/asaas/cartao (issue #27). The card is checked by the form's own rules (@bilheteria/rules), the
 * installments by the quote's function, and the charge goes through the provider once per attempt: one attempt per
 * order at a time (card_attempts), and a retry asks the provider for the order's charge before charging again.
 * What the provider says then takes the webhook's path (processPaymentEvent), exactly as its later events will:
 * approved pays the order through the lifecycle; in analysis holds it. The card's number and CVV exist only in
 * this request: never stored, logged (app.ts redacts them) or echoed.
 */

export interface CardPaymentDeps {
  db: Db;
  now: () => Date;
  log: FastifyBaseLogger;
  lifecycle: OrderLifecycle;
  provider: PaymentProvider;
  installments: InstallmentSettings;
  /** A request whose attempt is older than this is dead: its attempt may be taken over (2 × ASAAS_TIMEOUT_MS). */
  attemptStaleMs: number;
  /** Withdraws stale charges and asks for owed refunds (after money that could not buy the order). */
  settle(): Promise<void>;
  /** Organizers' payouts (issue #31): the split the card charge is created with, recorded per charge. */
  payouts?: Pick<PayoutsService, 'decideSplit' | 'recordSplit'>;
}

function invalid(problems: Record<string, string | undefined>): HttpError | null {
  const messages = [...new Set(Object.values(problems).filter((message): message is string => !!message))];
  return messages.length > 0 ? new HttpError(400, messages.join(' '), 'CARD_INVALID') : null;
}

const refusal = (message: string) =>
  new HttpError(402, message, 'CARD_REFUSED', { status: 'refused', paymentId: null });

function notPayable(order: Order): HttpError {
  const message =
    order.status === 'paid'
      ? paymentMessages.orderPaid
      : order.status === 'expired'
        ? paymentMessages.orderExpired
        : paymentMessages.orderCancelled;
  return new HttpError(409, message, 'ORDER_NOT_PENDING');
}

export async function payByCard(
  deps: CardPaymentDeps,
  user: User,
  input: Schemas['CardPaymentInput'],
  remoteIp: string,
): Promise<Schemas['CardPaymentResult']> {
  const { db, provider } = deps;
  const at = deps.now();
  if ((input.cartao === undefined) === (input.cartaoToken === undefined))
    throw new HttpError(400, paymentMessages.cardOrToken);
  const holderProblem = invalid(cardHolderProblems(input.titular));
  const cardProblem = input.cartao ? invalid(cardProblems(input.cartao, at)) : null;
  if (cardProblem || holderProblem) throw cardProblem ?? holderProblem!;
  const holder = normalizeCardHolder(input.titular);

  const order = await accessibleOrder(deps.db, user, input.pedidoId, at, { ownerOnly: true });
  if (order.status !== 'pending') throw notPayable(order);
  if (order.totalCents === 0) throw new HttpError(409, paymentMessages.nothingToPay);
  const max = await maxInstallmentsOf(db, order.eventId);
  const options = orderInstallments(order.totalCents, max, deps.installments);
  const tooMany = installmentProblem(input.parcelas, options, max);
  if (tooMany) throw new HttpError(400, tooMany, 'INSTALLMENTS_INVALID');
  const installment = options.find((option) => option.count === input.parcelas)!;

  let card: CardChargeRequest['card'];
  if (input.cartao) {
    const typed = normalizeCard(input.cartao);
    card = {
      kind: 'new',
      holderName: typed.nomeTitular,
      number: typed.numero,
      expiryMonth: typed.mesValidade,
      expiryYear: typed.anoValidade,
      ccv: typed.cvv,
    };
  } else {
    const saved = await findSavedCard(db, user.id, input.cartaoToken!);
    if (!saved || saved.provider !== provider.name)
      throw new HttpError(400, paymentMessages.savedCardNotFound);
    card = { kind: 'token', token: saved.token };
  }

  const previous = await latestCardCharge(db, order.id);
  if (previous?.status === 'analysis')
    throw new HttpError(409, paymentMessages.cardInAnalysis, 'CARD_IN_ANALYSIS');
  if (!(await claimCardAttempt(db, order.id, at, deps.attemptStaleMs)))
    throw new HttpError(409, paymentMessages.cardInProgress, 'CARD_IN_PROGRESS');

  try {
    // Decided once, as for the Pix: the organizer's share of the tickets; the fee and the installments' interest
    // (what the buyer pays beyond the order's total) stay with the platform.
    const decided = await deps.payouts?.decideSplit({
      ...order,
      interestCents: installmentInterestCents(installment.totalCents, order.totalCents),
    });
    let charge: CardChargeResult;
    try {
      charge =
        (await provider.findCardCharge(order.id)) ??
        (await provider.createCardCharge({
          order: { id: order.id, totalCents: order.totalCents },
          installment,
          split: decided?.split ?? null,
          card,
          holder: {
            name: holder.nome,
            email: holder.email,
            cpfCnpj: holder.cpfCnpj,
            postalCode: holder.cep,
            addressNumber: holder.numeroEndereco,
            phone: holder.telefone,
          },
          remoteIp,
        }));
    } catch (error) {
      if (error instanceof CardRefused) {
        deps.log.info({ orderId: order.id }, 'cartão recusado');
        throw refusal(error.message);
      }
      throw error;
    }
    // Recorded before the payment is applied (its sale reads it); a charge found again keeps its first record.
    if (decided) await deps.payouts?.recordSplit(charge.paymentId, decided);
    return await apply(deps, user, order, charge, installment, holder);
  } finally {
    await releaseCardAttempt(db, order.id, at);
  }
}

/** Records the provider's answer and applies it through the webhook's path. */
async function apply(
  deps: CardPaymentDeps,
  user: User,
  order: Order,
  charge: CardChargeResult,
  installment: { count: number; valueCents: number; totalCents: number },
  holder: { cpfCnpj: string; telefone: string },
): Promise<Schemas['CardPaymentResult']> {
  const at = deps.now();
  await storeCardCharge(deps.db, {
    orderId: order.id,
    userId: user.id,
    provider: deps.provider.name,
    charge,
    installments: installment.count,
    installmentValueCents: installment.valueCents,
    totalCents: installment.totalCents,
    holder: { cpfCnpj: holder.cpfCnpj, phone: holder.telefone },
    now: at,
  });
  const kind = charge.status === 'paid' ? 'paid' : 'analysis';
  const event = {
    eventId: `card:${charge.paymentId}:${kind}`,
    kind,
    providerType: charge.status === 'paid' ? 'CARD_APPROVED' : 'CARD_AWAITING_RISK_ANALYSIS',
    paymentId: charge.paymentId,
    orderId: order.id,
    valueCents: installment.totalCents,
  } as const;
  const result = await processPaymentEvent(deps.db, deps.lifecycle, event, event, deps.provider.name, at);
  if (result.outcome === 'refund') {
    await deps.settle();
    throw new HttpError(409, paymentMessages.cardLate, 'ORDER_NOT_PENDING');
  }
  return {
    status: charge.status,
    paymentId: charge.paymentId,
    message: charge.status === 'paid' ? paymentMessages.cardApproved : paymentMessages.cardAnalysis,
  };
}
