import { CreditCard, LoaderCircle, ShieldCheck, Zap } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { Alert } from '../../components/Alert';
import { Button, useFocusBackAfterBusy } from '../../components/Button';
import { Field } from '../../components/Field';
import { Input } from '../../components/Input';
import { cn } from '../../lib/cn';
import { formatMoney } from '../../lib/format';
import { cardTexts as texts } from './card-texts';

type CardField =
  'nomeTitular' | 'numero' | 'validade' | 'cvv' | 'cpfCnpj' | 'telefone' | 'cep' | 'numeroEndereco';

type CardValues = Record<CardField, string>;

type CardInstallment = {
  count: number;
  /** "3x de R$ 53,50 sem juros", as the server's quote decides it. */
  label: string;
  interestFree: boolean;
  total: number;
};

/** idle (the form), refused (the issuer said no), analysis (waiting for the issuer), reproved (cancelled). */
type CardStatus = 'idle' | 'refused' | 'analysis' | 'reproved';

type CardFormProps = {
  values: CardValues;
  onChange(field: CardField, value: string): void;
  /** The rules' pt-BR message under each wrong field. */
  errors: Partial<Record<CardField, string>>;
  /** The brand as the number is typed ("Visa"), or null. */
  brand: string | null;
  installments: readonly CardInstallment[];
  parcelas: number;
  onParcelasChange(count: number): void;
  savedCards: readonly { token: string; label: string }[];
  savedCardToken: string | null;
  onSavedCardChange(token: string | null): void;
  submitting: boolean;
  onSubmit(): void;
  status: CardStatus;
  /** The server's words: the refusal's reason, or the approval / analysis notice. */
  message: string | null;
  /** The local provider's card in analysis: "Simular aprovação" / "Simular reprovação". */
  simulateAvailable: boolean;
  simulating: boolean;
  onSimulate(outcome: 'approve' | 'reprove'): void;
};

function SavedCards({
  savedCards,
  savedCardToken,
  onSavedCardChange,
}: Pick<CardFormProps, 'savedCards' | 'savedCardToken' | 'onSavedCardChange'>) {
  const name = useId();
  if (savedCards.length === 0) return null;
  const options = [...savedCards, { token: '', label: texts.newCard }];
  return (
    <fieldset className="grid gap-2" data-slot="saved-cards">
      <legend className="mb-1 text-sm font-semibold">{texts.savedLegend}</legend>
      {options.map((card) => (
        <label
          key={card.token || 'new'}
          className="flex items-center gap-3 rounded-control border border-line px-3 py-2 text-sm has-[:checked]:border-brand-600"
        >
          <input
            type="radio"
            name={name}
            value={card.token}
            checked={(savedCardToken ?? '') === card.token}
            onChange={() => onSavedCardChange(card.token || null)}
            className="size-4 accent-brand-600"
          />
          {card.label}
        </label>
      ))}
    </fieldset>
  );
}

