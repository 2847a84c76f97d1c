import { useCallback, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { clearSession, storage, subscribeStorage } from '../../lib/storage';

const readToken = () => storage.token.get();

/** The stored bearer token, re-rendering when it is set or removed (login, logout, a 401, another tab). */
export function useToken(): string | null {
  return useSyncExternalStore(subscribeStorage, readToken, () => null);
}

/** "Sair" (spec: Top bar): removes the token and the user, forgets cached answers, goes to /. */
export function useSignOut(): () => void {
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
