export { EventReportScreen } from './EventReportScreen';
export type { EventReportData, EventReportScreenProps, EventReportStatus } from './EventReportScreen';
