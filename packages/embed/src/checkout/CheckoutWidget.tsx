import { PurchaseSuccessScreen, type CheckoutEvent } from '@bilheteria/ui';
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { createWidgetApi } from '../api';
import { AuthStep } from '../auth/AuthStep';
import { SessionBar } from '../auth/SessionBar';
import { WidgetLinks, widgetHref } from '../links';
import { apiUrl, marketplaceUrl } from '../options';
import type { TokenStore } from '../session/token-store';
import { useSession } from '../session/use-session';
import { checkoutEvent, eventHeader } from '@bilheteria/client-core/draft';
import { mustWaitInLine } from '@bilheteria/client-core/queue';
import {
  checkoutFlowReducer,
  initialCheckoutFlow,
  isCheckoutStep,
  type CheckoutStep,
  type IssuedTicket,
} from './flow';
import { PaymentStep } from './steps/PaymentStep';
import { SummaryStep } from './steps/SummaryStep';
import { TicketsStep } from './steps/TicketsStep';
import { UsersStep } from './steps/UsersStep';
import { useEventDetail } from './use-event';

/** A ticket of the purchase, as `onComplete` and the `bilheteria:complete` event hand it over. */
export interface CompletedTicket {
  code: string;
  ticketTypeName: string;
  attendeeName: string | null;
  /**
   * The ticket's PDF: a signed link that works without signing in for 30 minutes (the code alone does not open
   * it; later, the buyer's tickets page on the marketplace gives a new one).
   */
  pdfUrl: string;
}

export interface CompletedPurchase {
  orderId: string;
  tickets: CompletedTicket[];
}

export type CheckoutWidgetProps = {
  apiBase: string;
  eventId: string;
  tokens: TokenStore;
  onStepChange?(step: CheckoutStep): void;
  onComplete?(purchase: CompletedPurchase): void;
};

/** A widget link that is not a step: "Voltar ao início" after a purchase starts a new one. */
const RESTART = 'restart';

function ticketPdfUrl(apiBase: string, ticket: IssuedTicket): string {
  return apiUrl(
    apiBase,
    `/tickets/${encodeURIComponent(ticket.code)}/pdf?access=${encodeURIComponent(ticket.access)}`,
  );
}

/**
 * The marketplace's four-step checkout (spec §2) for one event, inside another site: the same screens, the
 * same rules (shared with the site), the server's prices and totals; login and register inline.
 */
