export { EventDoorScreen } from './EventDoorScreen';
export type { EventDoorScreenProps } from './EventDoorScreen';
export { CheckInReport } from './CheckInReport';
export type { CheckInFigures, CheckInReportProps, DuplicateAdmission } from './CheckInReport';
export type { DoorDevice } from './DoorDevices';
export type { DoorPairingCode } from './PairingCodePanel';
