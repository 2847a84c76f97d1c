import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Schemas } from '@bilheteria/api-client';
import { $api, unwrap } from '../../lib/api';
import { storage, type StoredUser } from '../../lib/storage';
import { useToken } from './session';

/** Spec §8: login or register failure shows the server's message, else this. */
export const AUTH_ERROR_FALLBACK = 'Erro';

export const meQueryKey = ['get', '/auth/me'] as const;

/** GET /auth/me; each answer also refreshes the `user` kept in localStorage. */
export function meQueryOptions() {
  return queryOptions({
    queryKey: meQueryKey,
    queryFn: async ({ signal }): Promise<StoredUser> => {
      const token = storage.token.get();
      const me = await unwrap($api.GET('/auth/me', { signal }), AUTH_ERROR_FALLBACK);
      // An answer that lands after logout (or a new login) must not bring the old user back.
      if (token !== null && storage.token.get() === token) storage.user.set(me);
      return me;
    },
    staleTime: 5 * 60_000,
  });
}

export interface CurrentUser {
  /** The signed-in user, or null when there is no token (or it was just rejected). */
  user: StoredUser | null;
  /** True while a token exists but /auth/me has not answered yet (the stored user may be shown meanwhile). */
  isPending: boolean;
  /** True once /auth/me confirmed `user` (as opposed to the copy kept in localStorage). */
  isConfirmed: boolean;
}

/** The current user: GET /auth/me, asked only when a token is stored. */
export function useMe(): CurrentUser {
  const token = useToken();
  const query = useQuery({
    ...meQueryOptions(),
    enabled: token !== null,
    // The copy from the last visit paints the top bar at once; /auth/me then confirms it.
    placeholderData: () => storage.user.get() ?? undefined,
  });
  if (token === null) return { user: null, isPending: false, isConfirmed: false };
  return {
    user: query.data ?? null,
    isPending: query.isPending || query.isPlaceholderData,
    isConfirmed: query.isSuccess && !query.isPlaceholderData,
  };
}

/**
 * Stores a fresh session. Cached answers belong to whoever was signed in before (or to nobody), so
 * they are dropped; the user from the login answer, when present, seeds /auth/me.
 */
export function startSession(queryClient: QueryClient, token: string, user?: StoredUser | null): void {
  queryClient.removeQueries();
  if (user) {
    storage.user.set(user);
    queryClient.setQueryData(meQueryKey, user);
  } else {
    storage.user.remove();
  }
  storage.token.set(token);
  // "After login the token is stored and the saved redirect cleared" (spec §4).
  storage.postAuthRedirect.remove();
}

export type Credentials = Schemas['LoginInput'];

/** POST /auth/login; on success the session is stored (token, user) and the saved redirect cleared. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Credentials) => unwrap($api.POST('/auth/login', { body }), AUTH_ERROR_FALLBACK),
    onSuccess: (session) => startSession(queryClient, session.token, session.user),
  });
}

export type Registration = Schemas['RegisterInput'];

/** POST /auth/register. It does not sign in: the user logs in afterwards (spec: Register). */
export function useRegister() {
  return useMutation({
    mutationFn: (body: Registration) => unwrap($api.POST('/auth/register', { body }), AUTH_ERROR_FALLBACK),
  });
}

/** POST /auth/password-reset: always 202 with the same message, shown as is. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: { email: string }) =>
      unwrap($api.POST('/auth/password-reset', { body }), AUTH_ERROR_FALLBACK),
  });
}

/** POST /auth/password-reset/confirm: 204, or the server's pt-BR reason (expired, used, weak). */
export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: (body: { token: string; password: string }) =>
      unwrap($api.POST('/auth/password-reset/confirm', { body }), AUTH_ERROR_FALLBACK),
  });
}

/** POST /auth/verify-email: the e-mail's link, with this session's account; answers the user, confirmed. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      unwrap($api.POST('/auth/verify-email', { body: { token } }), AUTH_ERROR_FALLBACK),
    onSuccess: (user) => {
      storage.user.set(user);
      queryClient.setQueryData(meQueryKey, user);
      // Tickets transferred to this address open now.
      return queryClient.invalidateQueries({ queryKey: ['get', '/tickets/received'] });
    },
  });
}

/** POST /auth/verify-email/resend: a new link to the account's e-mail (the server's message, or why not). */
export function useResendEmailVerification() {
  return useMutation({
    mutationFn: () => unwrap($api.POST('/auth/verify-email/resend'), AUTH_ERROR_FALLBACK),
  });
}
