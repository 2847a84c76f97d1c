import type { ApiClient, Schemas } from '@bilheteria/api-client';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { TokenStore } from './token-store';

export type SessionUser = Schemas['User'];

export interface Session {
  token: string | null;
  /** Who is signed in: from the login answer, else GET /auth/me; null while unknown. */
  user: SessionUser | null;
  signIn(token: string, user: SessionUser): void;
  signOut(): void;
}

/**
 * The widget's session, following its token store: signing in or out here, in another widget with the same
 * key or in another tab, and a 401 from the API, all show at once.
 */
export function useSession(api: ApiClient, tokens: TokenStore): Session {
  const token = useSyncExternalStore(tokens.subscribe, tokens.get, () => null);
  // The user belongs to one token: a user known for another token is not shown.
  const [known, setKnown] = useState<{ token: string; user: SessionUser } | null>(null);
  const user = known && known.token === token ? known.user : null;

  useEffect(() => {
    if (token === null || user !== null) return undefined;
    const controller = new AbortController();
    api
      .GET('/auth/me', { signal: controller.signal })
      .then(({ data }) => {
        if (data) setKnown({ token, user: data });
      })
      // Offline or refused: the widget still works; only the buyer form starts blank.
      .catch(() => undefined);
    return () => controller.abort();
  }, [api, token, user]);

  const signIn = useCallback(
    (next: string, nextUser: SessionUser) => {
      setKnown({ token: next, user: nextUser });
      tokens.set(next);
    },
    [tokens],
  );
  const signOut = useCallback(() => tokens.clear(), [tokens]);

  return { token, user, signIn, signOut };
}
