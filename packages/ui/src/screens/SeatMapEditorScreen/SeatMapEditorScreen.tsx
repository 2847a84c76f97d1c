import {
  describeGrid,
  generateGrid,
  GridError,
  nextOrigin,
  type GridSpec,
  type SeatAccessibility,
  type SeatMapInput,
  type SeatStatus,
} from '@bilheteria/rules';
import { Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Field } from '../../components/Field';
import { Input, Select } from '../../components/Input';
import { indexSeats, seatAt, SeatLegend, SeatMapSvg, type MapSection } from '../../components/SeatMap';
import { LoadingState, StateMessage } from '../../components/StateMessage';
import { AppLink } from '../../lib/link';
import { texts } from './texts';

/** A seat's place in the map being edited: "section|row|seat". */
export const seatPlaceKey = (section: string, row: string, seat: string) => `${section}|${row}|${seat}`;

export type SeatMapEditorScreenProps = {
  status: 'loading' | 'error' | 'ready';
  eventTitle: string;
  /** The event's categories: a section sells its seats through one of them. */
  categories: readonly string[];
  /** The category the organizer came from (the event form's link). */
  category?: string;
  map: SeatMapInput;
  onMapChange(map: SeatMapInput): void;
  /** Seats held or sold (by `seatPlaceKey`): drawn as such, never removed or blocked. */
  taken?: ReadonlyMap<string, Extract<SeatStatus, 'held' | 'sold'>>;
  saving: boolean;
  /** The server's refusal (pt-BR), e.g. a seat sold meanwhile. */
  error?: string | null;
  saved?: boolean;
  onSave(): void;
  backHref: string;
};

function toSections(map: SeatMapInput, taken: SeatMapEditorScreenProps['taken']): MapSection[] {
  return map.sections.map((section, s) => ({
    id: String(s),
    name: section.name,
    category: section.category,
    rows: section.rows.map((row) => ({
      label: row.label,
      seats: row.seats.map((seat) => {
        const key = seatPlaceKey(section.name, row.label, seat.label);
        return {
          id: key,
          label: seat.label,
          x: seat.x,
          y: seat.y,
          status: taken?.get(key) ?? (seat.status === 'blocked' ? 'blocked' : 'available'),
          accessible: seat.accessible ?? null,
        };
      }),
    })),
  }));
}

/**
 * The organizer's seat-map editor (issue #29): sections generated from a grid ("Fileiras A–T, assentos 1–30, sem
 * o 13", aisles, curved rows), then edited seat by seat: remove, block (produção), mark accessible (cadeirante,
 * acompanhante). Saving sets each category's quantity to its seats for sale.
 */
