import { mountWidget } from '../mount';
import { resolveApiBase, type EmbedHandle, type MountTarget, type WidgetOptions } from '../options';
import { DEFAULT_STORAGE_KEYS, tokenStore } from '../session/token-store';
import { ScannerWidget, type ScanResult } from './ScannerWidget';

export interface ScannerOptions extends WidgetOptions {
  /** A ticket was checked in: the server's answer. Also sent as the `bilheteria:scan` DOM event. */
  onScan?(result: ScanResult): void;
}

/**
 * Mounts the door scanner into `target` (an element or a CSS selector). The organizer logs in inside the
 * widget; the camera needs a secure page (https, or http://localhost / 127.0.0.1).
 */
export function mountScanner(target: MountTarget, options: ScannerOptions): EmbedHandle {
  const apiBase = resolveApiBase(options?.apiBase);
  const tokens = tokenStore(options.storageKey ?? DEFAULT_STORAGE_KEYS.scanner);
  return mountWidget(target, 'scanner', (emit) => (
    <ScannerWidget
      apiBase={apiBase}
      tokens={tokens}
      onScan={(result) => {
        emit('scan', result);
        options.onScan?.(result);
      }}
    />
  ));
}
