import { Ban, BarChart3, CalendarPlus, Pencil, Ticket, ScanLine, TicketPercent, Trash2 } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Alert } from '../../components/Alert';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { ConfirmDialog } from '../../components/Dialog';
import { LoadingState, StateMessage } from '../../components/StateMessage';
import { formatDateTime, formatMoney, type DateInput } from '../../lib/format';
import { Spinner } from '../../components/Spinner';
import { AppLink } from '../../lib/link';
import { Input } from '../../components/Input';
import { texts } from './texts';

/** Events shown at first and added by each "Mostrar mais": an organizer may have dozens. */
const PAGE_SIZE = 12;

/** Lower case without accents, so "forro" finds "Forró". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

type MyEventItem = {
  id: string;
  title: string;
  status: 'draft' | 'published';
  startDate?: DateInput | null;
  /** Poster URL. */
  image?: string | null;
  /** `/organizer/edit/{id}`. */
  editHref: string;
  /** `/organizer/reports/{id}`. */
  reportHref: string;
  /** `/organizer/coupons/{id}`: the event's coupons (issue #18). */
  couponsHref?: string;
  /** `/organizer/portaria/{id}`: the event's door, pairing and devices (issue #17). */
  doorHref?: string;
  /** Set once the organizer cancelled the event. */
  cancelledAt?: DateInput | null;
};

/** What cancelling an event does (POST /events/{id}/cancel with dryRun). */
type EventCancelPreview = {
  eventId: string;
  paidOrders: number;
  pendingOrders: number;
  tickets: number;
  refundAmount: number;
};

type MyEventsScreenProps = {
  status: 'loading' | 'error' | 'success';
  /** The load failure's text: the server's message, else "Erro" (spec §8). */
  error?: string | null;
  events: readonly MyEventItem[];
  /** "+ Criar evento": `/organizer/new`. */
  newEventHref: string;
  /** The event being deleted: its button is busy. */
  deletingId?: string | null;
  /** A failed delete's message. */
  deleteError?: string | null;
  /** Called once the user confirmed the deletion. */
  onDelete(id: string): void;
  /** "Cancelar evento" clicked: the host asks the server what would happen (dry run). */
  onPreviewCancel?(id: string): void;
  /** The dry run's answer for the event in the dialog. */
  cancelPreview?: EventCancelPreview | null;
  /** Called once the organizer confirmed the cancellation. */
  onCancelEvent?(id: string): void;
  /** The event being cancelled: its button is busy. */
  cancellingId?: string | null;
  /** A failed dry run or cancellation (the server's message). */
  cancelError?: string | null;
};

