import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '../../components/Button';
import type { TopBarDrawerProps } from './TopBarDrawer';
import { texts } from './texts';

// The drawer is a Radix dialog with its focus trap and scroll lock: about 12 KB gzip that every page would
// download before its first paint for a menu most visits never open. It loads on the first intent instead.
const loadDrawer = () => import('./TopBarDrawer');
const TopBarDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.TopBarDrawer })));

type TopBarMenuProps = Omit<TopBarDrawerProps, 'open' | 'onOpenChange' | 'returnFocusTo'> & {
  /** Hides the button where the bar shows its items itself. */
  className?: string;
};

/** The small-screen menu button; the drawer it opens is fetched on hover, focus or the first tap. */
function TopBarMenu({ className, ...props }: TopBarMenuProps) {
  const [open, setOpen] = useState(false);
  // Kept mounted after the first opening, so the dialog closes (and returns focus) the way Radix does.
  const [wanted, setWanted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <Button
        ref={buttonRef}
        variant="inverse"
        size="icon"
        aria-label={texts.openMenu}
        aria-haspopup="dialog"
        aria-expanded={open}
        className={className}
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Menu aria-hidden className="size-6" />
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <TopBarDrawer {...props} open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      ) : null}
    </>
  );
}

export { TopBarMenu };
