import { useId, type FormEvent } from 'react';
import { Alert } from '../../components/Alert';
import { Button, useFocusBackAfterBusy } from '../../components/Button';
import { Field } from '../../components/Field';
import { Input } from '../../components/Input';
import { AppLink } from '../../lib/link';
import { AuthLayout } from '../../shell/AuthLayout';

const texts = {
  title: 'Cadastrar',
  description: 'Crie sua conta para comprar e guardar seus ingressos.',
  name: 'Nome',
  email: 'E-mail',
  password: 'Senha',
  submit: 'Criar conta',
  submitting: 'Criando conta...',
  haveAccount: 'Já tenho conta',
} as const;

type RegisterValues = { name: string; email: string; password: string };

type RegisterScreenProps = {
  submitting: boolean;
  /** The server's message (or "Erro"), shown as an alert. */
  error?: string | null;
  /** "/login?next=..." — the host keeps the next target. */
  loginHref: string;
  onSubmit(values: RegisterValues): void;
};

/** No client-side validation (spec §5): the server answers, the host shows its message in `error`. */
function RegisterScreen({ submitting, error, loginHref, onSubmit }: RegisterScreenProps) {
  const titleId = useId();
  const submit = useFocusBackAfterBusy(submitting);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const data = new FormData(event.currentTarget);
    onSubmit({
      name: String(data.get('name') ?? '').trim(),
      email: String(data.get('email') ?? '').trim(),
      password: String(data.get('password') ?? ''),
    });
  }

  return (
    <AuthLayout
      title={texts.title}
      titleId={titleId}
      description={texts.description}
      footer={
        <AppLink href={loginHref} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
          {texts.haveAccount}
        </AppLink>
      }
    >
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
        data-slot="register-form"
      >
        <Field label={texts.name}>
          <Input name="name" autoComplete="name" />
        </Field>
        <Field label={texts.email}>
          <Input name="email" type="email" autoComplete="email" inputMode="email" />
        </Field>
        <Field label={texts.password}>
          <Input name="password" type="password" autoComplete="new-password" />
        </Field>
        <Button {...submit} type="submit" size="lg" disabled={submitting} className="mt-2 w-full">
          {submitting ? texts.submitting : texts.submit}
        </Button>
      </form>
    </AuthLayout>
  );
}

export { RegisterScreen };
export type { RegisterScreenProps, RegisterValues };
