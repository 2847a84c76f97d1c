import { useLayoutEffect } from 'react';

/**
 * Sets the document title while the page that renders it is shown, and puts the previous one back when it
 * goes. An effect rather than React 19's `<title>` hoisting: the production build runs on Preact
 * (apps/host/vite.config.ts), which would leave a `<title>` in the body, where it names nothing.
 */
export function PageTitle({ children }: { children: string }) {
  const title = `${children} · Bilheteria`;
  useLayoutEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
  return null;
}