function EventItem({
  event,
  deleting,
  onAskDelete,
  cancelling,
  onAskCancel,
}: {
  event: MyEventItem;
  deleting: boolean;
  onAskDelete(): void;
  cancelling: boolean;
  onAskCancel?(): void;
}) {
  const titleId = useId();
  const title = event.title.trim() || texts.titleFallback;
  const startsAt = event.startDate ? formatDateTime(event.startDate) : '';

  return (
    <li className="grid">
      <Card data-slot="my-event" className="flex flex-col">
        <div className="flex flex-1 gap-4 p-4">
          <div className="w-16 shrink-0 self-start overflow-hidden rounded-control bg-surface-muted">
            {event.image ? (
              <img src={event.image} alt="" className="aspect-[3/4] w-full object-cover" />
            ) : (
              <div className="flex aspect-[3/4] items-center justify-center bg-gradient-to-br from-brand-600 to-brand-900">
                <Ticket aria-hidden className="size-6 -rotate-12 text-brand-200" />
              </div>
            )}
          </div>
          <div className="grid min-w-0 content-start gap-1.5">
            <h2 id={titleId} className="line-clamp-2 font-bold text-ink">
              {title}
            </h2>
            <p>
              <Badge
                variant={event.status === 'published' ? 'success' : 'neutral'}
                data-status={event.status}
              >
                {texts.status[event.status]}
              </Badge>
              {event.cancelledAt ? (
                <Badge variant="danger" data-status="cancelled" className="ml-1.5">
                  {texts.cancelledBadge}
                </Badge>
              ) : null}
            </p>
            <p className="text-sm text-ink-muted">
              {texts.startsAt} <span className="font-medium text-ink">{startsAt || texts.dateUnset}</span>
            </p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-1.5 border-t border-line px-3 py-3 sm:gap-2 sm:px-4">
          <Button asChild variant="secondary" size="sm" className="gap-1.5 px-2.5">
            <AppLink href={event.editHref} aria-describedby={titleId}>
              <Pencil aria-hidden />
              {texts.edit}
            </AppLink>
          </Button>
          <Button asChild variant="secondary" size="sm" className="gap-1.5 px-2.5">
            <AppLink href={event.reportHref} aria-describedby={titleId}>
              <BarChart3 aria-hidden />
              {texts.report}
            </AppLink>
          </Button>
          {event.couponsHref ? (
            <Button asChild variant="secondary" size="sm" className="gap-1.5 px-2.5">
              <AppLink href={event.couponsHref} aria-describedby={titleId}>
                <TicketPercent aria-hidden />
                {texts.coupons}
              </AppLink>
            </Button>
          ) : null}
          {event.doorHref ? (
            <Button asChild variant="secondary" size="sm" className="gap-1.5 px-2.5">
              <AppLink href={event.doorHref} aria-describedby={titleId}>
                <ScanLine aria-hidden />
                {texts.door}
              </AppLink>
            </Button>
          ) : null}
          {onAskCancel && !event.cancelledAt && event.status === 'published' ? (
            <Button
              variant="secondary"
              size="sm"
              aria-describedby={titleId}
              disabled={cancelling}
              onClick={onAskCancel}
              className="gap-1.5 px-2.5 text-danger"
            >
              <Ban aria-hidden />
              {cancelling ? texts.cancellingEvent : texts.cancelEvent}
            </Button>
          ) : null}
          <Button
            variant="ghost"
            size="sm"
            aria-describedby={titleId}
            disabled={deleting}
            onClick={onAskDelete}
            className="ml-auto gap-1.5 px-2 text-danger hover:bg-danger-soft"
          >
            <Trash2 aria-hidden />
            {deleting ? texts.deleting : texts.delete}
          </Button>
        </div>
      </Card>
    </li>
  );
}

