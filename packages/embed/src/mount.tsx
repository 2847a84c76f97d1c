import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { resolveTarget, type EmbedHandle, type MountTarget } from './options';
import { EMBED_ROOT_CLASS } from './root-class';

/** Sends `bilheteria:<name>` from the element the widget was mounted in; it bubbles, so a listener on `document` hears it. */
export type Emit = (name: string, detail: unknown) => void;

/** Widgets mounted so far: each root's ids (labels, the scanner's video element) must differ from the others'. */
let mountCount = 0;

/**
 * Renders a widget into a new element appended to `target`, carrying the class the stylesheet is scoped to.
 * The page's element itself is left as it was, and `unmount` removes exactly what was added.
 */
export function mountWidget(
  target: MountTarget,
  widget: 'checkout' | 'scanner',
  render: (emit: Emit) => ReactNode,
): EmbedHandle {
  const host = resolveTarget(target);
  const container = document.createElement('div');
  container.className = EMBED_ROOT_CLASS;
  container.dataset.bilheteriaWidget = widget;
  host.append(container);

  const emit: Emit = (name, detail) => {
    host.dispatchEvent(new CustomEvent(`bilheteria:${name}`, { detail, bubbles: true }));
  };
  mountCount += 1;
  const root = createRoot(container, { identifierPrefix: `bilheteria-${widget}${mountCount}-` });
  root.render(<StrictMode>{render(emit)}</StrictMode>);

  let mounted = true;
  return {
    unmount() {
      if (!mounted) return;
      mounted = false;
      root.unmount();
      container.remove();
    },
  };
}
