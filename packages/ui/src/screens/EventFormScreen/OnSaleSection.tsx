import { useId } from 'react';
import { Field } from '../../components/Field';
import { Input } from '../../components/Input';
import type { OnSaleFormValues } from '../../lib/lots';

/* "Abertura de vendas" (issue #28): when sales open and whether a waiting room lets buyers in at a pace. */

const texts = {
  startsAt: 'Início das vendas',
  startsAtHint: 'Horário de Brasília. Deixe em branco para vender sem abertura marcada.',
  queue: 'Fila de espera na abertura',
  queueHint:
    'Para grandes aberturas: 30 minutos antes, os visitantes entram na fila; na abertura, quem chegou antes é sorteado, e a fila deixa entrar um número de pessoas por minuto.',
  admitPerMinute: 'Pessoas por minuto',
  admitPerMinuteHint: 'Em branco, o ritmo padrão da plataforma (o que o provedor de pagamento aguenta).',
} as const;

const EMPTY: OnSaleFormValues = { startsAt: '', queue: false, admitPerMinute: '' };

export function OnSaleSection({
  value,
  errors,
  onChange,
}: {
  value: OnSaleFormValues | undefined;
  errors: Partial<Record<string, string>>;
  onChange(value: OnSaleFormValues): void;
}) {
  const hintId = useId();
  const current = value ?? EMPTY;
  const set = (patch: Partial<OnSaleFormValues>) => onChange({ ...current, ...patch });
  return (
    <>
      <Field
        label={texts.startsAt}
        hint={texts.startsAtHint}
        error={errors['onSale.startsAt']}
        className="sm:max-w-xs"
      >
        <Input
          name="onSale.startsAt"
          type="datetime-local"
          value={current.startsAt}
          onChange={(event) => set({ startsAt: event.target.value })}
        />
      </Field>
      <div className="grid gap-1">
        <label className="flex w-fit cursor-pointer items-center gap-2.5 text-sm font-semibold text-ink">
          <input
            type="checkbox"
            name="onSale.queue"
            checked={current.queue}
            onChange={(event) => set({ queue: event.target.checked })}
            aria-describedby={hintId}
            className="size-4 accent-brand-600"
          />
          {texts.queue}
        </label>
        <p id={hintId} className="text-sm text-ink-muted">
          {texts.queueHint}
        </p>
      </div>
      {current.queue ? (
        <Field
          label={texts.admitPerMinute}
          hint={texts.admitPerMinuteHint}
          error={errors['onSale.admitPerMinute']}
          className="sm:max-w-xs"
        >
          <Input
            name="onSale.admitPerMinute"
            inputMode="numeric"
            value={current.admitPerMinute}
            onChange={(event) => set({ admitPerMinute: event.target.value.replace(/\D/g, '') })}
          />
        </Field>
      ) : null}
    </>
  );
}
