import type { Schemas } from '@bilheteria/api-client';
import type { PayoutAccountStatus } from '../../db/schema';

/*
 * Asaas's account-status events (https://docs.asaas.com/docs/account-status-events), in our terms. The body is
 * `{ id, event: "ACCOUNT_STATUS_<PART>_<STATE>", dateCreated, accountStatus: { id, general, documentation, ... } }`,
 * `accountStatus.id` naming the sub-account. The account's general approval decides approved / refused; documents
 * Asaas still wants (or refused) make it `documents_required`; a review under way, `pending`. Bank and commercial
 * data events change nothing we show.
 */

export interface AccountStatusChange {
  providerAccountId: string;
  status: PayoutAccountStatus;
  /** When Asaas says it happened: an older event never overwrites a newer one. */
  at: Date;
}

const byEvent: Record<string, PayoutAccountStatus> = {
  ACCOUNT_STATUS_GENERAL_APPROVAL_APPROVED: 'approved',
  ACCOUNT_STATUS_GENERAL_APPROVAL_REJECTED: 'refused',
  ACCOUNT_STATUS_GENERAL_APPROVAL_AWAITING_APPROVAL: 'pending',
  ACCOUNT_STATUS_GENERAL_APPROVAL_PENDING: 'pending',
  ACCOUNT_STATUS_DOCUMENT_PENDING: 'documents_required',
  ACCOUNT_STATUS_DOCUMENT_REJECTED: 'documents_required',
  ACCOUNT_STATUS_DOCUMENT_AWAITING_APPROVAL: 'pending',
};

export const isAccountStatusEvent = (event: string) => event.startsWith('ACCOUNT_STATUS_');

/** "2024-06-12 16:45:03" is São Paulo time (UTC-3). */
function asaasInstant(value: unknown, fallback: Date): Date {
  if (typeof value !== 'string') return fallback;
  const local = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/.exec(value);
  const date = new Date(local ? `${local[1]}T${local[2]}-03:00` : value);
  return Number.isNaN(date.getTime()) ? fallback : date;
}

export function parseAccountStatus(
  body: Schemas['AsaasWebhookEvent'],
  receivedAt: Date,
): AccountStatusChange | null {
  const snapshot = (body as { accountStatus?: Record<string, unknown> }).accountStatus;
  const providerAccountId = typeof snapshot?.id === 'string' ? snapshot.id : null;
  if (!providerAccountId) return null;
  const general = snapshot?.general;
  const status: PayoutAccountStatus | undefined =
    general === 'APPROVED' ? 'approved' : general === 'REJECTED' ? 'refused' : byEvent[body.event];
  if (!status) return null;
  return {
    providerAccountId,
    status,
    at: asaasInstant((body as { dateCreated?: unknown }).dateCreated, receivedAt),
  };
}
