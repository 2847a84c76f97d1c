import {
  couponFormValues,
  EventCouponsScreen,
  newCouponFormValues,
  type CouponFormValues,
  type EventCoupon,
} from '@bilheteria/ui';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { PageTitle } from '../../app/page-title';
import { paths } from '../../config/paths';
import { ApiError, errorMessage } from '../../lib/api';
import { useEvent } from '../catalogue/api';
import {
  COUPON_DELETE_ERROR,
  COUPON_SAVE_ERROR,
  useCoupons,
  useDeleteCoupon,
  useSaveCoupon,
  useToggleCoupon,
} from './api';
import { couponFormToInput, toEventCoupon } from './coupon-form';

/** /organizer/coupons/{id} (issue #18): the organizer's coupons of one event. */
export function EventCouponsRoute() {
  const { id = '' } = useParams();
  const event = useEvent(id);
  const coupons = useCoupons(id);
  const save = useSaveCoupon(id);
  const toggle = useToggleCoupon(id);
  const remove = useDeleteCoupon(id);
  const [values, setValues] = useState<CouponFormValues>(newCouponFormValues);
  const [editing, setEditing] = useState<EventCoupon | null>(null);

  function reset() {
    setEditing(null);
    setValues(newCouponFormValues());
    save.reset();
  }

  const status =
    coupons.data && event.data
      ? 'ready'
      : coupons.isError || event.isError
        ? event.isError || (coupons.error instanceof ApiError && coupons.error.status === 404)
          ? 'notFound'
          : 'error'
        : 'loading';
  const busyId = toggle.isPending ? toggle.variables.couponId : remove.isPending ? remove.variables : null;
  const actionError = toggle.isError
    ? errorMessage(toggle.error, COUPON_SAVE_ERROR)
    : remove.isError
      ? errorMessage(remove.error, COUPON_DELETE_ERROR)
      : null;

  return (
    <>
      <PageTitle>{event.data ? `Cupons · ${event.data.title}` : 'Cupons'}</PageTitle>
      <EventCouponsScreen
        status={status}
        eventTitle={event.data?.title ?? ''}
        ticketTypes={(event.data?.ticketTypes ?? []).map((type) => ({
          id: type._id,
          name: type.name,
          couponOnly: type.couponOnly,
        }))}
        coupons={coupons.data?.map(toEventCoupon) ?? []}
        values={values}
        editing={editing}
        saving={save.isPending}
        saveError={save.isError ? errorMessage(save.error, COUPON_SAVE_ERROR) : null}
        busyId={busyId}
        actionError={actionError}
        onChange={setValues}
        onSave={() =>
          save.mutate(
            { couponId: editing?.id ?? null, body: couponFormToInput(values) },
            { onSuccess: reset },
          )
        }
        onEdit={(coupon) => {
          save.reset();
          setEditing(coupon);
          setValues(couponFormValues(coupon));
        }}
        onCancelEdit={reset}
        onToggle={(couponId, active) => {
          remove.reset();
          toggle.mutate({ couponId, active });
        }}
        onRemove={(couponId) => {
          toggle.reset();
          remove.mutate(couponId);
        }}
        backHref={paths.organizer}
        editEventHref={paths.organizerEdit(id)}
      />
    </>
  );
}
