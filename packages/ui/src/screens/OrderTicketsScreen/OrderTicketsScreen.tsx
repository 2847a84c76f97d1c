import {
  ArrowLeft,
  CalendarDays,
  Download,
  ImageOff,
  MapPin,
  RefreshCw,
  Send,
  UserCheck,
} from 'lucide-react';
import { meiaEntradaBringLine, meiaEntradaProblem } from '@bilheteria/rules';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../components/Alert';
import { Badge, OrderStatusBadge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Input } from '../../components/Input';
import { MeiaEntradaFields } from '../../components/MeiaEntradaFields';
import { Spinner } from '../../components/Spinner';
import { cn } from '../../lib/cn';
import {
  formatDateTime,
  formatDayMonth,
  formatLongDate,
  formatShortName,
  formatTime,
} from '../../lib/format';
import { AppLink } from '../../lib/link';
import { texts } from './texts';

type OrderTicketsEvent = {
  title: string;
  image?: string | null;
  eventDate?: string | null;
  venue?: string | null;
  city?: string | null;
  state?: string | null;
  /** "HH:MM". */
  gatesOpenTime?: string | null;
  /** "HH:MM". */
  showStartTime?: string | null;
};

/** A ticket its viewer holds (or, for the ADMIN, any live ticket): its QR, code and PDF. */
type HeldTicketView = {
  id: string;
  code: string;
  ticketTypeName: string;
  attendeeName: string;
  /** Set once the ticket was scanned at the door. */
  checkedInAt?: string | null;
  /** The rotating QR image; the host changes it (its `r` counter) every cycle and on "Atualizar agora". */
  qrSrc: string;
  /** The ticket's PDF, opened in a new tab. */
  pdfHref: string;
  /** valid, cancelled (refunded order) or reissued. */
  state?: string;
  /** Set when the ticket came to its viewer by transfer: shown "Recebido por transferência". */
  transferredTo?: { name: string; email: string; at: string } | null;
  givenAway?: false;
  /** "Transferir ingresso" is offered (valid, never transferred, not used, the viewer is the buyer). */
  canTransfer?: boolean;
  /** A half-price ticket: its new holder names their own meia-entrada (Lei 12.933/2013). */
  halfPrice?: boolean;
  /** The holder's right to half price: the ticket says which document to bring (issue #30). */
  meiaEntradaTipo?: string | null;
  /** Lugares marcados (issue #29): "Setor B · Fileira F · Assento 12". */
  seat?: string | null;
};

/**
 * The buyer's view of a ticket they gave away: "Transferido para Ana S. em 28/11", and nothing that enters the
 * event (no code, QR, PDF or link: the server no longer sends them, issue #25).
 */
type GivenAwayTicketView = {
  id: string;
  ticketTypeName: string;
  givenAway: true;
  transferredTo: { name: string; at: string };
};

type OrderTicketView = HeldTicketView | GivenAwayTicketView;

type TicketTransferInput = {
  name: string;
  email: string;
  meiaEntrada?: { tipo: string; documento: string };
};

