import { useMemo } from 'react';
import type { SeatStatus } from '@bilheteria/rules';
import { Button } from '../Button';
import { LoadingState, StateMessage } from '../StateMessage';
import { indexSeats, type MapSection } from './seat-geometry';
import { SeatLegend, SeatMapSvg, StageLabel } from './SeatMapSvg';

export const soldSeatsTexts = {
  title: 'Mapa de lugares vendidos',
  mapLabel: (sold: number, total: number) => `Mapa de lugares: ${sold} de ${total} assentos vendidos`,
  loading: 'Carregando o mapa de lugares...',
  errorTitle: 'Não foi possível carregar o mapa de lugares.',
  retry: 'Tentar de novo',
  counts: {
    sold: 'Vendidos',
    held: 'Reservados',
    available: 'Disponíveis',
    blocked: 'Bloqueados',
  } satisfies Record<SeatStatus, string>,
  noneSold: 'Nenhum lugar vendido ainda: os assentos pagos aparecem aqui com um X.',
} as const;

const ORDER: readonly SeatStatus[] = ['sold', 'held', 'available', 'blocked'];
const count = new Intl.NumberFormat('pt-BR');

export type SoldSeatsMapProps = {
  status: 'loading' | 'error' | 'ready';
  /** The event's map with each seat's status now (GET /events/{id}/seats). */
  sections: readonly MapSection[];
  onRetry?(): void;
};

/**
 * The organizer's report (issue #29): the seat map read-only, as the buyer's picker draws it (sold seats crossed,
 * held ones striped, blocked ones small), with how many seats are in each state. Zoom and pan still work.
 */
export function SoldSeatsMap({ status, sections, onRetry }: SoldSeatsMapProps) {
  const index = useMemo(() => indexSeats(sections), [sections]);
  const counts = useMemo(() => {
    const result: Record<SeatStatus, number> = { sold: 0, held: 0, available: 0, blocked: 0 };
    for (const section of sections)
      for (const row of section.rows) for (const seat of row.seats) result[seat.status] += 1;
    return result;
  }, [sections]);
  const total = ORDER.reduce((sum, key) => sum + counts[key], 0);

  return (
    <section data-slot="sold-seats-map" aria-label={soldSeatsTexts.title} className="grid gap-3">
      <h2 className="text-lg font-bold tracking-tight">{soldSeatsTexts.title}</h2>
      {status === 'loading' ? <LoadingState label={soldSeatsTexts.loading} /> : null}
      {status === 'error' ? (
        <StateMessage
          tone="danger"
          title={soldSeatsTexts.errorTitle}
          action={onRetry ? <Button onClick={onRetry}>{soldSeatsTexts.retry}</Button> : undefined}
        />
      ) : null}
      {status === 'ready' ? (
        <>
          <dl data-slot="seat-counts" className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
            {ORDER.map((key) => (
              <div key={key} className="flex gap-1.5">
                <dt className="text-ink-muted">{soldSeatsTexts.counts[key]}</dt>
                <dd className="font-semibold tabular-nums">{count.format(counts[key])}</dd>
              </div>
            ))}
          </dl>
          {counts.sold === 0 ? <p className="text-sm text-ink-muted">{soldSeatsTexts.noneSold}</p> : null}
          <SeatMapSvg
            sections={sections}
            index={index}
            highlighted={NONE}
            label={soldSeatsTexts.mapLabel(counts.sold, total)}
            onTap={() => undefined}
          >
            <StageLabel bounds={index.bounds} />
          </SeatMapSvg>
          <SeatLegend picked={false} />
        </>
      ) : null}
    </section>
  );
}

const NONE: ReadonlySet<string> = new Set();
