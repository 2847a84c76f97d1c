import { ForgotPasswordScreen, ResetPasswordScreen } from '@bilheteria/ui';
import { useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../app/page-title';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/api';
import { AUTH_ERROR_FALLBACK, useConfirmPasswordReset, useRequestPasswordReset } from './api';

/** /esqueci-minha-senha: asks for the e-mail; the answer is the same whether it has an account or not. */
export function ForgotPasswordRoute() {
  const request = useRequestPasswordReset();
  return (
    <>
      <PageTitle>Esqueci minha senha</PageTitle>
      <ForgotPasswordScreen
        submitting={request.isPending}
        sent={request.isSuccess ? request.data.message : undefined}
        error={request.isError ? errorMessage(request.error, AUTH_ERROR_FALLBACK) : undefined}
        loginHref={paths.login()}
        onSubmit={(values) => request.mutate(values)}
      />
    </>
  );
}

/** /redefinir-senha?token=…: the e-mail's link; sets the new password once. */
export function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const confirm = useConfirmPasswordReset();
  return (
    <>
      <PageTitle>Nova senha</PageTitle>
      <ResetPasswordScreen
        submitting={confirm.isPending}
        tokenMissing={token === ''}
        done={confirm.isSuccess}
        error={confirm.isError ? errorMessage(confirm.error, AUTH_ERROR_FALLBACK) : undefined}
        loginHref={paths.login()}
        forgotHref={paths.forgotPassword}
        onSubmit={({ password }) => confirm.mutate({ token, password })}
      />
    </>
  );
}
