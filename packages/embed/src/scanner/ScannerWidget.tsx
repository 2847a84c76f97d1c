import type { ApiClient, Schemas } from '@bilheteria/api-client';
import {
  INITIAL_SCAN_FEEDBACK,
  ScannerScreen,
  scanFeedbackReducer,
  type ScannerEngineFactory,
} from '@bilheteria/ui/scanner';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { createWidgetApi } from '../api';
import { AuthStep } from '../auth/AuthStep';
import { SessionBar } from '../auth/SessionBar';
import { WidgetLinks, widgetHref } from '../links';
import type { TokenStore } from '../session/token-store';
import { useSession } from '../session/use-session';
import { unwrap } from '@bilheteria/client-core/api-error';
import { SCAN_FAILURE_FALLBACK, scanFailure } from '@bilheteria/client-core/scan-failure';

export type ScanResult = Schemas['ScanResult'];

export type ScannerWidgetProps = {
  apiBase: string;
  tokens: TokenStore;
  onScan?(result: ScanResult): void;
  /** The camera and its decoder (TicketScanner's camera-engine) unless a fake is given (tests). */
  engine?: ScannerEngineFactory;
};

/**
 * The door (spec §2 "Ticket scanner", §8): each code the camera reads is checked in with POST /tickets/scan; a
 * success replaces the result, a failure shows its message while the previous result stays.
 */
function DoorScanner({
  api,
  onScan,
  engine,
}: {
  api: ApiClient;
  onScan?(result: ScanResult): void;
  engine?: ScannerEngineFactory;
}) {
  const [feedback, dispatch] = useReducer(scanFeedbackReducer, INITIAL_SCAN_FEEDBACK);
  const onScanRef = useRef(onScan);
  useEffect(() => {
    onScanRef.current = onScan;
  });

  // The scanner sends nothing else while this promise is pending.
  const validate = useCallback(
    async (code: string) => {
      dispatch({ type: 'validate' });
      try {
        const result = await unwrap(api.POST('/tickets/scan', { body: { code } }), SCAN_FAILURE_FALLBACK);
        dispatch({ type: 'success', result });
        onScanRef.current?.(result);
      } catch (error) {
        dispatch({ type: 'failure', error: scanFailure(error) });
      }
    },
    [api],
  );

  return (
    <ScannerScreen
      result={feedback.result}
      error={feedback.error}
      validating={feedback.validating}
      onDecode={validate}
      {...(engine ? { engine } : {})}
    />
  );
}

/** The door scanner inside another site: the organizer logs in inside the widget, then the camera starts. */
export function ScannerWidget({ apiBase, tokens, onScan, engine }: ScannerWidgetProps) {
  const api = useMemo(() => createWidgetApi(apiBase, tokens), [apiBase, tokens]);
  const session = useSession(api, tokens);
  const [mode, setMode] = useState<'login' | 'register'>('login');
  const [registered, setRegistered] = useState(false);

  if (session.token === null) {
    return (
      <WidgetLinks
        onNavigate={(target) => {
          if (target === 'login' || target === 'register') setMode(target);
        }}
      >
        <div data-slot="embed-scanner" data-step={mode}>
          <AuthStep
            api={api}
            mode={mode}
            registered={registered}
            loginHref={widgetHref('login')}
            registerHref={widgetHref('register')}
            onSignedIn={(token, user) => {
              setMode('login');
              setRegistered(false);
              session.signIn(token, user);
            }}
            onRegistered={() => {
              setRegistered(true);
              setMode('login');
            }}
          />
        </div>
      </WidgetLinks>
    );
  }
  return (
    <div data-slot="embed-scanner" data-step="scanner">
      <SessionBar user={session.user} onSignOut={session.signOut} />
      <DoorScanner api={api} onScan={onScan} engine={engine} />
    </div>
  );
}
