import { useEffect, useRef, type MouseEvent } from 'react';

/**
 * Browsers take focus away from a button that becomes disabled: a keyboard user who pressed "Gerar Pix"
 * would find focus on the page's body once the Pix is there and have to tab again from the top. Spread the
 * returned `ref` and `onClick` on the button that starts the work (passing its own click handler through);
 * when `busy` turns false again, focus goes back to the button, unless the user has put it elsewhere
 * meanwhile or the button is gone.
 */
function useFocusBackAfterBusy<T extends HTMLElement = HTMLButtonElement>(
  busy: boolean,
  onClick?: (event: MouseEvent<T>) => void,
) {
  const ref = useRef<T>(null);
  const pressedWithFocus = useRef(false);

  useEffect(() => {
    if (busy || !pressedWithFocus.current) return;
    pressedWithFocus.current = false;
    const active = document.activeElement;
    if (!active || active === document.body) ref.current?.focus();
  }, [busy]);

  return {
    ref,
    onClick: (event: MouseEvent<T>) => {
      pressedWithFocus.current = document.activeElement === event.currentTarget;
      onClick?.(event);
    },
  };
}

export { useFocusBackAfterBusy };