type OrderTicketsScreenProps = {
  status: 'loading' | 'error' | 'success';
  event?: OrderTicketsEvent | null;
  /** The order's status (pending, paid...); its tickets exist only once it is paid. */
  orderStatus?: string;
  tickets: readonly OrderTicketView[];
  /** Seconds until the QR codes refresh (60-second cycle). */
  secondsToRefresh: number;
  /** "← Meus ingressos". */
  backHref: string;
  /** "Atualizar agora": fetch new QR images at once. */
  onRefresh(): void;
  /** Offered as "Tentar novamente" after a failed load. */
  onRetry?(): void;
  /** "Transferir" in a ticket's form, once its name and e-mail are valid. */
  onTransfer?(ticket: HeldTicketView, to: TicketTransferInput): void;
  /** The ticket (id) whose transfer is being sent. */
  transferringId?: string | null;
  /** A refused transfer (the server's pt-BR message) for the ticket `id`. */
  transferError?: { id: string; message: string } | null;
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function TransferForm({
  ticket,
  submitting,
  error,
  onSubmit,
  onClose,
}: {
  ticket: HeldTicketView;
  submitting: boolean;
  error?: string | null;
  onSubmit(to: TicketTransferInput): void;
  onClose(): void;
}) {
  const id = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [meia, setMeia] = useState({ tipo: '', documento: '' });
  const [problems, setProblems] = useState<{ name?: string; email?: string; meia?: string }>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = {
      name: name.trim().length >= 2 ? undefined : texts.transferNameRequired,
      email: EMAIL.test(email.trim()) ? undefined : texts.transferEmailInvalid,
      meia: ticket.halfPrice ? (meiaEntradaProblem(meia) ?? undefined) : undefined,
    };
    setProblems(next);
    if (next.name || next.email || next.meia) return;
    onSubmit({
      name: name.trim(),
      email: email.trim(),
      ...(ticket.halfPrice ? { meiaEntrada: { tipo: meia.tipo, documento: meia.documento.trim() } } : {}),
    });
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      data-slot="transfer-form"
      className="grid w-full gap-3 rounded-control border border-line bg-surface-muted p-3 text-left"
    >
      <h4 id={`${id}-title`} className="font-bold text-ink">
        {texts.transferTitle} <span className="sr-only">{ticket.code}</span>
      </h4>
      <p className="text-xs text-ink-muted">{texts.transferHelp}</p>
      {error ? (
        <Alert tone="danger" role="alert">
          {error}
        </Alert>
      ) : null}
      <div className="grid gap-1">
        <label htmlFor={`${id}-name`} className="text-sm font-semibold">
          {texts.transferName}
        </label>
        <Input
          id={`${id}-name`}
          autoComplete="off"
          value={name}
          maxLength={200}
          aria-invalid={problems.name ? true : undefined}
          aria-describedby={problems.name ? `${id}-name-error` : undefined}
          onChange={(event) => setName(event.target.value)}
        />
        {problems.name ? (
          <p id={`${id}-name-error`} className="text-sm font-medium text-danger">
            {problems.name}
          </p>
        ) : null}
      </div>
      <div className="grid gap-1">
        <label htmlFor={`${id}-email`} className="text-sm font-semibold">
          {texts.transferEmail}
        </label>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="off"
          value={email}
          maxLength={254}
          aria-invalid={problems.email ? true : undefined}
          aria-describedby={problems.email ? `${id}-email-error` : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        {problems.email ? (
          <p id={`${id}-email-error`} className="text-sm font-medium text-danger">
            {problems.email}
          </p>
        ) : null}
      </div>
      {ticket.halfPrice ? (
        <MeiaEntradaFields
          name="meiaEntrada"
          stacked
          value={meia}
          error={problems.meia}
          onChange={(field, value) => setMeia((current) => ({ ...current, [field]: value }))}
        />
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onClose}>
          {texts.transferCancel}
        </Button>
        <Button type="submit" disabled={submitting}>
          <Send aria-hidden />
          {submitting ? texts.transferring : texts.transferSubmit}
        </Button>
      </div>
    </form>
  );
}

function EventHeader({ event, orderStatus }: { event: OrderTicketsEvent; orderStatus?: string }) {
  const place = [event.venue, [event.city, event.state].filter(Boolean).join(' - ')]
    .filter(Boolean)
    .join(' · ');
  const date = formatLongDate(event.eventDate);
  const times = [
    event.gatesOpenTime ? `${texts.gatesOpen}: ${event.gatesOpenTime}` : null,
    event.showStartTime ? `${texts.showStart}: ${event.showStartTime}` : null,
  ].filter(Boolean);
  return (
    <header className="flex items-start gap-4 rounded-card border border-line bg-surface p-4 shadow-card sm:items-center sm:p-5">
      {event.image ? (
        <img src={event.image} alt="" className="size-20 shrink-0 rounded-control object-cover sm:size-28" />
      ) : (
        <div
          aria-hidden
          className="flex size-20 shrink-0 items-center justify-center rounded-control bg-surface-muted text-ink-muted sm:size-28"
        >
          <ImageOff className="size-8" />
        </div>
      )}
      <div className="grid min-w-0 gap-1.5">
        <h1 className="text-xl font-extrabold tracking-tight text-ink sm:text-3xl">
          {event.title || texts.fallbackTitle}
        </h1>
        {date ? (
          <p className="flex items-center gap-2 text-sm font-medium text-ink">
            <CalendarDays aria-hidden className="size-4 shrink-0 text-brand-600" />
            <span>
              {date}
              {event.eventDate && !event.showStartTime ? ` · ${formatTime(event.eventDate)}` : null}
            </span>
          </p>
        ) : null}
        {place ? (
          <p className="flex items-center gap-2 text-sm text-ink-muted">
            <MapPin aria-hidden className="size-4 shrink-0 text-brand-600" />
            <span>{place}</span>
          </p>
        ) : null}
        {times.length > 0 ? <p className="text-sm text-ink-muted">{times.join(' · ')}</p> : null}
        {orderStatus && orderStatus !== 'paid' ? <OrderStatusBadge status={orderStatus} /> : null}
      </div>
    </header>
  );
}

function GivenAwayCard({ ticket }: { ticket: GivenAwayTicketView }) {
  const to = ticket.transferredTo;
  return (
    <li
      data-slot="ticket-card"
      data-transferred
      className="row-span-6 grid grid-rows-subgrid justify-items-center rounded-card border border-dashed border-line bg-surface p-5 text-center"
    >
      <div className="grid w-full gap-1">
        <h3 className="text-lg font-bold text-ink">{ticket.ticketTypeName}</h3>
      </div>
      <div />
      <div className="grid w-full justify-items-center gap-2 self-center">
        <UserCheck aria-hidden className="size-10 text-brand-600" />
        <p className="font-semibold break-words text-ink [overflow-wrap:anywhere]">
          {texts.transferredTo(formatShortName(to.name), formatDayMonth(to.at))}
        </p>
        <p className="text-sm text-ink-muted">{texts.transferredNote}</p>
      </div>
      <div />
      <div />
      <div />
    </li>
  );
}

function TicketCard({
  ticket,
  secondsToRefresh,
  onRefresh,
  onTransfer,
  transferring,
  transferError,
}: {
  ticket: HeldTicketView;
  secondsToRefresh: number;
  onRefresh(): void;
  onTransfer?(to: TicketTransferInput): void;
  transferring: boolean;
  transferError?: string | null;
}) {
  const [transferOpen, setTransferOpen] = useState(false);
  const used = Boolean(ticket.checkedInAt);
  const cancelled = ticket.state === 'cancelled';
  const bringDocument = meiaEntradaBringLine(ticket.meiaEntradaTipo);
  return (
    <li
      data-slot="ticket-card"
      data-checked-in={used || undefined}
      // Six rows shared with the row's other cards (subgrid): a name that wraps in one card moves every QR
      // of the row together instead of leaving them misaligned.
      className="row-span-6 grid grid-rows-subgrid justify-items-center rounded-card border border-line bg-surface p-5 text-center shadow-card"
    >
      <div className="grid w-full gap-1">
        <h3 className="text-lg font-bold text-ink">{ticket.ticketTypeName}</h3>
        <p className="text-sm text-ink-muted">
          {texts.attendee}: <span className="font-semibold text-ink">{ticket.attendeeName}</span>
        </p>
        {ticket.seat ? (
          <p data-slot="ticket-seat" className="font-bold text-ink">
            {ticket.seat}
          </p>
        ) : null}
        {bringDocument ? (
          <p data-slot="ticket-bring-document" className="text-sm font-semibold text-warning">
            {bringDocument}
          </p>
        ) : null}
      </div>

      <div className="grid justify-items-center gap-1">
        {used ? (
          <>
            <Badge variant="warning">{texts.checkedIn}</Badge>
            <p className="text-sm text-ink-muted">{texts.checkedInAt(formatDateTime(ticket.checkedInAt))}</p>
          </>
        ) : null}
        {cancelled ? <Badge variant="danger">{texts.cancelled}</Badge> : null}
        {ticket.transferredTo ? <Badge variant="brand">{texts.received}</Badge> : null}
      </div>

      <img
        src={ticket.qrSrc}
        alt={`${texts.qrAlt} ${ticket.code}`}
        width={224}
        height={224}
        data-slot="ticket-qr"
        className={cn(
          'size-56 rounded-control border border-line bg-white p-2',
          (used || cancelled) && 'opacity-40 grayscale',
        )}
      />

      <p className="grid gap-0.5">
        <span className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{texts.code}</span>
        <span className="font-mono text-sm break-all text-ink">{ticket.code}</span>
      </p>

      <p data-slot="ticket-countdown" className="text-sm font-medium text-brand-700 tabular-nums">
        {texts.countdown(secondsToRefresh)}
      </p>

      <div className="grid w-full content-end gap-2">
        <Button asChild variant="secondary">
          <a href={ticket.pdfHref} target="_blank" rel="noopener noreferrer">
            <Download aria-hidden />
            {texts.downloadPdf}
            <span className="sr-only"> {texts.newTab}</span>
          </a>
        </Button>
        <Button variant="ghost" onClick={onRefresh}>
          <RefreshCw aria-hidden />
          {texts.refresh}
        </Button>
        {ticket.canTransfer && onTransfer ? (
          transferOpen ? (
            <TransferForm
              ticket={ticket}
              submitting={transferring}
              error={transferError}
              onSubmit={onTransfer}
              onClose={() => setTransferOpen(false)}
            />
          ) : (
            <Button variant="secondary" onClick={() => setTransferOpen(true)}>
              <Send aria-hidden />
              {texts.transfer}
            </Button>
          )
        ) : null}
      </div>
    </li>
  );
}

/** One order's tickets with rotating QR codes (spec §2 "Order tickets"). */
function OrderTicketsScreen({
  status,
  event,
  orderStatus,
  tickets,
  secondsToRefresh,
  backHref,
  onRefresh,
  onRetry,
  onTransfer,
  transferringId,
  transferError,
}: OrderTicketsScreenProps) {
  const headingId = useId();
  return (
    <div data-slot="order-tickets-screen" className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8 sm:py-10">
      <AppLink
        href={backHref}
        className="inline-flex w-fit items-center gap-1.5 rounded-control text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {texts.back}
      </AppLink>

      {status === 'loading' ? (
        <div className="flex justify-center py-16">
          <Spinner size="lg" label={texts.loading} />
        </div>
      ) : status === 'error' || !event ? (
        <Alert tone="danger" role="alert">
          <p className="font-semibold">{texts.loadError}</p>
          {onRetry ? (
            <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
              {texts.retry}
            </Button>
          ) : null}
        </Alert>
      ) : (
        <>
          <EventHeader event={event} orderStatus={orderStatus} />
          <section aria-labelledby={headingId} className="grid gap-4">
            <h2 id={headingId} className="text-xl font-bold tracking-tight text-ink">
              {texts.ticketsHeading} ({tickets.length})
            </h2>
            {tickets.length === 0 ? (
              <p className="rounded-card border border-dashed border-line bg-surface px-4 py-8 text-center text-ink-muted">
                {texts.empty}
              </p>
            ) : (
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {tickets.map((ticket) =>
                  ticket.givenAway ? (
                    <GivenAwayCard key={ticket.id} ticket={ticket} />
                  ) : (
                    <TicketCard
                      key={ticket.id}
                      ticket={ticket}
                      secondsToRefresh={secondsToRefresh}
                      onRefresh={onRefresh}
                      onTransfer={onTransfer ? (to) => onTransfer(ticket, to) : undefined}
                      transferring={transferringId === ticket.id}
                      transferError={transferError?.id === ticket.id ? transferError.message : null}
                    />
                  ),
                )}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}

export { OrderTicketsScreen };
export type {
  GivenAwayTicketView,
  HeldTicketView,
  OrderTicketsEvent,
  OrderTicketsScreenProps,
  OrderTicketView,
  TicketTransferInput,
};
