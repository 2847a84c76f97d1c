import { useState } from 'react';
import { Button } from '../../components/Button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/Dialog';
import { Field } from '../../components/Field';
import { Select } from '../../components/Input';
import { BRAZILIAN_STATES } from '../../lib/states';

const texts = {
  title: 'Onde você quer curtir?',
  description: 'Mostramos os eventos do estado escolhido.',
  stateLabel: 'Estado',
  allStates: 'Todos os estados',
  clear: 'Limpar',
  apply: 'Filtrar',
} as const;

type LocationDialogProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The UF in use ("CE"), or null for any place. */
  value: string | null;
  /** The chosen UF, or null for "Todos os estados". The host closes the modal (or reloads). */
  onApply(uf: string | null): void;
};

/** Lives inside the dialog content, so each opening starts again from `value`. */
function LocationForm({ value, onApply }: Pick<LocationDialogProps, 'value' | 'onApply'>) {
  const [selected, setSelected] = useState(value ?? '');

  return (
    <form
      className="grid gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(selected || null);
      }}
    >
      <Field label={texts.stateLabel}>
        <Select name="uf" value={selected} onChange={(event) => setSelected(event.target.value)}>
          <option value="">{texts.allStates}</option>
          {BRAZILIAN_STATES.map((state) => (
            <option key={state.code} value={state.code}>
              {state.name} ({state.code})
            </option>
          ))}
        </Select>
      </Field>
      <DialogFooter>
        <Button variant="secondary" onClick={() => setSelected('')}>
          {texts.clear}
        </Button>
        <Button type="submit">{texts.apply}</Button>
      </DialogFooter>
    </form>
  );
}

/**
 * Spec §2 location modal: the 27 states plus "Todos os estados". "Limpar" clears the choice, "Filtrar"
 * hands it (or null) to the host, which stores it and reloads.
 */
/** The location modal itself; `LocationModal` loads this module the first time it opens. */
function LocationDialog({ open, onOpenChange, value, onApply }: LocationDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-slot="location-modal">
        <DialogHeader>
          <DialogTitle>{texts.title}</DialogTitle>
          <DialogDescription>{texts.description}</DialogDescription>
        </DialogHeader>
        <LocationForm value={value} onApply={onApply} />
      </DialogContent>
    </Dialog>
  );
}

export { LocationDialog };
export type { LocationDialogProps };
