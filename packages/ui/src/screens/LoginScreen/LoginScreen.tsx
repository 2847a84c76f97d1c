import { useId, type FormEvent } from 'react';
import { Alert } from '../../components/Alert';
import { Button, useFocusBackAfterBusy } from '../../components/Button';
import { Field } from '../../components/Field';
import { Input } from '../../components/Input';
import { AppLink } from '../../lib/link';
import { AuthLayout } from '../../shell/AuthLayout';

const texts = {
  title: 'Entrar',
  description: 'Acesse seus ingressos e pedidos.',
  email: 'E-mail',
  password: 'Senha',
  submit: 'Entrar',
  submitting: 'Entrando...',
  noAccount: 'Não tem conta?',
  register: 'Criar conta',
  forgot: 'Esqueci minha senha',
} as const;

type LoginValues = { email: string; password: string };

type LoginScreenProps = {
  submitting: boolean;
  /** The server's message (or "Erro"), shown as an alert. */
  error?: string | null;
  /** A polite notice, e.g. after registering. */
  notice?: string | null;
  registerHref: string;
  /** "Esqueci minha senha": the password reset page. */
  forgotHref?: string;
  onSubmit(values: LoginValues): void;
};

/** No client-side validation (spec §5): the server answers, the host shows its message in `error`. */
function LoginScreen({ submitting, error, notice, registerHref, forgotHref, onSubmit }: LoginScreenProps) {
  const titleId = useId();
  const submit = useFocusBackAfterBusy(submitting);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const data = new FormData(event.currentTarget);
    onSubmit({ email: String(data.get('email') ?? '').trim(), password: String(data.get('password') ?? '') });
  }

  return (
    <AuthLayout
      title={texts.title}
      titleId={titleId}
      description={texts.description}
      footer={
        <>
          {texts.noAccount}{' '}
          <AppLink
            href={registerHref}
            className="font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {texts.register}
          </AppLink>
        </>
      }
    >
      <div role="status" className="empty:hidden">
        {notice ? <Alert tone="success">{notice}</Alert> : null}
      </div>
      {error ? (
        <Alert tone="danger" role="alert">
          {error}
        </Alert>
      ) : null}
      <form
        noValidate
        aria-labelledby={titleId}
        onSubmit={handleSubmit}
        className="grid gap-4"
        data-slot="login-form"
      >
        <Field label={texts.email}>
          <Input name="email" type="email" autoComplete="email" inputMode="email" />
        </Field>
        <Field label={texts.password}>
          <Input name="password" type="password" autoComplete="current-password" />
        </Field>
        {forgotHref ? (
          <AppLink
            href={forgotHref}
            className="justify-self-end text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {texts.forgot}
          </AppLink>
        ) : null}
        <Button {...submit} type="submit" size="lg" disabled={submitting} className="mt-2 w-full">
          {submitting ? texts.submitting : texts.submit}
        </Button>
      </form>
    </AuthLayout>
  );
}

export { LoginScreen };
export type { LoginScreenProps, LoginValues };
