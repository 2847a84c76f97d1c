import { useId, type FormEvent } from 'react';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Field } from '../../components/Field';
import { Input } from '../../components/Input';
import { MeiaEntradaDocuments } from '../../components/MeiaEntradaDocuments';
import { MeiaEntradaFields } from '../../components/MeiaEntradaFields';
import { AppLink } from '../../lib/link';
import {
  CheckoutFrame,
  OrderSummary,
  type CheckoutEvent,
  type OrderSummaryItem,
  type OrderTotals,
} from '../checkout';
import { texts } from './texts';

/**
 * One ticket to identify (spec §3 draft attendee): its position, lot and who will use it; a half-price ticket
 * also names its beneficiary (`meiaEntrada`, Lei 12.933/2013).
 */
type AttendeeEntry = {
  idx: number;
  lotName: string;
  name: string;
  email: string;
  meiaEntrada?: { tipo: string; documento: string } | null;
};

type AttendeeField = 'name' | 'email' | 'meiaTipo' | 'meiaDocumento';

type CheckoutUsersScreenProps = {
  event: CheckoutEvent;
  attendees: readonly AttendeeEntry[];
  onAttendeeChange(idx: number, field: AttendeeField, value: string): void;
  /** The validation message (spec §5), shown as one alert. */
  error?: string | null;
  onContinue(): void;
  backHref: string;
  summary: OrderTotals & { items: readonly OrderSummaryItem[] };
};

function AttendeeCard({
  attendee,
  position,
  onChange,
}: {
  attendee: AttendeeEntry;
  position: number;
  onChange(field: AttendeeField, value: string): void;
}) {
  // The first card is usually the buyer: let the browser offer their own name and e-mail there only.
  const first = position === 1;
  return (
    <Card data-slot="attendee-card" className="p-5">
      <fieldset className="grid gap-4">
        <legend className="mb-4 grid gap-0.5">
          <span className="text-base font-bold">{texts.ticket(position)}</span>
          <span className="text-sm text-ink-muted">{attendee.lotName}</span>
        </legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={texts.name}>
            <Input
              name={`attendees.${attendee.idx}.name`}
              autoComplete={first ? 'name' : 'off'}
              value={attendee.name}
              onChange={(event) => onChange('name', event.currentTarget.value)}
            />
          </Field>
          <Field label={texts.email}>
            <Input
              name={`attendees.${attendee.idx}.email`}
              type="email"
              inputMode="email"
              autoComplete={first ? 'email' : 'off'}
              value={attendee.email}
              onChange={(event) => onChange('email', event.currentTarget.value)}
            />
          </Field>
        </div>
        {attendee.meiaEntrada ? (
          <MeiaEntradaFields
            name={`attendees.${attendee.idx}.meiaEntrada`}
            value={attendee.meiaEntrada}
            onChange={(field, value) => onChange(field === 'tipo' ? 'meiaTipo' : 'meiaDocumento', value)}
          />
        ) : null}
      </fieldset>
    </Card>
  );
}

/** Checkout step 2 (spec §2): a name and an e-mail for every ticket. */
function CheckoutUsersScreen({
  event,
  attendees,
  onAttendeeChange,
  error,
  onContinue,
  backHref,
  summary,
}: CheckoutUsersScreenProps) {
  const titleId = useId();
  function handleSubmit(submitEvent: FormEvent<HTMLFormElement>) {
    submitEvent.preventDefault();
    onContinue();
  }

  const empty = attendees.length === 0;
  return (
    <CheckoutFrame
      event={event}
      step={1}
      asideLabel={texts.summaryLabel}
      aside={<OrderSummary {...summary} />}
    >
      <div className="grid gap-1">
        <h1 id={titleId} className="text-2xl font-extrabold tracking-tight">
          {texts.title}
        </h1>
        {!empty ? <p className="text-ink-muted">{texts.description}</p> : null}
      </div>
      <form noValidate aria-labelledby={titleId} onSubmit={handleSubmit} className="grid gap-4">
        {empty ? <Alert>{texts.noTickets}</Alert> : null}
        {/* Before the buyer names a beneficiary, what the door will ask each one for (issue #30). */}
        {attendees.some((attendee) => attendee.meiaEntrada) ? (
          <Card className="p-5">
            <MeiaEntradaDocuments />
          </Card>
        ) : null}
        {attendees.map((attendee, index) => (
          <AttendeeCard
            key={attendee.idx}
            attendee={attendee}
            position={index + 1}
            onChange={(field, value) => onAttendeeChange(attendee.idx, field, value)}
          />
        ))}
        <div role="alert" className="empty:hidden">
          {error ? <Alert tone="danger">{error}</Alert> : null}
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <Button asChild variant="secondary" size="lg">
            <AppLink href={backHref}>{texts.back}</AppLink>
          </Button>
          {!empty ? (
            <Button type="submit" size="lg">
              {texts.continue}
            </Button>
          ) : null}
        </div>
      </form>
    </CheckoutFrame>
  );
}

export { CheckoutUsersScreen };
export type { AttendeeEntry, AttendeeField, CheckoutUsersScreenProps };
