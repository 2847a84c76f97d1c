import { RegisterScreen } from '@bilheteria/ui';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/api';
import { storage } from '../../lib/storage';
import { PageTitle } from '../../app/page-title';
import { AUTH_ERROR_FALLBACK, useRegister } from './api';
import type { LoginLocationState } from './login-route';
import { resolveRedirect } from './redirect';

/** /register (spec: Register): after creating the account, goes to login carrying the next target. */
export function RegisterRoute() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const register = useRegister();
  const next = resolveRedirect(searchParams.get('next'), storage.postAuthRedirect.get());
  const loginHref = paths.login(next);

  return (
    <>
      <PageTitle>Cadastrar</PageTitle>
      <RegisterScreen
        submitting={register.isPending}
        error={register.isError ? errorMessage(register.error, AUTH_ERROR_FALLBACK) : undefined}
        loginHref={loginHref}
        onSubmit={(registration) =>
          register.mutate(registration, {
            onSuccess: () => {
              const state: LoginLocationState = { registered: true };
              void navigate(loginHref, { state });
            },
          })
        }
      />
    </>
  );
}
