import { Ticket } from 'lucide-react';
import { Spinner } from '../../components/Spinner';

/** Shown while the app starts (spec §2). */
function SplashScreen() {
  return (
    <div
      data-slot="splash-screen"
      className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-surface-inverse p-6 text-ink-inverse"
    >
      <p className="flex items-center gap-3 text-2xl font-extrabold tracking-tight">
        <span className="flex size-11 items-center justify-center rounded-card bg-brand-600">
          <Ticket aria-hidden className="size-6 -rotate-12" />
        </span>
        Bilheteria
      </p>
      <div className="flex items-center gap-3">
        <Spinner size="md" className="text-brand-300" />
        <p className="text-sm font-medium text-ink-inverse-muted">Inicializando Sistema</p>
      </div>
    </div>
  );
}

export { SplashScreen };