export function CheckoutWidget({ apiBase, eventId, tokens, onStepChange, onComplete }: CheckoutWidgetProps) {
  const api = useMemo(() => createWidgetApi(apiBase, tokens), [apiBase, tokens]);
  const session = useSession(api, tokens);
  const signedIn = session.token !== null;
  const [flow, dispatch] = useReducer(checkoutFlowReducer, signedIn, initialCheckoutFlow);
  const event = useEventDetail(api, eventId);

  // The token follows its store: a login here, a "Sair", a 401, another widget or tab.
  useEffect(() => dispatch({ type: signedIn ? 'signedIn' : 'signedOut' }), [signedIn]);

  const callbacks = useRef({ onStepChange, onComplete });
  useEffect(() => {
    callbacks.current = { onStepChange, onComplete };
  });

  // A new step is a new page on the site: its top comes into view, as a navigation would scroll.
  const top = useRef<HTMLDivElement>(null);
  // Each step is announced once, even where effects run twice (React's Strict Mode in development).
  const announced = useRef<CheckoutStep | null>(null);
  useEffect(() => {
    if (announced.current === flow.step) return;
    const first = announced.current === null;
    announced.current = flow.step;
    callbacks.current.onStepChange?.(flow.step);
    if (first) return;
    const element = top.current;
    if (element && element.getBoundingClientRect().top < 0) element.scrollIntoView?.({ block: 'start' });
  }, [flow.step]);

  const navigate = useCallback((target: string) => {
    if (target === RESTART) dispatch({ type: 'restart' });
    else if (isCheckoutStep(target)) dispatch({ type: 'go', step: target });
  }, []);

  /** Posters are paths of the marketplace's site: they load from the API's address, not the page's. */
  const withPoster = (header: CheckoutEvent): CheckoutEvent => ({
    ...header,
    poster: marketplaceUrl(apiBase, header.poster),
  });
  const header = (): CheckoutEvent =>
    withPoster(flow.draft ? checkoutEvent(flow.draft, event.data ?? undefined) : eventHeader(event.data!));

  function paid(orderId: string, tickets: IssuedTicket[]) {
    dispatch({ type: 'paid', orderId, tickets });
    callbacks.current.onComplete?.({
      orderId,
      tickets: tickets.map((ticket) => ({
        code: ticket.code,
        ticketTypeName: ticket.ticketTypeName,
        attendeeName: ticket.attendeeName ?? null,
        pdfUrl: ticketPdfUrl(apiBase, ticket),
      })),
    });
  }

  // A queued on-sale (issue #28): the line lives on the marketplace (its cookie and its passes), so from 30
  // minutes before the opening the widget sends the visitor to /fila/{eventId} there.
  const queueUrl =
    event.data && mustWaitInLine(event.data)
      ? marketplaceUrl(apiBase, `/fila/${encodeURIComponent(eventId)}`)
      : null;
  useEffect(() => {
    if (queueUrl) window.location.assign(queueUrl);
  }, [queueUrl]);

  function step() {
    const { draft, orderId, purchase } = flow;
    switch (flow.step) {
      case 'tickets':
        return (
          <TicketsStep
            api={api}
            eventId={eventId}
            event={event}
            header={event.data ? withPoster(eventHeader(event.data)) : null}
            draft={draft}
            signedIn={signedIn}
            ownOrder={orderId !== null}
            seatNotice={flow.seatNotice}
            homeHref={marketplaceUrl(apiBase, '/')}
            onChange={(next) => dispatch({ type: 'selectionChanged', draft: next })}
            onBuy={(next) => dispatch({ type: 'buy', draft: next })}
          />
        );
      case 'login':
      case 'register':
        return (
          <AuthStep
            api={api}
            mode={flow.step}
            registered={flow.registered}
            loginHref={widgetHref('login')}
            registerHref={widgetHref('register')}
            onSignedIn={session.signIn}
            onRegistered={() => dispatch({ type: 'registered' })}
          />
        );
      case 'users':
        return draft ? (
          <UsersStep
            api={api}
            draft={draft}
            header={header()}
            backHref={widgetHref('tickets')}
            onChange={(attendees) => dispatch({ type: 'attendeesChanged', attendees })}
            onConfirm={(attendees) => dispatch({ type: 'attendeesConfirmed', attendees })}
          />
        ) : null;
      case 'summary':
        return draft ? (
          <SummaryStep
            api={api}
            draft={draft}
            orderId={orderId}
            header={header()}
            backHref={widgetHref('users')}
            onOrderCreated={(id) => dispatch({ type: 'orderCreated', orderId: id })}
            onOrderPaid={paid}
            onSeatsLost={(next, notice) => dispatch({ type: 'seatsLost', draft: next, notice })}
          />
        ) : null;
      case 'payment':
        return draft && orderId ? (
          <PaymentStep
            // A new order is a new payment: nothing of the previous order's Pix carries over.
            key={orderId}
            api={api}
            draft={draft}
            orderId={orderId}
            user={session.user}
            header={header()}
            backHref={widgetHref('summary')}
            onBuyerChange={(buyer) => dispatch({ type: 'buyerChanged', buyer })}
            onPaid={(tickets) => paid(orderId, tickets)}
          />
        ) : null;
      case 'success':
        return purchase ? (
          <PurchaseSuccessScreen
            orderId={purchase.orderId}
            tickets={purchase.tickets.map((ticket) => ({
              id: ticket._id,
              code: ticket.code,
              ticketTypeName: ticket.ticketTypeName,
              attendeeName: ticket.attendeeName,
              pdfHref: ticketPdfUrl(apiBase, ticket),
            }))}
            homeHref={widgetHref(RESTART)}
            myTicketsHref={marketplaceUrl(apiBase, '/meus-ingressos')}
          />
        ) : null;
    }
  }

  return (
    <WidgetLinks onNavigate={navigate}>
      <div ref={top} data-slot="embed-checkout" data-step={flow.step}>
        {signedIn ? <SessionBar user={session.user} onSignOut={session.signOut} /> : null}
        {step()}
      </div>
    </WidgetLinks>
  );
}
