import { CircleCheck, CreditCard, LoaderCircle, QrCode, Zap } from 'lucide-react';
import { useId, useRef, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import { Alert } from '../../components/Alert';
import { Button, useFocusBackAfterBusy } from '../../components/Button';
import { Card } from '../../components/Card';
import { Field } from '../../components/Field';
import { Input } from '../../components/Input';
import { cn } from '../../lib/cn';
import { AppLink } from '../../lib/link';
import {
  CheckoutFrame,
  OrderSummary,
  PixPanel,
  secondsUntil,
  type CheckoutEvent,
  type OrderSummaryItem,
  type OrderTotals,
  type PixCharge,
} from '../checkout';
import { texts } from './texts';
import { CardForm, type CardFormProps } from './CardForm';

/** The buyer of the Pix (spec §3 draft `buyer`): CPF/CNPJ and WhatsApp hold digits only. */
type BuyerValues = { name: string; email: string; cpf: string; whatsapp: string };

type BuyerField = keyof BuyerValues;

/** Session value `metodoSelecionado` (spec §3). */
type PaymentMethod = 'pix' | 'cartao';

type CheckoutPaymentScreenProps = OrderTotals & {
  event: CheckoutEvent;
  items: readonly OrderSummaryItem[];
  method: PaymentMethod;
  onMethodChange(method: PaymentMethod): void;
  buyer: BuyerValues;
  onBuyerChange(field: BuyerField, value: string): void;
  /** Every buyer validation message, joined (spec §5), as one alert. */
  buyerError?: string | null;
  /** The Pix generated for the order, once there is one. */
  pix: PixCharge | null;
  /** True while a Pix is being generated. */
  generating: boolean;
  /** Why generating failed (spec §8); offers "Tentar novamente". */
  pixError?: string | null;
  /** When the shown Pix was generated (ms): starts the 10-minute progress bar. */
  generatedAt?: number | null;
  /** The clock (ms since epoch). */
  now: number;
  /** "Gerar Pix", "Regerar Pix" and "Tentar novamente". */
  onGeneratePix(): void;
  onCopy(code: string): void | Promise<void>;
  /** The local payment provider is active (development): offer "Simular pagamento". */
  simulateAvailable: boolean;
  simulating: boolean;
  onSimulate(): void;
  /** The order is paid: the screen says so while the host opens the success page. */
  paid: boolean;
  backHref: string;
  /** The card tab (issue #27): the form, the installments and what the issuer answered. */
  card: CardFormProps;
};

const METHODS: readonly { value: PaymentMethod; label: string; Icon: typeof QrCode }[] = [
  { value: 'pix', label: texts.pix, Icon: QrCode },
  { value: 'cartao', label: texts.card, Icon: CreditCard },
];

const onlyDigits = (value: string) => value.replace(/\D/g, '');

/** Tabs (WAI-ARIA tabs pattern): arrow keys, Home and End move between methods. */
function MethodTabs({
  method,
  onMethodChange,
  idFor,
}: {
  method: PaymentMethod;
  onMethodChange(method: PaymentMethod): void;
  idFor(method: PaymentMethod, part: 'tab' | 'panel'): string;
}) {
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = METHODS.findIndex((entry) => entry.value === method);
    const last = METHODS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % METHODS.length
        : event.key === 'ArrowLeft'
          ? (index + last) % METHODS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const target = METHODS[next]!.value;
    onMethodChange(target);
    refs.current[target]?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label={texts.methods}
      className="grid grid-cols-2 gap-1 rounded-control bg-surface p-1 ring-1 ring-line"
    >
      {METHODS.map(({ value, label, Icon }) => {
        const selected = value === method;
        return (
          <button
            key={value}
            ref={(element) => {
              refs.current[value] = element;
            }}
            type="button"
            role="tab"
            id={idFor(value, 'tab')}
            aria-selected={selected}
            aria-controls={idFor(value, 'panel')}
            tabIndex={selected ? 0 : -1}
            onClick={() => onMethodChange(value)}
            onKeyDown={handleKeyDown}
            className={cn(
              'flex h-10 items-center justify-center gap-2 rounded-[calc(var(--radius-control)-2px)] text-sm font-semibold outline-none',
              'focus-visible:ring-2 focus-visible:ring-brand-600',
              selected
                ? 'bg-brand-600 text-white shadow-sm'
                : 'text-ink-muted hover:bg-surface-muted hover:text-ink',
            )}
          >
            <Icon aria-hidden className="size-4" />
            {label}
          </button>
        );
      })}
    </div>
  );
}

