import { TriangleAlert } from 'lucide-react';
import { Card } from '../../components/Card';
import { formatDateTime, formatTime } from '../../lib/format';
import { texts } from './texts';

/** Live check-in figures of an event: who came in, of what was sold, per lot and per hour. */
type CheckInFigures = {
  checkedIn: number;
  sold: number;
  byLot: ReadonlyArray<{ ticketTypeId: string; name: string; checkedIn: number; sold: number }>;
  /** `hour`: the start of the hour (ISO); only hours with entries. */
  byHour: ReadonlyArray<{ hour: string; checkedIn: number }>;
  /** "Entradas duplicadas", the latest first. */
  duplicates: readonly DuplicateAdmission[];
};

/** A ticket admitted twice offline: the admission that counts and the one recorded as a duplicate. */
type DuplicateAdmission = {
  /** The ticket's id (its code is a capability and stays out of reports). */
  ticketId: string;
  ticketTypeName: string;
  attendeeName: string;
  /** The device's name; "Validação online" for an online check-in. */
  first: { deviceName: string; at: string };
  second: { deviceName: string; at: string };
};

const count = (value: number) => value.toLocaleString('pt-BR');

function Share({ checkedIn, sold }: { checkedIn: number; sold: number }) {
  const share = sold > 0 ? Math.min(100, (checkedIn / sold) * 100) : 0;
  return (
    <div aria-hidden className="h-2 w-full overflow-hidden rounded-full bg-surface-muted">
      <div className="h-full rounded-full bg-success" style={{ width: `${share}%` }} />
    </div>
  );
}

function CheckInFiguresCard({ figures }: { figures: CheckInFigures }) {
  const peak = Math.max(1, ...figures.byHour.map((row) => row.checkedIn));
  return (
    <Card data-slot="check-in-figures" className="grid gap-5 p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-bold">{texts.checkIns.heading}</h2>
        <p className="text-xs text-ink-muted">{texts.checkIns.live}</p>
      </div>
      <div className="grid gap-2">
        <p className="flex flex-wrap items-baseline gap-x-3">
          <span className="text-4xl font-black text-ink">
            {texts.checkIns.percent(figures.checkedIn, figures.sold)}
          </span>
          <span className="text-base font-semibold text-ink">
            {texts.checkIns.ofSold(figures.checkedIn, figures.sold)}
          </span>
        </p>
        <Share checkedIn={figures.checkedIn} sold={figures.sold} />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <section className="grid gap-2" aria-label={texts.checkIns.byLot}>
          <h3 className="text-sm font-semibold text-ink-muted">{texts.checkIns.byLot}</h3>
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-ink-muted">
                <th scope="col" className="py-1 font-semibold">
                  {texts.checkIns.lot}
                </th>
                <th scope="col" className="py-1 pl-3 text-right font-semibold">
                  {texts.checkIns.checkedIn}
                </th>
                <th scope="col" className="py-1 pl-3 text-right font-semibold">
                  {texts.checkIns.sold}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {figures.byLot.map((lot) => (
                <tr key={lot.ticketTypeId}>
                  <th scope="row" className="py-1.5 pr-2 text-left font-medium">
                    {lot.name}
                  </th>
                  <td className="py-1.5 pl-3 text-right tabular-nums">{count(lot.checkedIn)}</td>
                  <td className="py-1.5 pl-3 text-right tabular-nums">{count(lot.sold)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <section className="grid content-start gap-2" aria-label={texts.checkIns.byHour}>
          <h3 className="text-sm font-semibold text-ink-muted">{texts.checkIns.byHour}</h3>
          {figures.byHour.length === 0 ? (
            <p className="text-sm text-ink-muted">{texts.checkIns.noneYet}</p>
          ) : (
            <table className="w-full text-sm">
              <thead className="sr-only">
                <tr>
                  <th scope="col">{texts.checkIns.hour}</th>
                  <th scope="col">{texts.checkIns.checkedIn}</th>
                </tr>
              </thead>
              <tbody>
                {figures.byHour.map((row) => (
                  <tr key={row.hour}>
                    <th scope="row" className="w-14 py-1 pr-2 text-left font-medium tabular-nums">
                      {formatTime(row.hour)}
                    </th>
                    <td className="py-1">
                      <span className="flex items-center gap-2">
                        <span
                          aria-hidden
                          className="h-3 rounded-sm bg-brand-500"
                          style={{ width: `${Math.max(2, (row.checkedIn / peak) * 100)}%` }}
                        />
                        <span className="tabular-nums">{count(row.checkedIn)}</span>
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      </div>
    </Card>
  );
}

function DuplicatesCard({ duplicates }: { duplicates: readonly DuplicateAdmission[] }) {
  return (
    <Card data-slot="duplicate-admissions" className="grid gap-3 p-5">
      <div className="grid gap-1">
        <h2 className="flex items-center gap-2 text-lg font-bold">
          {duplicates.length > 0 ? <TriangleAlert aria-hidden className="size-5 text-warning" /> : null}
          {texts.duplicates.heading}
          {duplicates.length > 0 ? ` (${duplicates.length})` : ''}
        </h2>
        <p className="text-sm text-ink-muted">{texts.duplicates.description}</p>
      </div>
      {duplicates.length === 0 ? (
        <p className="text-sm text-ink-muted">{texts.duplicates.none}</p>
      ) : (
        <ul className="divide-y divide-line">
          {duplicates.map((row) => (
            <li
              key={`${row.ticketId}@${row.second.at}`}
              data-slot="duplicate-admission"
              className="grid gap-1 py-3 text-sm"
            >
              <p className="font-semibold text-ink">
                {[row.attendeeName, row.ticketTypeName].filter(Boolean).join(' · ')}
              </p>
              <dl className="grid gap-x-3 gap-y-0.5 sm:grid-cols-[auto_1fr]">
                <dt className="font-medium text-ink-muted">{texts.duplicates.first}</dt>
                <dd>{texts.duplicates.at(row.first.deviceName, formatDateTime(row.first.at))}</dd>
                <dt className="font-medium text-ink-muted">{texts.duplicates.duplicate}</dt>
                <dd className="font-semibold text-danger">
                  {texts.duplicates.at(row.second.deviceName, formatDateTime(row.second.at))}
                </dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

type CheckInReportProps = { checkIn: CheckInFigures };

/** The door's side of the report: check-in figures and "Entradas duplicadas". */
function CheckInReport({ checkIn }: CheckInReportProps) {
  return (
    <div data-slot="check-in-report" className="grid gap-6">
      <CheckInFiguresCard figures={checkIn} />
      <DuplicatesCard duplicates={checkIn.duplicates} />
    </div>
  );
}

export { CheckInReport };
export type { CheckInFigures, CheckInReportProps, DuplicateAdmission };
