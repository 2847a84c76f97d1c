import { LoginScreen } from '@bilheteria/ui';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/api';
import { storage } from '../../lib/storage';
import { PageTitle } from '../../app/page-title';
import { AUTH_ERROR_FALLBACK, useLogin } from './api';
import { isSafeRedirect, resolveRedirect } from './redirect';

export const REGISTERED_NOTICE = 'Conta criada com sucesso! Entre para continuar.';

/** History state the register page leaves for the login page. */
export interface LoginLocationState {
  registered?: boolean;
}

function cameFromRegister(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as LoginLocationState).registered === true;
}

/** /login (spec: Login): on success goes to `next`, else the saved post-auth redirect, else /. */
export function LoginRoute() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const login = useLogin();
  const next = searchParams.get('next');

  return (
    <>
      <PageTitle>Entrar</PageTitle>
      <LoginScreen
        submitting={login.isPending}
        error={login.isError ? errorMessage(login.error, AUTH_ERROR_FALLBACK) : undefined}
        notice={cameFromRegister(location.state) && !login.isError ? REGISTERED_NOTICE : undefined}
        registerHref={paths.register(isSafeRedirect(next) ? next : null)}
        forgotHref={paths.forgotPassword}
        onSubmit={(credentials) => {
          // Read before the session starts, because starting it clears the saved redirect.
          const target = resolveRedirect(next, storage.postAuthRedirect.get());
          login.mutate(credentials, { onSuccess: () => void navigate(target, { replace: true }) });
        }}
      />
    </>
  );
}
