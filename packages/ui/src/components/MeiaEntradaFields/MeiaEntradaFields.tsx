import { MEIA_ENTRADA_INFO, MEIA_ENTRADA_TIPOS, isMeiaEntradaTipo } from '@bilheteria/rules';
import { cn } from '../../lib/cn';
import { Field } from '../Field';
import { Input, Select } from '../Input';

const texts = {
  tipo: 'Tipo de meia-entrada',
  tipoPlaceholder: 'Selecione…',
  documento: 'Número do documento',
  note: 'Meia-entrada (Lei 12.933/2013): escolha quem tem direito. Na entrada, o comprovante e um documento com foto serão exigidos.',
} as const;

type MeiaEntradaValue = { tipo: string; documento: string };

type MeiaEntradaFieldsProps = {
  /** The form names of the two controls: `${name}.tipo` and `${name}.documento`. */
  name: string;
  value: MeiaEntradaValue;
  onChange(field: 'tipo' | 'documento', value: string): void;
  /** The refusal of these two fields (a rule's pt-BR message), shown under them. */
  error?: string | null;
  /** One column even on a wide screen: inside a narrow card (a ticket's transfer form). */
  stacked?: boolean;
};

/**
 * A half-price ticket's beneficiary (Lei 12.933/2013): who is entitled, the document, and what the door will ask
 * for. At checkout for each half-price ticket, and again when one is given to someone else.
 */
function MeiaEntradaFields({ name, value, onChange, error, stacked = false }: MeiaEntradaFieldsProps) {
  const info = isMeiaEntradaTipo(value.tipo) ? MEIA_ENTRADA_INFO[value.tipo] : null;
  return (
    <div
      data-slot="meia-entrada"
      className={cn(
        'grid gap-4 rounded-control border border-brand-200 bg-brand-50 p-4',
        !stacked && 'sm:grid-cols-2',
      )}
    >
      <Field label={texts.tipo}>
        <Select
          name={`${name}.tipo`}
          value={value.tipo}
          onChange={(event) => onChange('tipo', event.currentTarget.value)}
        >
          <option value="">{texts.tipoPlaceholder}</option>
          {MEIA_ENTRADA_TIPOS.map((tipo) => (
            <option key={tipo} value={tipo}>
              {MEIA_ENTRADA_INFO[tipo].label}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={info?.documentLabel ?? texts.documento} error={error}>
        <Input
          name={`${name}.documento`}
          autoComplete="off"
          value={value.documento}
          onChange={(event) => onChange('documento', event.currentTarget.value)}
        />
      </Field>
      <p className={cn('text-sm text-ink-muted', !stacked && 'sm:col-span-2')}>{info?.note ?? texts.note}</p>
    </div>
  );
}

export { MeiaEntradaFields };
export type { MeiaEntradaFieldsProps, MeiaEntradaValue };
