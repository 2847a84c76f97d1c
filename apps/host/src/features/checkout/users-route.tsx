import { zodResolver } from '@hookform/resolvers/zod';
import { CheckoutUsersScreen, type AttendeeField } from '@bilheteria/ui';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { PageTitle } from '../../app/page-title';
import { paths } from '../../config/paths';
import { $api } from '../../lib/api';
import { storage, type CheckoutDraft } from '../../lib/storage';
import { useCheckoutEvent } from './api';
import {
  attendeesFormSchema,
  collectErrorMessages,
  type AttendeesForm,
} from '@bilheteria/client-core/attendees-form';
import { buildAttendees, checkoutEvent } from '@bilheteria/client-core/draft';
import { useDraftTotals } from '@bilheteria/client-core/quote';

const TITLE = 'Quem vai usar os ingressos?';

/** Saves the attendees into the stored draft, so going back and forth keeps what was typed. */
function saveAttendees(attendees: AttendeesForm['attendees']) {
  const draft = storage.checkoutDraft.get();
  if (draft) storage.checkoutDraft.set({ ...draft, attendees });
}

function UsersStep({ id, draft }: { id: string; draft: CheckoutDraft }) {
  const navigate = useNavigate();
  const event = useCheckoutEvent(id);
  const totals = useDraftTotals($api, draft);
  const form = useForm<AttendeesForm>({
    resolver: zodResolver(attendeesFormSchema),
    defaultValues: { attendees: buildAttendees(draft.items, draft.attendees) },
  });
  const attendees = useWatch({ control: form.control, name: 'attendees' });
  const { errors, isSubmitted } = form.formState;

  function change(idx: number, field: AttendeeField, value: string) {
    const position = attendees.findIndex((attendee) => attendee.idx === idx);
    if (position < 0) return;
    const options = { shouldValidate: isSubmitted };
    if (field === 'meiaTipo') form.setValue(`attendees.${position}.meiaEntrada.tipo`, value, options);
    else if (field === 'meiaDocumento')
      form.setValue(`attendees.${position}.meiaEntrada.documento`, value, options);
    else form.setValue(`attendees.${position}.${field}`, value, options);
    saveAttendees(form.getValues('attendees'));
  }

  const submit = form.handleSubmit(({ attendees: valid }) => {
    saveAttendees(
      valid.map((attendee) => ({ ...attendee, name: attendee.name.trim(), email: attendee.email.trim() })),
    );
    void navigate(paths.checkoutSummary(id));
  });

  return (
    <>
      <PageTitle>{TITLE}</PageTitle>
      <CheckoutUsersScreen
        event={checkoutEvent(draft, event.data)}
        attendees={attendees}
        onAttendeeChange={change}
        error={isSubmitted ? collectErrorMessages(errors).join(' ') || null : null}
        onContinue={() => void submit()}
        backHref={paths.checkout(id)}
        summary={{
          items: draft.items,
          subtotal: totals.subtotal,
          discount: totals.discount,
          couponCode: draft.coupon || null,
          fee: totals.fee,
          total: totals.total,
        }}
      />
    </>
  );
}

/** /checkout/{id}/users (spec §2 step 2): a name and an e-mail per ticket. The loader checked the draft. */
export function CheckoutUsersRoute() {
  const { id = '' } = useParams();
  const [draft] = useState(() => storage.checkoutDraft.get());
  if (!draft || draft.eventId !== id) return <Navigate to={paths.checkout(id)} replace />;
  return <UsersStep id={id} draft={draft} />;
}
