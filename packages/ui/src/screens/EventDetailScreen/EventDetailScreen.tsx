import { Ban, BadgePercent, CalendarDays, CalendarX, Clock, MapPin, SearchX, Ticket } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '../../components/Alert';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { MeiaEntradaDocuments } from '../../components/MeiaEntradaDocuments';
import { LoadingState, StateMessage } from '../../components/StateMessage';
import { formatLongDate, type DateInput } from '../../lib/format';
import { AppLink } from '../../lib/link';
import { formatPlace } from '../../lib/place';
import { texts } from './texts';
import { ResponsiveImage } from '../../components/ResponsiveImage';

type EventDetail = {
  title?: string | null;
  /** Poster URL: the page's image and its blurred banner. */
  image?: string | null;
  description?: string | null;
  date?: DateInput | null;
  venue?: string | null;
  city?: string | null;
  /** UF. */
  state?: string | null;
  /** "HH:MM". */
  gatesOpenTime?: string | null;
  showStartTime?: string | null;
  mapImage?: string | null;
  /** A draft is only seen by its organizer: it is marked as such. */
  status?: 'draft' | 'published';
  /** The event is over (`eventHasEnded` of @bilheteria/rules): no purchase is offered, the page says why. */
  ended?: boolean;
  /**
   * Half-price tickets left over the whole event (Lei 12.933/2013: the seller shows them), for an event the
   * law covers; undefined/null shows nothing.
   */
  meiasDisponiveis?: number | null;
  /** Set when the organizer cancelled the event: "Evento cancelado", nothing is sold. */
  cancelledAt?: DateInput | null;
  /** "em até 12x de R$ 27,50", the server's installments of a ticket (issue #27); null shows nothing. */
  installments?: string | null;
};

type EventDetailScreenProps = {
  /** `not-found` covers a missing event and a failed load alike (spec §8). */
  status: 'loading' | 'not-found' | 'success';
  event?: EventDetail | null;
  /** "COMPRAR INGRESSOS": `/checkout/{id}`. */
  checkoutHref: string;
  /** Where the not-found page sends the visitor. */
  homeHref?: string;
  /** Under the purchase: "Compartilhar", "Adicionar à agenda", "Como chegar" (`EventLinks`, wired by the host). */
  links?: ReactNode;
};

const clock = (time: string | null | undefined) => time?.trim().slice(0, 5) || texts.timeUnset;

function InfoRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="relative grid gap-0.5 pl-12">
      <dt className="text-xs font-semibold tracking-wide text-ink-inverse-muted uppercase">
        <span
          aria-hidden
          className="absolute top-0 left-0 flex size-9 items-center justify-center rounded-full bg-white/10 text-brand-200 [&_svg]:size-4"
        >
          {icon}
        </span>
        {label}
      </dt>
      <dd className="text-sm text-ink-inverse sm:text-base">{children}</dd>
    </div>
  );
}

