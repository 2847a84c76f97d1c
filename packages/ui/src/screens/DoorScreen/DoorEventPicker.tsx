import { CalendarDays, ChevronRight } from 'lucide-react';
import { Button } from '../../components/Button';
import { LoadingState, StateMessage } from '../../components/StateMessage';
import { formatDateTime } from '../../lib/format';
import { orderDoorEvents, type DoorEventOption } from './door-events';
import { texts } from './texts';

type DoorEventPickerProps = {
  status: 'loading' | 'error' | 'ready';
  events: readonly DoorEventOption[];
  error?: string | null;
  now: Date;
  onPick(event: DoorEventOption): void;
  onRetry(): void;
};

function EventList({
  label,
  events,
  onPick,
}: {
  label: string;
  events: readonly DoorEventOption[];
  onPick(event: DoorEventOption): void;
}) {
  if (events.length === 0) return null;
  return (
    <section className="grid grid-cols-1 gap-2" aria-label={label}>
      <h2 className="text-sm font-semibold tracking-wide text-ink-muted uppercase">{label}</h2>
      <ul className="grid grid-cols-1 gap-2">
        {events.map((event) => {
          const when = formatDateTime(event.startDate ?? event.eventDate);
          const place = [event.venue, event.city].filter(Boolean).join(', ');
          return (
            <li key={event.id}>
              <button
                type="button"
                data-slot="door-event"
                onClick={() => onPick(event)}
                className="flex w-full items-center gap-3 rounded-card border border-line bg-surface p-4 text-left shadow-card hover:border-brand-300 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
              >
                <CalendarDays aria-hidden className="size-6 shrink-0 text-brand-600" />
                <span className="grid min-w-0 flex-1 gap-0.5">
                  <span className="line-clamp-2 text-base font-bold break-words text-ink">{event.title}</span>
                  <span className="truncate text-sm text-ink-muted">
                    {[when || texts.events.noDate, place].filter(Boolean).join(' · ')}
                  </span>
                </span>
                <ChevronRight aria-hidden className="size-5 shrink-0 text-ink-muted" />
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The organizer's events, the next one first: the one picked is downloaded for the door. */
function DoorEventPicker({ status, events, error, now, onPick, onRetry }: DoorEventPickerProps) {
  const { upcoming, past } = orderDoorEvents(events, now);
  return (
    <div data-slot="door-event-picker" className="grid w-full max-w-xl grid-cols-1 gap-4">
      <div className="grid gap-1">
        <h1 className="text-2xl font-extrabold tracking-tight text-ink">{texts.events.heading}</h1>
        <p className="text-sm text-ink-muted">{texts.events.description}</p>
      </div>
      {status === 'loading' ? (
        <LoadingState label={texts.events.loading} />
      ) : status === 'error' ? (
        <StateMessage
          tone="danger"
          role="alert"
          title={error || texts.events.error}
          action={<Button onClick={onRetry}>{texts.events.retry}</Button>}
        />
      ) : events.length === 0 ? (
        <StateMessage title={texts.events.empty} />
      ) : (
        <>
          <EventList label={texts.events.upcoming} events={upcoming} onPick={onPick} />
          <EventList label={texts.events.past} events={past} onPick={onPick} />
        </>
      )}
    </div>
  );
}

export { DoorEventPicker };
export type { DoorEventPickerProps };
