import { useId, type FormEvent } from 'react';
import { Alert } from '../../components/Alert';
import { Button, useFocusBackAfterBusy } from '../../components/Button';
import { Field } from '../../components/Field';
import { Input } from '../../components/Input';
import { AppLink } from '../../lib/link';
import { AuthLayout } from '../../shell/AuthLayout';

const texts = {
  title: 'Esqueci minha senha',
  description: 'Informe o e-mail da sua conta. Enviaremos um link para criar uma nova senha.',
  email: 'E-mail',
  submit: 'Enviar link',
  submitting: 'Enviando...',
  remembered: 'Lembrou a senha?',
  login: 'Entrar',
} as const;

type ForgotPasswordScreenProps = {
  submitting: boolean;
  /** The server's answer once the request was accepted (the same whether the e-mail has an account or not). */
  sent?: string | null;
  error?: string | null;
  loginHref: string;
  onSubmit(values: { email: string }): void;
};

/** "Esqueci minha senha": asks the e-mail; the server always answers the same, shown as a status. */
function ForgotPasswordScreen({ submitting, sent, error, loginHref, onSubmit }: ForgotPasswordScreenProps) {
  const titleId = useId();
  const submit = useFocusBackAfterBusy(submitting);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const data = new FormData(event.currentTarget);
    onSubmit({ email: String(data.get('email') ?? '').trim() });
  }

  return (
    <AuthLayout
      title={texts.title}
      titleId={titleId}
      description={texts.description}
      footer={
        <>
          {texts.remembered}{' '}
          <AppLink
            href={loginHref}
            className="font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {texts.login}
          </AppLink>
        </>
      }
    >
      <div role="status" className="empty:hidden">
        {sent ? <Alert tone="success">{sent}</Alert> : null}
      </div>
      {error ? (
        <Alert tone="danger" role="alert">
          {error}
        </Alert>
      ) : null}
      <form noValidate aria-labelledby={titleId} onSubmit={handleSubmit} className="grid gap-4">
        <Field label={texts.email}>
          <Input name="email" type="email" autoComplete="email" inputMode="email" />
        </Field>
        <Button {...submit} type="submit" size="lg" disabled={submitting} className="mt-2 w-full">
          {submitting ? texts.submitting : texts.submit}
        </Button>
      </form>
    </AuthLayout>
  );
}

export { ForgotPasswordScreen };
export type { ForgotPasswordScreenProps };
