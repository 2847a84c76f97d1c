import { useCallback, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { $api, ApiError, errorMessage, unwrap } from '../../lib/api';
import { clearSession, storage, subscribeStorage } from '../../lib/storage';

const readToken = () => storage.token.get();

export const LOGOUT_EVERYWHERE_FAILED = 'Não foi possível sair de todos os dispositivos. Tente novamente.';

/** The stored bearer token, re-rendering when it is set or removed (login, logout, a 401, another tab). */
export function useToken(): string | null {
  return useSyncExternalStore(subscribeStorage, readToken, () => null);
}

/** Forgets the session here: token, user, cached answers; then home. */
function useForgetSession(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    clearSession();
    // Answers fetched with the old token must not show up for the next visitor.
    void queryClient.cancelQueries();
    queryClient.removeQueries();
    void navigate(paths.home);
  }, [queryClient, navigate]);
}

/**
 * "Sair" (spec: Top bar): ends the session on the server too (POST /auth/logout, so a copied token stops
 * working), then removes the token and the user, forgets cached answers, goes to /. Leaving does not wait for
 * the server: offline, the local session still ends.
 */
export function useSignOut(): () => void {
  const forget = useForgetSession();
  return useCallback(() => {
    const token = storage.token.get();
    // The token is passed explicitly: the middleware would read it after it is gone.
    if (token)
      void $api.POST('/auth/logout', { headers: { Authorization: `Bearer ${token}` } }).catch(() => {});
    forget();
  }, [forget]);
}

/**
 * "Sair de todos os dispositivos": every session of the account ends on the server (a lost phone, a shared
 * computer), then this one here. It waits for the server, since that is the point; a failure is told.
 */
export function useSignOutEverywhere(): () => Promise<void> {
  const forget = useForgetSession();
  return useCallback(async () => {
    try {
      await unwrap($api.POST('/auth/logout-all'), LOGOUT_EVERYWHERE_FAILED);
    } catch (error) {
      // 401: the session had already ended, which is what was asked.
      if (!(error instanceof ApiError && error.status === 401)) {
        window.alert(errorMessage(error, LOGOUT_EVERYWHERE_FAILED));
        return;
      }
    }
    forget();
  }, [forget]);
}
