// The door app and scanner on their own (`@bilheteria/ui/scanner`): for sites that embed it and for the host's
// lazy /scanner route, without the rest of the design system. The decoder (zxing-wasm, in a worker) loads when the camera starts.
export * from './components/TicketScanner';
export * from './screens/ScannerScreen';
export * from './screens/DoorScreen';
