import { Button } from '@bilheteria/ui';
import type { SessionUser } from '../session/use-session';
import { texts } from '../texts';

/** Who the widget is signed in as, and "Sair": the embedding page has no top bar of ours to do it. */
export function SessionBar({ user, onSignOut }: { user: SessionUser | null; onSignOut(): void }) {
  return (
    <section
      aria-label={texts.sessionLabel}
      data-slot="embed-session"
      className="mx-auto flex w-full max-w-6xl flex-wrap items-center justify-end gap-3 px-4 pt-4 text-sm text-ink-muted"
    >
      <span>{user ? texts.signedInAs(user.name) : texts.signedIn}</span>
      <Button variant="secondary" size="sm" onClick={onSignOut}>
        {texts.signOut}
      </Button>
    </section>
  );
}
