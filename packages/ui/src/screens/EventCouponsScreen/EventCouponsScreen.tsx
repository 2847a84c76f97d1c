import { COUPON_LOT_MESSAGES, lotsOpenedByCoupons } from '@bilheteria/rules';
import { Pencil, Power, Trash2, TriangleAlert } from 'lucide-react';
import type { FormEvent } from 'react';
import { Alert } from '../../components/Alert';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Field } from '../../components/Field';
import { Input } from '../../components/Input';
import { LoadingState, StateMessage } from '../../components/StateMessage';
import { toDateTimeLocal } from '../../lib/datetime-local';
import { formatDateTime } from '../../lib/format';
import { AppLink } from '../../lib/link';
import { texts } from './texts';

type CouponKind = 'percent' | 'fixed' | 'price';

/** A coupon as listed: its rule, its uses and what paid orders got from it. */
type EventCoupon = {
  id: string;
  code: string;
  kind: CouponKind;
  /** Percent, or reais. */
  value: number;
  ticketTypeIds: readonly string[];
  maxUses: number | null;
  used: number;
  validFrom: string | null;
  validUntil: string | null;
  active: boolean;
  paidOrders: number;
  discount: number;
};

/** A lot of the event the coupon may apply to; `couponOnly` lots are hidden from the public. */
type CouponTicketType = { id: string; name: string; couponOnly: boolean };

/** The form as the inputs hold it; dates are datetime-local text (São Paulo). */
type CouponFormValues = {
  code: string;
  kind: CouponKind;
  value: string;
  ticketTypeIds: string[];
  maxUses: string;
  validFrom: string;
  validUntil: string;
  active: boolean;
};

type EventCouponsScreenProps = {
  status: 'loading' | 'notFound' | 'error' | 'ready';
  eventTitle: string;
  ticketTypes: readonly CouponTicketType[];
  coupons: readonly EventCoupon[];
  values: CouponFormValues;
  /** The coupon the form edits; null: it creates one. */
  editing?: EventCoupon | null;
  saving: boolean;
  /** A refused save, in the server's words. */
  saveError?: string | null;
  /** The coupon whose toggle or removal is in flight. */
  busyId?: string | null;
  actionError?: string | null;
  onChange(values: CouponFormValues): void;
  onSave(): void;
  onEdit(coupon: EventCoupon): void;
  onCancelEdit(): void;
  onToggle(id: string, active: boolean): void;
  onRemove(id: string): void;
  backHref: string;
  editEventHref: string;
  /** The clock that decides which coupons still open a lot (stories fix it); defaults to now. */
  now?: Date;
};

function newCouponFormValues(): CouponFormValues {
  return {
    code: '',
    kind: 'percent',
    value: '',
    ticketTypeIds: [],
    maxUses: '',
    validFrom: '',
    validUntil: '',
    active: true,
  };
}

/** A saved coupon as the form holds it, for "Editar". */
function couponFormValues(coupon: EventCoupon): CouponFormValues {
  return {
    code: coupon.code,
    kind: coupon.kind,
    value: String(coupon.value).replace('.', ','),
    ticketTypeIds: [...coupon.ticketTypeIds],
    maxUses: coupon.maxUses === null ? '' : String(coupon.maxUses),
    validFrom: toDateTimeLocal(coupon.validFrom),
    validUntil: toDateTimeLocal(coupon.validUntil),
    active: coupon.active,
  };
}

