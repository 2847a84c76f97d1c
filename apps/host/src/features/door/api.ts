import { createApiClient, type Schemas } from '@bilheteria/api-client';
import { SCAN_FAILURE_FALLBACK } from '@bilheteria/client-core/scan-failure';
import type { CheckinData } from '@bilheteria/rules';
import { apiUrl, unwrap } from '../../lib/api';
import { clearSession, storage } from '../../lib/storage';
import type { DoorApi } from './door-session';

/** Fallbacks when the server gives no message. */
export const PAIR_FAILED = 'Não foi possível conectar o aparelho.';
export const CHECKIN_DATA_FAILED = 'Não foi possível baixar os dados de entrada do evento.';
const SYNC_FAILED = 'Falha ao sincronizar.';

/** A paired device's credential, when this phone is one; the door's requests carry it instead of a session. */
let deviceToken: string | null = null;

export function setDeviceToken(token: string | null): void {
  deviceToken = token;
}

/**
 * The door's own client: a paired device sends its credential (POST /door-devices/pair), the organizer's phone its
 * session. A 401 on the organizer's phone ends the session as everywhere else; a paired device's 401 means it was
 * revoked, which the door session handles (it wipes the phone).
 */
export const $doorApi = createApiClient({
  baseUrl: apiUrl('').replace(/\/$/, ''),
  getToken: () => deviceToken ?? storage.token.get(),
  getState: () => null,
  onUnauthorized: () => {
    if (!deviceToken) clearSession();
  },
  fetch: (request) => globalThis.fetch(request),
});

export type DoorCredential = Schemas['DoorDeviceCredential'];

/** POST /door-devices/pair: the organizer's one-time code and this phone's name, for a device credential. */
export function pairDevice(code: string, name: string): Promise<DoorCredential> {
  return unwrap($doorApi.POST('/door-devices/pair', { body: { code, name } }), PAIR_FAILED);
}

/** GET /events/{id}/checkin-data: what the phone needs to admit people with no network. */
export async function downloadCheckinData(eventId: string): Promise<CheckinData> {
  const data = await unwrap(
    $doorApi.GET('/events/{id}/checkin-data', { params: { path: { id: eventId } } }),
    CHECKIN_DATA_FAILED,
  );
  return data as CheckinData;
}

/** The calls of a door session, over the door's client. */
export const doorApi: DoorApi = {
  scan: (code, signal) =>
    unwrap($doorApi.POST('/tickets/scan', { body: { code }, signal }), SCAN_FAILURE_FALLBACK),
  sync: (body, signal) => unwrap($doorApi.POST('/checkins/sync', { body, signal }), SYNC_FAILED),
};

/** The code of a pairing QR: the /scanner address with `?parear=`, or the code itself. */
export function pairingCodeOf(text: string): string {
  try {
    const url = new URL(text);
    return url.searchParams.get('parear') ?? text;
  } catch {
    return text.trim();
  }
}
