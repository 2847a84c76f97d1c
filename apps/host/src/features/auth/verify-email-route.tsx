import { VerifyEmailScreen } from '@bilheteria/ui';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../app/page-title';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/api';
import { AUTH_ERROR_FALLBACK, useMe, useResendEmailVerification, useVerifyEmail } from './api';

/**
 * /confirmar-email?token=…: the e-mail's confirmation link (issue #25). The route is signed-in only: the link
 * proves the mailbox, the session the account, and the server wants both. The token is sent once, on arrival.
 */
export function VerifyEmailRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const verify = useVerifyEmail();
  const resend = useResendEmailVerification();
  const { user } = useMe();
  const sent = useRef(false);

  useEffect(() => {
    if (token === '' || sent.current) return;
    sent.current = true;
    verify.mutate(token);
  }, [token, verify]);

  return (
    <>
      <PageTitle>Confirmar e-mail</PageTitle>
      <VerifyEmailScreen
        status={
          token === '' ? 'missing' : verify.isSuccess ? 'verified' : verify.isError ? 'failed' : 'verifying'
        }
        error={verify.isError ? errorMessage(verify.error, AUTH_ERROR_FALLBACK) : null}
        email={user?.email}
        myTicketsHref={paths.myTickets}
        onResend={() => resend.mutate()}
        sending={resend.isPending}
        sent={resend.isSuccess ? resend.data.message : null}
        sendError={resend.isError ? errorMessage(resend.error, AUTH_ERROR_FALLBACK) : null}
      />
    </>
  );
}
