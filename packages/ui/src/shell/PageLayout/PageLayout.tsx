import type { ReactNode } from 'react';

type PageLayoutProps = {
  topBar: ReactNode;
  footer: ReactNode;
  children: ReactNode;
};

/** Top bar, the page's content and the footer; the skip link lets keyboard users jump past the top bar. */
function PageLayout({ topBar, footer, children }: PageLayoutProps) {
  return (
    <div data-slot="page-layout" className="flex min-h-dvh flex-col bg-surface-muted">
      {/* A plain anchor: it moves focus within the page, it is not navigation. */}
      <a
        href="#conteudo"
        className="sr-only z-50 rounded-control bg-surface px-4 py-2 font-semibold text-brand-700 shadow-card focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Pular para o conteúdo
      </a>
      {topBar}
      {/* At least a screen tall: the footer starts below the fold, so content arriving late (a lazy page, its
          data) grows the page under it instead of pushing a visible footer down (a layout shift). */}
      <main id="conteudo" tabIndex={-1} className="min-h-svh flex-1 outline-none">
        {children}
      </main>
      {footer}
    </div>
  );
}

export { PageLayout };
export type { PageLayoutProps };
