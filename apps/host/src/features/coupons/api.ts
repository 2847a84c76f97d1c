import type { Schemas } from '@bilheteria/api-client';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { $api, unwrap } from '../../lib/api';

/** Failures without a server message. */
export const COUPONS_LOAD_ERROR = 'Não foi possível carregar os cupons.';
export const COUPON_SAVE_ERROR = 'Não foi possível salvar o cupom.';
export const COUPON_DELETE_ERROR = 'Não foi possível excluir o cupom.';

export const couponsQueryKey = (eventId: string) => ['get', '/events/{id}/coupons', { id: eventId }] as const;

/** GET /events/{id}/coupons (the event's organizer or an ADMIN). */
export function couponsQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: couponsQueryKey(eventId),
    queryFn: ({ signal }) =>
      unwrap(
        $api.GET('/events/{id}/coupons', { params: { path: { id: eventId } }, signal }),
        COUPONS_LOAD_ERROR,
      ),
  });
}

/** `enabled` false until the caller knows the event is the user's (the event form asks only its organizer's). */
export function useCoupons(eventId: string, enabled = true) {
  return useQuery({ ...couponsQueryOptions(eventId), enabled });
}

type Save = { couponId: string | null; body: Schemas['CouponInput'] };

/** POST (no `couponId`) or PATCH one coupon; the list is read again after. */
export function useSaveCoupon(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ couponId, body }: Save) =>
      couponId
        ? unwrap(
            $api.PATCH('/events/{id}/coupons/{couponId}', {
              params: { path: { id: eventId, couponId } },
              body,
            }),
            COUPON_SAVE_ERROR,
          )
        : unwrap(
            $api.POST('/events/{id}/coupons', { params: { path: { id: eventId } }, body }),
            COUPON_SAVE_ERROR,
          ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponsQueryKey(eventId) }),
  });
}

/** PATCH only `active`. */
export function useToggleCoupon(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ couponId, active }: { couponId: string; active: boolean }) =>
      unwrap(
        $api.PATCH('/events/{id}/coupons/{couponId}', {
          params: { path: { id: eventId, couponId } },
          body: { active },
        }),
        COUPON_SAVE_ERROR,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponsQueryKey(eventId) }),
  });
}

export function useDeleteCoupon(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (couponId: string) =>
      unwrap(
        $api.DELETE('/events/{id}/coupons/{couponId}', { params: { path: { id: eventId, couponId } } }),
        COUPON_DELETE_ERROR,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponsQueryKey(eventId) }),
  });
}
