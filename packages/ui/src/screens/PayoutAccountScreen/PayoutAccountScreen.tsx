import {
  PAYOUT_COMPANY_TYPE_LABELS,
  PAYOUT_COMPANY_TYPES,
  payoutAccountProblems,
  type PayoutAccountField,
  type PayoutAccountInput,
} from '@bilheteria/rules';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../components/Alert';
import { Badge } from '../../components/Badge';
import { Button, useFocusBackAfterBusy } from '../../components/Button';
import { Card } from '../../components/Card';
import { Field } from '../../components/Field';
import { Input } from '../../components/Input';
import { LoadingState, StateMessage } from '../../components/StateMessage';
import { formatMoney } from '../../lib/format';

/** The account's status as Asaas reports it (issue #31); `none` before the organizer fills the form. */
type PayoutAccountStatus = 'none' | 'pending' | 'approved' | 'documents_required' | 'refused';

/** What GET /organizers/me/payout-account answers, with Asaas's field names. */
type PayoutAccountView = {
  status: PayoutAccountStatus;
  /** The platform commission on the tickets' price, in percent. */
  commissionPercent: number;
  blocked: boolean;
  name?: string;
  email?: string;
  cpfCnpj?: string;
  birthDate?: string | null;
  companyType?: string | null;
  mobilePhone?: string;
  postalCode?: string;
  addressNumber?: string;
  complement?: string | null;
  incomeValue?: number;
};

type PayoutAccountValues = PayoutAccountInput;

const texts = {
  title: 'Recebimentos',
  description:
    'Sua conta de recebimento no Asaas: a sua parte de cada venda paga vai direto para ela, sem passar pela plataforma.',
  loading: 'Carregando sua conta de recebimento...',
  loadError: 'Não foi possível carregar sua conta de recebimento.',
  retry: 'Tentar novamente',
  kind: 'Você recebe como',
  person: 'Pessoa física (CPF)',
  company: 'Pessoa jurídica (CNPJ)',
  name: { person: 'Nome completo', company: 'Razão social' },
  email: 'E-mail',
  cpf: 'CPF',
  cnpj: 'CNPJ',
  birthDate: 'Data de nascimento',
  birthDateHint: 'É preciso ter 18 anos ou mais.',
  companyType: 'Tipo de empresa',
  chooseCompanyType: 'Escolha o tipo',
  mobilePhone: 'Celular com DDD',
  postalCode: 'CEP',
  addressNumber: 'Número',
  complement: 'Complemento (opcional)',
  income: { person: 'Renda mensal (R$)', company: 'Faturamento mensal (R$)' },
  incomeHint: 'O Asaas pede esse valor para abrir a conta.',
  submit: 'Cadastrar conta de recebimento',
  submitting: 'Enviando ao Asaas...',
  fixProblems: 'Confira os campos destacados.',
  commission: (percent: number) =>
    percent > 0
      ? `Comissão da plataforma: ${percent.toLocaleString('pt-BR')} % do preço dos ingressos. A taxa de conveniência e os juros do parcelamento ficam com a plataforma.`
      : 'Sem comissão da plataforma sobre o preço dos ingressos. A taxa de conveniência e os juros do parcelamento ficam com a plataforma.',
  blocked: 'Seu cadastro está bloqueado para novas vendas pagas. Os ingressos já vendidos continuam válidos.',
  registered: 'Dados cadastrados',
  none: 'Não informado',
  statusTitle: 'Situação da conta',
  status: {
    none: 'Sem conta',
    pending: 'Em análise',
    approved: 'Aprovada',
    documents_required: 'Documentos pendentes',
    refused: 'Recusada',
  },
  whatToDo: {
    none: 'Cadastre sua conta de recebimento para vender ingressos pagos.',
    pending:
      'O Asaas está analisando seus dados. Você será avisado aqui quando a conta for aprovada; até lá, eventos com ingressos pagos não podem ser publicados.',
    approved:
      'Conta aprovada: você já pode publicar eventos com ingressos pagos. A sua parte de cada venda vai direto para a sua carteira no Asaas.',
    documents_required:
      'O Asaas pediu documentos. Envie-os pelo link que o Asaas mandou para o e-mail da conta; depois, a análise continua.',
    refused:
      'O Asaas recusou a conta. Confira os dados com o suporte do Asaas ou fale conosco para cadastrar de novo.',
  },
} as const;

const statusVariant = {
  none: 'neutral',
  pending: 'warning',
  approved: 'success',
  documents_required: 'warning',
  refused: 'danger',
} as const;

