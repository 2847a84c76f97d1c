import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Schemas } from '@bilheteria/api-client';
import { lastDays, todayIn } from '@bilheteria/ui/report';
import { TIME_ZONE } from '@bilheteria/ui';
import { $api, unwrap } from '../../lib/api';
import { REPORT_LOAD_FAILED } from '../reports/api';

/** How often the organizer's door page refreshes its devices and figures: the door is live. */
export const DOOR_PAGE_REFRESH_MS = 10_000;

export const DOOR_DEVICES_FAILED = 'Não foi possível carregar os aparelhos da portaria.';
export const PAIRING_FAILED = 'Não foi possível gerar o código de pareamento.';
export const REVOKE_FAILED = 'Não foi possível revogar o aparelho.';

export type DoorDevice = Schemas['DoorDevice'];
export type DoorPairingCode = Schemas['DoorPairingCode'];

export const doorDevicesQueryKey = (eventId: string) =>
  ['get', '/events/{id}/door-devices', { id: eventId }] as const;

/** GET /events/{id}/door-devices, refreshed while the page is open. */
export function useDoorDevices(eventId: string) {
  return useQuery(
    queryOptions({
      queryKey: doorDevicesQueryKey(eventId),
      queryFn: ({ signal }) =>
        unwrap(
          $api.GET('/events/{id}/door-devices', { params: { path: { id: eventId } }, signal }),
          DOOR_DEVICES_FAILED,
        ),
      refetchInterval: DOOR_PAGE_REFRESH_MS,
    }),
  );
}

/**
 * The report summary's live `checkIn` (checked in / sold, per lot and per hour, "Entradas duplicadas") and the
 * event's header; the figures do not depend on the range, so the report's default one is asked.
 */
export function useDoorCheckIn(eventId: string) {
  const range = lastDays(todayIn(TIME_ZONE), 30);
  return useQuery(
    queryOptions({
      queryKey: ['get', '/reports/events/{id}/summary', { id: eventId, ...range }],
      queryFn: ({ signal }) =>
        unwrap(
          $api.GET('/reports/events/{id}/summary', {
            params: { path: { id: eventId }, query: range },
            signal,
          }),
          REPORT_LOAD_FAILED,
        ),
      refetchInterval: DOOR_PAGE_REFRESH_MS,
    }),
  );
}

/** POST /events/{id}/door-devices/pairing: a new one-time code (text and QR). */
export function useCreatePairing(eventId: string) {
  return useMutation({
    mutationFn: (): Promise<DoorPairingCode> =>
      unwrap(
        $api.POST('/events/{id}/door-devices/pairing', { params: { path: { id: eventId } } }),
        PAIRING_FAILED,
      ),
  });
}

/** DELETE /events/{id}/door-devices/{deviceId}; the list is asked again. */
export function useRevokeDevice(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (deviceId: string) => {
      await unwrap(
        $api.DELETE('/events/{id}/door-devices/{deviceId}', {
          params: { path: { id: eventId, deviceId } },
        }),
        REVOKE_FAILED,
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: doorDevicesQueryKey(eventId) }),
  });
}
