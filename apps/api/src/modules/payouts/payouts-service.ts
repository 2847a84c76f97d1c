import type { Schemas } from '@bilheteria/api-client';
import { normalizePayoutAccount, payoutAccountProblems, type PayoutAccountInput } from '@bilheteria/rules';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, type PayoutAccount, type User } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { saoPauloDay } from '../../lib/dates';
import type { AccountsProvider, ChargeSplit } from '../payments';
import {
  computeShares,
  MAX_COMMISSION_BPS,
  organizerRefundCents,
  type ShareableOrder,
  type Shares,
} from '../sales-ledger';
import { parseAccountStatus } from './account-status';
import {
  applyStatus,
  findAccount,
  findChargeSplit,
  recordAccount,
  recordChargeSplit,
  settingsOf,
} from './accounts-repository';
import { payoutMessages, statusMessages } from './messages';
import { listOrganizerRows, saveSettings, userExists, type OrganizerRow } from './organizers-repository';

/** The split decided for one charge of an order: who gets what, and the wallet the organizer's share goes to. */
export interface DecidedSplit {
  orderId: string;
  organizerId: string;
  /** Null when the organizer has no approved account: the platform then holds the organizer's share. */
  walletId: string | null;
  commissionBps: number;
  shares: Shares;
  /** What the provider sends with the charge (Asaas `split`), or null. */
  split: ChargeSplit | null;
}

export interface PayoutsService {
  account(user: User): Promise<Schemas['PayoutAccount']>;
  saveAccount(user: User, input: Schemas['PayoutAccountInput']): Promise<Schemas['PayoutAccount']>;
  /** Applies an Asaas account-status event (idempotent; an older event changes nothing). */
  applyAccountStatus(body: Schemas['AsaasWebhookEvent']): Promise<void>;
  /**
   * 409 PAYOUT_ACCOUNT_REQUIRED unless the organizer has an approved payout account and is not blocked; `tx`: the
   * caller's transaction, when it is in one (PGlite has one connection: a read beside it would wait forever).
   */
  ensureCanSellPaid(organizerId: string, tx?: Db): Promise<void>;
  /**
   * 409 ORGANIZER_BLOCKED when the ADMIN blocked the organizer: asked before a paid order is reserved (issue #31
   * point 6: no new paid sales; the tickets already sold stay valid).
   */
  ensureTakesPaidOrders(organizerId: string): Promise<void>;
  /** The ADMIN's "Organizadores". */
  listOrganizers(): Promise<Schemas['AdminOrganizerList']>;
  /** The ADMIN sets an organizer's commission (0–50 %, or null for the default) or block. */
  updateOrganizer(
    organizerId: string,
    change: Schemas['AdminOrganizerUpdate'],
  ): Promise<Schemas['AdminOrganizer']>;
  /** The split of a charge for `order` (an order of the event `eventId`). */
  decideSplit(order: ShareableOrder & { id: string; eventId: string }): Promise<DecidedSplit>;
  /**
   * The organizer's part of a refund of `refundedCents` of a charge (Asaas's `splitRefunds`), by
   * `organizerRefundCents`; null when the charge had no split or the refund is whole (Asaas then reverses the
   * whole split itself).
   */
  refundSplit(
    providerPaymentId: string,
    refundedCents: number,
  ): Promise<{ walletId: string; valueCents: number } | null>;
  /** Records the split a charge was created with (once per provider charge). */
  recordSplit(providerPaymentId: string, decided: DecidedSplit): Promise<void>;
}

export interface PayoutsDependencies {
  db: Db;
  now: () => Date;
  provider: AccountsProvider;
  /** PLATFORM_COMMISSION_PERCENT, in basis points. */
  defaultCommissionBps: number;
}

const centsToReais = (cents: number) => Math.round(cents) / 100;

/** 0–50 % with at most two decimals, in basis points; undefined when it is not. */
function commissionBpsOf(percent: number): number | undefined {
  const bps = Math.round(percent * 100);
  return Number.isFinite(percent) &&
    Math.abs(bps - percent * 100) < 1e-6 &&
    bps >= 0 &&
    bps <= MAX_COMMISSION_BPS
    ? bps
    : undefined;
}