function CouponForm(props: EventCouponsScreenProps) {
  const { values, onChange, editing, saving, saveError, ticketTypes } = props;
  const opened = lotsOpenedByCoupons(props.coupons, props.now ?? new Date());
  const set = <K extends keyof CouponFormValues>(key: K, value: CouponFormValues[K]) =>
    onChange({ ...values, [key]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSave();
  };
  return (
    <Card className="grid gap-4 p-5">
      <h2 className="text-lg font-bold">
        {editing ? texts.form.editTitle(editing.code) : texts.form.newTitle}
      </h2>
      <form className="grid gap-4" onSubmit={submit} noValidate>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label={texts.form.code} hint={texts.form.codeHint}>
            <Input
              name="code"
              autoComplete="off"
              value={values.code}
              onChange={(event) => set('code', event.currentTarget.value)}
            />
          </Field>
          <Field label={texts.form.kind}>
            <select
              name="kind"
              className="h-10 rounded-md border border-line bg-surface px-3 text-sm"
              value={values.kind}
              onChange={(event) => set('kind', event.currentTarget.value as CouponKind)}
            >
              {(Object.keys(texts.form.kinds) as CouponKind[]).map((kind) => (
                <option key={kind} value={kind}>
                  {texts.form.kinds[kind]}
                </option>
              ))}
            </select>
          </Field>
          <Field label={texts.form.value}>
            <Input
              name="value"
              inputMode="decimal"
              value={values.value}
              onChange={(event) => set('value', event.currentTarget.value)}
            />
          </Field>
        </div>
        <fieldset className="grid gap-2">
          <legend className="text-sm font-semibold">{texts.form.types}</legend>
          <p className="text-sm text-ink-muted">{texts.form.typesHint}</p>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {ticketTypes.map((type) => (
              <label key={type.id} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={values.ticketTypeIds.includes(type.id)}
                  onChange={(event) =>
                    set(
                      'ticketTypeIds',
                      event.currentTarget.checked
                        ? [...values.ticketTypeIds, type.id]
                        : values.ticketTypeIds.filter((id) => id !== type.id),
                    )
                  }
                />
                {type.name}
                {type.couponOnly ? <Badge variant="brand">{texts.form.couponOnly}</Badge> : null}
                {type.couponOnly && !opened.has(type.id) ? <LockedLot /> : null}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label={texts.form.maxUses} hint={texts.form.maxUsesHint}>
            <Input
              name="maxUses"
              inputMode="numeric"
              value={values.maxUses}
              onChange={(event) => set('maxUses', event.currentTarget.value)}
            />
          </Field>
          <Field label={texts.form.validFrom}>
            <Input
              type="datetime-local"
              name="validFrom"
              value={values.validFrom}
              onChange={(event) => set('validFrom', event.currentTarget.value)}
            />
          </Field>
          <Field label={texts.form.validUntil}>
            <Input
              type="datetime-local"
              name="validUntil"
              value={values.validUntil}
              onChange={(event) => set('validUntil', event.currentTarget.value)}
            />
          </Field>
        </div>
        <label className="flex items-center gap-2 text-sm font-semibold">
          <input
            type="checkbox"
            checked={values.active}
            onChange={(event) => set('active', event.currentTarget.checked)}
          />
          {texts.form.active}
        </label>
        <div role="alert" className="empty:hidden">
          {saveError ? <Alert tone="danger">{saveError}</Alert> : null}
        </div>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={saving}>
            {saving ? texts.form.saving : texts.form.save}
          </Button>
          {editing ? (
            <Button type="button" variant="secondary" onClick={props.onCancelEdit}>
              {texts.form.cancelEdit}
            </Button>
          ) : null}
        </div>
      </form>
    </Card>
  );
}

/** A "só com cupom" lot no usable coupon names: nobody can buy it (issue #30). */
function LockedLot() {
  return (
    <span data-slot="locked-lot" className="inline-flex items-center gap-1 font-semibold text-warning">
      <TriangleAlert aria-hidden className="size-4" />
      {COUPON_LOT_MESSAGES.locked}
    </span>
  );
}

function period(coupon: EventCoupon) {
  const from = coupon.validFrom ? formatDateTime(coupon.validFrom) : null;
  const until = coupon.validUntil ? formatDateTime(coupon.validUntil) : null;
  if (from && until) return `${from} – ${until}`;
  if (from) return `a partir de ${from}`;
  if (until) return `até ${until}`;
  return null;
}

function CouponItem({ coupon, props }: { coupon: EventCoupon; props: EventCouponsScreenProps }) {
  const names = new Map(props.ticketTypes.map((type) => [type.id, type.name]));
  const scope =
    coupon.ticketTypeIds.length === 0
      ? texts.list.allTypes
      : coupon.ticketTypeIds.map((id) => names.get(id) ?? id).join(', ');
  const busy = props.busyId === coupon.id;
  const validity = period(coupon);
  return (
    <li data-slot="coupon-item" className="grid gap-2 py-4 sm:grid-cols-[1fr_auto] sm:items-center">
      <div className="grid gap-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-base font-bold">{coupon.code}</span>
          <Badge variant={coupon.active ? 'success' : 'neutral'}>
            {coupon.active ? texts.list.active : texts.list.inactive}
          </Badge>
        </p>
        <p className="text-sm">{texts.list.value(coupon.kind, coupon.value)}</p>
        <p className="text-sm text-ink-muted">{scope}</p>
        {validity ? <p className="text-sm text-ink-muted">{validity}</p> : null}
        <p className="text-sm">{texts.list.uses(coupon.used, coupon.maxUses)}</p>
        <p className="text-sm text-ink-muted">{texts.list.paid(coupon.paidOrders, coupon.discount)}</p>
      </div>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          size="sm"
          aria-label={texts.list.edit(coupon.code)}
          onClick={() => props.onEdit(coupon)}
        >
          <Pencil aria-hidden className="size-4" />
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={busy}
          aria-label={coupon.active ? texts.list.deactivate(coupon.code) : texts.list.activate(coupon.code)}
          onClick={() => props.onToggle(coupon.id, !coupon.active)}
        >
          <Power aria-hidden className="size-4" />
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={busy}
          aria-label={texts.list.remove(coupon.code)}
          onClick={() => props.onRemove(coupon.id)}
        >
          <Trash2 aria-hidden className="size-4" />
        </Button>
      </div>
    </li>
  );
}

/** The organizer's coupons of one event (issue #18): the form to create or edit, and the list with uses. */
function EventCouponsScreen(props: EventCouponsScreenProps) {
  const { status, eventTitle, coupons, backHref, editEventHref, actionError } = props;
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8">
      <AppLink
        href={backHref}
        className="w-fit text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        {texts.back}
      </AppLink>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight">{texts.title}</h1>
          {eventTitle ? <p className="text-ink-muted">{texts.subtitle(eventTitle)}</p> : null}
        </div>
        <Button asChild variant="secondary">
          <AppLink href={editEventHref}>{texts.editEvent}</AppLink>
        </Button>
      </header>
      {status === 'loading' ? <LoadingState label={texts.loading} /> : null}
      {status === 'notFound' ? <StateMessage title={texts.notFound} /> : null}
      {status === 'error' ? <StateMessage tone="danger" title={texts.loadError} /> : null}
      {status === 'ready' ? (
        <>
          <CouponForm {...props} />
          <Card className="grid gap-2 p-5">
            <h2 className="text-lg font-bold">{texts.list.title}</h2>
            <div role="alert" className="empty:hidden">
              {actionError ? <Alert tone="danger">{actionError}</Alert> : null}
            </div>
            {coupons.length === 0 ? (
              <p className="text-ink-muted">{texts.empty}</p>
            ) : (
              <ul className="divide-y divide-line">
                {coupons.map((coupon) => (
                  <CouponItem key={coupon.id} coupon={coupon} props={props} />
                ))}
              </ul>
            )}
          </Card>
        </>
      ) : null}
    </div>
  );
}

export { couponFormValues, EventCouponsScreen, newCouponFormValues };
export type { CouponFormValues, CouponKind, CouponTicketType, EventCoupon, EventCouponsScreenProps };
