import { useId } from 'react';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { AppLink } from '../../lib/link';
import { AuthLayout } from '../../shell/AuthLayout';

const texts = {
  title: 'Confirmar e-mail',
  description:
    'Confirmar o e-mail prova que ele é seu: só assim os ingressos transferidos para ele abrem na sua conta.',
  verifying: 'Confirmando seu e-mail...',
  verified: 'E-mail confirmado! Os ingressos transferidos para você aparecem em Meus ingressos.',
  myTickets: 'Ver meus ingressos',
  missing: 'Link de confirmação incompleto. Abra de novo o link do e-mail ou peça um novo.',
  resend: 'Enviar um novo link',
  sending: 'Enviando...',
} as const;

type VerifyEmailScreenProps = {
  /** verifying: the link's token is being checked; verified; failed (the server's `error`); missing: no token. */
  status: 'verifying' | 'verified' | 'failed' | 'missing';
  /** The server's message for a failed link (invalid, expired, used). */
  error?: string | null;
  /** The address being confirmed (the session's account). */
  email?: string;
  myTicketsHref: string;
  /** "Enviar um novo link", offered when the link did not work. */
  onResend?(): void;
  sending?: boolean;
  /** The server's answer once a new link went out. */
  sent?: string | null;
  /** Why a new link could not be sent. */
  sendError?: string | null;
};

/** The e-mail's confirmation link (issue #25): opened with the account's session, it proves the address. */
function VerifyEmailScreen({
  status,
  error,
  email,
  myTicketsHref,
  onResend,
  sending = false,
  sent,
  sendError,
}: VerifyEmailScreenProps) {
  const titleId = useId();
  const link = 'font-semibold text-brand-700 underline-offset-4 hover:underline';
  const canResend = (status === 'failed' || status === 'missing') && onResend && !sent;
  return (
    <AuthLayout
      title={texts.title}
      titleId={titleId}
      description={email ? `${texts.description} (${email})` : texts.description}
    >
      <div role="status" className="grid gap-3 empty:hidden">
        {status === 'verifying' ? (
          <div className="flex items-center gap-3 text-sm text-ink-muted">
            {/* The region around it is the live status: a second one inside would be announced twice. */}
            <Spinner role={undefined} aria-label={undefined} aria-hidden />
            <span>{texts.verifying}</span>
          </div>
        ) : null}
        {status === 'verified' ? (
          <Alert tone="success">
            {texts.verified}{' '}
            <AppLink href={myTicketsHref} className={link}>
              {texts.myTickets}
            </AppLink>
          </Alert>
        ) : null}
        {sent ? <Alert tone="success">{sent}</Alert> : null}
      </div>
      {status === 'failed' || status === 'missing' ? (
        <Alert tone="danger" role="alert">
          {status === 'missing' ? texts.missing : error}
        </Alert>
      ) : null}
      {sendError ? (
        <Alert tone="danger" role="alert">
          {sendError}
        </Alert>
      ) : null}
      {canResend ? (
        <Button size="lg" className="w-full" disabled={sending} onClick={onResend}>
          {sending ? texts.sending : texts.resend}
        </Button>
      ) : null}
    </AuthLayout>
  );
}

export { VerifyEmailScreen };
export type { VerifyEmailScreenProps };
