import type { Schemas } from '@bilheteria/api-client';
import { queueTokenFor, rememberQueuePass, rememberQueueToken } from '@bilheteria/client-core/queue';
import { QueueScreen, type QueueView } from '@bilheteria/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { PageTitle } from '../../app/page-title';
import { paths } from '../../config/paths';
import { $api, ApiError, errorMessage, unwrap } from '../../lib/api';
import { useEvent } from '../catalogue/api';

const QUEUE_ERROR = 'Verifique sua conexão e tente de novo.';

type Status = Schemas['QueueStatus'];

/** The screen's view of a status; `firstAhead` is how many were ahead at the first number seen (the progress). */
function toView(status: Status, firstAhead: number | null): QueueView {
  switch (status.state) {
    case 'before':
      return { state: 'before', startsAt: status.startsAt };
    case 'waiting': {
      const ahead = status.ahead;
      const progress = firstAhead && ahead !== null ? (firstAhead - ahead) / firstAhead : 0;
      return {
        state: 'waiting',
        position: status.position,
        ahead,
        estimatedWaitSeconds: status.estimatedWaitSeconds,
        progress,
      };
    }
    case 'admitted':
      return status.loginRequired || !status.passExpiresAt
        ? { state: 'loginRequired' }
        : { state: 'admitted', passExpiresAt: status.passExpiresAt };
    case 'soldOut':
      return { state: 'soldOut' };
    case 'passExpired':
      return { state: 'passExpired' };
    case 'passUsed':
      return { state: 'passUsed' };
    default:
      return { state: 'loading' };
  }
}

/**
 * /fila/{eventId} (issue #28): joins the line once (the token is kept, so a reload or a second tab asks for the
 * same place), then asks for the status at the interval the server tells. An admitted visitor's pass is kept for
 * the checkout, which sends it with the order.
 */
export function QueueRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const event = useEvent(id);
  const [view, setView] = useState<QueueView>({ state: 'loading' });
  const [round, setRound] = useState(0);
  const rejoin = useRef(false);
  const firstAhead = useRef<number | null>(null);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const path = { eventId: id };
    async function ask(): Promise<void> {
      try {
        let status: Status | null = null;
        const token = rejoin.current ? null : queueTokenFor(id);
        if (token) {
          try {
            status = await unwrap(
              $api.GET('/queue/{eventId}/status', { params: { path, query: { token } } }),
              QUEUE_ERROR,
            );
          } catch (error) {
            // A token this browser cannot use any more (another browser's, a cleared cookie): join again.
            if (!(error instanceof ApiError && error.status === 403)) throw error;
          }
        }
        if (!status || (rejoin.current && status.state === 'passExpired')) {
          rejoin.current = false;
          status = await unwrap($api.POST('/queue/{eventId}/join', { params: { path } }), QUEUE_ERROR);
        }
        if (stopped) return;
        if (status.token) rememberQueueToken(id, status.token);
        if (status.state === 'open') {
          navigate(paths.checkout(id), { replace: true });
          return;
        }
        if (status.pass && status.passExpiresAt) rememberQueuePass(id, status.pass, status.passExpiresAt);
        if (status.state === 'waiting' && status.ahead !== null && firstAhead.current === null)
          firstAhead.current = Math.max(1, status.ahead);
        setView(toView(status, firstAhead.current));
        const done = status.state === 'admitted' && !status.loginRequired;
        if (!done && status.state !== 'passUsed') timer = setTimeout(ask, status.pollAfterSeconds * 1000);
      } catch (error) {
        if (stopped) return;
        // No line for this event (never had one, or an old link): there is nothing to wait for, so its page.
        if (error instanceof ApiError && error.status === 404) {
          navigate(paths.event(id), { replace: true });
          return;
        }
        setView({ state: 'error', message: errorMessage(error, QUEUE_ERROR) });
      }
    }
    void ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [id, round, navigate]);

  const again = useCallback(() => {
    setView({ state: 'loading' });
    setRound((value) => value + 1);
  }, []);

  return (
    <>
      <PageTitle>Você está na fila</PageTitle>
      <QueueScreen
        eventTitle={event.data?.title ?? null}
        view={view}
        checkoutHref={paths.checkout(id)}
        loginHref={paths.login(paths.queue(id))}
        homeHref={paths.home}
        myOrdersHref={paths.myOrders}
        onRetry={again}
        onRejoin={() => {
          rejoin.current = true;
          again();
        }}
      />
    </>
  );
}
