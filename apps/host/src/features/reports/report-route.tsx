import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import {
  buildDailyCsv,
  buildOrdersCsv,
  csvBlob,
  dailyCsvFileName,
  dailyPngFileName,
  downloadBlob,
  EventReportScreen,
  isSameRange,
  ordersCsvFileName,
  todayIn,
  type DayRange,
} from '@bilheteria/ui/report';
import { SoldSeatsMap, TIME_ZONE } from '@bilheteria/ui';
import { PageTitle } from '../../app/page-title';
import { paths } from '../../config/paths';
import { useFullSeatMap } from '../seating/api';
import { useEventReport } from './api';
import { rangeFromQuery, withRange } from './range';

const PAGE_TITLE = 'Relatório do evento';

/**
 * /organizer/reports/{id} (spec §2 "Event report"). The range lives in the address query: it reloads
 * when the event or a date changes, and after a successful load `from`/`to` are written back.
 */
export function EventReportRoute() {
  const { id = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  // Read on every render, so "Hoje" still means today on a page left open past midnight.
  const today = todayIn(TIME_ZONE);
  const range = rangeFromQuery(searchParams, today);
  const report = useEventReport(id, range);
  // Lugares marcados (issue #29): the map of sold seats, for an event that has a map (null: none, nothing shown).
  const seatMap = useFullSeatMap(id);

  const loaded = report.status === 'success';
  const inAddress = searchParams.get('from') === range.from && searchParams.get('to') === range.to;
  useEffect(() => {
    // Replace, not push: filling in the default range must not add a step to the history.
    if (loaded && !inAddress) setSearchParams((query) => withRange(query, range), { replace: true });
  }, [loaded, inAddress, range, setSearchParams]);

  function applyRange(next: DayRange) {
    // The same range again is a request to reload (the address would not change).
    if (isSameRange(next, range)) return report.refetch();
    setSearchParams((query) => withRange(query, next));
  }

  return (
    <>
      <PageTitle>{report.event?.title ? `${PAGE_TITLE}: ${report.event.title}` : PAGE_TITLE}</PageTitle>
      <EventReportScreen
        status={report.status}
        error={report.error}
        event={report.event}
        report={report.data}
        range={range}
        today={today}
        backHref={paths.organizer}
        onApplyRange={applyRange}
        onExportDailyCsv={() => {
          if (report.data)
            downloadBlob(csvBlob(buildDailyCsv(report.data.daily)), dailyCsvFileName(id, range));
        }}
        onExportOrdersCsv={() => {
          if (report.data)
            downloadBlob(csvBlob(buildOrdersCsv(report.data.orders)), ordersCsvFileName(id, range));
        }}
        onDownloadPng={(png) => downloadBlob(png, dailyPngFileName(id, range))}
        seats={
          seatMap.isError ? (
            <SoldSeatsMap status="error" sections={[]} onRetry={() => void seatMap.refetch()} />
          ) : seatMap.data ? (
            <SoldSeatsMap status="ready" sections={seatMap.data.sections} />
          ) : null
        }
      />
    </>
  );
}
