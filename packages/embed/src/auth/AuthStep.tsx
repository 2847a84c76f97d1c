import type { ApiClient, Schemas } from '@bilheteria/api-client';
import { LoginScreen, RegisterScreen, type LoginValues, type RegisterValues } from '@bilheteria/ui';
import { useAction } from '@bilheteria/client-core/use-action';
import { errorMessage, unwrap } from '@bilheteria/client-core/api-error';
import { texts } from '../texts';

type AuthStepProps = {
  api: ApiClient;
  mode: 'login' | 'register';
  /** The account was just created: login says so. */
  registered: boolean;
  loginHref: string;
  registerHref: string;
  onSignedIn(token: string, user: Schemas['User']): void;
  onRegistered(): void;
};

/**
 * Login and register inside the widget (spec "Login", "Register"): the marketplace's screens, no client-side
 * validation, the server's message (else "Erro") on failure; registering leads to login, as on the site.
 */
export function AuthStep({
  api,
  mode,
  registered,
  loginHref,
  registerHref,
  onSignedIn,
  onRegistered,
}: AuthStepProps) {
  const login = useAction((credentials: LoginValues) =>
    unwrap(api.POST('/auth/login', { body: credentials }), texts.authError),
  );
  const register = useAction((registration: RegisterValues) =>
    unwrap(api.POST('/auth/register', { body: registration }), texts.authError),
  );

  if (mode === 'register') {
    return (
      <RegisterScreen
        submitting={register.pending}
        error={register.error ? errorMessage(register.error, texts.authError) : null}
        loginHref={loginHref}
        onSubmit={async (registration) => {
          if ((await register.run(registration)).ok) onRegistered();
        }}
      />
    );
  }
  return (
    <LoginScreen
      submitting={login.pending}
      error={login.error ? errorMessage(login.error, texts.authError) : null}
      notice={registered && !login.error ? texts.registered : null}
      registerHref={registerHref}
      onSubmit={async (credentials) => {
        const outcome = await login.run(credentials);
        if (outcome.ok) onSignedIn(outcome.value.token, outcome.value.user);
      }}
    />
  );
}