type BuyerFormProps = Pick<
  CheckoutPaymentScreenProps,
  'buyer' | 'onBuyerChange' | 'buyerError' | 'generating' | 'onGeneratePix'
> & {
  hasPix: boolean;
  /** The shown Pix expired: the panel offers "Regerar Pix" next to its message instead. */
  pixExpired: boolean;
};

function BuyerForm({
  buyer,
  onBuyerChange,
  buyerError,
  generating,
  onGeneratePix,
  hasPix,
  pixExpired,
}: BuyerFormProps) {
  const titleId = useId();
  const submit = useFocusBackAfterBusy(generating);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!generating) onGeneratePix();
  }

  const digits = (field: BuyerField) => (event: ChangeEvent<HTMLInputElement>) =>
    onBuyerChange(field, onlyDigits(event.currentTarget.value));

  return (
    <form
      noValidate
      aria-labelledby={titleId}
      onSubmit={handleSubmit}
      className="grid gap-4"
      data-slot="buyer-form"
    >
      <div className="grid gap-0.5">
        <h2 id={titleId} className="text-lg font-bold">
          {texts.buyerTitle}
        </h2>
        <p className="text-sm text-ink-muted">{texts.buyerDescription}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={texts.name} className="sm:col-span-2">
          <Input
            name="name"
            autoComplete="name"
            value={buyer.name}
            onChange={(event) => onBuyerChange('name', event.currentTarget.value)}
          />
        </Field>
        <Field label={texts.email} className="sm:col-span-2">
          <Input
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            value={buyer.email}
            onChange={(event) => onBuyerChange('email', event.currentTarget.value)}
          />
        </Field>
        <Field label={texts.cpf} hint={texts.cpfHint}>
          <Input
            name="cpf"
            inputMode="numeric"
            autoComplete="off"
            maxLength={14}
            value={buyer.cpf}
            onChange={digits('cpf')}
          />
        </Field>
        <Field label={texts.whatsapp} hint={texts.whatsappHint}>
          <Input
            name="whatsapp"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={15}
            value={buyer.whatsapp}
            onChange={digits('whatsapp')}
          />
        </Field>
      </div>
      <div role="alert" className="empty:hidden">
        {buyerError ? (
          <Alert tone="danger" className="whitespace-pre-line">
            {buyerError}
          </Alert>
        ) : null}
      </div>
      {!pixExpired ? (
        <Button
          {...submit}
          type="submit"
          size="lg"
          // Once a Pix is shown, copying it is the main action; generating another one is secondary.
          variant={hasPix ? 'secondary' : 'primary'}
          disabled={generating}
          className="w-full sm:w-fit"
        >
          {generating ? <LoaderCircle aria-hidden className="animate-spin" /> : <QrCode aria-hidden />}
          {generating ? texts.generating : hasPix ? texts.regenerate : texts.generate}
        </Button>
      ) : null}
    </form>
  );
}

function PaymentTips() {
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-bold">{texts.tipsTitle}</h3>
      <ul className="grid list-disc gap-1 pl-5 text-sm text-ink-muted">
        {texts.tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </div>
  );
}

function PaidNotice() {
  return (
    <div role="status" data-slot="payment-paid" className="grid justify-items-center gap-3 py-8 text-center">
      <CircleCheck aria-hidden className="size-14 text-success" />
      <p className="text-xl font-extrabold">{texts.paidTitle}</p>
      <p className="flex items-center gap-2 text-ink-muted">
        <LoaderCircle aria-hidden className="size-4 animate-spin" />
        {texts.paidDescription}
      </p>
    </div>
  );
}