/** Event page (spec §2 "Event detail"). */
function EventDetailScreen({ status, event, checkoutHref, homeHref = '/', links }: EventDetailScreenProps) {
  if (status === 'loading') {
    return <LoadingState className="py-24" />;
  }

  if (status === 'not-found' || !event) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-16">
        <StateMessage
          icon={<SearchX />}
          headingLevel="h1"
          title={texts.notFound}
          description={texts.notFoundDescription}
          action={
            <Button asChild variant="secondary">
              <AppLink href={homeHref}>{texts.backHome}</AppLink>
            </Button>
          }
        />
      </div>
    );
  }

  const title = event.title?.trim() || texts.titleFallback;
  const date = formatLongDate(event.date);
  const place = formatPlace(event.city, event.state);
  const description = event.description?.trim();
  const draft = event.status === 'draft';

  return (
    <article data-slot="event-detail-screen" className="pb-12">
      <header className="relative isolate overflow-hidden on-dark bg-surface-inverse text-ink-inverse">
        {event.image ? (
          <img
            src={event.image}
            alt=""
            aria-hidden
            className="absolute inset-0 -z-10 size-full scale-110 object-cover opacity-40 blur-2xl"
          />
        ) : null}
        <div className="absolute inset-0 -z-10 bg-gradient-to-t from-surface-inverse via-surface-inverse/80 to-surface-inverse/40" />
        <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:py-12 md:grid-cols-[minmax(0,18rem)_1fr] md:items-center md:gap-10">
          <div className="mx-auto w-full max-w-56 overflow-hidden rounded-card bg-surface-inverse-raised shadow-2xl sm:max-w-72 md:max-w-none">
            {event.image ? (
              <ResponsiveImage
                src={event.image}
                alt={texts.posterAlt(title)}
                sizes="(min-width: 640px) 18rem, 14rem"
                // The page's largest paint; the server's head preloads the same address.
                fetchPriority="high"
                className="aspect-[3/4] w-full object-cover"
              />
            ) : (
              <div className="flex aspect-[3/4] items-center justify-center bg-gradient-to-br from-brand-600 to-brand-900">
                <Ticket aria-hidden className="size-16 -rotate-12 text-brand-200" />
              </div>
            )}
          </div>
          <div className="grid content-center gap-6">
            <div className="grid gap-3">
              {draft ? (
                <Badge variant="warning" className="ring-1 ring-warning/30">
                  {texts.draft}
                </Badge>
              ) : null}
              <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">{title}</h1>
            </div>
            <dl className="grid gap-4">
              <InfoRow icon={<CalendarDays />} label={texts.dateLabel}>
                {date || texts.dateUnset}
              </InfoRow>
              {event.venue || place ? (
                <InfoRow icon={<MapPin />} label={texts.placeLabel}>
                  {event.venue ? <span className="block font-semibold">{event.venue}</span> : null}
                  {place ? <span className="block text-ink-inverse-muted">{place}</span> : null}
                </InfoRow>
              ) : null}
              <InfoRow icon={<Clock />} label={texts.timesLabel}>
                <span className="flex flex-wrap gap-x-6 gap-y-1">
                  <span>
                    {texts.gatesOpen}: <strong className="font-semibold">{clock(event.gatesOpenTime)}</strong>
                  </span>
                  <span>
                    {texts.showStart}: <strong className="font-semibold">{clock(event.showStartTime)}</strong>
                  </span>
                </span>
              </InfoRow>
              {event.meiasDisponiveis != null ? (
                <InfoRow icon={<BadgePercent />} label={texts.meiaLabel}>
                  <span data-slot="meias-disponiveis">{texts.meias(event.meiasDisponiveis)}</span>
                </InfoRow>
              ) : null}
            </dl>
            {event.cancelledAt ? (
              <p
                role="status"
                data-slot="event-cancelled"
                className="flex w-full items-start gap-3 rounded-control border border-danger/40 bg-danger px-4 py-3 text-sm font-semibold text-white sm:w-fit sm:text-base [&>svg]:mt-0.5 [&>svg]:size-5 [&>svg]:shrink-0"
              >
                <Ban aria-hidden />
                <span className="grid gap-0.5">
                  <span>{texts.cancelled}</span>
                  <span className="text-sm font-normal">{texts.cancelledHelp}</span>
                </span>
              </p>
            ) : event.ended ? (
              <p
                data-slot="event-ended"
                className="flex w-full items-start gap-3 rounded-control border border-white/20 bg-white/10 px-4 py-3 text-sm font-semibold sm:w-fit sm:text-base [&>svg]:mt-0.5 [&>svg]:size-5 [&>svg]:shrink-0"
              >
                <CalendarX aria-hidden className="text-brand-200" />
                {texts.ended}
              </p>
            ) : (
              <div className="grid w-full gap-2 sm:w-fit">
                <Button asChild size="lg" className="w-full sm:w-fit">
                  <AppLink href={checkoutHref}>
                    <Ticket aria-hidden />
                    {texts.buy}
                  </AppLink>
                </Button>
                {event.installments ? (
                  <p data-slot="installments" className="text-sm text-ink-inverse-muted">
                    {texts.installments(event.installments)}
                  </p>
                ) : null}
              </div>
            )}
            {links}
          </div>
        </div>
      </header>

      <div className="mx-auto grid max-w-6xl gap-6 px-4 pt-8">
        {draft ? (
          <Alert tone="info" role="note">
            {texts.draftNotice}
          </Alert>
        ) : null}
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:items-start">
          <Card className="p-6 sm:p-8">
            <h2 className="text-xl font-bold tracking-tight">{texts.about}</h2>
            {description ? (
              <p className="mt-3 leading-relaxed whitespace-pre-line text-ink">{description}</p>
            ) : (
              <p className="mt-3 text-ink-muted italic">{texts.noDescription}</p>
            )}
          </Card>
          {event.mapImage || event.meiasDisponiveis != null ? (
            <div className="grid gap-6">
              {event.mapImage ? (
                <Card className="p-6">
                  <h2 className="text-xl font-bold tracking-tight">{texts.map}</h2>
                  <ResponsiveImage
                    src={event.mapImage}
                    alt={texts.mapAlt(title)}
                    sizes="(min-width: 1024px) 26rem, 100vw"
                    className="mt-4 w-full rounded-control border border-line"
                  />
                </Card>
              ) : null}
              {/* The law wants the accepted documents known before the sale (issue #30). */}
              {event.meiasDisponiveis != null ? (
                <Card className="p-6">
                  <MeiaEntradaDocuments />
                </Card>
              ) : null}
            </div>
          ) : null}
        </div>
      </div>
    </article>
  );
}

export { EventDetailScreen };
export type { EventDetail, EventDetailScreenProps };
