import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { LoadingState, StateMessage } from '../../components/StateMessage';
import { cn } from '../../lib/cn';

/** `checking` until the signed-in user's role is confirmed; `denied` for anyone but an ADMIN. */
type AdminAccess = 'checking' | 'denied' | 'granted';

const texts = { denied: 'Acesso restrito ao ADMIN.' } as const;

type AdminPageProps = {
  /** The screen's `data-slot`. */
  slot: string;
  title: string;
  /** Shown under the title to an ADMIN only. */
  description: string;
  access: AdminAccess;
  /** `narrow` for a single list (max-w-4xl), `wide` for a list beside a form or a detail (max-w-6xl). */
  width?: 'narrow' | 'wide';
  /** The screen itself, rendered for an ADMIN only. */
  children: ReactNode;
};

/**
 * The frame of an ADMIN screen (Slides, Caixa de saída, Estornos): its title, then a loading state while the role
 * is checked, "Acesso restrito ao ADMIN." for anyone else, or the screen.
 */
function AdminPage({ slot, title, description, access, width = 'wide', children }: AdminPageProps) {
  return (
    <div
      data-slot={slot}
      className={cn('mx-auto grid gap-6 px-4 py-8', width === 'wide' ? 'max-w-6xl' : 'max-w-4xl')}
    >
      <header className="grid gap-1">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{title}</h1>
        {access === 'granted' ? <p className="text-sm text-ink-muted">{description}</p> : null}
      </header>
      {access === 'checking' ? <LoadingState /> : null}
      {access === 'denied' ? <StateMessage role="alert" icon={<Lock />} title={texts.denied} /> : null}
      {access === 'granted' ? children : null}
    </div>
  );
}

export { AdminPage };
export type { AdminAccess, AdminPageProps };