type PixTabProps = Omit<
  CheckoutPaymentScreenProps,
  | 'event'
  | 'items'
  | 'subtotal'
  | 'discount'
  | 'couponCode'
  | 'fee'
  | 'method'
  | 'onMethodChange'
  | 'backHref'
  | 'card'
>;

function PixTab(props: PixTabProps) {
  const { pix, generating, pixError, generatedAt, now, onGeneratePix, onCopy, total } = props;
  const { simulateAvailable, simulating, onSimulate, paid } = props;
  const simulate = useFocusBackAfterBusy(simulating, onSimulate);
  if (paid) return <PaidNotice />;
  const expired = pix ? secondsUntil(pix.expiracao, now) === 0 : false;
  return (
    <div className="grid gap-6">
      <BuyerForm {...props} hasPix={pix !== null} pixExpired={expired} />
      {pixError && !generating ? (
        <Alert tone="danger" role="alert" data-slot="pix-error">
          <div className="grid gap-3">
            <p>{pixError}</p>
            <Button variant="secondary" size="sm" onClick={onGeneratePix} className="w-fit">
              {texts.retry}
            </Button>
          </div>
        </Alert>
      ) : null}
      {pix ? (
        <div className="grid gap-4 border-t border-line pt-6">
          <PixPanel
            pix={pix}
            now={now}
            generatedAt={generatedAt}
            total={total ?? undefined}
            onCopy={onCopy}
            onRegenerate={onGeneratePix}
            regenerating={generating}
            regenerateWhen="expired"
          />
          {simulateAvailable && !expired ? (
            <div className="grid gap-2 rounded-control border border-dashed border-line p-4">
              <Button {...simulate} variant="secondary" disabled={simulating} className="w-full sm:w-fit">
                <Zap aria-hidden />
                {simulating ? texts.simulating : texts.simulate}
              </Button>
              <p className="text-xs text-ink-muted">{texts.simulateNote}</p>
            </div>
          ) : null}
        </div>
      ) : null}
      <Alert>{texts.webhookNote}</Alert>
      <PaymentTips />
    </div>
  );
}

/** Checkout step 4 (spec §2): buyer data, then a Pix to pay; or a credit card in up to 12x (issue #27). */
function CheckoutPaymentScreen(props: CheckoutPaymentScreenProps) {
  const { event, items, subtotal, discount, couponCode, fee, total, method, onMethodChange, backHref } =
    props;
  const baseId = useId();
  const idFor = (value: PaymentMethod, part: 'tab' | 'panel') => `${baseId}-${value}-${part}`;

  return (
    <CheckoutFrame
      event={event}
      step={3}
      asideLabel={texts.summaryLabel}
      aside={
        <OrderSummary
          items={items}
          subtotal={subtotal}
          discount={discount}
          couponCode={couponCode}
          fee={fee}
          total={total}
        />
      }
    >
      <h1 className="text-2xl font-extrabold tracking-tight">{texts.title}</h1>
      <MethodTabs method={method} onMethodChange={onMethodChange} idFor={idFor} />
      <Card className="p-5 sm:p-6">
        <div
          role="tabpanel"
          id={idFor('pix', 'panel')}
          aria-labelledby={idFor('pix', 'tab')}
          hidden={method !== 'pix'}
          tabIndex={0}
          className="outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        >
          {method === 'pix' ? <PixTab {...props} /> : null}
        </div>
        <div
          role="tabpanel"
          id={idFor('cartao', 'panel')}
          aria-labelledby={idFor('cartao', 'tab')}
          hidden={method !== 'cartao'}
          tabIndex={0}
          className="outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        >
          {method === 'cartao' ? props.paid ? <PaidNotice /> : <CardForm {...props.card} /> : null}
        </div>
      </Card>
      <Button asChild variant="secondary" size="lg" className="w-full sm:w-fit">
        <AppLink href={backHref}>{texts.back}</AppLink>
      </Button>
    </CheckoutFrame>
  );
}

export { CheckoutPaymentScreen };
export type { BuyerField, BuyerValues, CheckoutPaymentScreenProps, PaymentMethod };
