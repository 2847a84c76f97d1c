import type { Schemas } from '@bilheteria/api-client';
import type { SeatMapInput } from '@bilheteria/rules';
import { SeatMapEditorScreen, seatPlaceKey } from '@bilheteria/ui';
import { useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../app/page-title';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/api';
import { useEvent } from '../catalogue/api';
import { SEATS_SAVE_ERROR, useFullSeatMap, useSaveSeatMap } from './api';

/** The saved map as the editor edits it (no ids; held and sold seats apart). */
function toInput(map: Schemas['SeatMap'] | null | undefined): SeatMapInput {
  return {
    sections: (map?.sections ?? []).map((section) => ({
      name: section.name,
      category: section.category,
      rows: section.rows.map((row) => ({
        label: row.label,
        seats: row.seats.map((seat) => ({
          label: seat.label,
          x: seat.x,
          y: seat.y,
          ...(seat.status === 'blocked' ? { status: 'blocked' as const } : {}),
          ...(seat.accessible ? { accessible: seat.accessible } : {}),
        })),
      })),
    })),
  };
}

function takenOf(map: Schemas['SeatMap'] | null | undefined) {
  const taken = new Map<string, 'held' | 'sold'>();
  for (const section of map?.sections ?? [])
    for (const row of section.rows)
      for (const seat of row.seats)
        if (seat.status === 'held' || seat.status === 'sold')
          taken.set(seatPlaceKey(section.name, row.label, seat.label), seat.status);
  return taken;
}

function Editor({
  id,
  saved,
  title,
  categories,
}: {
  id: string;
  saved: Schemas['SeatMap'] | null;
  title: string;
  categories: string[];
}) {
  const [search] = useSearchParams();
  const [map, setMap] = useState<SeatMapInput>(() => toInput(saved));
  const taken = useMemo(() => takenOf(saved), [saved]);
  const save = useSaveSeatMap(id);
  return (
    <SeatMapEditorScreen
      status="ready"
      eventTitle={title}
      categories={categories}
      category={search.get('categoria') ?? undefined}
      map={map}
      onMapChange={(next) => {
        setMap(next);
        save.reset();
      }}
      taken={taken}
      saving={save.isPending}
      error={save.isError ? errorMessage(save.error, SEATS_SAVE_ERROR) : null}
      saved={save.isSuccess}
      onSave={() => save.mutate(map)}
      backHref={paths.organizerEdit(id)}
    />
  );
}

/** /organizer/lugares/{id} (issue #29): the organizer draws the event's seat map. */
export function SeatMapRoute() {
  const { id = '' } = useParams();
  const event = useEvent(id);
  const seats = useFullSeatMap(id);
  const categories = [...new Set(event.data?.ticketTypes.map((type) => type.category) ?? [])];
  const ready = event.data && seats.isSuccess;
  return (
    <>
      <PageTitle>Mapa de lugares</PageTitle>
      {ready ? (
        <Editor id={id} saved={seats.data} title={event.data.title} categories={categories} />
      ) : (
        <SeatMapEditorScreen
          status={event.isError || seats.isError ? 'error' : 'loading'}
          eventTitle=""
          categories={[]}
          map={{ sections: [] }}
          onMapChange={() => undefined}
          saving={false}
          onSave={() => undefined}
          backHref={paths.organizerEdit(id)}
        />
      )}
    </>
  );
}
