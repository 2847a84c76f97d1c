import { useEffect } from 'react';

/**
 * Makes /scanner an installable app that opens with no network: its web manifest, and the service worker that
 * caches its shell (door-sw.js, emitted by the build; see vite.config.ts). Only in a production build: in
 * development Vite serves modules one by one and nothing is cached.
 */
export function useDoorInstall(): void {
  useEffect(() => {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = '/door.webmanifest';
    document.head.append(link);
    if (import.meta.env.PROD && 'serviceWorker' in navigator) {
      void navigator.serviceWorker.register('/door-sw.js', { scope: '/scanner' }).catch(() => undefined);
    }
    return () => link.remove();
  }, []);
}