export function SeatMapEditorScreen(props: SeatMapEditorScreenProps) {
  const { status, eventTitle, categories, map, onMapChange, taken, saving, error, saved, onSave, backHref } =
    props;
  const [spec, setSpec] = useState<GridSpec>({
    section: 'A',
    category: props.category ?? categories[0] ?? '',
    rows: 'A–J',
    seats: '1–20',
    skip: '',
    aislesAfter: '',
    curve: 0,
  });
  const [gridError, setGridError] = useState<string | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const sections = useMemo(() => toSections(map, taken), [map, taken]);
  const index = useMemo(() => indexSeats(sections), [sections]);

  if (status === 'loading') return <LoadingState label={texts.loading} />;
  if (status === 'error') return <StateMessage tone="danger" title={texts.loadError} />;

  const seatCount = map.sections.reduce((n, s) => n + s.rows.reduce((m, r) => m + r.seats.length, 0), 0);
  const sellable = map.sections.reduce(
    (n, s) => n + s.rows.reduce((m, r) => m + r.seats.filter((seat) => seat.status !== 'blocked').length, 0),
    0,
  );

  const addSection = () => {
    try {
      const section = generateGrid({ ...spec, origin: nextOrigin(map.sections) });
      onMapChange({ sections: [...map.sections, section] });
      setGridError(null);
      const letter = spec.section.trim();
      if (/^[A-Y]$/.test(letter))
        setSpec({ ...spec, section: String.fromCharCode(letter.charCodeAt(0) + 1) });
    } catch (problem) {
      if (problem instanceof GridError) setGridError(problem.message);
      else throw problem;
    }
  };

  /** Applies `change` to every selected seat not held or sold; `null` removes the seat. */
  const edit = (
    change: (seat: SeatMapInput['sections'][number]['rows'][number]['seats'][number]) => typeof seat | null,
  ) => {
    onMapChange({
      sections: map.sections
        .map((section) => ({
          ...section,
          rows: section.rows
            .map((row) => ({
              ...row,
              seats: row.seats.flatMap((seat) => {
                const key = seatPlaceKey(section.name, row.label, seat.label);
                if (!selected.has(key) || taken?.has(key)) return [seat];
                const changed = change(seat);
                return changed ? [changed] : [];
              }),
            }))
            .filter((row) => row.seats.length > 0),
        }))
        .filter((section) => section.rows.length > 0),
    });
  };
  const accessible = (value: SeatAccessibility | null) => edit((seat) => ({ ...seat, accessible: value }));

  return (
    <div className="grid gap-6" data-slot="seat-map-editor">
      <header className="grid gap-1">
        <AppLink href={backHref} className="w-fit text-sm font-semibold text-brand-700 underline">
          {texts.back}
        </AppLink>
        <h1 className="text-2xl font-extrabold">{texts.title}</h1>
        <p className="text-ink-muted">{texts.subtitle(eventTitle)}</p>
      </header>

      <section className="grid gap-3" aria-labelledby="seat-map-sections">
        <h2 id="seat-map-sections" className="text-lg font-bold">
          {texts.sections}
        </h2>
        {map.sections.length === 0 ? (
          <p className="text-ink-muted">{texts.empty}</p>
        ) : (
          <>
            <ul className="grid gap-2">
              {map.sections.map((section, s) => (
                <li
                  key={section.name}
                  className="flex items-center justify-between gap-2 rounded-control border border-line px-3 py-2"
                >
                  <span>
                    {texts.sectionLine(
                      section.name,
                      section.category,
                      section.rows.reduce((n, r) => n + r.seats.length, 0),
                    )}
                  </span>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={texts.removeSection(section.name)}
                    onClick={() => onMapChange({ sections: map.sections.filter((_, at) => at !== s) })}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </li>
              ))}
            </ul>
            <SeatMapSvg
              sections={sections}
              index={index}
              highlighted={selected}
              label={texts.mapLabel}
              onTap={(x, y) => {
                const placed = seatAt(index, x, y);
                if (!placed) return;
                const next = new Set(selected);
                if (next.has(placed.seat.id)) next.delete(placed.seat.id);
                else next.add(placed.seat.id);
                setSelected(next);
              }}
            />
            <SeatLegend />
            <div role="group" aria-label={texts.tools} className="grid gap-2">
              <p role="status" className="text-sm font-semibold">
                {texts.selected(selected.size)}
              </p>
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="secondary"
                  disabled={selected.size === 0}
                  onClick={() => {
                    edit(() => null);
                    setSelected(new Set());
                  }}
                >
                  {texts.remove}
                </Button>
                <Button
                  variant="secondary"
                  disabled={selected.size === 0}
                  onClick={() => edit((seat) => ({ ...seat, status: 'blocked' }))}
                >
                  {texts.block}
                </Button>
                <Button
                  variant="secondary"
                  disabled={selected.size === 0}
                  onClick={() => edit(({ status: _blocked, ...seat }) => seat)}
                >
                  {texts.unblock}
                </Button>
                <Button
                  variant="secondary"
                  disabled={selected.size === 0}
                  onClick={() => accessible('cadeirante')}
                >
                  {texts.wheelchair}
                </Button>
                <Button
                  variant="secondary"
                  disabled={selected.size === 0}
                  onClick={() => accessible('acompanhante')}
                >
                  {texts.companion}
                </Button>
                <Button variant="secondary" disabled={selected.size === 0} onClick={() => accessible(null)}>
                  {texts.notAccessible}
                </Button>
                <Button variant="ghost" disabled={selected.size === 0} onClick={() => setSelected(new Set())}>
                  {texts.clear}
                </Button>
              </div>
              {taken && taken.size > 0 ? <p className="text-sm text-ink-muted">{texts.takenNote}</p> : null}
            </div>
          </>
        )}
      </section>

      <Card className="grid gap-4 p-5">
        <h2 className="text-lg font-bold">{texts.generator}</h2>
        <div className="grid gap-3 sm:grid-cols-3">
          <Field label={texts.section}>
            <Input
              value={spec.section}
              onChange={(e) => setSpec({ ...spec, section: e.currentTarget.value })}
            />
          </Field>
          <Field label={texts.category}>
            <Select
              value={spec.category}
              onChange={(e) => setSpec({ ...spec, category: e.currentTarget.value })}
            >
              {categories.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={texts.rows} hint={texts.rowsHint}>
            <Input value={spec.rows} onChange={(e) => setSpec({ ...spec, rows: e.currentTarget.value })} />
          </Field>
          <Field label={texts.seats} hint={texts.seatsHint}>
            <Input value={spec.seats} onChange={(e) => setSpec({ ...spec, seats: e.currentTarget.value })} />
          </Field>
          <Field label={texts.skip} hint={texts.skipHint}>
            <Input value={spec.skip} onChange={(e) => setSpec({ ...spec, skip: e.currentTarget.value })} />
          </Field>
          <Field label={texts.aisles} hint={texts.aislesHint}>
            <Input
              value={spec.aislesAfter}
              onChange={(e) => setSpec({ ...spec, aislesAfter: e.currentTarget.value })}
            />
          </Field>
        </div>
        <label className="flex items-center gap-2 text-sm font-semibold">
          <input
            type="checkbox"
            checked={(spec.curve ?? 0) > 0}
            onChange={(e) => setSpec({ ...spec, curve: e.currentTarget.checked ? 0.6 : 0 })}
          />
          {texts.curve}
        </label>
        <p data-slot="grid-description" className="text-sm text-ink-muted">
          {describeGrid(spec)}
        </p>
        {gridError ? (
          <Alert tone="danger" role="alert">
            {gridError}
          </Alert>
        ) : null}
        <Button variant="secondary" className="w-fit" onClick={addSection}>
          <Plus aria-hidden />
          {texts.add}
        </Button>
      </Card>

      <footer className="grid gap-3">
        <p data-slot="seat-map-summary" className="font-semibold">
          {texts.summary(seatCount, sellable)}
        </p>
        <div role="status" className="empty:hidden">
          {error ? (
            <Alert tone="danger">{error}</Alert>
          ) : saved ? (
            <Alert tone="success">{texts.saved}</Alert>
          ) : null}
        </div>
        <Button size="lg" className="w-fit" disabled={saving || map.sections.length === 0} onClick={onSave}>
          {saving ? texts.saving : texts.save}
        </Button>
      </footer>
    </div>
  );
}
