export { DoorScreen } from './DoorScreen';
export type { DoorScreenProps, DoorScreenView } from './DoorScreen';
export { DoorStatusBadge } from './DoorStatusBadge';
export type { DoorConnection, DoorStatusBadgeProps } from './DoorStatusBadge';
export { DoorVerdict, VERDICT_MS, verdictDuration } from './DoorVerdict';
export type { DoorMeiaEntrada, DoorVerdictProps, DoorVerdictView } from './DoorVerdict';
export { orderDoorEvents } from './door-events';
export type { DoorEventOption } from './door-events';
export type { DoorPairingValues } from './DoorPairing';