/** My events (spec §2, /organizer): the organizer's events with edit, report and delete. */
function MyEventsScreen({
  status,
  error,
  events,
  newEventHref,
  deletingId,
  deleteError,
  onDelete,
  onPreviewCancel,
  cancelPreview,
  onCancelEvent,
  cancellingId,
  cancelError,
}: MyEventsScreenProps) {
  const [pending, setPending] = useState<MyEventItem | null>(null);
  const [toCancel, setToCancel] = useState<MyEventItem | null>(null);
  const preview = toCancel && cancelPreview?.eventId === toCancel.id ? cancelPreview : null;
  const [query, setQuery] = useState('');
  const [pages, setPages] = useState(1);
  const searchId = useId();
  const matching = useMemo(
    () => (fold(query) ? events.filter((event) => fold(event.title).includes(fold(query))) : events),
    [events, query],
  );
  const shown = matching.slice(0, pages * PAGE_SIZE);

  return (
    <div data-slot="my-events-screen" className="mx-auto grid max-w-6xl gap-6 px-4 py-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{texts.title}</h1>
          <p className="text-sm text-ink-muted">{texts.description}</p>
        </div>
        <Button asChild>
          <AppLink href={newEventHref}>{texts.create}</AppLink>
        </Button>
      </header>

      {deleteError ? (
        <Alert tone="danger" role="alert">
          {deleteError}
        </Alert>
      ) : null}
      {cancelError && !toCancel ? (
        <Alert tone="danger" role="alert">
          {cancelError}
        </Alert>
      ) : null}

      {status === 'loading' ? <LoadingState /> : null}

      {status === 'error' ? (
        <p role="alert" className="rounded-control bg-danger-soft px-4 py-3 text-sm font-medium text-danger">
          {error || texts.errorFallback}
        </p>
      ) : null}

      {status === 'success' && events.length === 0 ? (
        <StateMessage
          icon={<CalendarPlus />}
          title={texts.emptyTitle}
          description={texts.emptyDescription}
          action={
            <Button asChild variant="secondary">
              <AppLink href={newEventHref}>{texts.create}</AppLink>
            </Button>
          }
        />
      ) : null}

      {status === 'success' && events.length > 0 ? (
        <div className="grid gap-1.5 sm:max-w-sm">
          <label htmlFor={searchId} className="text-sm font-semibold">
            {texts.search}
          </label>
          <Input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setPages(1);
            }}
          />
        </div>
      ) : null}

      {status === 'success' && events.length > 0 && matching.length === 0 ? (
        <p className="text-ink-muted">{texts.noMatch(query.trim())}</p>
      ) : null}

      {status === 'success' && matching.length > 0 ? (
        <ul className="grid gap-4 md:grid-cols-2">
          {shown.map((event) => (
            <EventItem
              key={event.id}
              event={event}
              deleting={deletingId === event.id}
              onAskDelete={() => setPending(event)}
              cancelling={cancellingId === event.id}
              onAskCancel={
                onPreviewCancel && onCancelEvent
                  ? () => {
                      setToCancel(event);
                      onPreviewCancel(event.id);
                    }
                  : undefined
              }
            />
          ))}
        </ul>
      ) : null}

      {status === 'success' && matching.length > PAGE_SIZE ? (
        <div className="flex flex-wrap items-center justify-center gap-4">
          <p className="text-sm text-ink-muted" aria-live="polite">
            {texts.shown(shown.length, matching.length)}
          </p>
          {shown.length < matching.length ? (
            <Button variant="secondary" onClick={() => setPages((count) => count + 1)}>
              {texts.showMore}
            </Button>
          ) : null}
        </div>
      ) : null}

      <ConfirmDialog
        slot="delete-event-dialog"
        open={pending !== null}
        subject={pending ? pending.title.trim() || texts.titleFallback : null}
        title={texts.confirmTitle}
        text={texts.confirmText}
        cancelLabel={texts.cancel}
        confirmLabel={texts.confirm}
        onConfirm={() => pending && onDelete(pending.id)}
        onClose={() => setPending(null)}
      />

      <ConfirmDialog
        slot="cancel-event-dialog"
        open={toCancel !== null}
        subject={toCancel ? toCancel.title.trim() || texts.titleFallback : null}
        title={texts.cancelEventTitle}
        text={texts.cancelEventText}
        cancelLabel={texts.keepEvent}
        confirmLabel={texts.confirmCancelEvent}
        confirmDisabled={!preview}
        onConfirm={() => toCancel && onCancelEvent?.(toCancel.id)}
        onClose={() => setToCancel(null)}
      >
        {cancelError ? (
          <Alert tone="danger" role="alert">
            {cancelError}
          </Alert>
        ) : preview ? (
          <p
            data-slot="cancel-event-preview"
            className="rounded-control bg-danger-soft px-3 py-2 text-sm font-medium text-danger"
          >
            {texts.cancelPreview(
              preview.paidOrders,
              formatMoney(preview.refundAmount),
              preview.pendingOrders,
              preview.tickets,
            )}
          </p>
        ) : (
          <Spinner label={texts.cancelPreviewLoading} />
        )}
      </ConfirmDialog>
    </div>
  );
}

export { MyEventsScreen };
export type { EventCancelPreview, MyEventItem, MyEventsScreenProps };