export function createPayoutsService(deps: PayoutsDependencies): PayoutsService {
  const { db, now, provider } = deps;

  const commissionOf = async (organizerId: string, reader: Db = db) => {
    const settings = await settingsOf(reader, organizerId);
    return {
      commissionBps: settings.commissionBps ?? deps.defaultCommissionBps,
      blocked: !!settings.blockedAt,
    };
  };

  const view = async (
    organizerId: string,
    account: PayoutAccount | undefined,
  ): Promise<Schemas['PayoutAccount']> => {
    const { commissionBps, blocked } = await commissionOf(organizerId);
    const common = { commissionPercent: commissionBps / 100, blocked };
    if (!account) return { status: 'none', statusMessage: statusMessages.none, ...common };
    return {
      status: account.status,
      statusMessage: statusMessages[account.status],
      ...common,
      name: account.name,
      email: account.email,
      cpfCnpj: account.cpfCnpj,
      birthDate: account.birthDate,
      companyType: account.companyType,
      mobilePhone: account.mobilePhone,
      postalCode: account.postalCode,
      addressNumber: account.addressNumber,
      complement: account.complement,
      incomeValue: centsToReais(account.incomeValueCents),
      walletId: account.walletId,
      createdAt: account.createdAt.toISOString(),
    };
  };

  const organizerView = (row: OrganizerRow): Schemas['AdminOrganizer'] => ({
    _id: row.id,
    name: row.name,
    email: row.email,
    events: row.events,
    accountStatus: row.accountStatus ?? 'none',
    sales: centsToReais(row.salesCents),
    platformRevenue: centsToReais(row.platformCents),
    commissionPercent: (row.commissionBps ?? deps.defaultCommissionBps) / 100,
    customCommission: row.commissionBps !== null,
    blocked: row.blocked,
  });

  return {
    async account(user) {
      return view(user.id, await findAccount(db, user.id));
    },

    async saveAccount(user, input) {
      const problems = payoutAccountProblems(input as PayoutAccountInput, saoPauloDay(now()));
      if (problems.length > 0)
        throw new HttpError(
          400,
          problems.map((problem) => problem.message).join(' '),
          'INVALID_PAYOUT_ACCOUNT',
        );
      if (await findAccount(db, user.id))
        throw new HttpError(409, payoutMessages.alreadyOpen, 'PAYOUT_ACCOUNT_EXISTS');
      const request = normalizePayoutAccount(input as PayoutAccountInput);
      // Opened (or found) at the provider first, then recorded at once: an account the provider created is kept
      // even when our answer is lost, and a retry finds it there by its CPF/CNPJ.
      const opened = await provider.openSubAccount(request);
      const at = now();
      const account = await recordAccount(db, {
        organizerId: user.id,
        ...request,
        provider: provider.name,
        providerAccountId: opened.accountId,
        walletId: opened.walletId,
        status: opened.status,
        statusAt: at,
        createdAt: at,
        updatedAt: at,
      });
      if (!account) throw new HttpError(409, payoutMessages.taken, 'PAYOUT_ACCOUNT_TAKEN');
      return view(user.id, account);
    },

    async applyAccountStatus(body) {
      const change = parseAccountStatus(body, now());
      if (change) await applyStatus(db, change.providerAccountId, change.status, change.at);
    },

    async ensureCanSellPaid(organizerId, tx = db) {
      const account = await findAccount(tx, organizerId);
      if (account?.status !== 'approved')
        throw new HttpError(409, payoutMessages.accountRequired, 'PAYOUT_ACCOUNT_REQUIRED', {
          link: '/organizer/recebimentos',
        });
      if ((await commissionOf(organizerId, tx)).blocked)
        throw new HttpError(409, payoutMessages.blocked, 'ORGANIZER_BLOCKED');
    },

    async ensureTakesPaidOrders(organizerId) {
      if ((await settingsOf(db, organizerId)).blockedAt)
        throw new HttpError(409, payoutMessages.salesSuspended, 'ORGANIZER_BLOCKED');
    },

    async listOrganizers() {
      return {
        items: (await listOrganizerRows(db)).map(organizerView),
        defaultCommissionPercent: deps.defaultCommissionBps / 100,
      };
    },

    async updateOrganizer(organizerId, change) {
      let commissionBps: number | null | undefined;
      if (change.commissionPercent !== undefined && change.commissionPercent !== null) {
        commissionBps = commissionBpsOf(change.commissionPercent);
        if (commissionBps === undefined)
          throw new HttpError(400, payoutMessages.commissionRange, 'INVALID_COMMISSION');
      } else commissionBps = change.commissionPercent;
      if (!(await userExists(db, organizerId))) throw new HttpError(404, payoutMessages.organizerNotFound);
      await saveSettings(db, organizerId, { commissionBps, blocked: change.blocked }, now());
      const [row] = await listOrganizerRows(db, organizerId);
      return organizerView(row!);
    },

    async decideSplit(order) {
      const [event] = await db
        .select({ organizerId: events.organizerId })
        .from(events)
        .where(eq(events.id, order.eventId));
      if (!event) throw new Error(`evento ${order.eventId} do pedido ${order.id} não encontrado`);
      const { commissionBps } = await commissionOf(event.organizerId);
      const account = await findAccount(db, event.organizerId);
      const walletId = account?.status === 'approved' ? account.walletId : null;
      const shares = computeShares(order, commissionBps);
      return {
        orderId: order.id,
        organizerId: event.organizerId,
        walletId,
        commissionBps,
        shares,
        split:
          walletId && shares.organizerCents > 0 ? { walletId, fixedValueCents: shares.organizerCents } : null,
      };
    },

    async refundSplit(providerPaymentId, refundedCents) {
      const split = await findChargeSplit(db, providerPaymentId);
      if (!split?.walletId || refundedCents >= split.chargedCents) return null;
      return { walletId: split.walletId, valueCents: organizerRefundCents(split, refundedCents) };
    },

    async recordSplit(providerPaymentId, decided) {
      await recordChargeSplit(db, {
        providerPaymentId,
        orderId: decided.orderId,
        organizerId: decided.organizerId,
        walletId: decided.split ? decided.walletId : null,
        chargedCents: decided.shares.chargedCents,
        organizerCents: decided.shares.organizerCents,
        platformCents: decided.shares.platformCents,
        commissionCents: decided.shares.commissionCents,
        commissionBps: decided.commissionBps,
        createdAt: now(),
      });
    },
  };
}
