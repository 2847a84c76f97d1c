export { EventReportRoute as Component } from '../../features/reports/report-route';