type PayoutAccountScreenProps = {
  state: 'loading' | 'error' | 'ready';
  account?: PayoutAccountView | null;
  /** The São Paulo calendar day (YYYY-MM-DD): the age is counted on it. */
  today: string;
  submitting?: boolean;
  /** The server's (or Asaas's) refusal, in pt-BR. */
  error?: string | null;
  onSubmit(values: PayoutAccountValues): void;
  onRetry?(): void;
};

type Errors = Partial<Record<PayoutAccountField, string>>;

/** "5.000,50" or "5000.5" → 5000.5; NaN when it is not a number. */
function parseReais(text: string): number {
  const clean = text.replace(/[R$\s]/g, '');
  const normalized = clean.includes(',') ? clean.replace(/\./g, '').replace(',', '.') : clean;
  return normalized === '' ? Number.NaN : Number(normalized);
}

function StatusCard({ account }: { account: PayoutAccountView }) {
  const headingId = useId();
  const status = account.status;
  return (
    <Card className="grid gap-3 p-5" aria-labelledby={headingId} role="region">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={headingId} className="text-lg font-bold">
          {texts.statusTitle}
        </h2>
        <Badge variant={statusVariant[status]} data-status={status}>
          {texts.status[status]}
        </Badge>
      </div>
      <Alert tone={status === 'approved' ? 'success' : status === 'refused' ? 'danger' : 'info'}>
        {texts.whatToDo[status]}
      </Alert>
    </Card>
  );
}

