import {
  INITIAL_SCAN_FEEDBACK,
  ScannerScreen,
  scanFeedbackReducer,
  type ScannerEngineFactory,
} from '@bilheteria/ui/scanner';
import { useCallback, useReducer } from 'react';
import { PageTitle } from '../../app/page-title';
import { scanFailure, useScanTicket } from './api';

/**
 * /scanner (spec §2 "Ticket scanner"): each code read is checked in with POST /tickets/scan; a success
 * replaces the result, a failure shows its message while the previous result stays (spec §8).
 * `engine` lets tests drive the camera.
 */
export function ScannerRoute({ engine }: { engine?: ScannerEngineFactory }) {
  const { mutateAsync: scan } = useScanTicket();
  const [feedback, dispatch] = useReducer(scanFeedbackReducer, INITIAL_SCAN_FEEDBACK);

  // The scanner sends nothing else while this promise is pending.
  const validate = useCallback(
    async (code: string) => {
      dispatch({ type: 'validate' });
      try {
        dispatch({ type: 'success', result: await scan(code) });
      } catch (error) {
        dispatch({ type: 'failure', error: scanFailure(error) });
      }
    },
    [scan],
  );

  return (
    <>
      <PageTitle>Leitor de Ingressos</PageTitle>
      <ScannerScreen
        result={feedback.result}
        error={feedback.error}
        validating={feedback.validating}
        onDecode={validate}
        engine={engine}
      />
    </>
  );
}
