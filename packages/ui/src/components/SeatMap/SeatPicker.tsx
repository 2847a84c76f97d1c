import { Sparkles, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { bestAvailable, seatSpokenText, seatText, type SeatStatus } from '@bilheteria/rules';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { Field } from '../Field';
import { Input } from '../Input';
import { LoadingState, StateMessage } from '../StateMessage';
import { formatMoney } from '../../lib/format';
import { indexSeats, seatAt, type MapSection, type MapSeat } from './seat-geometry';
import { SeatLegend, SeatMapSvg, StageLabel } from './SeatMapSvg';
import { seatPickerTexts as texts } from './picker-texts';

/** A lot of the category on sale: the seat's price (the current lot), half price within its quota (`max`). */
export type SeatPickerLot = { id: string; name: string; price: number; max: number };

/** A seat the buyer picked and the lot it is bought in. */
export type SeatPick = { seatId: string; ticketTypeId: string };

export type SeatPickerProps = {
  status: 'loading' | 'error' | 'ready';
  /** The category whose seats are picked ("Plateia"). */
  category: string;
  /** The map (every section; those of other categories are drawn, not pickable). */
  sections: readonly MapSection[];
  /** The category's lots on sale, the full-price one first (the seat's default). */
  lots: readonly SeatPickerLot[];
  picks: readonly SeatPick[];
  onPicksChange(picks: SeatPick[]): void;
  /** A lost race ("O assento F12 acabou de ser reservado") or another word about the picks kept. */
  notice?: string | null;
  onRetry?(): void;
  /** At most this many seats per order. */
  maxSeats?: number;
};

/**
 * Step 1 of the checkout for a "lugares marcados" category (issue #29): the map (zoom and pan on a phone, a tap
 * picks), "Melhor lugar disponível" for N seats side by side, each pick's lot (meia within the quota), and a list
 * by section and row for the keyboard and screen readers ("Fileira F, assento 12, disponível").
 */
export function SeatPicker({
  status,
  category,
  sections,
  lots,
  picks,
  onPicksChange,
  notice = null,
  onRetry,
  maxSeats = 10,
}: SeatPickerProps) {
  const index = useMemo(() => indexSeats(sections), [sections]);
  const mine = useMemo(
    () => sections.filter((section) => section.category === category),
    [sections, category],
  );
  const picked = useMemo(() => new Set(picks.map((pick) => pick.seatId)), [picks]);
  const [announcement, setAnnouncement] = useState('');
  const [wanted, setWanted] = useState(2);

  if (status === 'loading') return <LoadingState label={texts.loading} />;
  if (status === 'error')
    return (
      <StateMessage
        tone="danger"
        title={texts.errorTitle}
        description={texts.errorText}
        action={onRetry ? <Button onClick={onRetry}>{texts.retry}</Button> : undefined}
      />
    );

  const available = mine.some((section) =>
    section.rows.some((row) => row.seats.some((seat) => seat.status === 'available')),
  );
  const used = (lotId: string) => picks.filter((pick) => pick.ticketTypeId === lotId).length;
  const defaultLot = () => lots.find((lot) => used(lot.id) < lot.max)?.id;
  const describe = (seatId: string) => {
    const placed = index.byId.get(seatId)!;
    return seatText({ section: placed.section.name, row: placed.row, seat: placed.seat.label });
  };

  const toggle = (seat: MapSeat, row: string, sectionCategory: string) => {
    if (picked.has(seat.id)) {
      onPicksChange(picks.filter((pick) => pick.seatId !== seat.id));
      setAnnouncement(texts.removed(seatSpokenText({ row, seat: seat.label }, 'available')));
      return;
    }
    if (sectionCategory !== category || seat.status !== 'available') {
      setAnnouncement(seatSpokenText({ row, seat: seat.label }, seat.status));
      return;
    }
    const lot = defaultLot();
    if (picks.length >= maxSeats || !lot) {
      setAnnouncement(texts.limit(maxSeats));
      return;
    }
    onPicksChange([...picks, { seatId: seat.id, ticketTypeId: lot }]);
    setAnnouncement(texts.added(describe(seat.id)));
  };

  const best = () => {
    const ids = bestAvailable(mine, wanted, { taken: picked });
    if (!ids) {
      setAnnouncement(texts.noBest(wanted));
      return;
    }
    const added: SeatPick[] = [];
    for (const seatId of ids) {
      const lot = lots.find(
        (candidate) =>
          used(candidate.id) + added.filter((a) => a.ticketTypeId === candidate.id).length < candidate.max,
      );
      if (lot) added.push({ seatId, ticketTypeId: lot.id });
    }
    onPicksChange([...picks, ...added].slice(0, maxSeats));
    setAnnouncement(texts.bestFound(ids.map(describe)));
  };

  return (
    <div data-slot="seat-picker" className="grid gap-4">
      {notice ? (
        <Alert tone="danger" role="alert" data-slot="seat-notice">
          {notice}
        </Alert>
      ) : null}
      {!available && picks.length === 0 ? (
        <Alert tone="danger" data-slot="seats-sold-out">
          {texts.soldOut(category)}
        </Alert>
      ) : (
        <div className="flex flex-wrap items-end gap-2">
          <Field label={texts.howMany} className="w-28">
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={maxSeats}
              value={wanted}
              onChange={(event) =>
                setWanted(Math.min(maxSeats, Math.max(1, Math.floor(Number(event.currentTarget.value)) || 1)))
              }
            />
          </Field>
          <Button variant="secondary" onClick={best}>
            <Sparkles aria-hidden />
            {texts.best}
          </Button>
        </div>
      )}
      <SeatMapSvg
        sections={sections}
        index={index}
        highlighted={picked}
        label={texts.mapLabel(category)}
        onTap={(x, y) => {
          const placed = seatAt(index, x, y);
          if (placed) toggle(placed.seat, placed.row, placed.section.category);
        }}
      >
        <StageLabel bounds={index.bounds} />
      </SeatMapSvg>
      <SeatLegend />
      <div role="status" aria-live="polite" className="sr-only" data-slot="seat-announcement">
        {announcement}
      </div>
      <Picks picks={picks} lots={lots} describe={describe} used={used} onPicksChange={onPicksChange} />
      <SeatList sections={mine} picked={picked} onToggle={(seat, row) => toggle(seat, row, category)} />
    </div>
  );
}

function Picks({
  picks,
  lots,
  describe,
  used,
  onPicksChange,
}: {
  picks: readonly SeatPick[];
  lots: readonly SeatPickerLot[];
  describe(seatId: string): string;
  used(lotId: string): number;
  onPicksChange(picks: SeatPick[]): void;
}) {
  if (picks.length === 0) return <p className="text-sm text-ink-muted">{texts.nonePicked}</p>;
  return (
    <ul data-slot="seat-picks" aria-label={texts.picksLabel} className="grid gap-2">
      {picks.map((pick) => {
        const words = describe(pick.seatId);
        return (
          <li
            key={pick.seatId}
            className="flex flex-wrap items-center gap-2 rounded-control border border-line px-3 py-2"
          >
            <span className="min-w-0 grow font-semibold">{words}</span>
            {lots.length > 1 ? (
              <select
                aria-label={texts.lotOf(words)}
                value={pick.ticketTypeId}
                onChange={(event) =>
                  onPicksChange(
                    picks.map((p) =>
                      p.seatId === pick.seatId ? { ...p, ticketTypeId: event.currentTarget.value } : p,
                    ),
                  )
                }
                className="rounded-control border border-line bg-surface px-2 py-1 text-sm"
              >
                {lots.map((lot) => (
                  <option
                    key={lot.id}
                    value={lot.id}
                    disabled={lot.id !== pick.ticketTypeId && used(lot.id) >= lot.max}
                  >
                    {texts.lotOption(lot.name, formatMoney(lot.price))}
                  </option>
                ))}
              </select>
            ) : (
              <span className="text-sm text-ink-muted">{formatMoney(lots[0]?.price ?? 0)}</span>
            )}
            <Button
              variant="ghost"
              size="icon"
              aria-label={texts.remove(words)}
              onClick={() => onPicksChange(picks.filter((p) => p.seatId !== pick.seatId))}
            >
              <X aria-hidden />
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

/** The keyboard's and screen reader's way: a section, a row, then its seats as toggle buttons. */
function SeatList({
  sections,
  picked,
  onToggle,
}: {
  sections: readonly MapSection[];
  picked: ReadonlySet<string>;
  onToggle(seat: MapSeat, row: string): void;
}) {
  const [sectionId, setSectionId] = useState(sections[0]?.id ?? '');
  const section = sections.find((candidate) => candidate.id === sectionId) ?? sections[0];
  const [rowLabel, setRowLabel] = useState(section?.rows[0]?.label ?? '');
  const row = section?.rows.find((candidate) => candidate.label === rowLabel) ?? section?.rows[0];
  if (!section || !row) return null;
  const status = (seat: MapSeat): SeatStatus => seat.status;
  return (
    <details data-slot="seat-list" className="rounded-control border border-line px-3 py-2">
      <summary className="cursor-pointer font-semibold">{texts.listToggle}</summary>
      <div className="mt-3 grid gap-3">
        <div className="flex flex-wrap gap-3">
          <label className="grid gap-1 text-sm font-semibold">
            {texts.section}
            <select
              value={section.id}
              onChange={(event) => {
                setSectionId(event.currentTarget.value);
                setRowLabel('');
              }}
              className="rounded-control border border-line bg-surface px-2 py-1 font-normal"
            >
              {sections.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </label>
          <label className="grid gap-1 text-sm font-semibold">
            {texts.row}
            <select
              value={row.label}
              onChange={(event) => setRowLabel(event.currentTarget.value)}
              className="rounded-control border border-line bg-surface px-2 py-1 font-normal"
            >
              {section.rows.map((r) => (
                <option key={r.label} value={r.label}>
                  {r.label}
                </option>
              ))}
            </select>
          </label>
        </div>
        <ul aria-label={texts.rowSeats(row.label)} className="flex flex-wrap gap-1.5">
          {row.seats.map((seat) => {
            const mine = picked.has(seat.id);
            const free = status(seat) === 'available';
            return (
              <li key={seat.id}>
                <button
                  type="button"
                  data-status={mine ? 'picked' : status(seat)}
                  aria-pressed={mine}
                  aria-disabled={!free && !mine ? true : undefined}
                  aria-label={
                    seatSpokenText({ row: row.label, seat: seat.label }, mine ? 'available' : status(seat)) +
                    (mine ? texts.pickedSuffix : '')
                  }
                  onClick={() => onToggle(seat, row.label)}
                  className="min-w-10 rounded-control border border-line px-2 py-1.5 text-sm font-semibold tabular-nums outline-none focus-visible:ring-2 focus-visible:ring-brand-600 aria-pressed:border-brand-900 aria-pressed:bg-brand-900 aria-pressed:text-ink-inverse data-[status=available]:bg-brand-50 data-[status=blocked]:text-ink-muted data-[status=held]:bg-warning-soft data-[status=held]:line-through data-[status=sold]:bg-surface-muted data-[status=sold]:text-ink-muted data-[status=sold]:line-through"
                >
                  {seat.label}
                  {!free && !mine ? (
                    <span aria-hidden>
                      {status(seat) === 'sold' ? ' ✕' : status(seat) === 'held' ? ' ⧗' : ''}
                    </span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </details>
  );
}
