// The scanner's code (and html5-qrcode, loaded when the camera starts) stays out of every other page.
export { ScannerRoute as Component } from '../../features/tickets/scanner-route';