function Registered({ account }: { account: PayoutAccountView }) {
  const company = (account.cpfCnpj ?? '').replace(/\D/g, '').length === 14;
  const kind = company ? 'company' : 'person';
  const rows: Array<[string, string | null | undefined]> = [
    [texts.name[kind], account.name],
    [texts.email, account.email],
    [company ? texts.cnpj : texts.cpf, account.cpfCnpj],
    company
      ? [
          texts.companyType,
          account.companyType
            ? (PAYOUT_COMPANY_TYPE_LABELS[account.companyType as keyof typeof PAYOUT_COMPANY_TYPE_LABELS] ??
              account.companyType)
            : null,
        ]
      : [texts.birthDate, account.birthDate?.split('-').reverse().join('/')],
    [texts.mobilePhone, account.mobilePhone],
    [texts.postalCode, account.postalCode],
    [texts.addressNumber, account.addressNumber],
    [texts.complement, account.complement],
    [texts.income[kind], account.incomeValue === undefined ? null : formatMoney(account.incomeValue)],
  ];
  return (
    <Card className="grid gap-3 p-5">
      <h2 className="text-lg font-bold">{texts.registered}</h2>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-0.5">
            <dt className="text-sm text-ink-muted">{label}</dt>
            <dd className="font-medium break-words">{value || texts.none}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function AccountForm({ today, submitting = false, error, onSubmit }: PayoutAccountScreenProps) {
  const titleId = useId();
  const [kind, setKind] = useState<'person' | 'company'>('person');
  const [errors, setErrors] = useState<Errors>({});
  const submit = useFocusBackAfterBusy(submitting);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    const values: PayoutAccountValues = {
      name: text('name'),
      email: text('email'),
      cpfCnpj: text('cpfCnpj'),
      birthDate: kind === 'person' ? text('birthDate') || null : null,
      companyType: kind === 'company' ? text('companyType') || null : null,
      mobilePhone: text('mobilePhone'),
      postalCode: text('postalCode'),
      addressNumber: text('addressNumber'),
      complement: text('complement') || null,
      incomeValue: parseReais(text('incomeValue')),
    };
    const problems = payoutAccountProblems(values, today);
    const found: Errors = {};
    for (const problem of problems) found[problem.field] ??= problem.message;
    // The CPF/CNPJ must match the kind chosen above.
    const digits = values.cpfCnpj.replace(/\D/g, '').length;
    if (!found.cpfCnpj && digits !== (kind === 'person' ? 11 : 14))
      found.cpfCnpj = kind === 'person' ? 'Informe um CPF válido.' : 'Informe um CNPJ válido.';
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(values);
  }

  const hasErrors = Object.keys(errors).length > 0;
  return (
    <Card className="grid gap-4 p-5">
      <h2 id={titleId} className="text-lg font-bold">
        {texts.whatToDo.none}
      </h2>
      <div role="alert" className="grid gap-2 empty:hidden">
        {error ? <Alert tone="danger">{error}</Alert> : null}
        {hasErrors ? <Alert tone="danger">{texts.fixProblems}</Alert> : null}
      </div>
      <form
        noValidate
        aria-labelledby={titleId}
        onSubmit={handleSubmit}
        className="grid gap-4 sm:grid-cols-2"
        data-slot="payout-account-form"
      >
        <fieldset className="grid gap-2 sm:col-span-2">
          <legend className="mb-2 text-sm font-semibold">{texts.kind}</legend>
          <div className="flex flex-wrap gap-4">
            {(['person', 'company'] as const).map((option) => (
              <label key={option} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="kind"
                  value={option}
                  checked={kind === option}
                  onChange={() => {
                    setKind(option);
                    setErrors({});
                  }}
                />
                {texts[option]}
              </label>
            ))}
          </div>
        </fieldset>
        <Field label={texts.name[kind]} error={errors.name} className="sm:col-span-2">
          <Input name="name" autoComplete={kind === 'person' ? 'name' : 'organization'} />
        </Field>
        <Field label={texts.email} error={errors.email}>
          <Input name="email" type="email" autoComplete="email" inputMode="email" />
        </Field>
        <Field label={kind === 'person' ? texts.cpf : texts.cnpj} error={errors.cpfCnpj}>
          <Input name="cpfCnpj" inputMode="numeric" autoComplete="off" />
        </Field>
        {kind === 'person' ? (
          <Field label={texts.birthDate} hint={texts.birthDateHint} error={errors.birthDate}>
            <Input name="birthDate" type="date" autoComplete="bday" max={today} />
          </Field>
        ) : (
          <Field label={texts.companyType} error={errors.companyType}>
            <select
              name="companyType"
              defaultValue=""
              className="h-10 rounded-md border border-line bg-surface px-3 text-sm"
            >
              <option value="">{texts.chooseCompanyType}</option>
              {PAYOUT_COMPANY_TYPES.map((type) => (
                <option key={type} value={type}>
                  {PAYOUT_COMPANY_TYPE_LABELS[type]}
                </option>
              ))}
            </select>
          </Field>
        )}
        <Field label={texts.mobilePhone} error={errors.mobilePhone}>
          <Input name="mobilePhone" type="tel" inputMode="tel" autoComplete="tel-national" />
        </Field>
        <Field label={texts.postalCode} error={errors.postalCode}>
          <Input name="postalCode" inputMode="numeric" autoComplete="postal-code" />
        </Field>
        <Field label={texts.addressNumber} error={errors.addressNumber}>
          <Input name="addressNumber" autoComplete="off" />
        </Field>
        <Field label={texts.complement} error={errors.complement}>
          <Input name="complement" autoComplete="address-line2" />
        </Field>
        <Field label={texts.income[kind]} hint={texts.incomeHint} error={errors.incomeValue}>
          <Input name="incomeValue" inputMode="decimal" autoComplete="off" />
        </Field>
        <Button {...submit} type="submit" size="lg" disabled={submitting} className="sm:col-span-2">
          {submitting ? texts.submitting : texts.submit}
        </Button>
      </form>
    </Card>
  );
}

/**
 * "Recebimentos" (issue #31): the organizer's Asaas sub-account. Without one, the form with Asaas's fields (checked
 * by @bilheteria/rules before it is sent); with one, its status as Asaas reports it, what to do next, and the data
 * sent. Presentational: the host loads the account and sends the form.
 */
function PayoutAccountScreen(props: PayoutAccountScreenProps) {
  const { state, account, onRetry } = props;
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8">
      <header className="grid gap-1">
        <h1 className="text-2xl font-extrabold tracking-tight">{texts.title}</h1>
        <p className="text-ink-muted">{texts.description}</p>
      </header>
      {state === 'loading' ? <LoadingState label={texts.loading} /> : null}
      {state === 'error' ? (
        <StateMessage
          tone="danger"
          title={texts.loadError}
          action={
            onRetry ? (
              <Button variant="secondary" onClick={onRetry}>
                {texts.retry}
              </Button>
            ) : undefined
          }
        />
      ) : null}
      {state === 'ready' && account ? (
        <>
          {account.blocked ? (
            <Alert tone="danger" role="alert">
              {texts.blocked}
            </Alert>
          ) : null}
          {account.status === 'none' ? (
            <AccountForm {...props} />
          ) : (
            <>
              <StatusCard account={account} />
              <Registered account={account} />
            </>
          )}
          <p className="text-sm text-ink-muted">{texts.commission(account.commissionPercent)}</p>
        </>
      ) : null}
    </div>
  );
}

export { PayoutAccountScreen, parseReais };
export type { PayoutAccountScreenProps, PayoutAccountStatus, PayoutAccountValues, PayoutAccountView };
