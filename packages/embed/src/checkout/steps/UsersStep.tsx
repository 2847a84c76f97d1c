import { CheckoutUsersScreen, type CheckoutEvent } from '@bilheteria/ui';
import { useState } from 'react';
import { attendeesFormSchema, collectErrorMessages } from '@bilheteria/client-core/attendees-form';
import type { ApiClient } from '@bilheteria/api-client';
import {
  buildAttendees,
  changeAttendee,
  type AttendeeDraftField,
  type CheckoutDraft,
  type CheckoutDraftAttendee,
} from '@bilheteria/client-core/draft';
import { useDraftTotals } from '@bilheteria/client-core/quote';

type UsersStepProps = {
  api: ApiClient;
  draft: CheckoutDraft;
  header: CheckoutEvent;
  backHref: string;
  onChange(attendees: CheckoutDraftAttendee[]): void;
  onConfirm(attendees: CheckoutDraftAttendee[]): void;
};

/**
 * Step 2 (spec §2, §5): a name and an e-mail per ticket. Like the site, the messages show once "Continuar"
 * was pressed and follow the typing from then on.
 */
export function UsersStep({ api, draft, header, backHref, onChange, onConfirm }: UsersStepProps) {
  const totals = useDraftTotals(api, draft);
  const [attendees, setAttendees] = useState(() => buildAttendees(draft.items, draft.attendees));
  const [submitted, setSubmitted] = useState(false);
  const validation = attendeesFormSchema.safeParse({ attendees });
  const error =
    submitted && !validation.success ? collectErrorMessages(validation.error.issues).join(' ') || null : null;

  function change(idx: number, field: AttendeeDraftField, value: string) {
    const next = attendees.map((attendee) =>
      attendee.idx === idx ? changeAttendee(attendee, field, value) : attendee,
    );
    setAttendees(next);
    onChange(next);
  }

  function submit() {
    setSubmitted(true);
    if (!validation.success) return;
    onConfirm(
      attendees.map((attendee) => ({
        ...attendee,
        name: attendee.name.trim(),
        email: attendee.email.trim(),
      })),
    );
  }

  return (
    <CheckoutUsersScreen
      event={header}
      attendees={attendees}
      onAttendeeChange={change}
      error={error}
      onContinue={submit}
      backHref={backHref}
      summary={{
        items: draft.items,
        subtotal: totals.subtotal,
        discount: totals.discount,
        couponCode: draft.coupon || null,
        fee: totals.fee,
        total: totals.total,
      }}
    />
  );
}
