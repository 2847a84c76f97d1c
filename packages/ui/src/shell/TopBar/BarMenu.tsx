import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useState, type FocusEvent, type ReactNode } from 'react';
import { Button } from '../../components/Button';
import { AppLink } from '../../lib/link';

/** A menu entry: a link, or an action (a button). */
type BarMenuItem = { label: string } & ({ href: string } | { onSelect(): void });

type BarMenuProps = {
  label: ReactNode;
  items: readonly BarMenuItem[];
  /** The menu was opened (to fetch what an item may need before it is chosen). */
  onOpen?: () => void;
  className?: string;
};

const itemClass =
  'block w-full rounded-control px-3 py-2 text-left text-sm font-semibold whitespace-nowrap hover:bg-surface-muted focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none';

/**
 * A small menu of the top bar ("Gerenciar", "Conta"), so the bar keeps its width. It closes on Escape, on
 * choosing an item and when focus leaves it.
 */
function BarMenu({ label, items, onOpen, className }: BarMenuProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);
  if (items.length === 0) return null;
  const leave = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };
  return (
    <div className="relative" onBlur={leave}>
      <Button
        variant="inverse"
        className={className}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => {
          if (!open) onOpen?.();
          setOpen((value) => !value);
        }}
      >
        {label}
        <ChevronDown aria-hidden />
      </Button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute right-0 z-40 mt-1 grid min-w-48 gap-1 rounded-card border border-line bg-surface p-2 text-ink shadow-card"
      >
        {items.map((item) => (
          <li key={item.label}>
            {'href' in item ? (
              <AppLink href={item.href} onClick={() => setOpen(false)} className={itemClass}>
                {item.label}
              </AppLink>
            ) : (
              <button
                type="button"
                className={itemClass}
                onClick={() => {
                  setOpen(false);
                  item.onSelect();
                }}
              >
                {item.label}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

export { BarMenu };
export type { BarMenuItem };
