import { lazy, Suspense, useState } from 'react';
import type { LocationDialogProps } from './LocationDialog';

// Every page renders the modal (closed) in its layout, but it is a Radix dialog with the list of states:
// loading it on the first opening keeps it out of the JavaScript the first paint waits for.
const LocationDialog = lazy(() =>
  import('./LocationDialog').then((module) => ({ default: module.LocationDialog })),
);

type LocationModalProps = LocationDialogProps;

/** "Onde você quer curtir?": choose the state whose events the app shows. Nothing is loaded until it opens. */
function LocationModal(props: LocationModalProps) {
  const [wanted, setWanted] = useState(props.open);
  // Adjusting state while rendering (not in an effect) mounts the dialog in the same render that opens it.
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LocationDialog {...props} />
    </Suspense>
  );
}

export { LocationModal };
export type { LocationModalProps };
