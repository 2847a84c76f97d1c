/*
 * The door's offline format (issue #17), shared by the server (which encodes check-in data and signs QR codes)
 * and the door app (which verifies with no network).
 */
export { applySync, encodeCheckinTickets } from './checkin-data';
export type {
  CheckinAdmission,
  CheckinChanges,
  CheckinData,
  CheckinTicket,
  Sealer,
  TicketToSeal,
} from './checkin-data';
export { eventIdOfTag, eventTag, fromBase64url, toBase64url } from './encoding';
export { lookupOf, lookupOfSync } from './lookup';
export { admissionRefusal, doorMessages, type AdmissionRefusal } from './messages';
export {
  openAttendee,
  SEAL_BYTES,
  SEAL_SALT,
  sealAttendee,
  sealPlaintext,
  type SealedAttendee,
} from './seal';
export {
  FUTURE_SKEW_SECONDS,
  parseTicketText,
  signedMessage,
  STEP_SECONDS,
  stepAt,
  stepWindow,
  type ParsedTicketText,
} from './tokens';
export { verifyOffline, type OfflineVerdict } from './verify';
