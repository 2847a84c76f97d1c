import { CalendarPlus, Check, Copy, MapPin, MessageCircle, Share2 } from 'lucide-react';
import { Button } from '../../components/Button';
import { cn } from '../../lib/cn';
import { texts } from './texts';

type CopyStatus = 'idle' | 'copied' | 'failed';

type EventLinksProps = {
  /** The event page's public address (what is shared). */
  url: string;
  title: string;
  /** The host says when the system share sheet exists (Web Share API, on phones): one "Compartilhar" button. */
  canShare: boolean;
  /** Opens the system share sheet. */
  onShare: () => void;
  /** Copies `url` (the fallback beside WhatsApp when there is no share sheet). */
  onCopyLink: () => void;
  copyStatus?: CopyStatus;
  /** The event's .ics (`GET /events/{id}/calendar.ics`); absent when the event has no date. */
  calendarHref?: string | null;
  /** Venue, city and UF, to search on a map; absent when the event has no place. */
  place?: string | null;
  className?: string;
};

/** "Como chegar": a map search for the place (Google Maps' URL API opens the app on phones). */
const directionsUrl = (place: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`;

/** WhatsApp's share link: the message and the address, to any chat the user picks. */
const whatsappUrl = (title: string, url: string) =>
  `https://wa.me/?text=${encodeURIComponent(`${texts.shareMessage(title)} ${url}`)}`;

const onDark = 'border-white/25 bg-white/10 text-ink-inverse hover:bg-white/20';

/** The event page's "Compartilhar", "Adicionar à agenda" and "Como chegar" (issue #21). */
function EventLinks({
  url,
  title,
  canShare,
  onShare,
  onCopyLink,
  copyStatus = 'idle',
  calendarHref,
  place,
  className,
}: EventLinksProps) {
  const trimmedPlace = place?.trim();
  return (
    <div data-slot="event-links" className={cn('grid gap-2', className)}>
      <div role="group" aria-label={texts.group} className="flex flex-wrap gap-2">
        {canShare ? (
          <Button variant="secondary" size="sm" className={onDark} onClick={onShare}>
            <Share2 aria-hidden />
            {texts.share}
          </Button>
        ) : (
          <>
            <Button asChild variant="secondary" size="sm" className={onDark}>
              <a
                href={whatsappUrl(title, url)}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={texts.whatsappLabel}
              >
                <MessageCircle aria-hidden />
                {texts.whatsapp}
              </a>
            </Button>
            <Button variant="secondary" size="sm" className={onDark} onClick={onCopyLink}>
              {copyStatus === 'copied' ? <Check aria-hidden /> : <Copy aria-hidden />}
              {texts.copy}
            </Button>
          </>
        )}
        {calendarHref ? (
          <Button asChild variant="secondary" size="sm" className={onDark}>
            <a href={calendarHref} download>
              <CalendarPlus aria-hidden />
              {texts.calendar}
            </a>
          </Button>
        ) : null}
        {trimmedPlace ? (
          <Button asChild variant="secondary" size="sm" className={onDark}>
            <a
              href={directionsUrl(trimmedPlace)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={texts.directionsLabel(trimmedPlace)}
            >
              <MapPin aria-hidden />
              {texts.directions}
            </a>
          </Button>
        ) : null}
      </div>
      <p role="status" className="min-h-5 text-sm text-ink-inverse-muted">
        {copyStatus === 'failed' ? texts.copyFailed : copyStatus === 'copied' ? texts.copied : ''}
      </p>
    </div>
  );
}

export { directionsUrl, EventLinks, whatsappUrl };
export type { CopyStatus, EventLinksProps };
