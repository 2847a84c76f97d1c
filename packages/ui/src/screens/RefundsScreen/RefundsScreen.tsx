import { useId } from 'react';
import { Badge } from '../../components/Badge';
import { AdminListStates, AdminPage, type AdminAccess } from '../../shell/AdminPage';
import { formatDateTime, formatMoney, type DateInput } from '../../lib/format';
import { AppLink } from '../../lib/link';

/** Every word the refunds screen shows, for review in one place. */
const texts = {
  title: 'Estornos',
  description:
    'O dinheiro que a Bilheteria devolve aos compradores. Um estorno recusado pelo provedor (saldo insuficiente, por exemplo) é pedido de novo sozinho; acompanhe aqui os que ainda esperam.',
  empty: 'Nenhum estorno pedido até agora.',
  awaiting: (count: number) =>
    count === 0
      ? 'Todos os estornos foram confirmados pelo provedor.'
      : count === 1
        ? '1 estorno aguardando o provedor.'
        : `${count} estornos aguardando o provedor.`,
  order: 'Ver pedido',
  buyer: 'Comprador',
  requestedAt: (when: string) => `Solicitado em ${when}`,
  confirmedAt: (when: string) => `Confirmado em ${when}`,
  nextAttempt: (when: string) => `Nova tentativa em ${when}`,
  attempts: (count: number) =>
    count === 0 ? 'ainda não enviado' : count === 1 ? '1 tentativa' : `${count} tentativas`,
  lastError: 'Última recusa do provedor',
  reasons: {
    buyer_cancelled: 'Cancelado pelo comprador',
    admin_cancelled: 'Cancelado pelo ADMIN',
    late_payment: 'Pagamento após o fim da reserva',
    event_cancelled: 'Evento cancelado',
    provider_refunded: 'Estornado direto no provedor',
  },
  statuses: { requested: 'Aguardando provedor', sent: 'Enviado ao provedor', confirmed: 'Estornado' },
} as const;

type RefundStatus = keyof typeof texts.statuses;
type RefundReason = keyof typeof texts.reasons;

type RefundItem = {
  id: string;
  orderId: string;
  eventTitle: string;
  buyerEmail?: string | null;
  amount: number;
  reason: RefundReason;
  status: RefundStatus;
  attempts: number;
  lastError?: string | null;
  requestedAt: DateInput;
  nextAttemptAt?: DateInput | null;
  confirmedAt?: DateInput | null;
};

type RefundsScreenProps = {
  access: AdminAccess;
  status: 'loading' | 'error' | 'success';
  loadError?: string | null;
  refunds: RefundItem[];
  /** How many are not confirmed yet (all pages). */
  awaiting: number;
  /** The order detail of a refund's order. */
  orderHref(orderId: string): string;
};

const statusVariant = { requested: 'warning', sent: 'neutral', confirmed: 'success' } as const;

function RefundCard({ refund, orderHref }: { refund: RefundItem; orderHref: string }) {
  const refused = refund.status === 'requested' && Boolean(refund.lastError);
  return (
    <li
      data-slot="refund"
      data-status={refund.status}
      className="grid gap-2 rounded-card border border-line bg-surface p-4 shadow-card sm:grid-cols-[1fr_auto] sm:gap-x-6"
    >
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={refused ? 'danger' : statusVariant[refund.status]}>
            {texts.statuses[refund.status]}
          </Badge>
          <span className="text-sm text-ink-muted">{texts.reasons[refund.reason]}</span>
        </div>
        <p className="font-bold break-words text-ink">{refund.eventTitle}</p>
        {refund.buyerEmail ? (
          <p className="text-sm break-all text-ink-muted">
            {texts.buyer}: {refund.buyerEmail}
          </p>
        ) : null}
        <p className="text-sm text-ink-muted">
          {texts.requestedAt(formatDateTime(refund.requestedAt))} · {texts.attempts(refund.attempts)}
        </p>
        {refund.status === 'requested' && refund.nextAttemptAt ? (
          <p className="text-sm text-ink-muted">{texts.nextAttempt(formatDateTime(refund.nextAttemptAt))}</p>
        ) : null}
        {refund.status === 'confirmed' && refund.confirmedAt ? (
          <p className="text-sm text-ink-muted">{texts.confirmedAt(formatDateTime(refund.confirmedAt))}</p>
        ) : null}
        {refused ? (
          <p className="rounded-control bg-danger-soft px-3 py-2 text-sm text-danger">
            <span className="font-semibold">{texts.lastError}:</span> {refund.lastError}
          </p>
        ) : null}
      </div>
      <div className="flex items-center justify-between gap-4 sm:grid sm:content-start sm:justify-items-end">
        <span className="text-lg font-extrabold text-ink tabular-nums">{formatMoney(refund.amount)}</span>
        <AppLink href={orderHref} className="text-sm font-semibold text-brand-700 underline">
          {texts.order}
        </AppLink>
      </div>
    </li>
  );
}

/** ADMIN "Estornos" (issue #15): the money owed back to buyers, the ones still waiting for the provider first. */
function RefundsScreen({ access, status, loadError, refunds, awaiting, orderHref }: RefundsScreenProps) {
  const listTitleId = useId();
  return (
    <AdminPage
      slot="refunds-screen"
      title={texts.title}
      description={texts.description}
      access={access}
      width="narrow"
    >
      <section aria-labelledby={listTitleId} className="grid gap-3">
        <h2 id={listTitleId} className="text-base font-semibold text-ink">
          {status === 'success' && refunds.length > 0 ? texts.awaiting(awaiting) : texts.title}
        </h2>
        <AdminListStates status={status} loadError={loadError} count={refunds.length} empty={texts.empty}>
          <ul className="grid gap-3">
            {refunds.map((refund) => (
              <RefundCard key={refund.id} refund={refund} orderHref={orderHref(refund.orderId)} />
            ))}
          </ul>
        </AdminListStates>
      </section>
    </AdminPage>
  );
}

export { RefundsScreen, texts as refundsTexts };
export type { RefundItem, RefundReason, RefundStatus, RefundsScreenProps };
