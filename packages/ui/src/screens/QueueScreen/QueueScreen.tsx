import { useId } from 'react';
import { CircleAlert, CircleCheck, Clock, Hash, TicketX, Users } from 'lucide-react';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { LoadingState, StateMessage } from '../../components/StateMessage';
import { AppLink } from '../../lib/link';
import { formatShortDate, formatTime } from '../../lib/format';
import { texts } from './texts';

/** What the line says of this visitor (GET /queue/{eventId}/status), or the page's own loading and error. */
type QueueView =
  | { state: 'loading' }
  | { state: 'before'; startsAt: string }
  | {
      state: 'waiting';
      /** Place in the line now (1 = next); null while the server numbers a late arrival. */
      position: number | null;
      ahead: number | null;
      estimatedWaitSeconds: number | null;
      /** 0..1: how much of the line ahead of the visitor has gone in since the page opened. */
      progress: number;
    }
  | { state: 'admitted'; passExpiresAt: string }
  | { state: 'loginRequired' }
  | { state: 'soldOut' }
  | { state: 'passExpired' }
  | { state: 'passUsed' }
  | { state: 'error'; message: string };

type QueueScreenProps = {
  eventTitle: string | null;
  view: QueueView;
  checkoutHref: string;
  loginHref: string;
  homeHref: string;
  myOrdersHref: string;
  onRetry?: () => void;
  onRejoin?: () => void;
};

function Figure({ label, value, icon }: { label: string; value: string; icon: React.ReactNode }) {
  return (
    <div className="grid gap-1 rounded-control border border-line bg-surface p-4">
      <dt className="flex items-center gap-2 text-sm text-ink-muted">
        {icon}
        {label}
      </dt>
      <dd className="text-2xl font-extrabold tracking-tight text-ink">{value}</dd>
    </div>
  );
}

function NextSteps() {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid gap-2">
      <h2 id={id} className="text-base font-bold">
        {texts.nextTitle}
      </h2>
      <ul className="grid list-disc gap-1 pl-5 text-sm text-ink-muted">
        {texts.nextSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ul>
    </section>
  );
}

function Waiting({ view }: { view: Extract<QueueView, { state: 'waiting' }> }) {
  const percent = Math.round(Math.min(1, Math.max(0, view.progress)) * 100);
  if (view.position === null) return <LoadingState label={texts.calculating} />;
  return (
    <div className="grid gap-5">
      <dl className="grid gap-3 sm:grid-cols-3">
        <Figure
          label={texts.position}
          value={`${view.position.toLocaleString('pt-BR')}º`}
          icon={<Hash aria-hidden className="size-4" />}
        />
        <Figure
          label={texts.wait}
          value={view.estimatedWaitSeconds === null ? '—' : texts.waitText(view.estimatedWaitSeconds)}
          icon={<Clock aria-hidden className="size-4" />}
        />
        <Figure
          label={texts.aheadLabel}
          value={texts.ahead(view.ahead ?? 0)}
          icon={<Users aria-hidden className="size-4" />}
        />
      </dl>
      <div className="grid gap-2">
        <div
          role="progressbar"
          aria-label={texts.progress}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-3 w-full overflow-hidden rounded-full bg-brand-50"
        >
          <div
            className="h-full rounded-full bg-brand-600 transition-[width]"
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>
    </div>
  );
}

/** /fila/{eventId} (issue #28): the visitor's place in a big on-sale's line, and what comes next. */
function QueueScreen({
  eventTitle,
  view,
  checkoutHref,
  loginHref,
  homeHref,
  myOrdersHref,
  onRetry,
  onRejoin,
}: QueueScreenProps) {
  const linkButton = (href: string, text: string) => (
    <Button asChild size="lg">
      <AppLink href={href}>{text}</AppLink>
    </Button>
  );
  let body: React.ReactNode;
  switch (view.state) {
    case 'loading':
      body = <LoadingState label={texts.loading} />;
      break;
    case 'before':
      body = (
        <div className="grid gap-2">
          <p className="font-semibold">
            {texts.beforeLead(formatShortDate(view.startsAt), formatTime(view.startsAt))}
          </p>
          <p className="text-sm text-ink-muted">{texts.beforeDraw}</p>
        </div>
      );
      break;
    case 'waiting':
      body = <Waiting view={view} />;
      break;
    case 'admitted':
      body = (
        <StateMessage
          icon={<CircleCheck />}
          headingLevel="h2"
          title={texts.admittedTitle}
          description={texts.admittedLead(formatTime(view.passExpiresAt))}
          action={linkButton(checkoutHref, texts.buy)}
        />
      );
      break;
    case 'loginRequired':
      body = (
        <StateMessage
          icon={<CircleCheck />}
          headingLevel="h2"
          title={texts.admittedTitle}
          description={texts.loginLead}
          action={linkButton(loginHref, texts.login)}
        />
      );
      break;
    case 'soldOut':
      body = (
        <StateMessage
          icon={<TicketX />}
          headingLevel="h2"
          title={texts.soldOutTitle}
          description={texts.soldOutLead}
          action={linkButton(homeHref, texts.otherEvents)}
        />
      );
      break;
    case 'passExpired':
      body = (
        <StateMessage
          icon={<Clock />}
          headingLevel="h2"
          title={texts.expiredTitle}
          description={texts.expiredLead}
          action={
            <Button size="lg" onClick={onRejoin}>
              {texts.rejoin}
            </Button>
          }
        />
      );
      break;
    case 'passUsed':
      body = (
        <StateMessage
          icon={<CircleCheck />}
          headingLevel="h2"
          title={texts.usedTitle}
          description={texts.usedLead}
          action={linkButton(myOrdersHref, texts.myOrders)}
        />
      );
      break;
    case 'error':
      body = (
        <StateMessage
          role="alert"
          tone="danger"
          icon={<CircleAlert />}
          headingLevel="h2"
          title={texts.errorTitle}
          description={view.message}
          action={
            <Button variant="secondary" onClick={onRetry}>
              {texts.retry}
            </Button>
          }
        />
      );
      break;
  }
  const waitingLike = view.state === 'before' || view.state === 'waiting' || view.state === 'loading';
  return (
    <div data-slot="queue" className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-10 sm:py-16">
      <div className="grid gap-1">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{texts.title}</h1>
        {eventTitle ? <p className="text-ink-muted">{eventTitle}</p> : null}
      </div>
      <Card className="grid gap-6 p-6" aria-live="polite">
        {body}
        {waitingLike ? <NextSteps /> : null}
      </Card>
    </div>
  );
}

export { QueueScreen };
export type { QueueScreenProps, QueueView };
