import { useId, useState, type FormEvent } from 'react';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Input } from '../../components/Input';
import { AdminListStates, AdminPage, type AdminAccess } from '../../shell/AdminPage';
import { formatDateTime, type DateInput } from '../../lib/format';

/** Every word of the on-sales screen (issue #28), for review in one place. */
const texts = {
  title: 'Aberturas de vendas',
  description:
    'As grandes aberturas com fila de espera: quantas pessoas esperam, quantas já entraram, e o ritmo de entrada, que vale no próximo segundo.',
  empty: 'Nenhuma abertura de vendas marcada.',
  opensAt: (when: string) => `Abre em ${when}`,
  sealed: 'Fila sorteada',
  notSealed: 'Antes da abertura',
  noQueue: 'Sem fila',
  waiting: (count: number) => `${count.toLocaleString('pt-BR')} na fila`,
  admitted: (count: number) => `${count.toLocaleString('pt-BR')} admitidos`,
  pace: 'Pessoas por minuto',
  save: 'Salvar ritmo',
  saving: 'Salvando...',
} as const;

type OnSaleItem = {
  eventId: string;
  title: string;
  startsAt: DateInput;
  queue: boolean;
  admitPerMinute: number;
  sealed: boolean;
  waiting: number;
  admitted: number;
};

type OnSalesScreenProps = {
  access: AdminAccess;
  status: 'loading' | 'error' | 'success';
  loadError?: string | null;
  onSales: OnSaleItem[];
  /** The on-sale whose pace is being saved. */
  savingEventId?: string | null;
  /** A refused change, shown under its on-sale. */
  saveError?: { eventId: string; message: string } | null;
  onChangePace(eventId: string, admitPerMinute: number): void;
};

function OnSaleCard({
  item,
  saving,
  error,
  onChangePace,
}: {
  item: OnSaleItem;
  saving: boolean;
  error: string | null;
  onChangePace(admitPerMinute: number): void;
}) {
  const [pace, setPace] = useState(String(item.admitPerMinute));
  const inputId = useId();
  const errorId = useId();
  function submit(event: FormEvent) {
    event.preventDefault();
    onChangePace(Number(pace));
  }
  return (
    <li
      data-slot="on-sale"
      className="grid gap-3 rounded-card border border-line bg-surface p-4 shadow-card sm:grid-cols-[1fr_auto] sm:gap-x-6"
    >
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={!item.queue ? 'neutral' : item.sealed ? 'success' : 'warning'}>
            {!item.queue ? texts.noQueue : item.sealed ? texts.sealed : texts.notSealed}
          </Badge>
          <span className="text-sm text-ink-muted">{texts.opensAt(formatDateTime(item.startsAt))}</span>
        </div>
        <p className="font-bold break-words text-ink">{item.title}</p>
        <p className="text-sm text-ink-muted">
          {texts.waiting(item.waiting)} · {texts.admitted(item.admitted)}
        </p>
      </div>
      <form
        onSubmit={submit}
        className="flex flex-wrap items-end gap-2"
        aria-label={`${texts.pace}: ${item.title}`}
      >
        <div className="grid gap-1">
          <label htmlFor={inputId} className="text-sm font-semibold text-ink">
            {texts.pace}
          </label>
          <Input
            id={inputId}
            name="admitPerMinute"
            inputMode="numeric"
            className="w-32"
            value={pace}
            aria-describedby={error ? errorId : undefined}
            aria-invalid={error ? true : undefined}
            onChange={(event) => setPace(event.target.value.replace(/\D/g, ''))}
          />
        </div>
        <Button type="submit" variant="secondary" disabled={saving || pace === ''}>
          {saving ? texts.saving : texts.save}
        </Button>
        {error ? (
          <p id={errorId} role="alert" className="w-full text-sm text-danger">
            {error}
          </p>
        ) : null}
      </form>
    </li>
  );
}

/** ADMIN "Aberturas de vendas" (issue #28): every upcoming on-sale, and its pace changed live. */
function OnSalesScreen({
  access,
  status,
  loadError,
  onSales,
  savingEventId,
  saveError,
  onChangePace,
}: OnSalesScreenProps) {
  const listTitleId = useId();
  return (
    <AdminPage
      slot="on-sales-screen"
      title={texts.title}
      description={texts.description}
      access={access}
      width="narrow"
    >
      <section aria-labelledby={listTitleId} className="grid gap-3">
        <h2 id={listTitleId} className="sr-only">
          {texts.title}
        </h2>
        <AdminListStates status={status} loadError={loadError} count={onSales.length} empty={texts.empty}>
          <ul className="grid gap-3">
            {onSales.map((item) => (
              <OnSaleCard
                key={item.eventId}
                item={item}
                saving={savingEventId === item.eventId}
                error={saveError?.eventId === item.eventId ? saveError.message : null}
                onChangePace={(admitPerMinute) => onChangePace(item.eventId, admitPerMinute)}
              />
            ))}
          </ul>
        </AdminListStates>
      </section>
    </AdminPage>
  );
}

export { OnSalesScreen };
export type { OnSaleItem, OnSalesScreenProps };
