import { useCallback, useEffect, useRef, useState } from 'react';

export type Outcome<R> = { ok: true; value: R } | { ok: false; error: unknown };

export interface Action<A extends unknown[], R> {
  /** Runs the action; never rejects: a failure resolves `{ ok: false }` and its error is in `error`. */
  run(...args: A): Promise<Outcome<R>>;
  pending: boolean;
  error: unknown;
  reset(): void;
}

/**
 * The state of one user action that calls the API (log in, create the order, generate the Pix): pending
 * while it runs, its error afterwards. Nothing is set once the widget is gone.
 */
export function useAction<A extends unknown[], R>(action: (...args: A) => Promise<R>): Action<A, R> {
  const [state, setState] = useState<{ pending: boolean; error: unknown }>({ pending: false, error: null });
  const mounted = useRef(true);
  const latest = useRef(action);
  useEffect(() => {
    latest.current = action;
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(async (...args: A): Promise<Outcome<R>> => {
    setState({ pending: true, error: null });
    try {
      const value = await latest.current(...args);
      if (mounted.current) setState({ pending: false, error: null });
      return { ok: true, value };
    } catch (error) {
      if (mounted.current) setState({ pending: false, error });
      return { ok: false, error };
    }
  }, []);
  const reset = useCallback(() => setState({ pending: false, error: null }), []);

  return { run, pending: state.pending, error: state.error, reset };
}