function Installments({
  installments,
  parcelas,
  onParcelasChange,
}: Pick<CardFormProps, 'installments' | 'parcelas' | 'onParcelasChange'>) {
  const name = useId();
  if (installments.length === 0) return <Alert>{texts.installmentsEmpty}</Alert>;
  return (
    <fieldset className="grid gap-1" data-slot="installments">
      <legend className="mb-1 text-sm font-semibold">{texts.installmentsLegend}</legend>
      {installments.map((option) => (
        <label
          key={option.count}
          className="flex items-center justify-between gap-3 rounded-control border border-line px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
        >
          <span className="flex items-center gap-3">
            <input
              type="radio"
              name={name}
              value={option.count}
              checked={parcelas === option.count}
              onChange={() => onParcelasChange(option.count)}
              className="size-4 accent-brand-600"
            />
            {option.label}
          </span>
          <span
            className={cn(
              'whitespace-nowrap tabular-nums',
              option.interestFree ? 'text-success' : 'text-ink-muted',
            )}
          >
            {formatMoney(option.total)}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

function CardFields({
  values,
  onChange,
  errors,
  brand,
}: Pick<CardFormProps, 'values' | 'onChange' | 'errors' | 'brand'>) {
  const set = (field: CardField) => (event: { currentTarget: { value: string } }) =>
    onChange(field, event.currentTarget.value);
  return (
    <>
      <Field label={texts.number} error={errors.numero} className="sm:col-span-2" hint={brand ?? undefined}>
        <Input
          name="cc-number"
          inputMode="numeric"
          autoComplete="cc-number"
          value={values.numero}
          onChange={set('numero')}
        />
      </Field>
      <Field label={texts.expiry} error={errors.validade}>
        <Input
          name="cc-exp"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/AA"
          value={values.validade}
          onChange={set('validade')}
        />
      </Field>
      <Field label={texts.cvv} hint={texts.cvvHint} error={errors.cvv}>
        <Input
          name="cc-csc"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          value={values.cvv}
          onChange={set('cvv')}
        />
      </Field>
    </>
  );
}

function HolderFields({ values, onChange, errors }: Pick<CardFormProps, 'values' | 'onChange' | 'errors'>) {
  const set = (field: CardField) => (event: { currentTarget: { value: string } }) =>
    onChange(field, event.currentTarget.value);
  return (
    <>
      <Field label={texts.cpf} error={errors.cpfCnpj}>
        <Input
          name="holder-cpf"
          inputMode="numeric"
          maxLength={14}
          value={values.cpfCnpj}
          onChange={set('cpfCnpj')}
        />
      </Field>
      <Field label={texts.phone} hint={texts.phoneHint} error={errors.telefone}>
        <Input
          name="holder-phone"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={11}
          value={values.telefone}
          onChange={set('telefone')}
        />
      </Field>
      <Field label={texts.cep} error={errors.cep}>
        <Input
          name="holder-cep"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={8}
          value={values.cep}
          onChange={set('cep')}
        />
      </Field>
      <Field label={texts.addressNumber} error={errors.numeroEndereco}>
        <Input
          name="holder-address-number"
          maxLength={10}
          value={values.numeroEndereco}
          onChange={set('numeroEndereco')}
        />
      </Field>
    </>
  );
}

function Outcome({ status, message }: Pick<CardFormProps, 'status' | 'message'>) {
  if (status === 'refused')
    return (
      <Alert tone="danger" role="alert" data-slot="card-refused">
        <div className="grid gap-1">
          <p className="font-semibold">{texts.refusedTitle}</p>
          {message ? <p>{message}</p> : null}
          <p>{texts.refusedHint}</p>
        </div>
      </Alert>
    );
  if (status === 'reproved')
    return (
      <Alert tone="danger" role="alert" data-slot="card-reproved">
        <div className="grid gap-1">
          <p className="font-semibold">{texts.reprovedTitle}</p>
          {message ? <p>{message}</p> : null}
        </div>
      </Alert>
    );
  return null;
}

function Analysis({ message, simulateAvailable, simulating, onSimulate }: CardFormProps) {
  return (
    <div role="status" data-slot="card-analysis" className="grid gap-4">
      <div className="flex items-start gap-3">
        <LoaderCircle aria-hidden className="mt-1 size-5 shrink-0 animate-spin text-brand-600" />
        <div className="grid gap-1">
          <p className="text-lg font-bold">{texts.analysisTitle}</p>
          <p className="text-sm text-ink-muted">{message ?? texts.analysisHint}</p>
        </div>
      </div>
      {simulateAvailable ? (
        <div className="grid gap-2 rounded-control border border-dashed border-line p-4">
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" disabled={simulating} onClick={() => onSimulate('approve')}>
              <Zap aria-hidden />
              {texts.simulateApprove}
            </Button>
            <Button variant="secondary" disabled={simulating} onClick={() => onSimulate('reprove')}>
              {texts.simulateReprove}
            </Button>
          </div>
          <p className="text-xs text-ink-muted">{texts.simulateNote}</p>
        </div>
      ) : null}
    </div>
  );
}

/** The card payment of checkout step 4 (issue #27): a saved card or a new one, the holder, the installments. */
function CardForm(props: CardFormProps) {
  const { values, onChange, errors, savedCardToken, submitting, onSubmit, status, installments } = props;
  const titleId = useId();
  const submit = useFocusBackAfterBusy(submitting);
  if (status === 'analysis') return <Analysis {...props} />;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!submitting) onSubmit();
  }

  return (
    <form
      noValidate
      aria-labelledby={titleId}
      onSubmit={handleSubmit}
      className="grid gap-5"
      data-slot="card-form"
    >
      <div className="grid gap-0.5">
        <h2 id={titleId} className="flex items-center gap-2 text-lg font-bold">
          <CreditCard aria-hidden className="size-5" />
          {texts.title}
        </h2>
        <p className="flex items-center gap-1.5 text-sm text-ink-muted">
          <ShieldCheck aria-hidden className="size-4" />
          {texts.description}
        </p>
      </div>
      <Outcome {...props} />
      <SavedCards {...props} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={texts.holderName} error={errors.nomeTitular} className="sm:col-span-2">
          <Input
            name="cc-name"
            autoComplete="cc-name"
            value={values.nomeTitular}
            onChange={(event) => onChange('nomeTitular', event.currentTarget.value)}
          />
        </Field>
        {savedCardToken === null ? <CardFields {...props} /> : null}
        <HolderFields {...props} />
      </div>
      <Installments {...props} />
      <Button
        {...submit}
        type="submit"
        size="lg"
        disabled={submitting || installments.length === 0}
        className="w-full sm:w-fit"
      >
        {submitting ? <LoaderCircle aria-hidden className="animate-spin" /> : <CreditCard aria-hidden />}
        {submitting ? texts.paying : texts.pay}
      </Button>
    </form>
  );
}

export { CardForm };
export type { CardField, CardFormProps, CardInstallment, CardStatus, CardValues };
