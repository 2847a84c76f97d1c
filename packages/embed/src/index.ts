// @bilheteria/embed: the marketplace's checkout and door scanner for other sites. The script build exposes
// these as `window.Bilheteria`; see README.md.
import './styles.css';
import '@bilheteria/client-core/zod';

export { mountCheckout } from './checkout/mount-checkout';
export type { CheckoutOptions } from './checkout/mount-checkout';
export type { CompletedPurchase, CompletedTicket } from './checkout/CheckoutWidget';
export type { CheckoutStep } from './checkout/flow';
export { mountScanner } from './scanner/mount-scanner';
export type { ScannerOptions } from './scanner/mount-scanner';
export type { ScanResult } from './scanner/ScannerWidget';
export type { EmbedHandle, MountTarget, WidgetOptions } from './options';
export { DEFAULT_STORAGE_KEYS } from './session/token-store';
