import { useId, type FormEvent } from 'react';
import { Alert } from '../../components/Alert';
import { Button, useFocusBackAfterBusy } from '../../components/Button';
import { Field } from '../../components/Field';
import { Input } from '../../components/Input';
import { AppLink } from '../../lib/link';
import { AuthLayout } from '../../shell/AuthLayout';

const texts = {
  title: 'Nova senha',
  description:
    'Crie uma nova senha para a sua conta. As sessões abertas em outros aparelhos serão encerradas.',
  password: 'Nova senha',
  hint: 'Pelo menos 8 caracteres. Uma frase com algumas palavras é uma boa senha.',
  submit: 'Salvar nova senha',
  submitting: 'Salvando...',
  done: 'Senha alterada! Entre com a nova senha.',
  login: 'Entrar',
  missing: 'Link de redefinição incompleto. Abra de novo o link do e-mail ou peça um novo.',
  askAgain: 'Pedir um novo link',
} as const;

type ResetPasswordScreenProps = {
  submitting: boolean;
  /** The page was opened without a token in its address. */
  tokenMissing?: boolean;
  /** The server's message (expired, used, weak password), shown as an alert. */
  error?: string | null;
  /** The password was changed. */
  done?: boolean;
  loginHref: string;
  forgotHref: string;
  onSubmit(values: { password: string }): void;
};

function ResetPasswordScreen({
  submitting,
  tokenMissing = false,
  error,
  done = false,
  loginHref,
  forgotHref,
  onSubmit,
}: ResetPasswordScreenProps) {
  const titleId = useId();
  const submit = useFocusBackAfterBusy(submitting);
  const link = 'font-semibold text-brand-700 underline-offset-4 hover:underline';

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    onSubmit({ password: String(new FormData(event.currentTarget).get('password') ?? '') });
  }

  return (
    <AuthLayout
      title={texts.title}
      titleId={titleId}
      description={texts.description}
      footer={
        <AppLink href={forgotHref} className={link}>
          {texts.askAgain}
        </AppLink>
      }
    >
      <div role="status" className="empty:hidden">
        {done ? (
          <Alert tone="success">
            {texts.done}{' '}
            <AppLink href={loginHref} className={link}>
              {texts.login}
            </AppLink>
          </Alert>
        ) : null}
      </div>
      {error || tokenMissing ? (
        <Alert tone="danger" role="alert">
          {error ?? texts.missing}
        </Alert>
      ) : null}
      {done || tokenMissing ? null : (
        <form noValidate aria-labelledby={titleId} onSubmit={handleSubmit} className="grid gap-4">
          <Field label={texts.password} hint={texts.hint}>
            <Input name="password" type="password" autoComplete="new-password" />
          </Field>
          <Button {...submit} type="submit" size="lg" disabled={submitting} className="mt-2 w-full">
            {submitting ? texts.submitting : texts.submit}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}

export { ResetPasswordScreen };
export type { ResetPasswordScreenProps };
